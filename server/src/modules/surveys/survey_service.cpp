#include "modules/surveys/survey_service.h"

#include "modules/surveys/survey_replies.h"

#include <algorithm>
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <cctype>
#include <cmath>
#include <map>
#include <set>

#include "api/json_input.h"
#include "core/crypto.h"
#include "core/days.h"
#include "core/errors.h"
#include "core/log.h"
#include "core/utf8.h"
#include "db/database.h"
#include "modules/audit/audit_log.h"
#include "modules/live/event_hub.h"
#include "modules/notifications/notification_service.h"
#include "modules/points/points_service.h"
#include "modules/privacy/privacy_service.h"
#include "modules/users/person_erasure.h"
#include "modules/users/user_repo.h"

namespace aplauso::surveys {

namespace json = boost::json;

namespace {

constexpr std::size_t kTitleMax = 200;
constexpr std::size_t kDescriptionMax = 2000;
constexpr std::int64_t kPointsMax = 100'000;
constexpr std::int64_t kManualReminderGapDays = 14;
constexpr std::int64_t kJobBatch = 1000;
constexpr const char* kPendingSignal = "surveys.pending";

ApiError survey_not_found() {
  return not_found("La encuesta no existe.");
}

ApiError invalid_transition(std::string_view status) {
  return conflict("invalid_transition", "La encuesta está en estado «" + std::string(status) +
                                            "»: no se puede hacer eso.");
}

ApiError not_open() {
  return conflict("survey_not_open", "La encuesta no está abierta ahora.");
}

ApiError locked(const std::string& field) {
  return ApiError(ErrorKind::kConflict, "survey_locked",
                  "La encuesta ya se lanzó: eso no se puede cambiar.",
                  {{field, "No se puede cambiar una vez lanzada la encuesta."}});
}

int strength(std::string_view confidentiality) {
  if (confidentiality == "anonymous") return 3;
  if (confidentiality == "confidential") return 2;
  return 1;
}

bool is_confidentiality(std::string_view v) {
  return v == "attributed" || v == "confidential" || v == "anonymous";
}

bool is_recurrence(std::string_view v) {
  return v == "none" || v == "weekly" || v == "biweekly" || v == "monthly";
}

/// The day a recurring pulse opens its next cycle.
std::string next_cycle_day(const std::string& opened_on, const std::string& recurrence) {
  if (recurrence == "weekly") return add_days(opened_on, 7);
  if (recurrence == "biweekly") return add_days(opened_on, 14);
  if (recurrence == "monthly") return add_months(opened_on, 1);
  return "9999-12-31";
}

json::object audience_json(const Audience& a) {
  json::array departments, groups, countries;
  for (const auto d : a.departments) departments.emplace_back(d);
  for (const auto g : a.groups) groups.emplace_back(g);
  for (const auto& c : a.countries) countries.emplace_back(c);
  return {{"everyone", a.everyone},
          {"departments", std::move(departments)},
          {"groups", std::move(groups)},
          {"countries", std::move(countries)}};
}

Audience audience_from(const json::value& v) {
  Audience a;
  const auto* o = v.if_object();
  if (o == nullptr) return a;
  if (const auto* e = o->if_contains("everyone"); e != nullptr && e->is_bool()) {
    a.everyone = e->get_bool();
  }
  if (const auto* d = o->if_contains("departments"); d != nullptr && d->is_array()) {
    for (const auto& x : d->get_array())
      if (x.is_int64()) a.departments.push_back(x.get_int64());
  }
  if (const auto* g = o->if_contains("groups"); g != nullptr && g->is_array()) {
    for (const auto& x : g->get_array())
      if (x.is_int64()) a.groups.push_back(x.get_int64());
  }
  if (const auto* c = o->if_contains("countries"); c != nullptr && c->is_array()) {
    for (const auto& x : c->get_array())
      if (x.is_string()) a.countries.emplace_back(x.get_string());
  }
  return a;
}

/// The audience of a body (normalised), with what is wrong with it in `errors`.
Audience read_audience(const json::object& body, std::vector<FieldError>& errors) {
  Audience out;
  if (const auto* v = body.if_contains("audience"); v != nullptr && v->is_object()) {
    out = audience_from(*v);
    auto& a = out;
    std::sort(a.departments.begin(), a.departments.end());
    a.departments.erase(std::unique(a.departments.begin(), a.departments.end()),
                        a.departments.end());
    std::sort(a.groups.begin(), a.groups.end());
    a.groups.erase(std::unique(a.groups.begin(), a.groups.end()), a.groups.end());
    for (auto& c : a.countries) {
      c = trim(c);
      std::transform(c.begin(), c.end(), c.begin(),
                     [](unsigned char ch) { return static_cast<char>(std::toupper(ch)); });
    }
    std::sort(a.countries.begin(), a.countries.end());
    a.countries.erase(std::unique(a.countries.begin(), a.countries.end()), a.countries.end());
    const bool bad_country = std::any_of(a.countries.begin(), a.countries.end(), [](auto& c) {
      return c.size() != 2 || !std::isalpha(static_cast<unsigned char>(c[0])) ||
             !std::isalpha(static_cast<unsigned char>(c[1]));
    });
    if (bad_country) {
      errors.push_back({"audience", "Los países van como dos letras (CL, MX, CO...)."});
    } else if (a.everyone) {
      a.departments.clear();
      a.groups.clear();
      a.countries.clear();
    } else if (a.departments.empty() && a.groups.empty() && a.countries.empty()) {
      errors.push_back({"audience", "Elige a quién va dirigida la encuesta."});
    }
  } else {
    errors.push_back({"audience", "Elige a quién va dirigida la encuesta."});
  }
  return out;
}

bool same_audience(const Audience& a, const Audience& b) {
  return a.everyone == b.everyone && a.departments == b.departments && a.groups == b.groups &&
         a.countries == b.countries;
}

std::vector<std::int64_t> reminder_days_from(const std::string& text) {
  std::vector<std::int64_t> out;
  const auto v = json::parse(text);
  if (const auto* a = v.if_array()) {
    for (const auto& x : *a)
      if (x.is_int64()) out.push_back(x.get_int64());
  }
  return out;
}

std::string reminder_days_text(const std::vector<std::int64_t>& days) {
  json::array a;
  for (const auto d : days) a.emplace_back(d);
  return json::serialize(a);
}

/// What an admin sent, read and checked; every problem is added to `errors`.
struct Parsed {
  SurveyFields fields;
  Audience audience;
  std::vector<std::int64_t> reminder_days;
  std::optional<json::value> form;
};

/// A {es, en?} text (or a plain string: its Spanish).
void read_text(const json::object& body, std::string_view key, std::size_t max, bool required,
               std::string& es, std::optional<std::string>& en, std::vector<FieldError>& errors) {
  const auto* v = body.if_contains(key);
  const std::string field(key);
  if (v == nullptr || v->is_null()) {
    if (required) errors.push_back({field, "Escribe el título de la encuesta."});
    return;
  }
  std::optional<std::string> es_in;
  if (v->is_string()) {
    es_in = std::string(v->get_string());
  } else if (const auto* o = v->if_object()) {
    if (const auto* e = o->if_contains("es"); e != nullptr && e->is_string()) {
      es_in = std::string(e->get_string());
    }
    if (const auto* e = o->if_contains("en"); e != nullptr && e->is_string()) {
      auto t = trim(e->get_string());
      if (!t.empty()) en = std::move(t);
    }
  }
  es = es_in ? trim(*es_in) : "";
  if (es.empty()) {
    if (required) {
      errors.push_back({field, "Escribe el título de la encuesta."});
    } else if (en) {
      errors.push_back({field, "Escribe el texto en español."});
    }
    return;
  }
  if (utf8_length(es) > max || (en && utf8_length(*en) > max)) {
    errors.push_back({field, "Puede tener hasta " + std::to_string(max) + " caracteres."});
  }
}

std::optional<std::string> read_day(const json::object& body, std::string_view key,
                                    std::vector<FieldError>& errors) {
  const auto* v = body.if_contains(key);
  if (v == nullptr || v->is_null()) return std::nullopt;
  if (!v->is_string() || !parse_day(v->get_string())) {
    errors.push_back({std::string(key), "La fecha no es válida (AAAA-MM-DD)."});
    return std::nullopt;
  }
  return std::string(v->get_string());
}

std::optional<std::int64_t> read_threshold(const json::object& body, std::string_view key,
                                           std::vector<FieldError>& errors) {
  const auto* v = body.if_contains(key);
  if (v == nullptr || v->is_null()) return std::nullopt;
  if (!v->is_int64() || v->get_int64() < 3 || v->get_int64() > 1000) {
    errors.push_back({std::string(key), "Debe ser un número entero de 3 a 1000."});
    return std::nullopt;
  }
  return v->get_int64();
}

Parsed parse_body(const json::object& body, std::vector<FieldError>& errors) {
  Parsed p;
  auto& f = p.fields;
  read_text(body, "title", kTitleMax, true, f.title, f.title_en, errors);
  std::string description;
  read_text(body, "description", kDescriptionMax, false, description, f.description_en, errors);
  if (!description.empty()) f.description = description;

  const auto confidentiality = opt_string(body, "confidentiality");
  if (!confidentiality || !is_confidentiality(*confidentiality)) {
    errors.push_back({"confidentiality", "Elige cómo se guardan las respuestas."});
  } else {
    f.confidentiality = *confidentiality;
  }
  if (const auto* form = body.if_contains("form"); form != nullptr && form->is_object()) {
    p.form = *form;
  } else {
    errors.push_back({"form", "Faltan las preguntas de la encuesta."});
  }
  if (const auto* v = body.if_contains("points"); v != nullptr && !v->is_null()) {
    if (!v->is_int64() || v->get_int64() < 0 || v->get_int64() > kPointsMax) {
      errors.push_back({"points", "Los puntos van de 0 a 100000."});
    } else {
      f.points = v->get_int64();
    }
  }
  if (const auto* v = body.if_contains("multi_response"); v != nullptr && v->is_bool()) {
    f.multi_response = v->get_bool();
  }
  if (const auto* v = body.if_contains("notify"); v != nullptr && v->is_bool()) {
    f.notify = v->get_bool();
  }
  // The audience: everyone, or departments, groups and countries (at least one).
  p.audience = read_audience(body, errors);
  f.audience = json::serialize(audience_json(p.audience));

  f.opens_on = read_day(body, "opens_on", errors);
  f.closes_on = read_day(body, "closes_on", errors);
  if (f.opens_on && f.closes_on && *f.closes_on < *f.opens_on) {
    errors.push_back({"closes_on", "El cierre no puede ser antes de la apertura."});
  }
  if (const auto r = opt_string(body, "recurrence")) {
    if (!is_recurrence(*r)) {
      errors.push_back({"recurrence", "La frecuencia no es válida."});
    } else {
      f.recurrence = *r;
    }
  }
  p.reminder_days = {3, 5};
  if (const auto* v = body.if_contains("reminder_days"); v != nullptr && !v->is_null()) {
    p.reminder_days.clear();
    bool ok = v->is_array() && v->get_array().size() <= 5;
    if (ok) {
      for (const auto& d : v->get_array()) {
        if (!d.is_int64() || d.get_int64() < 1 || d.get_int64() > 60) {
          ok = false;
          break;
        }
        p.reminder_days.push_back(d.get_int64());
      }
    }
    if (!ok) errors.push_back({"reminder_days", "Hasta 5 recordatorios, de 1 a 60 días."});
    std::sort(p.reminder_days.begin(), p.reminder_days.end());
    p.reminder_days.erase(std::unique(p.reminder_days.begin(), p.reminder_days.end()),
                          p.reminder_days.end());
  }
  f.reminder_days = reminder_days_text(p.reminder_days);
  f.k = read_threshold(body, "k", errors);
  f.k_comments = read_threshold(body, "k_comments", errors);
  return p;
}

std::string localized(const std::string& es, const std::optional<std::string>& en,
                      const std::string& language) {
  return language == "en" && en ? *en : es;
}

std::string member_state(const MineRow& row) {
  if (row.status == "closed" || row.status == "archived") return "closed";
  if (row.answered_on) return "answered";
  return row.has_draft ? "draft" : "pending";
}

/// A number as a choice id: 4 → "4", 2.5 → "2.5".
std::string number_text(double n) {
  if (std::floor(n) == n && std::fabs(n) < 1e15) return std::to_string(static_cast<long long>(n));
  json::value v(n);
  return json::serialize(v);
}

std::optional<double> number_of(const json::value& v) {
  if (v.is_int64()) return static_cast<double>(v.get_int64());
  if (v.is_uint64()) return static_cast<double>(v.get_uint64());
  if (v.is_double()) return v.get_double();
  return std::nullopt;
}

/// The kept answers as the privacy engine takes them (docs/surveys.md): choices by id, numbers,
/// yes/no as 1/0, a matrix's rows as "q.row", a ranking's options as "q.option" with their
/// place, texts as comments. Dates and files are never sent; people only for attributed surveys.
std::vector<privacy::Answer> flatten(const forms::Form& form, const json::object& answers,
                                     bool attributed) {
  std::vector<privacy::Answer> out;
  for (const auto& q : form.questions) {
    if (!forms::answerable(q)) continue;
    const auto* a = answers.if_contains(q.id);
    if (a == nullptr || a->is_null()) continue;
    const auto& t = q.type;
    if (t == "single_choice" || t == "dropdown") {
      if (a->is_string()) out.push_back({q.id, std::string(a->get_string()), std::nullopt, "", ""});
    } else if (t == "multiple_choice") {
      if (const auto* list = a->if_array()) {
        for (const auto& o : *list)
          if (o.is_string())
            out.push_back({q.id, std::string(o.get_string()), std::nullopt, "", ""});
      }
    } else if (t == "ranking") {
      if (const auto* list = a->if_array()) {
        double place = 1;
        for (const auto& o : *list) {
          if (o.is_string()) {
            out.push_back({q.id + "." + std::string(o.get_string()), "", place, "", ""});
          }
          place += 1;
        }
      }
    } else if (t == "likert" || t == "rating") {
      if (const auto n = number_of(*a)) out.push_back({q.id, number_text(*n), *n, "", ""});
    } else if (t == "number") {
      if (const auto n = number_of(*a)) out.push_back({q.id, "", *n, "", ""});
    } else if (t == "yes_no") {
      if (a->is_bool()) {
        const bool yes = a->get_bool();
        out.push_back({q.id, yes ? "1" : "0", yes ? 1.0 : 0.0, "", ""});
      }
    } else if (t == "matrix") {
      if (const auto* rows = a->if_object()) {
        for (const auto& [row, column] : *rows) {
          if (column.is_string()) {
            out.push_back({q.id + "." + std::string(row), std::string(column.get_string()),
                           std::nullopt, "", ""});
          }
        }
      }
    } else if (t == "short_text" || t == "long_text") {
      if (a->is_string() && !a->get_string().empty()) {
        out.push_back({q.id, "", std::nullopt, std::string(a->get_string()), ""});
      }
    } else if (t == "person" && attributed) {
      if (const auto* list = a->if_array()) {
        for (const auto& p : *list)
          if (p.is_int64())
            out.push_back({q.id, std::to_string(p.get_int64()), std::nullopt, "", ""});
      }
    }
  }
  return out;
}

std::int64_t answerable_count(const forms::Form& form) {
  return static_cast<std::int64_t>(
      std::count_if(form.questions.begin(), form.questions.end(), forms::answerable));
}

json::object audit_summary(const SurveyRow& s) {
  return {{"title", s.title},
          {"status", s.status},
          {"confidentiality", s.confidentiality},
          {"points", s.points},
          {"cycle", s.cycle}};
}

std::string source_of(std::int64_t survey_id) {
  return "survey:" + std::to_string(survey_id);
}

}  // namespace

std::vector<AudienceEntry> segments_of(const std::vector<AudiencePerson>& people,
                                       std::string_view today) {
  std::vector<AudienceEntry> out;
  out.reserve(people.size());
  for (const auto& p : people) {
    out.push_back(
        {p.user_id, {p.department, p.country, forms::tenure_band(p.admission_date, today)}});
  }
  return out;
}

// --- Reading ---------------------------------------------------------------------------------

Survey SurveyService::survey_of(db::Conn& c, OrgId org, SurveyRow row, bool with_form) const {
  Survey s;
  s.audience = audience_from(json::parse(row.audience));
  s.reminder_days = reminder_days_from(row.reminder_days);
  s.effective = privacy::effective(privacy_.thresholds(c, org), row.k, row.k_comments);
  auto form = forms_.find(c, org, row.form_id, std::nullopt);
  if (form) {
    s.form_version = form->stored.version;
    if (with_form) s.form = std::move(*form);
  }
  s.row = std::move(row);
  return s;
}

Survey SurveyService::read(db::Conn& c, OrgId org, std::int64_t id, bool with_form) const {
  auto row = repo_.find(c, org, id);
  if (!row) throw survey_not_found();
  return survey_of(c, org, std::move(*row), with_form);
}

Survey SurveyService::read(OrgId org, std::int64_t id) const {
  return db_.run([&](db::Conn& c) { return read(c, org, id, true); });
}

SurveyPage SurveyService::list(OrgId org, const std::string& status, std::int64_t limit,
                               std::int64_t offset) const {
  return db_.run([&](db::Conn& c) {
    SurveyPage page;
    for (auto& row : repo_.list(c, org, status, limit, offset)) {
      page.items.push_back(survey_of(c, org, std::move(row), false));
    }
    page.total = repo_.count(c, org, status);
    return page;
  });
}

std::vector<AudienceEntry> SurveyService::audience_of_body(db::Conn& c, OrgId org,
                                                           const json::object& body,
                                                           std::string_view today) const {
  std::vector<FieldError> errors;
  const auto a = read_audience(body, errors);
  check_audience(c, org, a, errors);
  if (!errors.empty()) {
    throw rule_broken("invalid_survey", "Revisa la encuesta: hay campos con errores.", errors);
  }
  return would_be_audience(c, org, a, today);
}

void SurveyService::check_audience(db::Conn& c, OrgId org, const Audience& a,
                                   std::vector<FieldError>& errors) const {
  if (!a.departments.empty() && repo_.known_departments(c, org, a.departments) !=
                                    static_cast<std::int64_t>(a.departments.size())) {
    errors.push_back({"audience", "Algún departamento no existe."});
  }
  if (!a.groups.empty() &&
      repo_.known_groups(c, org, a.groups) != static_cast<std::int64_t>(a.groups.size())) {
    errors.push_back({"audience", "Algún grupo no existe."});
  }
}

std::vector<AudienceEntry> SurveyService::would_be_audience(db::Conn& c, OrgId org,
                                                            const Audience& a,
                                                            std::string_view today) const {
  return segments_of(
      repo_.audience_people(c, org, a.everyone, a.departments, a.countries, a.groups), today);
}

// --- Writing ---------------------------------------------------------------------------------

Survey SurveyService::create(OrgId org, std::int64_t admin_id, const json::object& body) const {
  std::vector<FieldError> errors;
  auto p = parse_body(body, errors);
  std::optional<forms::Form> form;
  if (p.form) {
    json::value definition = *p.form;
    definition.as_object()["form_id"] = "survey-" + crypto::to_hex(crypto::random_bytes(5));
    form = forms_.validate_definition(definition);
    if (answerable_count(*form) == 0) {
      errors.push_back({"form", "La encuesta necesita al menos una pregunta."});
    }
  }
  return db_.transact([&](db::Conn& c) {
    check_audience(c, org, p.audience, errors);
    if (!errors.empty()) {
      throw rule_broken("invalid_survey", "Revisa la encuesta: hay campos con errores.", errors);
    }
    const auto saved = forms_.save_version(c, org, kFormOwner, *form, admin_id);
    p.fields.form_id = form->form_id;
    p.fields.questions = answerable_count(*form);
    const auto id = repo_.insert(c, org, p.fields, admin_id, clock_.now_ms());
    auto s = read(c, org, id, true);
    audit_.record(c, org, "surveys.create", {"survey", id}, nullptr, audit_summary(s.row));
    (void)saved;
    return s;
  });
}

Survey SurveyService::update(OrgId org, std::int64_t admin_id, std::int64_t id,
                             const json::object& body) const {
  std::vector<FieldError> errors;
  auto p = parse_body(body, errors);
  return db_.transact([&](db::Conn& c) {
    const auto before = read(c, org, id, false);
    const auto& old = before.row;
    std::optional<forms::Form> form;
    if (p.form) {
      json::value definition = *p.form;
      definition.as_object()["form_id"] = old.form_id;
      form = forms_.validate_definition(definition);
      if (answerable_count(*form) == 0) {
        errors.push_back({"form", "La encuesta necesita al menos una pregunta."});
      }
    }
    if (!errors.empty()) {
      throw rule_broken("invalid_survey", "Revisa la encuesta: hay campos con errores.", errors);
    }
    const bool launched = old.status == "open" || old.status == "paused";
    if (old.status == "closed" || old.status == "archived") throw locked("status");
    auto& f = p.fields;
    if (launched) {
      // Once launched: what people were promised and who was asked stay as they are.
      if (strength(f.confidentiality) < strength(old.confidentiality)) {
        throw locked("confidentiality");
      }
      if (old.k && (!f.k || *f.k < *old.k)) throw locked("k");
      if (old.k_comments && (!f.k_comments || *f.k_comments < *old.k_comments)) {
        throw locked("k_comments");
      }
      if (f.points != old.points) throw locked("points");
      if (f.multi_response != old.multi_response) throw locked("multi_response");
      if (!same_audience(p.audience, before.audience)) throw locked("audience");
      if (f.opens_on != old.opens_on) throw locked("opens_on");
      if (f.recurrence != old.recurrence) throw locked("recurrence");
    } else {
      check_audience(c, org, p.audience, errors);
      if (!errors.empty()) {
        throw rule_broken("invalid_survey", "Revisa la encuesta: hay campos con errores.", errors);
      }
    }
    forms_.save_version(c, org, kFormOwner, *form, admin_id);
    f.form_id = old.form_id;
    f.questions = answerable_count(*form);
    repo_.update(c, org, id, f, clock_.now_ms());
    // A scheduled survey whose opening day moved to today or before opens with the next tick.
    auto after = read(c, org, id, true);
    audit_.record(c, org, "surveys.update", {"survey", id}, audit_summary(old),
                  audit_summary(after.row));
    return after;
  });
}

void SurveyService::remove(OrgId org, std::int64_t id) const {
  db_.transact([&](db::Conn& c) {
    const auto s = read(c, org, id, false);
    if (s.row.status != "draft" || !repo_.remove(c, org, id)) {
      throw invalid_transition(s.row.status);
    }
    privacy_.forget_source(c, org, source_of(id));
    forms_.forget_form(c, org, kFormOwner, s.row.form_id);
    audit_.record(c, org, "surveys.delete", {"survey", id}, audit_summary(s.row), nullptr);
  });
}

void SurveyService::cycle_complete(db::Conn& c, OrgId org, const Survey& s,
                                   std::int64_t cycle) const {
  if (cycle < 1) return;
  privacy::ReportQuery q;
  q.source = source_of(s.row.id);
  q.cycle = cycle;
  q.dimensions = kDimensions;
  q.thresholds = s.effective;
  privacy_.settle(c, org, q);
}

bool SurveyService::open_cycle(db::Conn& c, OrgId org, const Survey& s, const std::string& from,
                               std::int64_t cycle, const std::string& today) const {
  const auto people = would_be_audience(c, org, s.audience, today);
  if (!repo_.open_cycle(c, org, s.row.id, from, s.row.cycle, cycle, today, clock_.now_ms())) {
    return false;
  }
  cycle_complete(c, org, s, s.row.cycle);
  repo_.insert_audience(c, org, s.row.id, cycle, people);
  repo_.delete_drafts(c, org, s.row.id, cycle);
  std::vector<std::int64_t> ids;
  ids.reserve(people.size());
  for (const auto& p : people) ids.push_back(p.user_id);
  hub_.signal(c, org, ids, kPendingSignal);
  if (s.row.notify && !people.empty()) {
    notifications_.notify(c, org, "survey_launched", ids,
                          {{"survey_id", s.row.id},
                           {"cycle", cycle},
                           {"name", s.row.title},
                           {"name_en", s.row.title_en.value_or(s.row.title)}});
  }
  return true;
}

Survey SurveyService::activate(OrgId org, std::int64_t id, std::string_view today_in) const {
  const std::string today(today_in);
  return db_.transact([&](db::Conn& c) {
    const auto s = read(c, org, id, false);
    if (s.row.status != "draft") throw invalid_transition(s.row.status);
    if (would_be_audience(c, org, s.audience, today).empty()) {
      throw rule_broken("empty_audience",
                        "Nadie está en la audiencia de la encuesta: elige a quién va dirigida.",
                        {{"audience", "Nadie está en esta audiencia."}});
    }
    const bool later = s.row.opens_on && *s.row.opens_on > today;
    const bool done = later ? repo_.set_status(c, org, id, "draft", "scheduled", clock_.now_ms())
                            : open_cycle(c, org, s, "draft", 1, today);
    if (!done) throw invalid_transition(s.row.status);
    auto after = read(c, org, id, false);
    audit_.record(c, org, "surveys.activate", {"survey", id}, audit_summary(s.row),
                  audit_summary(after.row));
    return after;
  });
}

Survey SurveyService::toggle(OrgId org, std::int64_t id) const {
  return db_.transact([&](db::Conn& c) {
    const auto s = read(c, org, id, false);
    std::string to;
    if (s.row.status == "open") {
      to = "paused";
    } else if (s.row.status == "paused") {
      to = "open";
    } else {
      throw invalid_transition(s.row.status);
    }
    if (!repo_.set_status(c, org, id, s.row.status, to, clock_.now_ms())) {
      throw invalid_transition(s.row.status);
    }
    pending_moved(c, org, id, s.row.cycle);
    auto after = read(c, org, id, false);
    audit_.record(c, org, "surveys.toggle", {"survey", id}, audit_summary(s.row),
                  audit_summary(after.row));
    return after;
  });
}

Survey SurveyService::close(OrgId org, std::int64_t id) const {
  return db_.transact([&](db::Conn& c) {
    const auto s = read(c, org, id, false);
    const auto& st = s.row.status;
    if ((st != "open" && st != "paused" && st != "scheduled") ||
        !repo_.set_status(c, org, id, st, "closed", clock_.now_ms())) {
      throw invalid_transition(st);
    }
    repo_.delete_drafts(c, org, id, s.row.cycle + 1);
    cycle_complete(c, org, s, s.row.cycle);
    if (st != "scheduled") pending_moved(c, org, id, s.row.cycle);
    auto after = read(c, org, id, false);
    audit_.record(c, org, "surveys.close", {"survey", id}, audit_summary(s.row),
                  audit_summary(after.row));
    return after;
  });
}

Survey SurveyService::archive(OrgId org, std::int64_t id) const {
  return db_.transact([&](db::Conn& c) {
    const auto s = read(c, org, id, false);
    if (s.row.status != "closed" ||
        !repo_.set_status(c, org, id, "closed", "archived", clock_.now_ms())) {
      throw invalid_transition(s.row.status);
    }
    auto after = read(c, org, id, false);
    audit_.record(c, org, "surveys.archive", {"survey", id}, audit_summary(s.row),
                  audit_summary(after.row));
    return after;
  });
}

std::int64_t SurveyService::remind_people(db::Conn& c, OrgId org, const Survey& s,
                                          const std::vector<std::int64_t>& people) const {
  if (people.empty()) return 0;
  notifications_.notify(c, org, "survey_reminder", people,
                        {{"survey_id", s.row.id},
                         {"cycle", s.row.cycle},
                         {"name", s.row.title},
                         {"name_en", s.row.title_en.value_or(s.row.title)}});
  return static_cast<std::int64_t>(people.size());
}

std::int64_t SurveyService::remind(OrgId org, std::int64_t id, std::string_view today_in) const {
  const std::string today(today_in);
  return db_.transact([&](db::Conn& c) {
    const auto s = read(c, org, id, false);
    if (s.row.status != "open") throw not_open();
    if (const auto last = repo_.last_manual_reminder(c, org, id)) {
      const auto next = add_days(*last, kManualReminderGapDays);
      if (today < next) {
        throw ApiError(
            ErrorKind::kRateLimited, "reminder_too_soon",
            "Ya enviaste un recordatorio hace menos de 14 días: el próximo, desde el " + next + ".")
            .with_detail("next_on", next)
            .with_retry_after(3600);
      }
    }
    const auto reminded = remind_people(c, org, s, repo_.non_respondents(c, org, id, s.row.cycle));
    repo_.insert_manual_reminder(c, org, id, s.row.cycle, today, reminded, clock_.now_ms());
    audit_.record(c, org, "surveys.remind", {"survey", id}, nullptr,
                  json::object{{"cycle", s.row.cycle}, {"reminded", reminded}});
    return reminded;
  });
}

// --- People ----------------------------------------------------------------------------------

MemberSurveyPage SurveyService::mine(OrgId org, std::int64_t user_id, const std::string& state,
                                     const std::string& language, std::int64_t limit,
                                     std::int64_t offset) const {
  return db_.run([&](db::Conn& c) {
    std::string lang = language;
    if (lang != "es" && lang != "en") {
      const auto person = users::UserRepo().find(c, org, user_id);
      lang = person && person->language == "english" ? "en" : "es";
    }
    MemberSurveyPage page;
    for (auto& row : repo_.mine(c, org, user_id, state, limit, offset)) {
      row.title = localized(row.title, row.title_en, lang);
      if (row.description) row.description = localized(*row.description, row.description_en, lang);
      auto st = state == "closed" ? std::string("closed") : member_state(row);
      if (state == "answered") st = "answered";
      page.items.push_back({std::move(row), std::move(st)});
    }
    page.total = repo_.mine_count(c, org, user_id, state);
    return page;
  });
}

MemberSurveyDetail SurveyService::open_for(OrgId org, std::int64_t user_id, std::int64_t id,
                                           std::optional<std::string> language,
                                           std::string_view today) const {
  return db_.run([&](db::Conn& c) {
    auto row = repo_.mine_one(c, org, user_id, id);
    if (!row || (row->status != "open" && row->status != "paused" && row->status != "closed")) {
      throw survey_not_found();
    }
    const auto segment = repo_.member(c, org, id, row->cycle, user_id);
    if (!segment) throw survey_not_found();
    if (!language || (*language != "es" && *language != "en")) {
      const auto person = users::UserRepo().find(c, org, user_id);
      language = person && person->language == "english" ? "en" : "es";
    }
    const auto survey = read(c, org, id, false);
    auto version = forms_.find(c, org, survey.row.form_id, std::nullopt);
    if (!version) throw survey_not_found();
    MemberSurveyDetail out{{},
                           std::move(*version),
                           *language,
                           forms_.context_of(c, org, user_id, today),
                           repo_.draft(c, org, id, user_id, row->cycle),
                           0,
                           survey.effective.k};
    for (const auto& atom : repo_.audience_atoms(c, org, id, row->cycle)) {
      if (atom.segment.department == segment->department) out.group_audience += atom.people;
    }
    row->title = localized(row->title, row->title_en, *language);
    if (row->description) {
      row->description = localized(*row->description, row->description_en, *language);
    }
    // The page someone is answering on learns that the survey was paused (their drafts still
    // save; sending waits until it resumes).
    auto st =
        row->status == "paused" && !row->answered_on ? std::string("paused") : member_state(*row);
    out.survey = {std::move(*row), std::move(st)};
    return out;
  });
}

void SurveyService::save_draft(OrgId org, std::int64_t user_id, std::int64_t id,
                               const json::value& answers,
                               std::optional<std::int64_t> version) const {
  if (!answers.is_object()) throw invalid_input("answers", "Las respuestas no son válidas.");
  const auto text = json::serialize(answers);
  if (text.size() > 200'000) throw invalid_input("answers", "El borrador es demasiado grande.");
  db_.transact([&](db::Conn& c) {
    const auto s = read(c, org, id, false);
    const auto& st = s.row.status;
    if ((st != "open" && st != "paused" && st != "closed") ||
        !repo_.member(c, org, id, s.row.cycle, user_id)) {
      throw survey_not_found();
    }
    if (st != "open" && st != "paused") throw not_open();
    repo_.save_draft(c, org, id, user_id, s.row.cycle, version.value_or(s.form_version), text,
                     clock_.now_ms());
  });
}

Submitted SurveyService::submit(OrgId org, std::int64_t user_id, std::int64_t id,
                                const json::value& answers, std::optional<std::int64_t> version,
                                std::string_view today_in, bool allow_replies) const {
  const std::string today(today_in);
  return db_.transact([&](db::Conn& c) {
    const auto s = read(c, org, id, false);
    const auto& st = s.row.status;
    const auto segment = (st == "open" || st == "paused" || st == "closed")
                             ? repo_.member(c, org, id, s.row.cycle, user_id)
                             : std::nullopt;
    if (!segment) throw survey_not_found();
    if (st != "open") throw not_open();
    auto answered = forms_.find(c, org, s.row.form_id, version);
    if (!answered) throw not_found("Esa versión de la encuesta no existe.");
    const auto context = forms_.context_of(c, org, user_id, today);
    const auto kept = forms_.validate_answers(c, org, user_id, answered->form, answers, context);

    const auto nth =
        repo_.participate(c, org, id, s.row.cycle, user_id, today, s.row.multi_response);
    if (!nth) {
      throw conflict("already_answered", "Ya respondiste esta encuesta.");
    }

    // The segment of the snapshot; in anonymous surveys a value fewer than k people of the
    // audience share is written as "other" (SUR-★5).
    std::vector<std::string> values = {
        segment->department ? std::to_string(*segment->department) : "",
        segment->country.value_or(""), segment->tenure_band.value_or("")};
    if (s.row.confidentiality == "anonymous") {
      std::vector<std::map<std::string, std::int64_t>> sizes(kDimensions.size());
      for (const auto& atom : repo_.audience_atoms(c, org, id, s.row.cycle)) {
        sizes[0][atom.segment.department ? std::to_string(*atom.segment.department) : ""] +=
            atom.people;
        sizes[1][atom.segment.country.value_or("")] += atom.people;
        sizes[2][atom.segment.tenure_band.value_or("")] += atom.people;
      }
      for (std::size_t d = 0; d < values.size(); ++d) {
        if (sizes[d][values[d]] < s.effective.k) values[d] = "other";
      }
    }
    privacy::Response response{
        source_of(id), s.row.cycle, std::move(values),
        flatten(answered->form, kept, s.row.confidentiality == "attributed")};
    if (allow_replies) {
      replies_.open_boxes(c, org, user_id, id, s.row.cycle, answered->form, response.answers);
    }
    privacy_.record(c, org, response, today);

    Submitted out;
    out.answered_on = today;
    out.state = s.row.multi_response ? "pending" : "answered";
    if (*nth == 1 && s.row.points > 0) {
      // Once per person and cycle (the participation row is the key), at 00:00 UTC of the day.
      points::EntryInfo info{"survey",
                             std::string("survey"),
                             id,
                             std::nullopt,
                             "survey:" + std::to_string(id) + ":user:" + std::to_string(user_id) +
                                 ":cycle:" + std::to_string(s.row.cycle),
                             day_start_ms(today)};
      points_.award(c, org, user_id, s.row.points, info);
      out.points_awarded = s.row.points;
    }
    repo_.delete_draft(c, org, id, user_id);
    if (*nth == 1 && s.row.confidentiality != "anonymous") {
      for (const auto& hook : answered_hooks_) {
        hook(c, org, user_id, id, s.row.cycle, clock_.now_ms());
      }
    }
    if (*nth == 1) hub_.signal(c, org, {user_id}, kPendingSignal);
    return out;
  });
}

void SurveyService::pending_moved(db::Conn& c, OrgId org, std::int64_t id,
                                  std::int64_t cycle) const {
  hub_.signal(c, org, repo_.audience_users(c, org, id, cycle), kPendingSignal);
}

std::int64_t SurveyService::pending(db::Conn& c, OrgId org, std::int64_t user_id) const {
  return repo_.pending_count(c, org, user_id);
}

void SurveyService::forget_person(db::Conn& c, OrgId org, const users::ErasedPerson& person) const {
  repo_.forget_drafts(c, org, person.id);
}

// --- Jobs ------------------------------------------------------------------------------------

int SurveyService::tick() const {
  const auto live = db_.run([&](db::Conn& c) { return repo_.live(c, kJobBatch); });
  int changed = 0;
  for (const auto& l : live) {
    try {
      tick_one(l);
      ++changed;
    } catch (const std::exception& e) {
      log::warn("survey_tick_failed", {{"survey", l.id}, {"error", e.what()}});
    }
  }
  return changed;
}

void SurveyService::tick_one(const LiveSurvey& l) const {
  const OrgId org{l.org_id};
  const auto today = forms::local_day(l.timezone, clock_.now_ms());
  if (l.status == "scheduled" && (!l.opens_on || *l.opens_on <= today)) {
    db_.transact([&](db::Conn& c) {
      const auto s = read(c, org, l.id, false);
      if (s.row.status == "scheduled") open_cycle(c, org, s, "scheduled", 1, today);
    });
    return;
  }
  if (l.closes_on && *l.closes_on < today) {
    db_.transact([&](db::Conn& c) {
      if (repo_.set_status(c, org, l.id, l.status, "closed", clock_.now_ms())) {
        repo_.delete_drafts(c, org, l.id, l.cycle + 1);
        cycle_complete(c, org, read(c, org, l.id, false), l.cycle);
        if (l.status == "open") pending_moved(c, org, l.id, l.cycle);
      }
    });
    return;
  }
  if (l.status != "open" || !l.cycle_opened_on) return;
  if (l.recurrence != "none" && next_cycle_day(*l.cycle_opened_on, l.recurrence) <= today) {
    db_.transact([&](db::Conn& c) {
      const auto s = read(c, org, l.id, false);
      if (s.row.status == "open" && s.row.cycle == l.cycle) {
        open_cycle(c, org, s, "open", l.cycle + 1, today);
      }
    });
    return;
  }
  // Automatic reminders: each offset once per cycle, to those who have not answered; offsets
  // that fall due together send one reminder.
  db_.transact([&](db::Conn& c) {
    bool due = false;
    std::optional<std::int64_t> claimed;
    for (const auto d : reminder_days_from(l.reminder_days)) {
      if (add_days(*l.cycle_opened_on, d) > today) continue;
      if (const auto id =
              repo_.claim_auto_reminder(c, org, l.id, l.cycle, d, today, clock_.now_ms())) {
        due = true;
        claimed = id;
      }
    }
    if (!due) return;
    const auto s = read(c, org, l.id, false);
    const auto reminded = remind_people(c, org, s, repo_.non_respondents(c, org, l.id, l.cycle));
    repo_.set_reminded(c, org, *claimed, reminded);
  });
}

}  // namespace aplauso::surveys
