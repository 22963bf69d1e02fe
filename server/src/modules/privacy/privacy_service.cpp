#include "modules/privacy/privacy_service.h"

#include <algorithm>
#include <boost/json/array.hpp>
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <cmath>
#include <map>
#include <set>
#include <utility>

#include "core/crypto.h"
#include "core/errors.h"
#include "db/database.h"
#include "modules/audit/audit_log.h"

namespace aplauso::privacy {

namespace json = boost::json;

namespace {

constexpr Thresholds kDefaults{5, 10};
constexpr std::size_t kDecidedKept = 64;
constexpr std::int64_t kMaxThreshold = 1000;

/// The stored segment (a JSON array of texts) as `width` values ("" for any missing).
std::vector<std::string> segment_values(const std::string& stored, std::size_t width) {
  std::vector<std::string> values(width);
  json::error_code ec;
  const auto parsed = json::parse(stored, ec);
  if (ec || !parsed.is_array()) return values;
  const auto& array = parsed.as_array();
  for (std::size_t i = 0; i < width && i < array.size(); ++i) {
    if (array[i].is_string()) values[i] = std::string(array[i].as_string());
  }
  return values;
}

bool matches(const std::vector<std::string>& values, const Cell& cell) {
  return std::all_of(cell.begin(), cell.end(), [&](const Constraint& c) {
    return c.dimension < values.size() && values[c.dimension] == c.value;
  });
}

/// What one item says in one atom.
struct AtomItem {
  std::int64_t respondents = 0;
  std::int64_t numbers = 0;
  std::int64_t sum_micros = 0;
  std::map<std::string, std::int64_t> choices;
};

}  // namespace

Thresholds PrivacyService::thresholds(OrgId org) const {
  return db_.run([&](db::Conn& c) { return thresholds(c, org); });
}

Thresholds PrivacyService::thresholds(db::Conn& c, OrgId org) const {
  const auto stored = repo_.thresholds(c, org);
  if (!stored) return kDefaults;
  return {stored->k, stored->k_comments};
}

Thresholds PrivacyService::set_thresholds(OrgId org, std::int64_t /*admin_id*/,
                                          const Thresholds& next) const {
  std::vector<FieldError> problems;
  if (next.k < 3 || next.k > kMaxThreshold) {
    problems.push_back({"k", "El mínimo de respuestas debe estar entre 3 y 1000."});
  }
  if (next.k_comments < next.k || next.k_comments > kMaxThreshold) {
    problems.push_back(
        {"k_comments",
         "El mínimo para mostrar comentarios no puede ser menor que el mínimo de respuestas "
         "(ni mayor que 1000)."});
  }
  if (!problems.empty()) {
    throw rule_broken("invalid_thresholds", "Revisa los mínimos de privacidad.",
                      std::move(problems));
  }
  return db_.transact([&](db::Conn& c) {
    const auto before = thresholds(c, org);
    repo_.set_thresholds(c, org, {next.k, next.k_comments}, clock_.now_ms());
    audit_.record(c, org, "privacy.thresholds", {"organization", org.value},
                  json::object{{"k", before.k}, {"k_comments", before.k_comments}},
                  json::object{{"k", next.k}, {"k_comments", next.k_comments}});
    return next;
  });
}

void PrivacyService::record(db::Conn& c, OrgId org, const Response& response,
                            std::string_view day) const {
  json::array segment;
  for (const auto& value : response.segment) segment.emplace_back(value);
  // One row per item and option; a number and a text of the same item and option share it.
  std::map<std::pair<std::string, std::string>, AnswerRow> rows;
  for (const auto& a : response.answers) {
    auto& row = rows[{a.item, a.choice}];
    row.item = a.item;
    row.choice = a.choice;
    if (a.number) {
      row.has_number = true;
      row.number_micros = std::llround(*a.number * 1'000'000.0);
    }
    if (!a.text.empty()) row.text = a.text;
  }
  std::vector<AnswerRow> answers;
  answers.reserve(rows.size());
  for (auto& [key, row] : rows) answers.push_back(std::move(row));
  repo_.insert(c, org, crypto::to_hex(crypto::random_bytes(16)), response.source, response.cycle,
               json::serialize(segment), day, answers);
}

Report PrivacyService::report(OrgId org, const ReportQuery& query) const {
  return db_.run([&](db::Conn& c) { return report(c, org, query); });
}

Report PrivacyService::report(db::Conn& c, OrgId org, const ReportQuery& query) const {
  const auto width = query.dimensions.size();
  const auto& th = query.thresholds;

  // The atoms: respondents by every dimension at once.
  Universe universe;
  universe.dimensions = query.dimensions;
  std::map<std::string, std::size_t> atom_of;
  for (const auto& row : repo_.atoms(c, org, query.source, query.cycle)) {
    atom_of[row.segment] = universe.atoms.size();
    universe.atoms.push_back({segment_values(row.segment, width), row.respondents});
  }
  const auto constraints = std::min<std::size_t>(2, width);
  const auto decided = decide(universe, th, constraints);
  const auto& publication = *decided;

  Report report;
  Cell population;
  if (query.filter) {
    population.push_back(*query.filter);
    if (!publication.filter_allowed(population)) {
      report.refused = true;
      return report;
    }
  }
  std::vector<std::pair<std::optional<std::string>, Cell>> cells{{std::nullopt, population}};
  if (query.by && *query.by < width) {
    std::set<std::string> values;
    for (const auto& atom : universe.atoms) {
      if (matches(atom.values, population)) values.insert(atom.values[*query.by]);
    }
    for (const auto& value : values) {
      Cell cell = population;
      if (!query.filter || query.filter->dimension != *query.by) {
        cell.push_back({*query.by, value});
      }
      cells.emplace_back(value, std::move(cell));
    }
  }

  // Per item and atom: respondents, numbers, options.
  std::map<std::string, std::vector<AtomItem>> items;
  auto item_atoms = [&](const std::string& item) -> std::vector<AtomItem>& {
    auto [it, inserted] = items.try_emplace(item);
    if (inserted) it->second.resize(universe.atoms.size());
    return it->second;
  };
  for (const auto& row : repo_.items(c, org, query.source, query.cycle)) {
    const auto atom = atom_of.find(row.segment);
    if (atom == atom_of.end()) continue;
    auto& figures = item_atoms(row.item)[atom->second];
    figures.respondents = row.respondents;
    figures.numbers = row.numbers;
    figures.sum_micros = row.sum_micros;
  }
  for (const auto& row : repo_.choices(c, org, query.source, query.cycle)) {
    const auto atom = atom_of.find(row.segment);
    if (atom == atom_of.end()) continue;
    item_atoms(row.item)[atom->second].choices[row.choice] = row.count;
  }

  // An item answered by fewer people than the responses (optional or conditional questions)
  // has cells of its own to decide.
  std::map<std::string, std::shared_ptr<const Publication>> item_publications;
  for (const auto& [item, per_atom] : items) {
    Universe answered = universe;
    bool differs = false;
    for (std::size_t a = 0; a < per_atom.size(); ++a) {
      if (per_atom[a].respondents != universe.atoms[a].respondents) differs = true;
      answered.atoms[a].respondents = per_atom[a].respondents;
    }
    if (differs) item_publications.emplace(item, decide(answered, th, constraints));
  }

  for (const auto& [value, cell] : cells) {
    ReportCell out;
    out.value = value;
    out.state = publication.status(cell);
    for (const auto& [item, per_atom] : items) {
      ItemFigures figures;
      figures.item = item;
      const auto own = item_publications.find(item);
      figures.state = own == item_publications.end() ? out.state : own->second->status(cell);
      if (out.state.status != Status::kOk && figures.state.status == Status::kOk) {
        figures.state.status = out.state.status;
      }
      if (figures.state.status == Status::kOk) {
        std::map<std::string, std::int64_t> choices;
        std::int64_t sum_micros = 0;
        for (std::size_t a = 0; a < universe.atoms.size(); ++a) {
          if (!matches(universe.atoms[a].values, cell)) continue;
          figures.numbers += per_atom[a].numbers;
          sum_micros += per_atom[a].sum_micros;
          for (const auto& [choice, count] : per_atom[a].choices) choices[choice] += count;
        }
        figures.sum = static_cast<double>(sum_micros) / 1'000'000.0;
        figures.choices.assign(choices.begin(), choices.end());
      } else {
        figures.state.respondents = 0;
      }
      out.items.push_back(std::move(figures));
    }
    if (out.state.status != Status::kOk) out.state.respondents = 0;
    report.cells.push_back(std::move(out));
  }
  // Hidden rows last, each group in the order of its values.
  std::stable_partition(report.cells.begin() + 1, report.cells.end(), [](const ReportCell& r) {
    return r.state.status == Status::kOk || r.state.status == Status::kNoData;
  });

  // Comments: the population cell only, when it and the question reach k_comments.
  if (!query.comment_items.empty()) {
    const auto& top = report.cells.front();
    std::vector<SegmentText> texts;
    std::map<std::string, std::int64_t> answered;
    for (auto& text : repo_.texts(c, org, query.source, query.cycle, query.comment_items)) {
      if (!matches(segment_values(text.segment, width), population)) continue;
      ++answered[text.item];
      texts.push_back(std::move(text));
    }
    std::set<std::string> shown;
    for (const auto& [item, count] : answered) {
      if (top.state.status == Status::kOk && top.state.respondents >= th.k_comments &&
          count >= th.k_comments) {
        shown.insert(item);
      } else {
        report.comments_hidden = true;
      }
    }
    for (auto& text : texts) {
      if (shown.contains(text.item)) {
        report.comments.push_back({std::move(text.item), std::move(text.text)});
      }
    }
  }
  return report;
}

std::shared_ptr<const Publication> PrivacyService::decide(const Universe& universe,
                                                          const Thresholds& t,
                                                          std::size_t constraints) const {
  std::string key = std::to_string(t.k) + '/' + std::to_string(constraints);
  for (const auto& d : universe.dimensions) key += '/' + d;
  for (const auto& atom : universe.atoms) {
    key += '\x1e';
    for (const auto& v : atom.values) key += v + '\x1f';
    key += std::to_string(atom.respondents);
  }
  {
    const std::lock_guard lock(decided_mutex_);
    const auto it = decided_.find(key);
    if (it != decided_.end()) return it->second;
  }
  auto made = std::make_shared<const Publication>(publish(universe, t, constraints));
  const std::lock_guard lock(decided_mutex_);
  if (decided_.size() >= kDecidedKept) decided_.erase(decided_.begin());
  decided_.emplace(std::move(key), made);
  return made;
}

std::int64_t PrivacyService::responses(db::Conn& c, OrgId org, std::string_view source,
                                       std::int64_t cycle) const {
  return repo_.responses(c, org, source, cycle);
}

void PrivacyService::forget_source(db::Conn& c, OrgId org, std::string_view source) const {
  repo_.forget(c, org, source);
}

}  // namespace aplauso::privacy
