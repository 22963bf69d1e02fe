#include "modules/surveys/survey_results.h"

#include "modules/surveys/survey_replies.h"

#include <algorithm>
#include <array>
#include <boost/json/array.hpp>
#include <boost/json/serialize.hpp>
#include <boost/json/value_from.hpp>
#include <cmath>
#include <map>
#include <regex>
#include <set>
#include <tuple>

#include "api/json_input.h"
#include "core/days.h"
#include "core/errors.h"
#include "core/utf8.h"
#include "core/xlsx_writer.h"
#include "db/database.h"
#include "modules/audit/audit_log.h"
#include "modules/privacy/privacy_service.h"
#include "modules/privacy/statistics.h"
#include "modules/surveys/survey_service.h"
#include "modules/users/user_repo.h"

namespace aplauso::surveys {

namespace json = boost::json;

namespace {

constexpr std::string_view kNoData = "Sin datos";

std::optional<std::size_t> dimension_index(std::string_view name) {
  for (std::size_t i = 0; i < kDimensions.size(); ++i)
    if (kDimensions[i] == name) return i;
  return std::nullopt;
}

std::string text_in(const forms::LocalText& t, const std::string& language) {
  return language == "en" && t.en ? *t.en : t.es;
}

std::string tenure_label(std::string_view band, const std::string& language) {
  const bool en = language == "en";
  if (band == "lt_1y") return en ? "Under 1 year" : "Menos de 1 año";
  if (band == "1_3y") return en ? "1 to 3 years" : "De 1 a 3 años";
  if (band == "3_5y") return en ? "3 to 5 years" : "De 3 a 5 años";
  if (band == "5_10y") return en ? "5 to 10 years" : "De 5 a 10 años";
  if (band == "10y_plus") return en ? "Over 10 years" : "Más de 10 años";
  return std::string(band);
}

/// How a segment value reads: a department's name, a country code, a tenure band.
std::string value_label(std::size_t dimension, const std::string& value,
                        const std::map<std::int64_t, std::string>& departments,
                        const std::string& language) {
  const bool en = language == "en";
  if (value == "other") return en ? "Others" : "Otros";
  if (value.empty()) return en ? "Not given" : "Sin dato";
  if (dimension == 0) {
    try {
      const auto it = departments.find(std::stoll(value));
      if (it != departments.end()) return it->second;
    } catch (const std::exception&) {
    }
    return value;
  }
  if (dimension == 2) return tenure_label(value, language);
  return value;
}

std::string segment_value(std::size_t dimension, const Segment& s) {
  if (dimension == 0) return s.department ? std::to_string(*s.department) : "";
  if (dimension == 1) return s.country.value_or("");
  return s.tenure_band.value_or("");
}

const forms::Question* question_of(const forms::Form& form, const std::string& item) {
  const auto dot = item.find('.');
  const auto id = dot == std::string::npos ? item : item.substr(0, dot);
  for (const auto& q : form.questions)
    if (q.id == id) return &q;
  return nullptr;
}

std::int64_t count_of(const privacy::ItemFigures& f, const std::set<std::string>& values) {
  std::int64_t n = 0;
  for (const auto& [choice, count] : f.choices)
    if (values.contains(choice)) n += count;
  return n;
}

std::string number_key(double v) {
  return std::to_string(static_cast<long long>(std::llround(v)));
}

/// The choices that count as favourable: likert 4–5, yes, a rating's top two values.
std::optional<std::set<std::string>> favourable_values(const forms::Question& q,
                                                       const std::string& item) {
  if (item != q.id) return std::nullopt;
  if (q.type == "likert") return std::set<std::string>{"4", "5"};
  if (q.type == "yes_no") return std::set<std::string>{"1"};
  if (q.type == "rating" && !q.enps) {
    const double top = q.max.value_or(5);
    return std::set<std::string>{number_key(top), number_key(top - 1)};
  }
  return std::nullopt;
}

privacy::Enps enps_of(const privacy::ItemFigures& f, std::int64_t population) {
  const auto promoters = count_of(f, {"9", "10"});
  const auto passives = count_of(f, {"7", "8"});
  const auto detractors = count_of(f, {"0", "1", "2", "3", "4", "5", "6"});
  return privacy::enps(promoters, passives, detractors, population);
}

json::value rounded(double v, int digits = 4) {
  const double scale = std::pow(10.0, digits);
  return json::value(std::round(v * scale) / scale);
}

/// The contract's SurveyInterval: x of n favourable, with its Wilson interval.
json::object favourable_json(std::int64_t x, std::int64_t n) {
  const auto w = privacy::wilson(x, n);
  return {{"share", rounded(static_cast<double>(x) / static_cast<double>(n))},
          {"low", rounded(w.low)},
          {"high", rounded(w.high)}};
}

/// The contract's SurveyEnps.
json::object enps_json(const privacy::Enps& e) {
  return {{"score", rounded(e.score, 1)},
          {"low", rounded(e.interval.low, 1)},
          {"high", rounded(e.interval.high, 1)},
          {"promoters", e.promoters},
          {"passives", e.passives},
          {"detractors", e.detractors}};
}

/// E-mails, phones and national identifiers of Chile (RUT), Mexico (CURP, RFC) and Spain/Peru
/// (DNI).
const std::regex& sensitive() {
  static const std::regex re(R"([A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,})"
                             R"(|\b[A-Z]{4}\d{6}[HM][A-Z]{5}[A-Z0-9]\d\b)"
                             R"(|\b[A-Z&]{3,4}\d{6}[A-Z0-9]{3}\b)"
                             R"(|\b\d{1,2}\.?\d{3}\.?\d{3}-?[\dkK]\b)"
                             R"(|\b\d{8}[A-Za-z]\b)"
                             R"(|\+?\d[\d\s().-]{6,}\d)");
  return re;
}

/// Everything a results call reads, in one connection.
struct Loaded {
  Survey survey;
  std::int64_t cycle = 0;
  std::vector<AtomRow> atoms;
  std::map<std::int64_t, std::string> departments;
  std::int64_t respondents = 0;
  privacy::Report report;
  std::optional<privacy::Report> previous;
  std::vector<Participant> participants;
};

std::int64_t population_of(const std::vector<AtomRow>& atoms,
                           const std::optional<privacy::Constraint>& filter,
                           const std::optional<std::size_t>& by,
                           const std::optional<std::string>& value) {
  std::int64_t n = 0;
  for (const auto& a : atoms) {
    if (filter && segment_value(filter->dimension, a.segment) != filter->value) continue;
    if (by && value && segment_value(*by, a.segment) != *value) continue;
    n += a.people;
  }
  return n;
}

}  // namespace

std::string redact(std::string_view text) {
  return std::regex_replace(std::string(text), sensitive(), "[oculto]");
}

namespace {

struct Built {
  json::object out;
  Loaded data;
  std::optional<std::size_t> by;
};

Built build(const db::Database& db, const SurveyService& surveys,
            const privacy::PrivacyService& privacy, const SurveyReplies& replies, SurveyRepo repo,
            OrgId org, std::int64_t id, const ResultsQuery& q, bool with_participants) {
  const auto by = dimension_index(q.by);
  if (!by) throw invalid_input("by", "Elige department, country o tenure.");
  std::optional<privacy::Constraint> filter;
  if (q.filter && !q.filter->empty()) {
    const auto colon = q.filter->find(':');
    const auto dim =
        colon == std::string::npos ? std::nullopt : dimension_index(q.filter->substr(0, colon));
    if (!dim) throw invalid_input("filter", "El filtro va como dimensión:valor.");
    filter = privacy::Constraint{*dim, q.filter->substr(colon + 1)};
  }
  Loaded d = db.run([&](db::Conn& c) {
    Loaded l;
    l.survey = surveys.read(c, org, id, true);
    l.cycle = q.cycle.value_or(l.survey.row.cycle);
    if (l.cycle < 0 || l.cycle > l.survey.row.cycle || (q.cycle && l.cycle < 1)) {
      throw not_found("Ese ciclo de la encuesta no existe.");
    }
    l.departments = repo.department_names(c, org);
    if (l.cycle == 0) return l;
    l.atoms = repo.audience_atoms(c, org, id, l.cycle);
    l.respondents = repo.cycle_respondents(c, org, id, l.cycle);
    if (with_participants && l.survey.row.confidentiality == "attributed") {
      l.participants = repo.participants(c, org, id, l.cycle);
    }
    return l;
  });
  const auto& s = d.survey;
  const auto& form = s.form->form;
  const auto& lang = q.language;
  const auto k = s.effective.k;
  const bool attributed = s.row.confidentiality == "attributed";

  if (d.cycle > 0) {
    privacy::ReportQuery rq;
    rq.source = "survey:" + std::to_string(id);
    rq.cycle = d.cycle;
    rq.dimensions = kDimensions;
    rq.by = by;
    rq.filter = filter;
    rq.thresholds = s.effective;
    if (d.cycle == s.row.cycle && (s.row.status == "open" || s.row.status == "paused")) {
      rq.collecting_today = q.today;
    }
    for (const auto& question : form.questions) {
      if (question.type == "short_text" || question.type == "long_text") {
        rq.comment_items.push_back(question.id);
      }
    }
    d.report = privacy.report(org, rq);
    if (d.cycle > 1 && !d.report.refused) {
      rq.cycle = d.cycle - 1;
      rq.collecting_today.reset();
      rq.comment_items.clear();
      d.previous = privacy.report(org, rq);
    }
  }

  json::object out;
  out["cycle"] = d.cycle;
  json::array cycles;
  for (std::int64_t i = 1; i <= s.row.cycle; ++i) cycles.emplace_back(i);
  out["cycles"] = std::move(cycles);
  std::int64_t audience = 0;
  for (const auto& a : d.atoms) audience += a.people;
  out["audience"] = audience;
  const bool show_count = attributed || d.respondents >= k;
  out["responses"] = show_count ? json::value(d.respondents) : json::value(nullptr);
  out["response_rate"] = show_count && audience > 0
                             ? rounded(static_cast<double>(d.respondents) / audience)
                             : json::value(nullptr);
  out["refused"] = d.report.refused;
  out["k"] = k;
  out["k_comments"] = s.effective.k_comments;
  out["as_of"] = d.report.as_of ? json::value(*d.report.as_of) : json::value(nullptr);
  out["held_back"] = d.report.held_back;

  // The questions, in the person's language.
  json::array questions;
  for (const auto& question : form.questions) {
    if (!forms::answerable(question)) continue;
    json::object o{{"id", question.id},
                   {"type", question.type},
                   {"title", question.title ? text_in(*question.title, lang) : question.id}};
    if (!question.options.empty()) {
      json::array options;
      for (const auto& c : question.options)
        options.push_back(json::object{{"id", c.id}, {"label", text_in(c.label, lang)}});
      o["options"] = std::move(options);
    }
    if (!question.rows.empty()) {
      json::array rows;
      for (const auto& c : question.rows)
        rows.push_back(json::object{{"id", c.id}, {"label", text_in(c.label, lang)}});
      o["rows"] = std::move(rows);
    }
    questions.push_back(std::move(o));
  }
  out["questions"] = std::move(questions);

  // Rows: the population first, then each value of `by` that is shown, hidden ones last.
  std::map<std::pair<std::string, std::string>, const privacy::ItemFigures*> before;
  std::map<std::string, std::int64_t> before_respondents;
  if (d.previous) {
    for (const auto& cell : d.previous->cells) {
      const auto key = cell.value.value_or("\x01");
      for (const auto& item : cell.items) before[{key, item.item}] = &item;
    }
  }
  struct RowOut {
    int order = 0;
    std::string label;
    json::object row;
  };
  std::vector<RowOut> rows;
  for (const auto& cell : d.report.cells) {
    const bool population = !cell.value;
    json::object row;
    row["value"] = population ? json::value(nullptr) : json::value(*cell.value);
    const auto label = population ? std::string(lang == "en" ? "Everyone" : "Todos")
                                  : value_label(*by, *cell.value, d.departments, lang);
    row["label"] = label;
    row["status"] = privacy::status_name(cell.state.status);
    const bool ok = cell.state.status == privacy::Status::kOk;
    row["respondents"] = ok ? json::value(cell.state.respondents) : json::value(nullptr);
    const auto cell_population =
        population_of(d.atoms, filter, population ? std::optional<std::size_t>{} : by, cell.value);
    row["audience"] = cell_population;
    row["response_rate"] = ok && cell_population > 0
                               ? rounded(std::min(1.0, static_cast<double>(cell.state.respondents) /
                                                           static_cast<double>(cell_population)))
                               : json::value(nullptr);
    json::array items;
    for (const auto& f : cell.items) {
      json::object item;
      item["question_id"] = f.item;
      item["status"] = privacy::status_name(f.state.status);
      const bool item_ok = f.state.status == privacy::Status::kOk;
      const auto n = f.state.respondents;
      item["respondents"] = item_ok ? json::value(n) : json::value(nullptr);
      json::array distribution;
      json::value mean = nullptr, favourable = nullptr, enps = nullptr, trend = nullptr;
      const auto* question = question_of(form, f.item);
      if (item_ok) {
        for (const auto& [choice, count] : f.choices) {
          distribution.push_back(json::object{{"value", choice}, {"count", count}});
        }
        if (f.numbers > 0) mean = rounded(f.sum / static_cast<double>(f.numbers), 3);
        const auto prev_it = before.find({cell.value.value_or("\x01"), f.item});
        const privacy::ItemFigures* prev =
            prev_it != before.end() && prev_it->second->state.status == privacy::Status::kOk
                ? prev_it->second
                : nullptr;
        if (question != nullptr) {
          if (const auto values = favourable_values(*question, f.item); values && n > 0) {
            const auto x = count_of(f, *values);
            favourable = favourable_json(x, n);
            if (d.previous) {
              trend = nullptr;
              if (prev != nullptr && prev->state.respondents > 0) {
                const auto px = count_of(*prev, *values);
                const auto pn = prev->state.respondents;
                if (privacy::significant_change(px, pn, x, n)) {
                  trend = static_cast<double>(x) / n > static_cast<double>(px) / pn ? "up" : "down";
                } else {
                  trend = "flat";
                }
              }
            }
          } else if (question->type == "rating" && question->enps && f.item == question->id) {
            const auto e = enps_of(f, cell_population);
            enps = enps_json(e);
            if (prev != nullptr) {
              const auto pe = enps_of(*prev, cell_population);
              trend = privacy::significant_change(pe, e) ? (e.score > pe.score ? "up" : "down")
                                                         : "flat";
            }
          }
        }
      }
      item["distribution"] = std::move(distribution);
      item["mean"] = mean;
      item["favourable"] = favourable;
      item["enps"] = enps;
      item["trend"] = trend;
      items.push_back(std::move(item));
    }
    row["items"] = std::move(items);
    int order = population ? 0 : ok ? 1 : cell.state.status == privacy::Status::kNoData ? 3 : 2;
    rows.push_back({order, label, std::move(row)});
  }
  std::stable_sort(rows.begin(), rows.end(), [](const RowOut& a, const RowOut& b) {
    return a.order != b.order ? a.order < b.order : a.label < b.label;
  });
  json::array row_array;
  for (auto& r : rows) row_array.push_back(std::move(r.row));
  out["rows"] = std::move(row_array);

  // Comments whose authors allowed replies carry their box, its messages and whether it is
  // locked (SUR-17).
  std::vector<std::string> boxes;
  for (const auto& c : d.report.comments) {
    if (!c.reply_box.empty()) boxes.push_back(c.reply_box);
  }
  std::map<std::string, BoxRow> threads;
  if (!boxes.empty()) {
    for (auto& b : db.run([&](db::Conn& c) { return replies.boxes(c, org, id, boxes); })) {
      threads.emplace(b.box, std::move(b));
    }
  }
  json::array comments;
  for (const auto& c : d.report.comments) {
    const auto thread = threads.find(c.reply_box);
    const bool boxed = thread != threads.end();
    comments.push_back(
        json::object{{"question_id", c.item},
                     {"text", redact(c.text)},
                     {"reply_box", boxed ? json::value(c.reply_box) : json::value(nullptr)},
                     {"replies", boxed ? thread->second.messages : 0},
                     {"locked", boxed && thread->second.locked}});
  }
  out["comments"] = std::move(comments);
  out["comments_hidden"] = d.report.comments_hidden;
  return {std::move(out), std::move(d), by};
}

std::string cell_text(const json::value& v) {
  if (v.is_null()) return "";
  if (v.is_string()) return std::string(v.get_string());
  if (v.is_int64()) return std::to_string(v.get_int64());
  if (v.is_double()) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f", v.get_double());
    return buf;
  }
  return json::serialize(v);
}

}  // namespace

json::object SurveyResultsService::results(OrgId org, std::int64_t id,
                                           const ResultsQuery& q) const {
  return build(db_, surveys_, privacy_, replies_, repo_, org, id, q, false).out;
}

std::string SurveyResultsService::export_xlsx(OrgId org, std::int64_t id,
                                              const ResultsQuery& q) const {
  auto built = build(db_, surveys_, privacy_, replies_, repo_, org, id, q, true);
  const auto& out = built.out;
  const bool en = q.language == "en";
  const auto k = std::to_string(out.at("k").to_number<std::int64_t>());
  const std::string hidden = en ? "Hidden for privacy (fewer than " + k + " responses)"
                                : "Oculto por privacidad (menos de " + k + " respuestas)";
  const std::string no_data = en ? std::string("No data") : std::string(kNoData);
  std::map<std::string, std::string> titles;
  for (const auto& question : out.at("questions").as_array()) {
    titles[std::string(question.at("id").as_string())] =
        std::string(question.at("title").as_string());
  }
  xlsx::OutSheet results{
      en ? "Results" : "Resultados",
      en ? std::vector<std::string>{"Segment", "Question", "Status", "Respondents", "Mean",
                                    "Favourable %", "eNPS", "Distribution"}
         : std::vector<std::string>{"Segmento", "Pregunta", "Estado", "Respuestas", "Media",
                                    "Favorable %", "eNPS", "Distribución"},
      {},
      {28, 40, 28, 12, 10, 14, 10, 40}};
  for (const auto& row_value : out.at("rows").as_array()) {
    const auto& row = row_value.as_object();
    const auto label = std::string(row.at("label").as_string());
    for (const auto& item_value : row.at("items").as_array()) {
      const auto& item = item_value.as_object();
      const auto qid = std::string(item.at("question_id").as_string());
      const auto dot = qid.find('.');
      const auto title_it = titles.find(dot == std::string::npos ? qid : qid.substr(0, dot));
      auto title = title_it != titles.end() ? title_it->second : qid;
      if (dot != std::string::npos) title += " · " + qid.substr(dot + 1);
      const auto status = std::string(item.at("status").as_string());
      if (status != "ok") {
        results.rows.push_back(
            {label, title, status == "no_data" ? no_data : hidden, "", "", "", "", ""});
        continue;
      }
      std::string favourable, enps, distribution;
      if (const auto& f = item.at("favourable"); f.is_object()) {
        favourable = cell_text(json::value(f.at("share").to_number<double>() * 100));
      }
      if (const auto& e = item.at("enps"); e.is_object()) enps = cell_text(e.at("score"));
      for (const auto& d : item.at("distribution").as_array()) {
        if (!distribution.empty()) distribution += ", ";
        distribution += cell_text(d.at("value")) + ": " + cell_text(d.at("count"));
      }
      results.rows.push_back({label, title, "ok", cell_text(item.at("respondents")),
                              cell_text(item.at("mean")), favourable, enps, distribution});
    }
  }
  std::vector<xlsx::OutSheet> sheets{std::move(results)};
  if (!out.at("comments").as_array().empty()) {
    xlsx::OutSheet comments{en ? "Comments" : "Comentarios",
                            {en ? "Question" : "Pregunta", en ? "Comment" : "Comentario"},
                            {},
                            {40, 80}};
    for (const auto& c : out.at("comments").as_array()) {
      const auto qid = std::string(c.at("question_id").as_string());
      comments.rows.push_back(
          {titles.contains(qid) ? titles[qid] : qid, std::string(c.at("text").as_string())});
    }
    sheets.push_back(std::move(comments));
  }
  if (built.data.survey.row.confidentiality == "attributed") {
    xlsx::OutSheet people{en ? "Participants" : "Participantes",
                          en ? std::vector<std::string>{"First name", "Last name", "E-mail", "Day"}
                             : std::vector<std::string>{"Nombre", "Apellido", "Correo", "Día"},
                          {},
                          {20, 24, 32, 12}};
    for (const auto& p : built.data.participants) {
      people.rows.push_back({p.first_name, p.last_name, p.email, p.completed_on});
    }
    sheets.push_back(std::move(people));
  }
  db_.transact([&](db::Conn& c) {
    audit_.record(c, org, "surveys.export", {"survey", id}, nullptr,
                  json::object{{"cycle", built.data.cycle}, {"by", q.by}});
  });
  return xlsx::write_workbook(sheets);
}

namespace {

/// The atoms of an audience taken from people with segments.
std::vector<AtomRow> atoms_of(const std::vector<AudienceEntry>& people) {
  std::map<std::tuple<std::int64_t, std::string, std::string>, AtomRow> grouped;
  for (const auto& p : people) {
    const auto key =
        std::make_tuple(p.segment.department.value_or(0), p.segment.country.value_or(""),
                        p.segment.tenure_band.value_or(""));
    auto& atom = grouped[key];
    atom.segment = p.segment;
    atom.people += 1;
  }
  std::vector<AtomRow> out;
  for (auto& [key, atom] : grouped) out.push_back(std::move(atom));
  return out;
}

/// The contract's SurveyPrivacyPreview of an audience.
json::object preview_of(const std::vector<AtomRow>& atoms, const privacy::Thresholds& thresholds,
                        const std::map<std::int64_t, std::string>& departments,
                        const std::string& language) {
  privacy::Universe universe;
  universe.dimensions = kDimensions;
  std::int64_t audience = 0;
  for (const auto& a : atoms) {
    universe.atoms.push_back(
        {{segment_value(0, a.segment), segment_value(1, a.segment), segment_value(2, a.segment)},
         a.people});
    audience += a.people;
  }
  const std::array<std::pair<const char*, double>, 3> rates = {
      {{"60", 0.6}, {"80", 0.8}, {"100", 1.0}}};
  std::array<std::vector<privacy::PreviewCell>, 3> previews;
  for (std::size_t i = 0; i < rates.size(); ++i) {
    previews[i] = privacy::preview(universe, thresholds, rates[i].second);
  }
  json::array dimensions;
  for (std::size_t dim = 0; dim < kDimensions.size(); ++dim) {
    std::map<std::string, std::int64_t> sizes;
    for (const auto& a : universe.atoms) sizes[a.values[dim]] += a.respondents;
    json::array cells;
    for (const auto& [value, size] : sizes) {
      json::object hidden_at;
      for (std::size_t i = 0; i < rates.size(); ++i) {
        bool hidden = false;
        for (const auto& cell : previews[i]) {
          if (cell.cell.size() == 1 && cell.cell[0].dimension == dim &&
              cell.cell[0].value == value) {
            hidden = cell.status != privacy::Status::kOk;
          }
        }
        hidden_at[rates[i].first] = hidden;
      }
      cells.push_back(json::object{{"value", value},
                                   {"label", value_label(dim, value, departments, language)},
                                   {"audience", size},
                                   {"hidden_at", std::move(hidden_at)}});
    }
    dimensions.push_back(
        json::object{{"dimension", kDimensions[dim]}, {"cells", std::move(cells)}});
  }
  return {{"audience", audience}, {"k", thresholds.k}, {"dimensions", std::move(dimensions)}};
}

}  // namespace

json::object SurveyResultsService::preview(OrgId org, std::int64_t id, std::string_view today,
                                           const std::string& language) const {
  struct Data {
    Survey survey;
    std::vector<AtomRow> atoms;
    std::map<std::int64_t, std::string> departments;
  };
  const auto d = db_.run([&](db::Conn& c) {
    Data out;
    out.survey = surveys_.read(c, org, id, false);
    out.departments = repo_.department_names(c, org);
    out.atoms = out.survey.row.cycle > 0
                    ? repo_.audience_atoms(c, org, id, out.survey.row.cycle)
                    : atoms_of(surveys_.would_be_audience(c, org, out.survey.audience, today));
    return out;
  });
  return preview_of(d.atoms, d.survey.effective, d.departments, language);
}

json::object SurveyResultsService::preview_audience(OrgId org, const json::object& body,
                                                    std::string_view today,
                                                    const std::string& language) const {
  std::optional<std::int64_t> k;
  if (const auto* v = body.if_contains("k"); v != nullptr && !v->is_null()) {
    if (!v->is_int64() || v->get_int64() < 3 || v->get_int64() > 1000) {
      throw rule_broken("invalid_survey", "Revisa la encuesta: hay campos con errores.",
                        {{"k", "El mínimo de respuestas va de 3 a 1000."}});
    }
    k = v->get_int64();
  }
  struct Data {
    std::vector<AtomRow> atoms;
    std::map<std::int64_t, std::string> departments;
    privacy::Thresholds thresholds;
  };
  const auto d = db_.run([&](db::Conn& c) {
    Data out;
    out.atoms = atoms_of(surveys_.audience_of_body(c, org, body, today));
    out.departments = repo_.department_names(c, org);
    out.thresholds = privacy::effective(privacy_.thresholds(c, org), k, std::nullopt);
    return out;
  });
  return preview_of(d.atoms, d.thresholds, d.departments, language);
}

json::object SurveyResultsService::trend(OrgId org, std::int64_t id, std::string_view today,
                                         const std::string& language) const {
  struct Data {
    Survey survey;
    std::map<std::int64_t, std::pair<std::optional<std::string>, std::int64_t>> cycles;
  };
  const auto d = db_.run([&](db::Conn& c) {
    Data out;
    out.survey = surveys_.read(c, org, id, true);
    for (const auto& cycle : repo_.cycles(c, org, id)) {
      out.cycles[cycle.cycle] = {cycle.opened_on, cycle.audience};
    }
    return out;
  });
  const auto& s = d.survey;
  const auto& form = s.form->form;
  privacy::TrendQuery tq;
  tq.source = "survey:" + std::to_string(id);
  tq.dimensions = kDimensions;
  tq.thresholds = s.effective;
  if (s.row.cycle > 0 && (s.row.status == "open" || s.row.status == "paused")) {
    tq.collecting_cycle = s.row.cycle;
  }
  tq.today = std::string(today);
  const auto figures = privacy_.trend(org, tq);

  json::array questions;
  std::set<std::string> kept;
  for (const auto& question : form.questions) {
    if (!forms::answerable(question) || question.type == "short_text" ||
        question.type == "long_text" || question.type == "date" || question.type == "file" ||
        question.type == "person" || question.type == "matrix" || question.type == "ranking") {
      continue;
    }
    kept.insert(question.id);
    questions.push_back(
        json::object{{"id", question.id},
                     {"type", question.type},
                     {"title", question.title ? text_in(*question.title, language) : question.id}});
  }
  json::array cycles;
  for (const auto& [cycle, info] : d.cycles) {
    const auto& [opened_on, audience] = info;
    const auto found =
        std::find_if(figures.begin(), figures.end(),
                     [&](const privacy::CycleFigures& x) { return x.cycle == cycle; });
    const privacy::CycleFigures* f = found == figures.end() ? nullptr : &*found;
    json::object o;
    o["cycle"] = cycle;
    o["opened_on"] = opened_on ? json::value(*opened_on) : json::value(nullptr);
    o["audience"] = audience;
    const auto status = f ? f->population.state.status : privacy::Status::kNoData;
    const bool ok = status == privacy::Status::kOk;
    o["status"] = privacy::status_name(status);
    o["respondents"] = ok ? json::value(f->population.state.respondents) : json::value(nullptr);
    o["response_rate"] =
        ok && audience > 0
            ? rounded(std::min(1.0, static_cast<double>(f->population.state.respondents) /
                                        static_cast<double>(audience)))
            : json::value(nullptr);
    o["as_of"] = f && f->as_of ? json::value(*f->as_of) : json::value(nullptr);
    json::array items;
    if (f) {
      for (const auto& item : f->population.items) {
        if (!kept.contains(item.item)) continue;
        const bool item_ok = item.state.status == privacy::Status::kOk;
        json::object io{
            {"question_id", item.item},
            {"status", privacy::status_name(item.state.status)},
            {"respondents", item_ok ? json::value(item.state.respondents) : json::value(nullptr)},
            {"mean", nullptr},
            {"favourable", nullptr},
            {"enps", nullptr}};
        const auto* question = question_of(form, item.item);
        if (item_ok && question != nullptr) {
          const auto n = item.state.respondents;
          if (item.numbers > 0)
            io["mean"] = rounded(item.sum / static_cast<double>(item.numbers), 3);
          if (const auto values = favourable_values(*question, item.item); values && n > 0) {
            io["favourable"] = favourable_json(count_of(item, *values), n);
          } else if (question->type == "rating" && question->enps && item.item == question->id) {
            io["enps"] = enps_json(enps_of(item, audience));
          }
        }
        items.push_back(std::move(io));
      }
    }
    o["items"] = std::move(items);
    cycles.push_back(std::move(o));
  }
  return {{"k", s.effective.k}, {"questions", std::move(questions)}, {"cycles", std::move(cycles)}};
}

// --- Leaders (SUR-18) -------------------------------------------------------------------------

namespace {

std::vector<TeamDepartment> departments_led(db::Conn& c, const SurveyRepo& repo, OrgId org,
                                            std::int64_t user_id) {
  auto led = repo.led_departments(c, org, user_id);
  if (led.empty()) {
    if (auto own = repo.own_team_department(c, org, user_id)) led.push_back(std::move(*own));
  }
  if (led.empty()) {
    throw forbidden("not_a_leader", "Esta vista es para quienes lideran un equipo.");
  }
  return led;
}

std::vector<std::int64_t> ids_of(const std::vector<TeamDepartment>& departments) {
  std::vector<std::int64_t> ids;
  for (const auto& d : departments) ids.push_back(d.id);
  return ids;
}

}  // namespace

json::array SurveyResultsService::team_surveys(OrgId org, std::int64_t user_id,
                                               const std::string& language) const {
  const auto rows = db_.run([&](db::Conn& c) {
    return repo_.team_surveys(c, org, ids_of(departments_led(c, repo_, org, user_id)));
  });
  json::array out;
  for (const auto& r : rows) {
    out.push_back(json::object{
        {"id", r.id},
        {"title", language == "en" && r.title_en ? *r.title_en : r.title},
        {"status", r.status},
        {"cycle", r.cycle},
        {"closes_on", r.closes_on ? json::value(*r.closes_on) : json::value(nullptr)}});
  }
  return out;
}

json::object SurveyResultsService::team_results(OrgId org, std::int64_t user_id, std::int64_t id,
                                                const ResultsQuery& q_in) const {
  const auto led = db_.run([&](db::Conn& c) {
    auto departments = departments_led(c, repo_, org, user_id);
    const auto reached = repo_.team_surveys(c, org, ids_of(departments));
    if (std::none_of(reached.begin(), reached.end(),
                     [&](const TeamSurveyRow& r) { return r.id == id; })) {
      throw not_found("Esa encuesta no llega a tu equipo.");
    }
    return departments;
  });
  // The admins' breakdown by department, decided the same way: a leader sees the rows of their
  // departments that are published, and the organisation's instead of any that is not.
  ResultsQuery q = q_in;
  q.by = "department";
  q.filter.reset();
  auto built = build(db_, surveys_, privacy_, replies_, repo_, org, id, q, false);
  auto& out = built.out;
  const auto& rows = out.at("rows").as_array();
  const auto k = out.at("k").as_int64();
  const bool en = q.language == "en";
  json::array groups;
  for (const auto& d : led) {
    const json::value* own = nullptr;
    for (const auto& row : rows) {
      if (row.at("value").is_string() && row.at("value").as_string() == std::to_string(d.id)) {
        own = &row;
      }
    }
    const bool shown = own != nullptr && own->at("status").as_string() == "ok";
    const std::string note =
        en ? "Your team has fewer than " + std::to_string(k) +
                 " answers, or they cannot be shown without giving someone away: these are the "
                 "whole organisation's results."
           : "Tu equipo tiene menos de " + std::to_string(k) +
                 " respuestas, o no se pueden mostrar sin revelar a alguien: se muestran los "
                 "resultados de toda la organización.";
    groups.push_back(json::object{{"department_id", d.id},
                                  {"department", d.name},
                                  {"shown", shown ? "department" : "organization"},
                                  {"note", shown ? json::value(nullptr) : json::value(note)},
                                  {"row", shown ? *own : rows.at(0)}});
  }
  return {{"survey_id", id},
          {"title", en && built.data.survey.row.title_en ? *built.data.survey.row.title_en
                                                         : built.data.survey.row.title},
          {"cycle", out.at("cycle")},
          {"cycles", out.at("cycles")},
          {"as_of", out.at("as_of")},
          {"held_back", out.at("held_back")},
          {"k", k},
          {"questions", out.at("questions")},
          {"groups", std::move(groups)}};
}

// --- Action plans ----------------------------------------------------------------------------

namespace {

ApiError action_not_found() {
  return not_found("El plan de acción no existe.");
}

/// The fields of an action from the body; every problem in `errors`.
ActionRow read_action(const json::object& body, std::vector<FieldError>& errors) {
  ActionRow a;
  a.title = trim(opt_string(body, "title").value_or(""));
  if (a.title.empty() || utf8_length(a.title) > 200) {
    errors.push_back({"title", "Escribe la acción (hasta 200 caracteres)."});
  }
  const auto owner = opt_int(body, "owner_id");
  if (!owner) {
    errors.push_back({"owner_id", "Elige a la persona responsable."});
  } else {
    a.owner_id = *owner;
  }
  const auto due = opt_string(body, "due_on");
  if (!due || !parse_day(*due)) {
    errors.push_back({"due_on", "La fecha no es válida (AAAA-MM-DD)."});
  } else {
    a.due_on = *due;
  }
  if (const auto question = opt_string(body, "question_id"); question && !question->empty()) {
    a.question_id = question;
  }
  if (const auto* seg = body.if_contains("segment"); seg != nullptr && seg->is_object()) {
    const auto dim = opt_string(seg->get_object(), "dimension");
    const auto value = opt_string(seg->get_object(), "value");
    if (!dim || !dimension_index(*dim) || !value) {
      errors.push_back({"segment", "El segmento no es válido."});
    } else {
      a.segment_dimension = dim;
      a.segment_value = value;
    }
  }
  if (const auto status = opt_string(body, "status")) {
    if (*status != "open" && *status != "done") {
      errors.push_back({"status", "El estado es open o done."});
    } else {
      a.status = *status;
    }
  }
  return a;
}

void check_owner(db::Conn& c, OrgId org, std::int64_t owner_id, std::vector<FieldError>& errors) {
  const auto owner = users::UserRepo().find(c, org, owner_id);
  if (!owner || !owner->active || owner->erased) {
    errors.push_back({"owner_id", "La persona responsable no existe o no está activa."});
  }
}

}  // namespace

std::vector<ActionRow> SurveyResultsService::actions(OrgId org, std::int64_t survey_id) const {
  return db_.run([&](db::Conn& c) {
    surveys_.read(c, org, survey_id, false);
    return repo_.actions(c, org, survey_id);
  });
}

ActionRow SurveyResultsService::create_action(OrgId org, std::int64_t admin_id,
                                              std::int64_t survey_id,
                                              const json::object& body) const {
  std::vector<FieldError> errors;
  auto a = read_action(body, errors);
  a.status = "open";
  a.survey_id = survey_id;
  const bool follow_up = opt_bool(body, "follow_up").value_or(false);
  const auto survey = db_.run([&](db::Conn& c) {
    auto s = surveys_.read(c, org, survey_id, false);
    if (a.owner_id != 0) check_owner(c, org, a.owner_id, errors);
    return s;
  });
  if (!errors.empty()) {
    throw rule_broken("invalid_action", "Revisa el plan de acción: hay campos con errores.",
                      errors);
  }
  if (follow_up) {
    // A one-question pulse to the same audience, 30 days after the due date (a draft the admin
    // launches, SUR-16).
    json::object form{
        {"title", json::object{{"es", "Seguimiento: " + a.title}}},
        {"questions",
         json::array{json::object{
             {"id", "mejora"},
             {"type", "likert"},
             {"required", true},
             {"title",
              json::object{{"es", "¿Ha mejorado esto desde el último resultado? " + a.title},
                           {"en", "Has this improved since the last result? " + a.title}}}}}}};
    json::object audience{{"everyone", survey.audience.everyone},
                          {"departments", json::value_from(survey.audience.departments)},
                          {"groups", json::value_from(survey.audience.groups)},
                          {"countries", json::value_from(survey.audience.countries)}};
    auto title = "Seguimiento: " + a.title;
    if (utf8_length(title) > 200) title = std::string(utf8_prefix(title, 200));
    json::object pulse{{"title", json::object{{"es", title}}},
                       {"confidentiality", survey.row.confidentiality},
                       {"form", std::move(form)},
                       {"points", 0},
                       {"notify", true},
                       {"audience", std::move(audience)},
                       {"opens_on", add_days(a.due_on, 30)},
                       {"recurrence", "none"}};
    if (survey.row.k) pulse["k"] = *survey.row.k;
    a.follow_up_survey_id = surveys_.create(org, admin_id, pulse).row.id;
  }
  return db_.transact([&](db::Conn& c) {
    a.id = repo_.insert_action(c, org, a, admin_id, clock_.now_ms());
    audit_.record(c, org, "surveys.action_create", {"survey", survey_id}, nullptr,
                  json::object{{"action", a.id}, {"title", a.title}});
    return *repo_.action(c, org, survey_id, a.id);
  });
}

ActionRow SurveyResultsService::update_action(OrgId org, std::int64_t survey_id, std::int64_t id,
                                              const json::object& body) const {
  std::vector<FieldError> errors;
  auto a = read_action(body, errors);
  return db_.transact([&](db::Conn& c) {
    surveys_.read(c, org, survey_id, false);
    const auto before = repo_.action(c, org, survey_id, id);
    if (!before) throw action_not_found();
    if (a.owner_id != 0) check_owner(c, org, a.owner_id, errors);
    if (!errors.empty()) {
      throw rule_broken("invalid_action", "Revisa el plan de acción: hay campos con errores.",
                        errors);
    }
    a.id = id;
    a.survey_id = survey_id;
    if (!opt_string(body, "status")) a.status = before->status;
    repo_.update_action(c, org, a, clock_.now_ms());
    return *repo_.action(c, org, survey_id, id);
  });
}

void SurveyResultsService::delete_action(OrgId org, std::int64_t survey_id, std::int64_t id) const {
  db_.transact([&](db::Conn& c) {
    surveys_.read(c, org, survey_id, false);
    if (!repo_.delete_action(c, org, survey_id, id)) throw action_not_found();
    audit_.record(c, org, "surveys.action_delete", {"survey", survey_id},
                  json::object{{"action", id}}, nullptr);
  });
}

std::map<std::int64_t, std::optional<users::Person>> SurveyResultsService::owners(
    OrgId org, const std::vector<ActionRow>& actions) const {
  std::vector<std::int64_t> ids;
  for (const auto& a : actions) ids.push_back(a.owner_id);
  std::map<std::int64_t, std::optional<users::Person>> out;
  for (const auto id : ids) out[id] = std::nullopt;
  if (ids.empty()) return out;
  const auto people = db_.run([&](db::Conn& c) { return users::UserRepo().people(c, org, ids); });
  for (const auto& p : people) out[p.id] = p;
  return out;
}

}  // namespace aplauso::surveys
