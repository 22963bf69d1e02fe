#include "modules/corp_values/corp_values_service.h"

#include <algorithm>
#include <chrono>
#include <set>
#include <tuple>

#include "core/errors.h"
#include "db/database.h"
#include "modules/privacy/privacy_service.h"

namespace aplauso::corp_values {

namespace {
constexpr std::int64_t kValuesDayMs = 86'400'000;

/// "2026-03" for a day number (days since 1970-01-01, UTC).
std::string month_of_day(std::int64_t day) {
  const std::chrono::year_month_day ymd{std::chrono::sys_days{std::chrono::days{day}}};
  const unsigned m = static_cast<unsigned>(ymd.month());
  return std::to_string(static_cast<int>(ymd.year())) + (m < 10 ? "-0" : "-") + std::to_string(m);
}

/// The first day (days since 1970-01-01) of the month 11 months before the one of `now_ms`.
std::int64_t first_day_of_window(std::int64_t now_ms) {
  const std::chrono::year_month_day today{
      std::chrono::sys_days{std::chrono::days{now_ms / kValuesDayMs}}};
  const auto first =
      std::chrono::year_month_day{today.year() / today.month() / 1} - std::chrono::months{11};
  return std::chrono::sys_days{first}.time_since_epoch().count();
}
}  // namespace

ValuesPage CorpValuesService::page(OrgId org, bool admin, std::optional<std::int64_t> only) const {
  const std::int64_t now = clock_.now_ms();
  const std::int64_t first_day = first_day_of_window(now);
  const std::int64_t since = first_day * kValuesDayMs;
  const std::int64_t since_90 = now - 90 * kValuesDayMs;
  ValuesPage out;
  out.admin = admin;
  for (std::int64_t day = first_day; out.months.size() < 12; ++day) {
    const auto m = month_of_day(day);
    if (out.months.empty() || out.months.back() != m) out.months.push_back(m);
  }
  const auto month_index = [&](std::int64_t day) -> std::optional<std::size_t> {
    const auto it = std::find(out.months.begin(), out.months.end(), month_of_day(day));
    if (it == out.months.end()) return std::nullopt;
    return static_cast<std::size_t>(it - out.months.begin());
  };
  db_.run([&](db::Conn& c) {
    auto values = catalog_.values(c, org, false);
    if (only) {
      std::erase_if(values, [&](const auto& v) { return v.id != *only; });
      if (values.empty()) throw not_found("El valor corporativo no existe.");
    }
    std::map<std::int64_t, std::size_t> index;
    for (auto& v : values) {
      index[v.id] = out.values.size();
      ValueSection s;
      s.value = std::move(v);
      s.monthly.assign(12, 0);
      out.values.push_back(std::move(s));
    }
    out.recognitions.assign(12, 0);
    std::int64_t all = 0;
    for (const auto& d : repo_.recognition_days(c, org, since)) {
      if (const auto i = month_index(d.day)) {
        out.recognitions[*i] += d.count;
        all += d.count;
      }
    }
    for (const auto& d : repo_.value_days(c, org, since)) {
      const auto v = index.find(d.value_id);
      const auto i = month_index(d.day);
      if (v == index.end() || !i) continue;
      out.values[v->second].monthly[*i] += d.count;
      out.values[v->second].total += d.count;
    }
    std::set<std::int64_t> people;
    for (auto& r : repo_.recent(c, org, since)) {
      const auto v = index.find(r.value_id);
      if (v == index.end()) continue;
      if (r.author_id) people.insert(*r.author_id);
      out.values[v->second].recent.push_back(std::move(r));
    }
    for (const auto& p : repo_.top_senders(c, org, since_90)) {
      if (const auto v = index.find(p.value_id); v != index.end()) {
        out.values[v->second].top_senders.push_back(p);
        people.insert(p.user_id);
      }
    }
    for (const auto& p : repo_.top_receivers(c, org, since_90)) {
      if (const auto v = index.find(p.value_id); v != index.end()) {
        out.values[v->second].top_receivers.push_back(p);
        people.insert(p.user_id);
      }
    }
    for (auto& s : out.values) {
      s.share = all > 0 ? static_cast<double>(s.total) / static_cast<double>(all) : 0.0;
    }
    for (auto& p : users_.people(c, org, {people.begin(), people.end()})) {
      out.people.emplace(p.id, std::move(p));
    }
    if (!admin) return;
    std::tie(out.suggestions_shown, out.suggestions_accepted) = repo_.suggestions(c, org, since);
    out.min_group = privacy_.thresholds(c, org).k;
    std::map<std::int64_t, std::size_t> shown;
    for (auto& d : repo_.departments(c, org)) {
      if (d.members < out.min_group) {
        ++out.hidden_departments;
        continue;
      }
      shown[d.id] = out.departments.size();
      out.departments.push_back({std::move(d), {}});
    }
    for (const auto& d : repo_.department_counts(c, org, since)) {
      const auto row = shown.find(d.department_id);
      if (row == shown.end() || !index.contains(d.value_id)) continue;
      out.departments[row->second].by_value[d.value_id] += d.count;
    }
  });
  return out;
}

bool CorpValuesService::listed(OrgId org, std::int64_t user_id) const {
  return db_.run([&](db::Conn& c) { return repo_.listed(c, org, user_id); });
}

bool CorpValuesService::set_listed(OrgId org, std::int64_t user_id, bool listed) const {
  db_.transact([&](db::Conn& c) { repo_.set_listed(c, org, user_id, listed, clock_.now_ms()); });
  return listed;
}

}  // namespace aplauso::corp_values
