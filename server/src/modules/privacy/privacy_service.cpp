#include "modules/privacy/privacy_service.h"

#include <algorithm>
#include <boost/json/array.hpp>
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <cmath>
#include <iterator>
#include <limits>
#include <map>
#include <set>
#include <utility>

#include "core/crypto.h"
#include "core/days.h"
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

}  // namespace

/// What one item says in one atom.
struct AtomItem {
  std::int64_t respondents = 0;
  std::int64_t numbers = 0;
  std::int64_t sum_micros = 0;
  std::map<std::string, std::int64_t> choices;
};

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
    if (!a.reply_box.empty()) row.reply_box = a.reply_box;
  }
  std::vector<AnswerRow> answers;
  answers.reserve(rows.size());
  for (auto& [key, row] : rows) {
    // Rows come in (item, choice) order: the first of each item counts its respondent.
    row.item_head = answers.empty() || answers.back().item != row.item;
    answers.push_back(std::move(row));
  }
  repo_.insert(c, org, crypto::to_hex(crypto::random_bytes(16)), response.source, response.cycle,
               json::serialize(segment), day, answers);
}

Report PrivacyService::report(OrgId org, const ReportQuery& query) const {
  return db_.run([&](db::Conn& c) { return report(c, org, query); });
}

/// What a cycle's grouped reads say, by atom (kept by PrivacyService::collected_).
struct Collected {
  Universe universe;
  std::map<std::string, std::size_t> atom_of;  ///< stored segment → atom
  std::map<std::string, std::vector<AtomItem>> items;

  std::vector<AtomItem>& item_atoms(const std::string& item) {
    auto [it, inserted] = items.try_emplace(item);
    if (inserted) it->second.resize(universe.atoms.size());
    return it->second;
  }
  void add_atom(const SegmentCount& row, std::size_t width) {
    atom_of[row.segment] = universe.atoms.size();
    universe.atoms.push_back({segment_values(row.segment, width), row.respondents});
  }
  void add_figure(const SegmentFigure& row) {
    const auto atom = atom_of.find(row.segment);
    if (atom == atom_of.end()) return;
    auto& figures = item_atoms(row.item)[atom->second];
    figures.respondents += row.heads;
    figures.numbers += row.numbers;
    figures.sum_micros += row.sum_micros;
    if (!row.choice.empty()) figures.choices[row.choice] += row.count;
  }
  std::int64_t respondents() const {
    std::int64_t n = 0;
    for (const auto& atom : universe.atoms) n += atom.respondents;
    return n;
  }
};

namespace {

/// The figures of some cells, each decided by `decided` (items answered by fewer people than
/// the responses by their own decision).
std::vector<ReportCell> cells_of(
    const Collected& data, const Publication& publication,
    const std::map<std::string, std::shared_ptr<const Publication>>& item_publications,
    const std::vector<std::pair<std::optional<std::string>, Cell>>& cells) {
  std::vector<ReportCell> out_cells;
  for (const auto& [value, cell] : cells) {
    ReportCell out;
    out.value = value;
    out.state = publication.status(cell);
    for (const auto& [item, per_atom] : data.items) {
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
        for (std::size_t a = 0; a < data.universe.atoms.size(); ++a) {
          if (!matches(data.universe.atoms[a].values, cell)) continue;
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
    out_cells.push_back(std::move(out));
  }
  return out_cells;
}

/// The cells a view shows: the population (under the filter), then one per value of `by`.
std::vector<std::pair<std::optional<std::string>, Cell>> breakdown(
    const Collected& data, const Cell& population, const std::optional<Constraint>& filter,
    const std::optional<std::size_t>& by, std::size_t width) {
  std::vector<std::pair<std::optional<std::string>, Cell>> cells{{std::nullopt, population}};
  if (by && *by < width) {
    std::set<std::string> values;
    for (const auto& atom : data.universe.atoms) {
      if (matches(atom.values, population)) values.insert(atom.values[*by]);
    }
    for (const auto& value : values) {
      Cell cell = population;
      if (!filter || filter->dimension != *by) cell.push_back({*by, value});
      cells.emplace_back(value, std::move(cell));
    }
  }
  return cells;
}

/// An item answered by fewer people than the responses (optional or conditional questions) has
/// cells of its own to decide (`decide(universe)`).
template <typename Decide>
std::map<std::string, std::shared_ptr<const Publication>> item_decisions(const Collected& data,
                                                                         Decide&& decide) {
  std::map<std::string, std::shared_ptr<const Publication>> out;
  for (const auto& [item, per_atom] : data.items) {
    Universe answered = data.universe;
    bool differs = false;
    for (std::size_t a = 0; a < per_atom.size(); ++a) {
      if (per_atom[a].respondents != data.universe.atoms[a].respondents) differs = true;
      answered.atoms[a].respondents = per_atom[a].respondents;
    }
    if (differs) out.emplace(item, decide(answered));
  }
  return out;
}

}  // namespace

Report PrivacyService::report(db::Conn& c, OrgId org, const ReportQuery& query) const {
  const auto width = query.dimensions.size();
  const auto& th = query.thresholds;
  const auto through = released_through(c, org, query);

  const auto collected = collect(c, org, query, through);
  const Collected& data = *collected;
  const auto constraints = std::min<std::size_t>(2, width);
  const auto decided = decide(data.universe, th, constraints);
  const auto& publication = *decided;

  Report report;
  if (through != kWhole) {
    report.as_of = through;
    report.held_back = repo_.responses(c, org, query.source, query.cycle) > data.respondents();
  }
  Cell population;
  if (query.filter) {
    population.push_back(*query.filter);
    if (!publication.filter_allowed(population)) {
      report.refused = true;
      return report;
    }
  }
  const auto cells = breakdown(data, population, query.filter, query.by, width);

  const auto by_item =
      item_decisions(data, [&](const Universe& u) { return decide(u, th, constraints); });
  report.cells = cells_of(data, publication, by_item, cells);
  // Hidden rows last, each group in the order of its values.
  std::stable_partition(report.cells.begin() + 1, report.cells.end(), [](const ReportCell& r) {
    return r.state.status == Status::kOk || r.state.status == Status::kNoData;
  });

  // Comments: the population cell only, when it and the question reach k_comments.
  if (!query.comment_items.empty()) {
    const auto& top = report.cells.front();
    std::vector<SegmentText> texts;
    std::map<std::string, std::int64_t> answered;
    for (auto& text :
         repo_.texts(c, org, query.source, query.cycle, through, query.comment_items)) {
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
        report.comments.push_back(
            {std::move(text.item), std::move(text.text), std::move(text.reply_box)});
      }
    }
  }
  return report;
}

std::vector<CycleFigures> PrivacyService::trend(OrgId org, const TrendQuery& query) const {
  const auto width = query.dimensions.size();
  const auto constraints = std::min<std::size_t>(2, width);
  std::map<std::int64_t, Collected> cycles;
  std::map<std::int64_t, std::string> releases;
  db_.run([&](db::Conn& c) {
    if (query.collecting_cycle) {
      ReportQuery current;
      current.source = query.source;
      current.cycle = *query.collecting_cycle;
      current.dimensions = query.dimensions;
      current.thresholds = query.thresholds;
      current.collecting_today = query.today;
      released_through(c, org, current);
    }
    releases = repo_.releases(c, org, query.source);
    const auto first = query.first_cycle.value_or(std::numeric_limits<std::int64_t>::min());
    const auto last = query.last_cycle.value_or(std::numeric_limits<std::int64_t>::max());
    for (const auto& r : repo_.cycle_atoms(c, org, query.source, first, last)) {
      auto& data = cycles[r.cycle];
      data.universe.dimensions = query.dimensions;
      data.add_atom(r.row, width);
    }
    for (const auto& r : repo_.cycle_figures(c, org, query.source, first, last)) {
      if (const auto it = cycles.find(r.cycle); it != cycles.end()) it->second.add_figure(r.row);
    }
  });
  std::vector<CycleFigures> out;
  for (const auto& [cycle, data] : cycles) {
    const auto decided = decide(data.universe, query.thresholds, constraints);
    CycleFigures figures;
    figures.cycle = cycle;
    const auto by_item = item_decisions(
        data, [&](const Universe& u) { return decide(u, query.thresholds, constraints); });
    Cell population;
    if (query.filter) {
      population.push_back(*query.filter);
      if (!decided->filter_allowed(population)) {
        // Hidden with the engine's reason (nobody in it: no data, nothing refused).
        figures.population.state.status = decided->status(population).status;
        figures.refused = figures.population.state.status != Status::kNoData;
        out.push_back(std::move(figures));
        continue;
      }
    }
    auto cells = cells_of(data, *decided, by_item,
                          breakdown(data, population, query.filter, query.by, width));
    figures.population = std::move(cells.front());
    figures.cells.assign(std::make_move_iterator(cells.begin() + 1),
                         std::make_move_iterator(cells.end()));
    std::stable_partition(figures.cells.begin(), figures.cells.end(), [](const ReportCell& r) {
      return r.state.status == Status::kOk || r.state.status == Status::kNoData;
    });
    if (const auto r = releases.find(cycle); r != releases.end() && r->second != kWhole) {
      figures.as_of = r->second;
    }
    out.push_back(std::move(figures));
  }
  return out;
}

std::shared_ptr<const Collected> PrivacyService::collect(db::Conn& c, OrgId org,
                                                         const ReportQuery& query,
                                                         const std::string& through) const {
  // Answers up to `through` never change: a release ends before today, and a cycle read whole
  // takes no more answers. So what was read once is kept (forget_source drops it).
  std::string key = std::to_string(org.value) + '\x1f' + query.source + '\x1f' +
                    std::to_string(query.cycle) + '\x1f' + through + '\x1f';
  for (const auto& d : query.dimensions) key += d + ',';
  {
    const std::lock_guard lock(decided_mutex_);
    if (const auto it = collected_.find(key); it != collected_.end()) return it->second;
  }
  auto data = std::make_shared<Collected>();
  data->universe.dimensions = query.dimensions;
  const auto width = query.dimensions.size();
  for (const auto& row : repo_.atoms(c, org, query.source, query.cycle, through)) {
    data->add_atom(row, width);
  }
  for (const auto& row : repo_.figures(c, org, query.source, query.cycle, through)) {
    data->add_figure(row);
  }
  const std::lock_guard lock(decided_mutex_);
  if (collected_.size() >= kDecidedKept) collected_.erase(collected_.begin());
  collected_.emplace(std::move(key), data);
  return data;
}

void PrivacyService::settle(db::Conn& c, OrgId org, const ReportQuery& query) const {
  ReportQuery complete = query;
  complete.collecting_today.reset();
  released_through(c, org, complete);
}

std::string PrivacyService::released_through(db::Conn& c, OrgId org,
                                             const ReportQuery& query) const {
  const auto stored = repo_.release(c, org, query.source, query.cycle);
  if (!query.collecting_today && !stored) return std::string(kWhole);
  const auto candidate =
      query.collecting_today ? add_days(*query.collecting_today, -1) : std::string(kWhole);
  if (stored && *stored >= candidate) return *stored;
  if (stored && !may_release(c, org, query, *stored, candidate)) return *stored;
  repo_.set_release(c, org, query.source, query.cycle, candidate, clock_.now_ms());
  return candidate;
}

bool PrivacyService::may_release(db::Conn& c, OrgId org, const ReportQuery& query,
                                 const std::string& from, const std::string& to) const {
  // The released atoms, the candidate's, and the difference: the people who answered between.
  const auto width = query.dimensions.size();
  std::map<std::string, std::pair<std::int64_t, std::int64_t>> counts;
  for (const auto& row : repo_.atoms(c, org, query.source, query.cycle, from)) {
    counts[row.segment].first = row.respondents;
  }
  for (const auto& row : repo_.atoms(c, org, query.source, query.cycle, to)) {
    counts[row.segment].second = row.respondents;
  }
  Universe before, after, between;
  before.dimensions = after.dimensions = between.dimensions = query.dimensions;
  bool changed = false;
  for (const auto& [segment, n] : counts) {
    const auto values = segment_values(segment, width);
    before.atoms.push_back({values, n.first});
    after.atoms.push_back({values, n.second});
    between.atoms.push_back({values, n.second - n.first});
    if (n.second != n.first) changed = true;
  }
  if (!changed) return true;
  // A cell published before and after gives away its newcomers by subtraction: they must be a
  // cell the engine would publish on their own (or nobody).
  const auto constraints = std::min<std::size_t>(2, width);
  const auto old_pub = decide(before, query.thresholds, constraints);
  const auto new_pub = decide(after, query.thresholds, constraints);
  const auto newcomers = decide(between, query.thresholds, constraints);
  for (const auto& entry : new_pub->entries()) {
    if (entry.state.status != Status::kOk) continue;
    if (old_pub->status(entry.cell).status != Status::kOk) continue;
    const auto status = newcomers->status(entry.cell).status;
    if (status != Status::kOk && status != Status::kNoData) return false;
  }
  return true;
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

std::vector<BoxedComment> PrivacyService::boxed_comments(
    db::Conn& c, OrgId org, const std::vector<std::string>& boxes) const {
  std::vector<BoxedComment> out;
  for (auto& t : repo_.boxed_texts(c, org, boxes)) {
    out.push_back({std::move(t.box), std::move(t.source), std::move(t.item), std::move(t.text)});
  }
  return out;
}

void PrivacyService::forget_source(db::Conn& c, OrgId org, std::string_view source) const {
  repo_.forget(c, org, source);
  const auto prefix = std::to_string(org.value) + '\x1f' + std::string(source) + '\x1f';
  const std::lock_guard lock(decided_mutex_);
  std::erase_if(collected_, [&](const auto& entry) { return entry.first.starts_with(prefix); });
}

}  // namespace aplauso::privacy
