#include "modules/psychosocial/guides.h"

#include <algorithm>
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <boost/json/parse.hpp>
#include <cmath>
#include <memory>
#include <set>
#include <stdexcept>

#include "core/embedded_assets.h"

namespace aplauso::psychosocial {

namespace json = boost::json;

namespace {

const json::object& object_at(const json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  if (!v || !v->is_object()) throw std::runtime_error("missing object: " + std::string(key));
  return v->as_object();
}

const json::array& array_at(const json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  if (!v || !v->is_array()) throw std::runtime_error("missing array: " + std::string(key));
  return v->as_array();
}

std::string string_at(const json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  if (!v || !v->is_string()) throw std::runtime_error("missing text: " + std::string(key));
  return std::string(v->as_string());
}

Text text_of(const json::object& o) {
  return {string_at(o, "es"), string_at(o, "en")};
}

std::vector<int> numbers_at(const json::object& o, std::string_view key) {
  std::vector<int> out;
  for (const auto& v : array_at(o, key)) out.push_back(static_cast<int>(v.to_number<double>()));
  return out;
}

Cutoffs cutoffs_at(const json::object& o, std::string_view key) {
  const auto& a = array_at(o, key);
  if (a.size() != 4) throw std::runtime_error("four cut-offs expected: " + std::string(key));
  Cutoffs out{};
  for (std::size_t i = 0; i < 4; ++i) out.at(i) = a.at(i).to_number<double>();
  if (!std::is_sorted(out.begin(), out.end()))
    throw std::runtime_error("cut-offs not ascending: " + std::string(key));
  return out;
}

json::object text_json(const Text& t) {
  return {{"es", t.es}, {"en", t.en}};
}

json::array numbers_json(const std::vector<int>& numbers) {
  json::array out;
  for (const int n : numbers) out.emplace_back(n);
  return out;
}

json::array cutoffs_json(const Cutoffs& c) {
  json::array out;
  for (const double v : c) out.emplace_back(v);
  return out;
}

/// The score of an option of a Likert item: always … never is 0 … 4, or 4 … 0.
int option_score(const Item& item, std::string_view option) {
  static constexpr std::array<std::string_view, 5> kOrder = {"always", "almost_always", "sometimes",
                                                             "almost_never", "never"};
  for (int i = 0; i < 5; ++i) {
    if (kOrder.at(static_cast<std::size_t>(i)) == option) return item.always == 0 ? i : 4 - i;
  }
  return 0;
}

struct Shipped {
  std::vector<std::unique_ptr<Guide>> guides;
};

const Shipped& shipped() {
  static const Shipped table = [] {
    Shipped out;
    for (const auto& asset : embedded::data_files()) {
      const std::string_view name = asset.name;
      if (!name.starts_with("nom035-guia-") || !name.ends_with(".json")) continue;
      out.guides.push_back(
          std::make_unique<Guide>(parse_guide(json::parse(std::string(asset.content)))));
    }
    std::sort(out.guides.begin(), out.guides.end(),
              [](const auto& a, const auto& b) { return a->id < b->id; });
    return out;
  }();
  return table;
}

std::optional<int> item_number(std::string_view key) {
  if (key.empty() || key.size() > 3) return std::nullopt;
  int n = 0;
  for (const char ch : key) {
    if (ch < '0' || ch > '9') return std::nullopt;
    n = n * 10 + (ch - '0');
  }
  return n;
}

std::string answer_field(int n) {
  return "answers." + std::to_string(n);
}

/// What the person answering reads first. The data files keep the DOF's wording, which speaks
/// to whoever applies the questionnaire ("Dar instrucciones claras sobre…"); this is that
/// instruction as said to the worker.
Text worker_instructions(const Guide& g) {
  if (g.categories.empty()) {
    return {
        "Responde sí o no a cada pregunta. Si todas tus respuestas de la primera sección son "
        "«No», ahí terminas; si alguna es «Sí», siguen tres secciones más.",
        "Answer yes or no to each question. If all your answers in the first section are "
        "\"No\", you are done; if any is \"Yes\", three more sections follow."};
  }
  return {
      "Responde todas las preguntas. No hay respuestas correctas o incorrectas. Piensa en las "
      "condiciones de tu trabajo de los dos últimos meses. Tu opinión es lo más importante: "
      "responde con sinceridad.",
      "Answer every question. There are no right or wrong answers. Think of your working "
      "conditions over the last two months. Your opinion is what matters most: answer "
      "sincerely."};
}

}  // namespace

const Item* Guide::item(int n) const {
  for (const auto& i : items) {
    if (i.n == n) return &i;
  }
  return nullptr;
}

Guide parse_guide(const json::value& data) {
  const auto& o = data.as_object();
  Guide g;
  g.id = string_at(o, "id");
  g.name = text_of(object_at(o, "name"));
  g.source = string_at(o, "source");
  if (const auto* v = o.if_contains("instructions"); v && v->is_object())
    g.instructions = text_of(v->as_object());
  for (const auto& v : array_at(o, "options")) {
    const auto& opt = v.as_object();
    g.options.push_back({string_at(opt, "id"), text_of(opt)});
  }
  for (const auto& v : array_at(o, "items")) {
    const auto& it = v.as_object();
    Item item;
    item.n = static_cast<int>(it.at("n").to_number<double>());
    item.text = text_of(it);
    if (const auto* a = it.if_contains("always"))
      item.always = static_cast<int>(a->to_number<double>());
    if (item.always != 0 && item.always != 4)
      throw std::runtime_error("item " + std::to_string(item.n) + ": always must be 0 or 4");
    g.items.push_back(std::move(item));
  }
  int index = 0;
  for (const auto& v : array_at(o, "sections")) {
    const auto& s = v.as_object();
    Section section;
    ++index;
    section.id = s.contains("id") && s.at("id").is_string() ? std::string(s.at("id").as_string())
                                                            : "s" + std::to_string(index);
    section.title = text_of(object_at(s, "title"));
    if (const auto* f = s.if_contains("filter"); f && f->is_object()) {
      const auto& fo = f->as_object();
      section.filter = Filter{string_at(fo, "id"), text_of(fo)};
    }
    if (const auto* st = s.if_contains("stem"); st && st->is_object())
      section.stem = text_of(st->as_object());
    section.items = numbers_at(s, "items");
    g.sections.push_back(std::move(section));
  }
  // Every item in exactly one section.
  std::set<int> placed;
  for (const auto& s : g.sections) {
    for (const int n : s.items) {
      if (!g.item(n) || !placed.insert(n).second)
        throw std::runtime_error("item " + std::to_string(n) + " misplaced in the sections");
    }
  }
  if (placed.size() != g.items.size()) throw std::runtime_error("an item is in no section");

  if (const auto* cats = o.if_contains("categories"); cats && cats->is_array()) {
    std::set<int> scored;
    for (const auto& cv : cats->as_array()) {
      const auto& co = cv.as_object();
      Category cat{string_at(co, "id"), text_of(co), cutoffs_at(co, "cutoffs"), {}};
      for (const auto& dv : array_at(co, "domains")) {
        const auto& d = dv.as_object();
        Domain domain{string_at(d, "id"), text_of(d), cutoffs_at(d, "cutoffs"), {}};
        for (const auto& mv : array_at(d, "dimensions")) {
          const auto& m = mv.as_object();
          Dimension dim{string_at(m, "id"), text_of(m), numbers_at(m, "items")};
          for (const int n : dim.items) {
            if (!g.item(n) || !scored.insert(n).second)
              throw std::runtime_error("item " + std::to_string(n) + " misplaced in dimensions");
          }
          domain.dimensions.push_back(std::move(dim));
        }
        cat.domains.push_back(std::move(domain));
      }
      g.categories.push_back(std::move(cat));
    }
    if (scored.size() != g.items.size()) throw std::runtime_error("an item is in no dimension");
    g.final_cutoffs = cutoffs_at(o, "final_cutoffs");
  }
  if (const auto* rules = o.if_contains("rules"); rules && rules->is_object()) {
    const auto& r = rules->as_object();
    g.continue_section = string_at(r, "continue_if_any_yes_in");
    for (const auto& v : array_at(r, "referral_if")) {
      const auto& rule = v.as_object();
      g.referral.push_back(
          {string_at(rule, "section"), static_cast<int>(rule.at("at_least").to_number<double>())});
    }
  }
  return g;
}

const Guide* find_guide(std::string_view id) {
  for (const auto& g : shipped().guides) {
    if (g->id == id) return g.get();
  }
  return nullptr;
}

std::vector<const Guide*> all_guides() {
  std::vector<const Guide*> out;
  for (const auto& g : shipped().guides) out.push_back(g.get());
  return out;
}

json::object guide_json(const Guide& g) {
  json::array options;
  for (const auto& o : g.options)
    options.push_back(json::object{{"id", o.id}, {"es", o.text.es}, {"en", o.text.en}});
  json::array sections;
  for (const auto& s : g.sections) {
    json::value filter = nullptr;
    if (s.filter)
      filter =
          json::object{{"id", s.filter->id}, {"es", s.filter->text.es}, {"en", s.filter->text.en}};
    sections.push_back(
        json::object{{"id", s.id},
                     {"title", text_json(s.title)},
                     {"filter", std::move(filter)},
                     {"stem", s.stem ? json::value(text_json(*s.stem)) : json::value(nullptr)},
                     {"items", numbers_json(s.items)}});
  }
  json::array items;
  for (const auto& i : g.items)
    items.push_back(json::object{{"n", i.n}, {"es", i.text.es}, {"en", i.text.en}});
  json::object out{{"id", g.id},
                   {"name", text_json(g.name)},
                   {"source", g.source},
                   {"instructions", text_json(worker_instructions(g))},
                   {"options", std::move(options)},
                   {"sections", std::move(sections)},
                   {"items", std::move(items)}};
  if (!g.categories.empty()) {
    json::array categories;
    for (const auto& c : g.categories) {
      json::array domains;
      for (const auto& d : c.domains) {
        json::array dimensions;
        for (const auto& m : d.dimensions) {
          dimensions.push_back(json::object{{"id", m.id},
                                            {"es", m.name.es},
                                            {"en", m.name.en},
                                            {"items", numbers_json(m.items)}});
        }
        domains.push_back(json::object{{"id", d.id},
                                       {"es", d.name.es},
                                       {"en", d.name.en},
                                       {"cutoffs", cutoffs_json(d.cutoffs)},
                                       {"dimensions", std::move(dimensions)}});
      }
      categories.push_back(json::object{{"id", c.id},
                                        {"es", c.name.es},
                                        {"en", c.name.en},
                                        {"cutoffs", cutoffs_json(c.cutoffs)},
                                        {"domains", std::move(domains)}});
    }
    out["categories"] = std::move(categories);
    out["final_cutoffs"] = cutoffs_json(g.final_cutoffs);
  }
  return out;
}

std::string level_of(const Cutoffs& cutoffs, double score) {
  std::size_t i = 0;
  while (i < cutoffs.size() && score >= cutoffs.at(i)) ++i;
  return std::string(kLevels.at(i));
}

std::size_t level_index(std::string_view level) {
  for (std::size_t i = 0; i < kLevels.size(); ++i) {
    if (kLevels.at(i) == level) return i;
  }
  return 0;
}

std::optional<std::string> guide_for(std::int64_t people) {
  if (people <= 15) return std::nullopt;
  if (people <= 50) return std::string(kGuide2);
  return std::string(kGuide3);
}

std::int64_t sample_size(std::int64_t population) {
  if (population <= 1) return std::max<std::int64_t>(population, 0);
  const double n = static_cast<double>(population);
  const double size = 0.9604 * n / (0.0025 * (n - 1) + 0.9604);
  // A hair below an integer is that integer (0.9604 is not exact in binary).
  return std::min(population, static_cast<std::int64_t>(std::ceil(size - 1e-9)));
}

Answers check_answers(const Guide& g, const json::object& body, std::vector<FieldError>& errors) {
  Answers out;
  const auto* filters = body.if_contains("filters");
  const auto* answers = body.if_contains("answers");
  if (!answers || !answers->is_object()) {
    errors.push_back({"answers", "Faltan las respuestas."});
    return out;
  }
  std::set<std::string> needed_filters;
  for (const auto& s : g.sections) {
    if (s.filter) needed_filters.insert(s.filter->id);
  }
  for (const auto& id : needed_filters) {
    const json::value* v =
        filters && filters->is_object() ? filters->as_object().if_contains(id) : nullptr;
    if (!v || !v->is_bool()) {
      errors.push_back({"filters." + id, "Responde sí o no."});
      continue;
    }
    out.filters[id] = v->as_bool();
  }
  std::set<int> expected;
  for (const auto& s : g.sections) {
    const bool shown = !s.filter || out.filters[s.filter->id];
    for (const int n : s.items) {
      if (shown) expected.insert(n);
    }
  }
  for (const auto& [key, value] : answers->as_object()) {
    const auto n = item_number(key);
    if (!n || !g.item(*n)) {
      errors.push_back({"answers." + std::string(key), "Esa pregunta no es de este cuestionario."});
      continue;
    }
    if (!expected.contains(*n)) {
      errors.push_back({answer_field(*n), "Esa pregunta no te corresponde según tus respuestas."});
      continue;
    }
    const std::string option = value.is_string() ? std::string(value.as_string()) : "";
    const bool known = std::any_of(g.options.begin(), g.options.end(),
                                   [&](const Option& o) { return o.id == option; });
    if (!known) {
      errors.push_back({answer_field(*n), "Elige una de las cinco opciones."});
      continue;
    }
    out.options[*n] = option;
  }
  for (const int n : expected) {
    if (!out.options.contains(n) && !answers->as_object().contains(std::to_string(n)))
      errors.push_back({answer_field(n), "Responde esta pregunta."});
  }
  return out;
}

Scores score(const Guide& g, const Answers& answers) {
  Scores s;
  for (const auto& c : g.categories) {
    double category = 0;
    for (const auto& d : c.domains) {
      double domain = 0;
      for (const auto& m : d.dimensions) {
        double dimension = 0;
        for (const int n : m.items) {
          const auto it = answers.options.find(n);
          if (it != answers.options.end()) dimension += option_score(*g.item(n), it->second);
        }
        s.dimensions[m.id] = dimension;
        domain += dimension;
      }
      s.domains[d.id] = domain;
      category += domain;
    }
    s.categories[c.id] = category;
    s.final += category;
  }
  return s;
}

YesNo check_guide1(const Guide& g, const json::object& answers, std::vector<FieldError>& errors) {
  YesNo out;
  for (const auto& [key, value] : answers) {
    const auto n = item_number(key);
    if (!n || !g.item(*n)) {
      errors.push_back({"answers." + std::string(key), "Esa pregunta no es de este cuestionario."});
      continue;
    }
    const std::string v = value.is_string() ? std::string(value.as_string()) : "";
    if (v != "yes" && v != "no") {
      errors.push_back({answer_field(*n), "Responde sí o no."});
      continue;
    }
    out[*n] = v == "yes";
  }
  bool any_yes = false;
  for (const auto& s : g.sections) {
    if (s.id != g.continue_section) continue;
    for (const int n : s.items) {
      if (!out.contains(n)) {
        if (!answers.contains(std::to_string(n)))
          errors.push_back({answer_field(n), "Responde esta pregunta."});
      } else if (out.at(n)) {
        any_yes = true;
      }
    }
  }
  for (const auto& s : g.sections) {
    if (s.id == g.continue_section) continue;
    for (const int n : s.items) {
      const bool given = answers.contains(std::to_string(n));
      if (any_yes && !given) errors.push_back({answer_field(n), "Responde esta pregunta."});
      if (!any_yes && given)
        errors.push_back(
            {answer_field(n), "Esta pregunta solo se responde si viviste alguno de los hechos."});
    }
  }
  return out;
}

bool needs_referral(const Guide& g, const YesNo& answers) {
  for (const auto& rule : g.referral) {
    int yes = 0;
    for (const auto& s : g.sections) {
      if (s.id != rule.section) continue;
      for (const int n : s.items) {
        const auto it = answers.find(n);
        if (it != answers.end() && it->second) ++yes;
      }
    }
    if (yes >= rule.at_least) return true;
  }
  return false;
}

}  // namespace aplauso::psychosocial
