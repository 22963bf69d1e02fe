#include "modules/forms/form_rules.h"

#include <algorithm>
#include <array>
#include <boost/json/array.hpp>
#include <charconv>
#include <cmath>
#include <functional>
#include <map>
#include <set>
#include <stdexcept>
#include <utility>

#include "core/utf8.h"

namespace aplauso::forms {

namespace json = boost::json;

namespace {

// The Spanish texts, by the keys of the web app's glossary (forms.errors.<key>); the poll texts
// are spec section 5's, 'El título es requerido' the spec's communication one, 'Invalid file
// type' the spec's upload one.
constexpr std::array kMessageTable = {
    // The definition.
    Message{"invalid", "Este valor no es válido."},
    Message{"formIdRequired", "El identificador del formulario es requerido."},
    Message{"formIdInvalid",
            "El identificador del formulario solo admite minúsculas, números, guiones y guiones "
            "bajos (hasta 64 caracteres)."},
    Message{"titleRequired", "El título es requerido"},
    Message{"titleTooLong", "El título no puede exceder 250 caracteres."},
    Message{"descriptionTooLong", "La descripción no puede exceder 2000 caracteres."},
    Message{"questionsRequired", "El formulario necesita al menos una pregunta."},
    Message{"questionsTooMany", "Un formulario puede tener como máximo 200 elementos."},
    Message{"questionIdInvalid",
            "El identificador de la pregunta empieza por una letra y solo admite letras, números, "
            "guiones y guiones bajos (hasta 40 caracteres)."},
    Message{"questionIdDuplicated", "Ya hay otra pregunta con este identificador."},
    Message{"typeUnknown", "Tipo de pregunta desconocido."},
    Message{"questionRequired", "La pregunta es requerida."},
    Message{"questionTooLong", "La pregunta no puede exceder 250 caracteres."},
    Message{"optionsTooFew", "Debes agregar al menos 2 opciones válidas."},
    Message{"optionTooLong", "Algunas opciones exceden el límite de 250 caracteres."},
    Message{"optionsDuplicated", "No puedes tener opciones duplicadas."},
    Message{"optionsTooMany", "No puedes tener más de {{max}} opciones."},
    Message{"rowsTooFew", "Agrega al menos una fila."},
    Message{"rowTooLong", "Algunas filas exceden el límite de 250 caracteres."},
    Message{"rowsDuplicated", "No puedes tener filas duplicadas."},
    Message{"rowsTooMany", "No puedes tener más de {{max}} filas."},
    Message{"itemIdInvalid",
            "Cada opción o fila necesita un identificador: letras, números, guiones y guiones "
            "bajos (hasta 40 caracteres)."},
    Message{"itemIdDuplicated", "Hay opciones o filas con el mismo identificador."},
    Message{"maxChoicesRange", "El máximo de opciones debe estar entre 1 y el número de opciones."},
    Message{"numberInvalid", "Debe ser un número entre -1000000000 y 1000000000."},
    Message{"stepInvalid", "El paso debe ser mayor que cero."},
    Message{"minAboveMax", "El mínimo no puede ser mayor que el máximo."},
    Message{"sliderNeedsRange", "Un deslizador necesita mínimo y máximo."},
    Message{"starsRange", "Las estrellas van de 3 a 10."},
    Message{"scaleRange", "La escala empieza en 0 o 1 y termina entre 2 y 10."},
    Message{"enpsScale", "El eNPS usa una escala de 0 a 10."},
    Message{"maxLengthRange", "El largo máximo debe estar entre 1 y {{limit}}."},
    Message{"dateInvalid", "Escribe una fecha válida (AAAA-MM-DD)."},
    Message{"uploadTypeInvalid", "Invalid file type"},
    Message{"maxFilesRange", "Puedes pedir entre 1 y 10 archivos."},
    Message{"maxPeopleRange", "Puedes pedir entre 1 y 50 personas."},
    Message{"textRequired", "El texto es requerido."},
    Message{"textTooLong", "El texto no puede exceder 5000 caracteres."},
    Message{"conditionInvalid", "La condición no es válida."},
    Message{"conditionTooComplex", "La condición es demasiado compleja."},
    Message{"conditionUnknownQuestion", "La condición se refiere a una pregunta que no existe."},
    Message{"conditionLaterQuestion", "La condición solo puede depender de preguntas anteriores."},
    Message{"conditionNotAnswerable",
            "La condición debe depender de una pregunta que se responde."},
    Message{"conditionUnknownField", "La condición usa un campo oculto desconocido."},
    Message{"conditionOperator", "Esa comparación no sirve para ese tipo de pregunta."},
    Message{"conditionValue", "El valor de la condición no es válido."},
    // The answers.
    Message{"answersInvalid", "Las respuestas no son válidas."},
    Message{"answerUnknownQuestion", "Esa pregunta no pertenece al formulario."},
    Message{"answerRequired", "Esta pregunta es obligatoria."},
    Message{"nothingChosen", "Elige al menos una opción."},
    Message{"moreThanAvailable", "No puedes elegir más opciones de las disponibles."},
    Message{"onlyOne", "Solo puedes elegir una opción."},
    Message{"sameTwice", "No puedes elegir la misma opción dos veces."},
    Message{"notInPoll", "Esa opción no pertenece a la encuesta."},
    Message{"maxChoices", "El máximo de opciones es {{max}}."},
    Message{"answerInvalid", "La respuesta no es válida."},
    Message{"scaleValue", "Elige un valor entre {{min}} y {{max}}."},
    Message{"numberExpected", "Escribe un número."},
    Message{"belowMin", "El valor mínimo es {{min}}."},
    Message{"aboveMax", "El valor máximo es {{max}}."},
    Message{"notOnStep", "El valor debe ir en pasos de {{step}}."},
    Message{"answerTooLong", "La respuesta supera el largo máximo ({{max}})."},
    Message{"dateBefore", "La fecha no puede ser anterior al {{min}}."},
    Message{"dateAfter", "La fecha no puede ser posterior al {{max}}."},
    Message{"rowUnknown", "Esa fila no pertenece a la pregunta."},
    Message{"rowsIncomplete", "Responde todas las filas."},
    Message{"rankingIncomplete", "Ordena todas las opciones."},
    Message{"tooManyFiles", "El máximo de archivos es {{max}}."},
    Message{"tooManyPeople", "El máximo de personas es {{max}}."},
};

/// The Spanish text of `key` with each {{name}} replaced.
std::string rule_text(std::string_view key,
                      std::initializer_list<std::pair<std::string_view, std::string>> values = {}) {
  for (const auto& m : kMessageTable) {
    if (m.key != key) continue;
    std::string out(m.es);
    for (const auto& [name, value] : values) {
      const std::string mark = "{{" + std::string(name) + "}}";
      for (auto at = out.find(mark); at != std::string::npos; at = out.find(mark, at)) {
        out.replace(at, mark.size(), value);
        at += value.size();
      }
    }
    return out;
  }
  throw std::logic_error("unknown form message " + std::string(key));
}

/// One message a field: the first problem found is the one reported.
class RuleErrors {
 public:
  void add(const std::string& field, std::string text) {
    if (seen_.insert(field).second) list_.push_back({field, std::move(text)});
  }
  bool empty() const { return list_.empty(); }
  std::vector<FieldError> take() { return std::move(list_); }

 private:
  std::set<std::string> seen_;
  std::vector<FieldError> list_;
};

constexpr std::array kAnswerTypes = {"single_choice", "multiple_choice", "dropdown",   "likert",
                                     "rating",        "number",          "short_text", "long_text",
                                     "date",          "yes_no",          "matrix",     "ranking",
                                     "file_upload",   "person"};
constexpr std::array kUploadTypes = {
    "comm-attachment",        "user-profile-picture",  "task-attachment",
    "program-attachment",     "suggestion-attachment", "complaint-attachment",
    "goalcheckin-attachment", "corp-benef-image",      "post-attachments"};
constexpr std::array kTenureBands = {"lt_1y", "1_3y", "3_5y", "5_10y", "10y_plus"};

template <std::size_t N>
bool one_of(std::string_view s, const std::array<const char*, N>& list) {
  return std::any_of(list.begin(), list.end(), [s](const char* x) { return s == x; });
}

bool is_type(std::string_view t) {
  return one_of(t, kAnswerTypes) || t == "section" || t == "statement";
}

bool lower_or_digit(char ch) {
  return (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9');
}
bool letter(char ch) {
  return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z');
}
bool letter_or_digit(char ch) {
  return letter(ch) || (ch >= '0' && ch <= '9');
}

bool is_form_id(std::string_view s) {
  if (s.empty() || s.size() > 64 || !lower_or_digit(s[0])) return false;
  return std::all_of(s.begin(), s.end(),
                     [](char ch) { return lower_or_digit(ch) || ch == '-' || ch == '_'; });
}
bool is_question_id(std::string_view s) {
  if (s.empty() || s.size() > 40 || !letter(s[0])) return false;
  return std::all_of(s.begin(), s.end(),
                     [](char ch) { return letter_or_digit(ch) || ch == '-' || ch == '_'; });
}
bool is_item_id(std::string_view s) {
  if (s.empty() || s.size() > 40 || !letter_or_digit(s[0])) return false;
  return std::all_of(s.begin(), s.end(),
                     [](char ch) { return letter_or_digit(ch) || ch == '-' || ch == '_'; });
}

// `s` with ASCII and Latin-1 capitals in lower case (Á → á, Ñ → ñ), as the poll rules compare
// options.
std::string folded_label(const std::string& s) {
  std::string out = ascii_lower(s);
  for (std::size_t i = 0; i + 1 < out.size(); ++i) {
    const auto lead = static_cast<unsigned char>(out[i]);
    const auto next = static_cast<unsigned char>(out[i + 1]);
    // U+00C0..U+00DE (except U+00D7, the multiplication sign) are C3 80..C3 9E.
    if (lead == 0xC3 && next >= 0x80 && next <= 0x9E && next != 0x97) {
      out[i + 1] = static_cast<char>(next + 0x20);
      ++i;
    }
  }
  return out;
}

bool leap_year(int y) {
  return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}

/// Year, month and day of a YYYY-MM-DD date that exists; nullopt otherwise.
std::optional<std::array<int, 3>> date_parts(std::string_view s) {
  if (s.size() != 10 || s[4] != '-' || s[7] != '-') return std::nullopt;
  std::array<int, 3> parts{};
  const std::array<std::pair<std::size_t, std::size_t>, 3> spans{{{0, 4}, {5, 2}, {8, 2}}};
  for (std::size_t i = 0; i < 3; ++i) {
    int value = 0;
    for (std::size_t k = spans[i].first; k < spans[i].first + spans[i].second; ++k) {
      if (s[k] < '0' || s[k] > '9') return std::nullopt;
      value = value * 10 + (s[k] - '0');
    }
    parts[i] = value;
  }
  constexpr std::array kDays = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  const auto [y, m, d] = parts;
  if (y < 1 || m < 1 || m > 12 || d < 1) return std::nullopt;
  const int days = m == 2 && leap_year(y) ? 29 : kDays[static_cast<std::size_t>(m - 1)];
  if (d > days) return std::nullopt;
  return parts;
}

std::optional<double> number_of(const json::value& v) {
  if (v.is_int64()) return static_cast<double>(v.get_int64());
  if (v.is_uint64()) return static_cast<double>(v.get_uint64());
  if (v.is_double()) return v.get_double();
  return std::nullopt;
}

bool whole(double d) {
  return std::isfinite(d) && std::floor(d) == d;
}

/// A number as JSON: integers as integers (5, not 5.0).
json::value number_json(double d) {
  if (whole(d) && std::fabs(d) < 9e15) return static_cast<std::int64_t>(d);
  return d;
}

/// A number as the messages show it: 5, 0.5, -2.25 (no exponent; what the web app's String()
/// gives for the numbers a definition may hold).
std::string number_text(double d) {
  d += 0.0;  // -0 → 0
  if (whole(d) && std::fabs(d) < 1e15) return std::to_string(static_cast<std::int64_t>(d));
  std::array<char, 64> buffer{};
  const auto result =
      std::to_chars(buffer.data(), buffer.data() + buffer.size(), d, std::chars_format::fixed);
  return {buffer.data(), result.ptr};
}

/// Six decimals at most: what a definition keeps of a number.
double six_decimals(double d) {
  return std::floor(d * 1e6 + 0.5) / 1e6 + 0.0;
}

// --- Texts -----------------------------------------------------------------------------------

struct ReadText {
  std::optional<LocalText> text;  ///< nullopt: absent or blank in Spanish
  bool invalid = false;
};

/// A text: a string (Spanish) or {es, en}; trimmed, blank English left out.
ReadText read_text(const json::object& o, std::string_view key) {
  const json::value* v = o.if_contains(key);
  if (v == nullptr || v->is_null()) return {};
  if (v->is_string()) {
    auto es = trimmed(v->get_string());
    if (es.empty()) return {};
    return {LocalText{std::move(es), std::nullopt}};
  }
  if (!v->is_object()) return {std::nullopt, true};
  const auto& t = v->get_object();
  const json::value* es = t.if_contains("es");
  const json::value* en = t.if_contains("en");
  const auto text_or_null = [](const json::value* x) {
    return x == nullptr || x->is_null() || x->is_string();
  };
  if (!text_or_null(es) || !text_or_null(en)) return {std::nullopt, true};
  LocalText out;
  if (es != nullptr && es->is_string()) out.es = trimmed(es->get_string());
  if (en != nullptr && en->is_string()) {
    auto english = trimmed(en->get_string());
    if (!english.empty()) out.en = std::move(english);
  }
  if (out.es.empty()) return {};
  return {std::move(out)};
}

bool longer_than(const LocalText& t, std::size_t max) {
  return utf8_length(t.es) > max || (t.en && utf8_length(*t.en) > max);
}

/// A text field; `required_key` empty when it may be left out.
std::optional<LocalText> text_field(const json::object& o, std::string_view key,
                                    const std::string& field, std::size_t max,
                                    std::string_view required_key, std::string_view too_long_key,
                                    RuleErrors& errors) {
  auto read = read_text(o, key);
  if (read.invalid) {
    errors.add(field, rule_text("invalid"));
    return std::nullopt;
  }
  if (!read.text) {
    if (!required_key.empty()) errors.add(field, rule_text(required_key));
    return std::nullopt;
  }
  if (longer_than(*read.text, max)) {
    errors.add(field, rule_text(too_long_key));
    return std::nullopt;
  }
  return read.text;
}

struct ListRules {
  std::size_t min;
  std::size_t max;
  std::string_view too_few;
  std::string_view too_long;
  std::string_view duplicated;
  std::string_view too_many;
};
constexpr ListRules kOptionRules{
    2, kOptionsMax, "optionsTooFew", "optionTooLong", "optionsDuplicated", "optionsTooMany"};
constexpr ListRules kRowRules{
    1, kRowsMax, "rowsTooFew", "rowTooLong", "rowsDuplicated", "rowsTooMany"};

/// Options (or rows), in the poll rules' order: at least `min` that are not blank (blank ones are
/// left out), each at most 250 characters, no two the same (trimmed, case of Latin letters
/// ignored, in each language), at most `max`; then each with an id of its own.
std::vector<Choice> choice_list(const json::object& o, std::string_view key,
                                const std::string& field, const ListRules& rules,
                                RuleErrors& errors) {
  std::vector<Choice> out;
  const json::value* v = o.if_contains(key);
  if (v != nullptr && !v->is_null() && !v->is_array()) {
    errors.add(field, rule_text("invalid"));
    return out;
  }
  if (v != nullptr && v->is_array()) {
    for (const auto& item : v->get_array()) {
      const auto* entry = item.if_object();
      if (entry == nullptr) {
        errors.add(field, rule_text("invalid"));
        return {};
      }
      auto label = read_text(*entry, "label");
      const json::value* id = entry->if_contains("id");
      if (label.invalid || (id != nullptr && !id->is_string() && !id->is_null())) {
        errors.add(field, rule_text("invalid"));
        return {};
      }
      if (!label.text) continue;
      out.push_back({id != nullptr && id->is_string() ? std::string(id->get_string()) : "",
                     std::move(*label.text)});
    }
  }
  if (out.size() < rules.min) {
    errors.add(field, rule_text(rules.too_few));
    return out;
  }
  if (std::any_of(out.begin(), out.end(),
                  [](const Choice& c) { return longer_than(c.label, kTextMax); })) {
    errors.add(field, rule_text(rules.too_long));
    return out;
  }
  std::set<std::string> spanish;
  std::set<std::string> english;
  bool duplicated = false;
  for (const auto& c : out) {
    duplicated = !spanish.insert(folded_label(c.label.es)).second || duplicated;
    if (c.label.en) duplicated = !english.insert(folded_label(*c.label.en)).second || duplicated;
  }
  if (duplicated) {
    errors.add(field, rule_text(rules.duplicated));
    return out;
  }
  if (out.size() > rules.max) {
    errors.add(field, rule_text(rules.too_many, {{"max", std::to_string(rules.max)}}));
    return out;
  }
  std::set<std::string> ids;
  for (const auto& c : out) {
    if (!is_item_id(c.id)) {
      errors.add(field, rule_text("itemIdInvalid"));
      return out;
    }
  }
  for (const auto& c : out) {
    if (!ids.insert(c.id).second) {
      errors.add(field, rule_text("itemIdDuplicated"));
      return out;
    }
  }
  return out;
}

/// A whole number setting in [lo, hi]: `fallback` when absent, the error otherwise.
std::int64_t whole_field(const json::object& o, std::string_view key, const std::string& field,
                         std::int64_t fallback, std::int64_t lo, std::int64_t hi,
                         const std::string& error, RuleErrors& errors) {
  const json::value* v = o.if_contains(key);
  if (v == nullptr || v->is_null()) return fallback;
  const auto n = number_of(*v);
  if (!n || !whole(*n) || *n < static_cast<double>(lo) || *n > static_cast<double>(hi)) {
    errors.add(field, error);
    return fallback;
  }
  return static_cast<std::int64_t>(*n);
}

/// A number of a number question's settings: nullopt when absent; kept to six decimals.
std::optional<double> number_field(const json::object& o, std::string_view key,
                                   const std::string& field, RuleErrors& errors) {
  const json::value* v = o.if_contains(key);
  if (v == nullptr || v->is_null()) return std::nullopt;
  const auto n = number_of(*v);
  if (!n || !std::isfinite(*n) || std::fabs(*n) > 1e9) {
    errors.add(field, rule_text("numberInvalid"));
    return std::nullopt;
  }
  return six_decimals(*n);
}

std::optional<std::string> date_field(const json::object& o, std::string_view key,
                                      const std::string& field, RuleErrors& errors) {
  const json::value* v = o.if_contains(key);
  if (v == nullptr || v->is_null()) return std::nullopt;
  if (!v->is_string() || !date_parts(v->get_string())) {
    errors.add(field, rule_text("dateInvalid"));
    return std::nullopt;
  }
  return std::string(v->get_string());
}

// --- Conditions ------------------------------------------------------------------------------

constexpr int kConditionDepthMax = 4;
constexpr int kConditionLeavesMax = 20;
constexpr std::size_t kConditionListMax = 200;

/// What a condition at item `index` may refer to.
struct ConditionScope {
  std::size_t index;
  const std::map<std::string, std::size_t>& positions;  ///< first position of every item id
  const std::map<std::string, const Question*>& earlier;
};

bool choice_one(const std::string& t) {
  return t == "single_choice" || t == "dropdown";
}
bool numeric(const std::string& t) {
  return t == "likert" || t == "rating" || t == "number";
}

bool known_option(const Question& q, const json::value& v) {
  return v.is_string() && std::any_of(q.options.begin(), q.options.end(),
                                      [&v](const Choice& c) { return c.id == v.get_string(); });
}

/// The value of a hidden-field condition as kept (country in capitals), or nullopt.
std::optional<json::value> field_value(const std::string& field, const json::value& v) {
  if (field == "department") {
    const auto n = number_of(v);
    if (n && whole(*n) && *n > 0 && *n <= 9e15) return json::value(static_cast<std::int64_t>(*n));
    return std::nullopt;
  }
  if (!v.is_string()) return std::nullopt;
  std::string s(v.get_string());
  if (field == "country") {
    if (s.size() != 2 || !letter(s[0]) || !letter(s[1])) return std::nullopt;
    for (auto& ch : s) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
    return json::value(s);
  }
  if (one_of(s, kTenureBands)) return json::value(s);
  return std::nullopt;
}

/// The value of a condition on question `q` as kept, or nullopt when it does not fit.
std::optional<json::value> question_value(const Question& q, const std::string& op,
                                          const json::value& v) {
  if (numeric(q.type)) {
    const auto n = number_of(v);
    if (!n || !std::isfinite(*n)) return std::nullopt;
    return number_json(*n);
  }
  if (q.type == "yes_no") return v.is_bool() ? std::optional<json::value>(v) : std::nullopt;
  if (op == "in" || op == "not_in") {
    const auto* list = v.if_array();
    if (list == nullptr || list->empty() || list->size() > kConditionListMax) return std::nullopt;
    for (const auto& x : *list) {
      if (!known_option(q, x)) return std::nullopt;
    }
    return v;
  }
  return known_option(q, v) ? std::optional<json::value>(v) : std::nullopt;
}

bool operator_fits(const std::string& type, const std::string& op) {
  if (op == "answered" || op == "not_answered") return true;
  if (type == "field") return op == "equals" || op == "not_equals" || op == "in" || op == "not_in";
  if (choice_one(type)) return op == "equals" || op == "not_equals" || op == "in" || op == "not_in";
  if (type == "multiple_choice") return op == "includes" || op == "excludes";
  if (type == "yes_no") return op == "equals" || op == "not_equals";
  if (numeric(type)) {
    return op == "equals" || op == "not_equals" || op == "lt" || op == "lte" || op == "gt" ||
           op == "gte";
  }
  return false;
}

constexpr std::array kOperators = {"equals",   "not_equals", "in",       "not_in",
                                   "includes", "excludes",   "lt",       "lte",
                                   "gt",       "gte",        "answered", "not_answered"};

class ConditionReader {
 public:
  explicit ConditionReader(const ConditionScope& scope) : scope_(scope) {}
  std::string_view problem() const { return problem_; }

  Condition read(const json::value& v, int depth) {
    Condition c;
    if (!problem_.empty()) return c;
    if (depth > kConditionDepthMax) return fail("conditionTooComplex");
    const auto* o = v.if_object();
    if (o == nullptr) return fail("conditionInvalid");
    int kinds = 0;
    for (const char* k : {"all", "any", "not", "question", "field"})
      kinds += o->contains(k) ? 1 : 0;
    if (kinds != 1) return fail("conditionInvalid");
    if (o->contains("all") || o->contains("any")) {
      c.kind = o->contains("all") ? Condition::Kind::kAll : Condition::Kind::kAny;
      const auto* parts = (o->contains("all") ? o->at("all") : o->at("any")).if_array();
      if (parts == nullptr || parts->empty() || parts->size() > 10) return fail("conditionInvalid");
      for (const auto& part : *parts) c.parts.push_back(read(part, depth + 1));
      return c;
    }
    if (o->contains("not")) {
      c.kind = Condition::Kind::kNot;
      c.parts.push_back(read(o->at("not"), depth + 1));
      return c;
    }
    if (++leaves_ > kConditionLeavesMax) return fail("conditionTooComplex");
    const bool on_field = o->contains("field");
    c.kind = on_field ? Condition::Kind::kField : Condition::Kind::kQuestion;
    const auto& subject = on_field ? o->at("field") : o->at("question");
    const auto* op = o->if_contains("op");
    if (!subject.is_string() || op == nullptr || !op->is_string()) return fail("conditionInvalid");
    c.subject = std::string(subject.get_string());
    c.op = std::string(op->get_string());
    const Question* question = nullptr;
    if (on_field) {
      if (c.subject != "department" && c.subject != "country" && c.subject != "tenure_band") {
        return fail("conditionUnknownField");
      }
    } else {
      const auto at = scope_.positions.find(c.subject);
      if (at == scope_.positions.end()) return fail("conditionUnknownQuestion");
      if (at->second >= scope_.index) return fail("conditionLaterQuestion");
      const auto found = scope_.earlier.find(c.subject);
      if (found == scope_.earlier.end()) return fail("conditionUnknownQuestion");
      question = found->second;
      if (!answerable(*question)) return fail("conditionNotAnswerable");
    }
    if (!one_of(c.op, kOperators) || !operator_fits(on_field ? "field" : question->type, c.op)) {
      return fail("conditionOperator");
    }
    if (c.op == "answered" || c.op == "not_answered") return c;
    const auto* value = o->if_contains("value");
    if (value == nullptr) return fail("conditionValue");
    std::optional<json::value> kept;
    if (!on_field) {
      kept = question_value(*question, c.op, *value);
    } else if (c.op == "in" || c.op == "not_in") {
      const auto* list = value->if_array();
      if (list != nullptr && !list->empty() && list->size() <= kConditionListMax) {
        json::array values;
        for (const auto& x : *list) {
          auto one = field_value(c.subject, x);
          if (!one) break;
          values.push_back(std::move(*one));
        }
        if (values.size() == list->size()) kept = json::value(std::move(values));
      }
    } else {
      kept = field_value(c.subject, *value);
    }
    if (!kept) return fail("conditionValue");
    c.value = std::move(*kept);
    return c;
  }

 private:
  Condition fail(std::string_view key) {
    if (problem_.empty()) problem_ = key;
    return {};
  }

  const ConditionScope& scope_;
  std::string_view problem_;
  int leaves_ = 0;
};

std::optional<Condition> condition_field(const json::object& o, std::string_view key,
                                         const std::string& field, const ConditionScope& scope,
                                         RuleErrors& errors) {
  const json::value* v = o.if_contains(key);
  if (v == nullptr || v->is_null()) return std::nullopt;
  ConditionReader reader(scope);
  auto c = reader.read(*v, 0);
  if (!reader.problem().empty()) {
    errors.add(field, rule_text(reader.problem()));
    return std::nullopt;
  }
  return c;
}

// --- Questions -------------------------------------------------------------------------------

void read_settings(Question& q, const json::object& o, const std::string& at, RuleErrors& errors) {
  const auto& t = q.type;
  if (t == "single_choice" || t == "multiple_choice" || t == "ranking" || t == "dropdown") {
    ListRules rules = kOptionRules;
    if (t == "dropdown") rules.max = kDropdownOptionsMax;
    q.options = choice_list(o, "options", at + ".options", rules, errors);
  }
  if (t == "multiple_choice" && o.contains("max_choices") && !o.at("max_choices").is_null()) {
    q.max_choices =
        whole_field(o, "max_choices", at + ".max_choices", 1, 1,
                    static_cast<std::int64_t>(std::max<std::size_t>(q.options.size(), 1)),
                    rule_text("maxChoicesRange"), errors);
  } else if (t == "matrix") {
    q.rows = choice_list(o, "rows", at + ".rows", kRowRules, errors);
    q.options = choice_list(o, "options", at + ".options", kOptionRules, errors);
  } else if (t == "rating") {
    const json::value* style = o.if_contains("style");
    q.style = "stars";
    if (style != nullptr && !style->is_null()) {
      if (!style->is_string() ||
          (style->get_string() != "stars" && style->get_string() != "scale")) {
        errors.add(at + ".style", rule_text("invalid"));
        return;
      }
      q.style = std::string(style->get_string());
    }
    if (q.style == "stars") {
      q.min = 1;
      q.max = static_cast<double>(
          whole_field(o, "max", at + ".max", 5, 3, 10, rule_text("starsRange"), errors));
    } else {
      q.min = static_cast<double>(
          whole_field(o, "min", at + ".min", 0, 0, 1, rule_text("scaleRange"), errors));
      q.max = static_cast<double>(
          whole_field(o, "max", at + ".max", 10, 2, 10, rule_text("scaleRange"), errors));
    }
    const json::value* enps = o.if_contains("enps");
    if (enps != nullptr && !enps->is_null() && !enps->is_bool()) {
      errors.add(at + ".enps", rule_text("invalid"));
    } else if (enps != nullptr && enps->is_bool() && enps->get_bool()) {
      q.enps = true;
      if (q.style != "scale" || q.min != 0 || q.max != 10) {
        errors.add(at + ".enps", rule_text("enpsScale"));
      }
    }
  } else if (t == "number") {
    const json::value* display = o.if_contains("display");
    q.display = "field";
    if (display != nullptr && !display->is_null()) {
      if (!display->is_string() ||
          (display->get_string() != "field" && display->get_string() != "slider")) {
        errors.add(at + ".display", rule_text("invalid"));
      } else {
        q.display = std::string(display->get_string());
      }
    }
    q.min = number_field(o, "min", at + ".min", errors);
    q.max = number_field(o, "max", at + ".max", errors);
    q.step = number_field(o, "step", at + ".step", errors);
    if (q.step && *q.step <= 0) errors.add(at + ".step", rule_text("stepInvalid"));
    if (q.min && q.max && *q.min > *q.max) errors.add(at + ".max", rule_text("minAboveMax"));
    if (q.display == "slider") {
      // (a bound that is there but wrong keeps its own message: one message a field)
      if (!q.min) errors.add(at + ".min", rule_text("sliderNeedsRange"));
      if (!q.max) errors.add(at + ".max", rule_text("sliderNeedsRange"));
    }
  } else if (t == "short_text" || t == "long_text") {
    const std::int64_t limit = t == "short_text" ? 500 : 5000;
    q.max_length =
        whole_field(o, "max_length", at + ".max_length", t == "short_text" ? 250 : 2000, 1, limit,
                    rule_text("maxLengthRange", {{"limit", std::to_string(limit)}}), errors);
  } else if (t == "date") {
    q.min_date = date_field(o, "min", at + ".min", errors);
    q.max_date = date_field(o, "max", at + ".max", errors);
    if (q.min_date && q.max_date && *q.min_date > *q.max_date) {
      errors.add(at + ".max", rule_text("minAboveMax"));
    }
  } else if (t == "file_upload") {
    const json::value* type = o.if_contains("upload_type");
    if (type == nullptr || !type->is_string() || !one_of(type->get_string(), kUploadTypes)) {
      errors.add(at + ".upload_type", rule_text("uploadTypeInvalid"));
    } else {
      q.upload_type = std::string(type->get_string());
    }
    q.max_files = whole_field(o, "max_files", at + ".max_files", 1, 1, 10,
                              rule_text("maxFilesRange"), errors);
  } else if (t == "person") {
    q.max_people = whole_field(o, "max_people", at + ".max_people", 1, 1, 50,
                               rule_text("maxPeopleRange"), errors);
  } else if (t == "statement") {
    q.text =
        text_field(o, "text", at + ".text", kStatementMax, "textRequired", "textTooLong", errors);
  }
}

Question read_question(const json::value& v, std::size_t index,
                       const std::map<std::string, std::size_t>& positions,
                       std::map<std::string, const Question*>& earlier, RuleErrors& errors) {
  const std::string at = "questions[" + std::to_string(index) + "]";
  Question q;
  const auto* o = v.if_object();
  if (o == nullptr) {
    errors.add(at, rule_text("invalid"));
    return q;
  }
  const json::value* id = o->if_contains("id");
  if (id == nullptr || !id->is_string() || !is_question_id(id->get_string())) {
    errors.add(at + ".id", rule_text("questionIdInvalid"));
  } else {
    q.id = std::string(id->get_string());
    if (positions.at(q.id) < index) errors.add(at + ".id", rule_text("questionIdDuplicated"));
  }
  const json::value* type = o->if_contains("type");
  if (type == nullptr || !type->is_string() || !is_type(type->get_string())) {
    errors.add(at + ".type", rule_text("typeUnknown"));
    return q;
  }
  q.type = std::string(type->get_string());
  if (answerable(q)) {
    q.title = text_field(*o, "title", at + ".title", kTextMax, "questionRequired",
                         "questionTooLong", errors);
    const json::value* required = o->if_contains("required");
    if (required != nullptr && !required->is_null() && !required->is_bool()) {
      errors.add(at + ".required", rule_text("invalid"));
    } else {
      q.required = required != nullptr && required->is_bool() && required->get_bool();
    }
  } else {
    q.title = text_field(*o, "title", at + ".title", kTextMax, "", "titleTooLong", errors);
  }
  q.description = text_field(*o, "description", at + ".description", kDescriptionMax, "",
                             "descriptionTooLong", errors);
  const ConditionScope scope{index, positions, earlier};
  q.show_if = condition_field(*o, "show_if", at + ".show_if", scope, errors);
  q.hide_if = condition_field(*o, "hide_if", at + ".hide_if", scope, errors);
  read_settings(q, *o, at, errors);
  return q;
}

// --- Output ----------------------------------------------------------------------------------

using TextOut = std::function<json::value(const LocalText&)>;

json::value condition_json(const Condition& c) {
  json::object o;
  switch (c.kind) {
    case Condition::Kind::kAll:
    case Condition::Kind::kAny: {
      json::array parts;
      for (const auto& p : c.parts) parts.push_back(condition_json(p));
      o[c.kind == Condition::Kind::kAll ? "all" : "any"] = std::move(parts);
      return o;
    }
    case Condition::Kind::kNot: o["not"] = condition_json(c.parts.front()); return o;
    case Condition::Kind::kQuestion:
    case Condition::Kind::kField:
      o[c.kind == Condition::Kind::kField ? "field" : "question"] = c.subject;
      o["op"] = c.op;
      if (!c.value.is_null()) o["value"] = c.value;
      return o;
  }
  return o;
}

json::array choices_json(const std::vector<Choice>& list, const TextOut& text) {
  json::array out;
  for (const auto& c : list) out.push_back(json::object{{"id", c.id}, {"label", text(c.label)}});
  return out;
}

json::object question_json(const Question& q, const TextOut& text) {
  json::object o{{"id", q.id}, {"type", q.type}};
  if (q.title) o["title"] = text(*q.title);
  if (q.description) o["description"] = text(*q.description);
  if (answerable(q)) o["required"] = q.required;
  if (q.show_if) o["show_if"] = condition_json(*q.show_if);
  if (q.hide_if) o["hide_if"] = condition_json(*q.hide_if);
  const auto& t = q.type;
  if (t == "single_choice" || t == "multiple_choice" || t == "dropdown" || t == "ranking" ||
      t == "matrix") {
    o["options"] = choices_json(q.options, text);
  }
  if (t == "matrix") o["rows"] = choices_json(q.rows, text);
  if (q.max_choices) o["max_choices"] = *q.max_choices;
  if (t == "rating") {
    o["style"] = q.style;
    o["min"] = number_json(q.min.value_or(0));
    o["max"] = number_json(q.max.value_or(0));
    if (q.enps) o["enps"] = true;
  } else if (t == "number") {
    o["display"] = q.display;
    if (q.min) o["min"] = number_json(*q.min);
    if (q.max) o["max"] = number_json(*q.max);
    if (q.step) o["step"] = number_json(*q.step);
  } else if (t == "short_text" || t == "long_text") {
    o["max_length"] = q.max_length;
  } else if (t == "date") {
    if (q.min_date) o["min"] = *q.min_date;
    if (q.max_date) o["max"] = *q.max_date;
  } else if (t == "file_upload") {
    o["upload_type"] = q.upload_type;
    o["max_files"] = q.max_files;
  } else if (t == "person") {
    o["max_people"] = q.max_people;
  } else if (t == "statement" && q.text) {
    o["text"] = text(*q.text);
  }
  return o;
}

json::object form_json(const Form& form, const TextOut& text) {
  json::object o{{"form_id", form.form_id}, {"title", text(form.title)}};
  if (form.description) o["description"] = text(*form.description);
  json::array questions;
  for (const auto& q : form.questions) questions.push_back(question_json(q, text));
  o["questions"] = std::move(questions);
  return o;
}

json::value both_languages(const LocalText& t) {
  return to_json(t);
}

// --- Answers ---------------------------------------------------------------------------------

bool same_value(const json::value& a, const json::value& b) {
  const auto x = number_of(a);
  const auto y = number_of(b);
  if (x && y) return *x == *y;
  if (a.is_string() && b.is_string()) return a.get_string() == b.get_string();
  if (a.is_bool() && b.is_bool()) return a.get_bool() == b.get_bool();
  return false;
}

std::optional<json::value> field_of(const FormContext& context, const std::string& field) {
  if (field == "department" && context.department) return json::value(*context.department);
  if (field == "country" && context.country) return json::value(*context.country);
  if (field == "tenure_band" && context.tenure_band) return json::value(*context.tenure_band);
  return std::nullopt;
}

bool holds(const Condition& c, const json::object& answers, const FormContext& context) {
  switch (c.kind) {
    case Condition::Kind::kAll:
      return std::all_of(c.parts.begin(), c.parts.end(),
                         [&](const Condition& p) { return holds(p, answers, context); });
    case Condition::Kind::kAny:
      return std::any_of(c.parts.begin(), c.parts.end(),
                         [&](const Condition& p) { return holds(p, answers, context); });
    case Condition::Kind::kNot: return !holds(c.parts.front(), answers, context);
    case Condition::Kind::kQuestion:
    case Condition::Kind::kField: break;
  }
  std::optional<json::value> subject;
  if (c.kind == Condition::Kind::kField) {
    subject = field_of(context, c.subject);
  } else if (const auto* a = answers.if_contains(c.subject)) {
    subject = *a;
  }
  const std::string& op = c.op;
  if (op.starts_with("not_") || op == "excludes") {
    Condition positive = c;
    positive.op = op == "excludes" ? "includes" : op.substr(4);
    return !holds(positive, answers, context);
  }
  if (op == "answered") return subject.has_value();
  if (!subject) return false;
  if (op == "equals") return same_value(*subject, c.value);
  if (op == "in") {
    const auto& list = c.value.get_array();
    return std::any_of(list.begin(), list.end(),
                       [&](const json::value& x) { return same_value(*subject, x); });
  }
  if (op == "includes") {
    const auto* chosen = subject->if_array();
    return chosen != nullptr && std::any_of(chosen->begin(), chosen->end(),
                                            [&](const auto& x) { return same_value(x, c.value); });
  }
  const auto x = number_of(*subject);
  const auto y = number_of(c.value);
  if (!x || !y) return false;
  if (op == "lt") return *x < *y;
  if (op == "lte") return *x <= *y;
  if (op == "gt") return *x > *y;
  return *x >= *y;  // gte
}

bool shown(const Question& q, const json::object& answers, const FormContext& context) {
  return (!q.show_if || holds(*q.show_if, answers, context)) &&
         (!q.hide_if || !holds(*q.hide_if, answers, context));
}

bool unanswered(const json::value* v) {
  if (v == nullptr || v->is_null()) return true;
  if (v->is_string()) return trimmed(v->get_string()).empty();
  if (v->is_array()) return v->get_array().empty();
  if (v->is_object()) return v->get_object().empty();
  return false;
}

bool has_option(const std::vector<Choice>& list, std::string_view id) {
  return std::any_of(list.begin(), list.end(), [id](const Choice& c) { return c.id == id; });
}

/// The option ids of a choice answer (one id or a list of them); nullopt when not strings.
std::optional<std::vector<std::string>> chosen_ids(const json::value& v, bool one_allowed) {
  std::vector<std::string> chosen;
  if (v.is_string() && one_allowed) {
    chosen.emplace_back(v.get_string());
    return chosen;
  }
  const auto* list = v.if_array();
  if (list == nullptr) return std::nullopt;
  for (const auto& x : *list) {
    if (!x.is_string()) return std::nullopt;
    chosen.emplace_back(x.get_string());
  }
  return chosen;
}

class AnswerReader {
 public:
  AnswerReader(json::object& kept, RuleErrors& errors) : kept_(kept), errors_(errors) {}

  void read(const Question& q, const json::value* given) {
    field_ = "answers." + q.id;
    if (unanswered(given)) {
      if (!q.required) return;
      const bool choice =
          q.type == "single_choice" || q.type == "multiple_choice" || q.type == "dropdown";
      errors_.add(field_, rule_text(choice ? "nothingChosen" : "answerRequired"));
      return;
    }
    const auto& v = *given;
    const auto& t = q.type;
    if (t == "single_choice" || t == "multiple_choice" || t == "dropdown") {
      choice(q, v);
    } else if (t == "ranking") {
      ranking(q, v);
    } else if (t == "likert" || t == "rating") {
      scale(q, v);
    } else if (t == "number") {
      number(q, v);
    } else if (t == "short_text" || t == "long_text") {
      if (!v.is_string()) return fail("answerInvalid");
      auto text = trimmed(v.get_string());
      if (utf8_length(text) > static_cast<std::size_t>(q.max_length)) {
        return fail_with(rule_text("answerTooLong", {{"max", std::to_string(q.max_length)}}));
      }
      kept_[q.id] = text;
    } else if (t == "date") {
      date(q, v);
    } else if (t == "yes_no") {
      if (!v.is_bool()) return fail("answerInvalid");
      kept_[q.id] = v;
    } else if (t == "matrix") {
      matrix(q, v);
    } else if (t == "file_upload") {
      files(q, v);
    } else if (t == "person") {
      people(q, v);
    }
  }

 private:
  void fail(std::string_view key) { errors_.add(field_, rule_text(key)); }
  void fail_with(std::string text) { errors_.add(field_, std::move(text)); }

  // The poll rules' order: more than there are, several where one is allowed, the same twice,
  // one the question does not have; then the question's own maximum.
  void choice(const Question& q, const json::value& v) {
    const bool multiple = q.type == "multiple_choice";
    const auto chosen = chosen_ids(v, true);
    if (!chosen) return fail("answerInvalid");
    if (chosen->size() > q.options.size()) return fail("moreThanAvailable");
    if (!multiple && chosen->size() > 1) return fail("onlyOne");
    if (std::set<std::string>(chosen->begin(), chosen->end()).size() != chosen->size()) {
      return fail("sameTwice");
    }
    for (const auto& id : *chosen) {
      if (!has_option(q.options, id)) return fail("notInPoll");
    }
    if (multiple && q.max_choices && static_cast<std::int64_t>(chosen->size()) > *q.max_choices) {
      return fail_with(rule_text("maxChoices", {{"max", std::to_string(*q.max_choices)}}));
    }
    if (!multiple) {
      kept_[q.id] = chosen->front();
      return;
    }
    json::array out;
    for (const auto& id : *chosen) out.emplace_back(id);
    kept_[q.id] = std::move(out);
  }

  void ranking(const Question& q, const json::value& v) {
    const auto order = chosen_ids(v, false);
    if (!order) return fail("answerInvalid");
    if (std::set<std::string>(order->begin(), order->end()).size() != order->size()) {
      return fail("sameTwice");
    }
    for (const auto& id : *order) {
      if (!has_option(q.options, id)) return fail("notInPoll");
    }
    if (order->size() != q.options.size()) return fail("rankingIncomplete");
    kept_[q.id] = v;
  }

  void scale(const Question& q, const json::value& v) {
    const double lo = q.type == "likert" ? 1 : q.min.value_or(0);
    const double hi = q.type == "likert" ? 5 : q.max.value_or(0);
    const auto n = number_of(v);
    if (!n) return fail("answerInvalid");
    if (!whole(*n) || *n < lo || *n > hi) {
      return fail_with(
          rule_text("scaleValue", {{"min", number_text(lo)}, {"max", number_text(hi)}}));
    }
    kept_[q.id] = number_json(*n);
  }

  void number(const Question& q, const json::value& v) {
    const auto n = number_of(v);
    if (!n) return fail("numberExpected");
    if (q.min && *n < *q.min)
      return fail_with(rule_text("belowMin", {{"min", number_text(*q.min)}}));
    if (q.max && *n > *q.max)
      return fail_with(rule_text("aboveMax", {{"max", number_text(*q.max)}}));
    if (q.step) {
      const double k = (*n - q.min.value_or(0)) / *q.step;
      if (std::fabs(k - std::round(k)) > 1e-9) {
        return fail_with(rule_text("notOnStep", {{"step", number_text(*q.step)}}));
      }
    }
    kept_[q.id] = number_json(*n);
  }

  void date(const Question& q, const json::value& v) {
    if (!v.is_string()) return fail("answerInvalid");
    const std::string day = trimmed(v.get_string());
    if (!date_parts(day)) return fail("dateInvalid");
    if (q.min_date && day < *q.min_date) {
      return fail_with(rule_text("dateBefore", {{"min", *q.min_date}}));
    }
    if (q.max_date && day > *q.max_date) {
      return fail_with(rule_text("dateAfter", {{"max", *q.max_date}}));
    }
    kept_[q.id] = day;
  }

  // Rows the question does not have first, then each row in the question's order (whatever the
  // order of the answer's keys).
  void matrix(const Question& q, const json::value& v) {
    const auto* given = v.if_object();
    if (given == nullptr) return fail("answerInvalid");
    for (const auto& entry : *given) {
      if (!has_option(q.rows, entry.key())) return fail("rowUnknown");
    }
    json::object out;
    for (const auto& row : q.rows) {
      const auto* column = given->if_contains(row.id);
      if (column == nullptr || column->is_null()) continue;
      if (!column->is_string()) return fail("answerInvalid");
      if (!has_option(q.options, column->get_string())) return fail("notInPoll");
      out[row.id] = *column;
    }
    if (q.required && out.size() != q.rows.size()) return fail("rowsIncomplete");
    if (!out.empty()) kept_[q.id] = std::move(out);
  }

  void files(const Question& q, const json::value& v) {
    const auto keys = chosen_ids(v, false);
    if (!keys) return fail("answerInvalid");
    std::set<std::string> distinct;
    json::array out;
    for (const auto& key : *keys) {
      const auto clean = trimmed(key);
      if (clean.empty() || utf8_length(clean) > 300 || !distinct.insert(clean).second) {
        return fail("answerInvalid");
      }
      out.emplace_back(clean);
    }
    if (static_cast<std::int64_t>(out.size()) > q.max_files) {
      return fail_with(rule_text("tooManyFiles", {{"max", std::to_string(q.max_files)}}));
    }
    kept_[q.id] = std::move(out);
  }

  void people(const Question& q, const json::value& v) {
    const auto* list = v.if_array();
    if (list == nullptr) return fail("answerInvalid");
    std::set<std::int64_t> distinct;
    json::array out;
    for (const auto& x : *list) {
      const auto n = number_of(x);
      if (!n || !whole(*n) || *n < 1 || *n > 9e15 ||
          !distinct.insert(static_cast<std::int64_t>(*n)).second) {
        return fail("answerInvalid");
      }
      out.emplace_back(static_cast<std::int64_t>(*n));
    }
    if (static_cast<std::int64_t>(out.size()) > q.max_people) {
      return fail_with(rule_text("tooManyPeople", {{"max", std::to_string(q.max_people)}}));
    }
    kept_[q.id] = std::move(out);
  }

  json::object& kept_;
  RuleErrors& errors_;
  std::string field_;
};

}  // namespace

bool answerable(const Question& q) {
  return one_of(q.type, kAnswerTypes);
}

DefinitionCheck check_definition(const json::value& input) {
  RuleErrors errors;
  Form form;
  const auto* o = input.if_object();
  if (o == nullptr) {
    errors.add("form", rule_text("invalid"));
    return {std::nullopt, errors.take()};
  }
  const json::value* id = o->if_contains("form_id");
  if (id == nullptr || id->is_null() || (id->is_string() && trimmed(id->get_string()).empty())) {
    errors.add("form_id", rule_text("formIdRequired"));
  } else if (!id->is_string() || !is_form_id(id->get_string())) {
    errors.add("form_id", rule_text("formIdInvalid"));
  } else {
    form.form_id = std::string(id->get_string());
  }
  if (auto title =
          text_field(*o, "title", "title", kTextMax, "titleRequired", "titleTooLong", errors)) {
    form.title = std::move(*title);
  }
  form.description = text_field(*o, "description", "description", kDescriptionMax, "",
                                "descriptionTooLong", errors);

  const json::value* items = o->if_contains("questions");
  if (items != nullptr && !items->is_null() && !items->is_array()) {
    errors.add("questions", rule_text("invalid"));
  } else if (items != nullptr && items->is_array() && items->get_array().size() > kItemsMax) {
    errors.add("questions", rule_text("questionsTooMany"));
  } else {
    const json::array none;
    const auto& list = items != nullptr && items->is_array() ? items->get_array() : none;
    std::map<std::string, std::size_t> positions;
    for (std::size_t i = 0; i < list.size(); ++i) {
      const auto* item = list[i].if_object();
      const json::value* item_id = item != nullptr ? item->if_contains("id") : nullptr;
      if (item_id != nullptr && item_id->is_string() && is_question_id(item_id->get_string())) {
        positions.emplace(std::string(item_id->get_string()), i);
      }
    }
    form.questions.reserve(list.size());  // `earlier` points into it
    std::map<std::string, const Question*> earlier;
    for (std::size_t i = 0; i < list.size(); ++i) {
      form.questions.push_back(read_question(list[i], i, positions, earlier, errors));
      const auto& q = form.questions.back();
      if (!q.id.empty() && !q.type.empty() && positions.at(q.id) == i) earlier.emplace(q.id, &q);
    }
    // Nothing to answer: no items, or only sections and statements (an item whose type is
    // wrong has its own message).
    if (std::all_of(form.questions.begin(), form.questions.end(), [](const Question& q) {
          return q.type == "section" || q.type == "statement";
        })) {
      errors.add("questions", rule_text("questionsRequired"));
    }
  }
  if (!errors.empty()) return {std::nullopt, errors.take()};
  return {std::move(form), {}};
}

json::object to_json(const Form& form) {
  return form_json(form, both_languages);
}

json::object to_json(const LocalText& text) {
  json::object o{{"es", text.es}};
  if (text.en) o["en"] = *text.en;
  return o;
}

Form form_from_json(const json::value& stored) {
  auto check = check_definition(stored);
  if (!check.form) {
    throw std::runtime_error("stored form does not pass the rules: " +
                             (check.errors.empty() ? std::string() : check.errors[0].field));
  }
  return std::move(*check.form);
}

json::object localized(const Form& form, std::string_view language) {
  const bool english = language == "en";
  return form_json(form, [english](const LocalText& t) -> json::value {
    return json::value(english && t.en ? *t.en : t.es);
  });
}

std::vector<bool> shown_items(const Form& form, const json::object& answers,
                              const FormContext& context) {
  std::vector<bool> out;
  out.reserve(form.questions.size());
  bool section_shown = true;
  for (const auto& q : form.questions) {
    if (q.type == "section") {
      section_shown = shown(q, answers, context);
      out.push_back(section_shown);
    } else {
      out.push_back(section_shown && shown(q, answers, context));
    }
  }
  return out;
}

AnswerCheck check_answers(const Form& form, const json::value& answers,
                          const FormContext& context) {
  AnswerCheck out;
  RuleErrors errors;
  const json::object none;
  if (!answers.is_null() && !answers.is_object()) {
    errors.add("answers", rule_text("answersInvalid"));
    return {{}, errors.take()};
  }
  const auto& given = answers.is_object() ? answers.get_object() : none;
  std::set<std::string> ids;
  for (const auto& q : form.questions) {
    if (answerable(q)) ids.insert(q.id);
  }
  for (const auto& [id, value] : given) {
    if (!ids.contains(std::string(id))) {
      errors.add("answers." + std::string(id), rule_text("answerUnknownQuestion"));
    }
  }
  AnswerReader reader(out.answers, errors);
  bool section_shown = true;
  for (const auto& q : form.questions) {
    // Each item is judged on the answers kept so far: conditions refer to earlier items only.
    if (q.type == "section") {
      section_shown = shown(q, out.answers, context);
      continue;
    }
    if (!answerable(q) || !section_shown || !shown(q, out.answers, context)) continue;
    reader.read(q, given.if_contains(q.id));
  }
  out.errors = errors.take();
  return out;
}

std::optional<std::string> tenure_band(const std::optional<std::string>& admission_date,
                                       std::string_view today) {
  if (!admission_date) return std::nullopt;
  const auto start = date_parts(*admission_date);
  const auto now = date_parts(today);
  if (!start || !now) return std::nullopt;
  int years = (*now)[0] - (*start)[0];
  if (std::pair((*now)[1], (*now)[2]) < std::pair((*start)[1], (*start)[2])) --years;
  if (years < 1) return "lt_1y";
  if (years < 3) return "1_3y";
  if (years < 5) return "3_5y";
  if (years < 10) return "5_10y";
  return "10y_plus";
}

std::span<const Message> messages() {
  return kMessageTable;
}

}  // namespace aplauso::forms
