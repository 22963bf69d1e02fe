#include "modules/points/points_service.h"

#include <soci/soci.h>

#include <algorithm>
#include <chrono>
#include <map>
#include <set>

#include "core/errors.h"
#include "core/log.h"
#include "db/row.h"
#include "modules/users/user_repo.h"

namespace aplauso::points {

namespace {
constexpr std::int64_t kDayMs = 86'400'000;

using std::chrono::days;
using std::chrono::sys_days;
using std::chrono::year_month_day;

year_month_day civil(std::int64_t ms) {
  return year_month_day{sys_days{days{ms >= 0 ? ms / kDayMs : (ms - kDayMs + 1) / kDayMs}}};
}

std::int64_t ms_of(std::chrono::year y, unsigned month) {
  const year_month_day ymd{y, std::chrono::month{month}, std::chrono::day{1}};
  return static_cast<std::int64_t>(sys_days{ymd}.time_since_epoch().count()) * kDayMs;
}

std::string two(unsigned v) {
  return (v < 10 ? "0" : "") + std::to_string(v);
}

ApiError insufficient(std::int64_t need, std::int64_t have) {
  return rule_broken("insufficient_points",
                     "No hay puntos suficientes: se necesitan " + std::to_string(need) + " y hay " +
                         std::to_string(have) + ".",
                     {{"amount", "Saldo insuficiente."}});
}

Level read_level(const soci::row& r) {
  return {db::get_int(r, 0), db::get_string(r, 1), db::get_int(r, 2), db::get_opt_string(r, 3)};
}
}  // namespace

bool is_valid_period(std::string_view period) {
  return period == "week" || period == "month" || period == "quarter" || period == "year";
}

std::pair<std::int64_t, std::int64_t> period_bounds(const std::string& period, std::int64_t now_ms,
                                                    int offset) {
  if (period == "week") {
    // Weeks start on Monday; the epoch (1970-01-01) was a Thursday.
    const std::int64_t day = now_ms / kDayMs;
    const std::int64_t monday = day - ((day + 3) % 7) - 7LL * offset;
    return {monday * kDayMs, (monday + 7) * kDayMs};
  }
  const auto ymd = civil(now_ms);
  int year = static_cast<int>(ymd.year());
  int month = static_cast<int>(static_cast<unsigned>(ymd.month()));
  int span = 1;
  if (period == "quarter") {
    month = (month - 1) / 3 * 3 + 1;
    span = 3;
  } else if (period == "year") {
    month = 1;
    span = 12;
  }
  int index = year * 12 + (month - 1) - offset * span;
  const int end_index = index + span;
  auto to_ms = [](int i) {
    return ms_of(std::chrono::year{i / 12}, static_cast<unsigned>(i % 12 + 1));
  };
  return {to_ms(index), to_ms(end_index)};
}

std::string period_key(const std::string& period, std::int64_t now_ms) {
  const auto ymd = civil(now_ms);
  const std::string year = std::to_string(static_cast<int>(ymd.year()));
  const unsigned month = static_cast<unsigned>(ymd.month());
  if (period == "week")
    return "W" + std::to_string(period_bounds("week", now_ms).first / kDayMs / 7);
  if (period == "quarter") return year + "-Q" + std::to_string((month - 1) / 3 + 1);
  if (period == "year") return year;
  return year + "-" + two(month);
}

void PointsService::move(soci::session& s, std::int64_t org_id, std::int64_t from_account,
                         std::int64_t to_account, std::int64_t amount, Entry entry,
                         bool received) const {
  if (amount <= 0) return;
  const std::int64_t now = clock_.now_ms();
  if (!ledger_.debit(s, org_id, from_account, amount, now)) {
    throw insufficient(amount, ledger_.balance(s, org_id, from_account));
  }
  ledger_.credit(s, org_id, to_account, amount, received, now);
  entry.debit_account = from_account;
  entry.credit_account = to_account;
  entry.amount = amount;
  ledger_.record(s, org_id, entry, now);
}

Summary PointsService::summary(soci::session& s, std::int64_t org_id, std::int64_t user_id) const {
  Summary out;
  out.user_id = user_id;
  out.balances = ledger_.balances(s, org_id, user_id);
  const long long org = org_id;
  soci::rowset<soci::row> rows =
      (s.prepare << "SELECT id, name, min_points, emoji FROM levels WHERE org_id = :org "
                    "ORDER BY min_points",
       soci::use(org, "org"));
  for (const auto& r : rows) {
    Level l = read_level(r);
    if (l.min_points <= out.balances.lifetime_received) {
      out.level = l;
    } else if (!out.next_level) {
      out.next_level = l;
    }
  }
  return out;
}

Summary PointsService::summary(std::int64_t org_id, std::int64_t user_id) const {
  return db_.run([&](soci::session& s) { return summary(s, org_id, user_id); });
}

std::vector<HistoryRow> PointsService::history(std::int64_t org_id, std::int64_t user_id,
                                               std::int64_t page, std::int64_t per_page,
                                               std::int64_t* total) const {
  return db_.run([&](soci::session& s) {
    if (total != nullptr) *total = ledger_.history_count(s, org_id, user_id);
    return ledger_.history(s, org_id, user_id, per_page, (page - 1) * per_page);
  });
}

DistributeResult PointsService::distribute(std::int64_t org_id, std::int64_t actor_id,
                                           const DistributeRequest& r) const {
  if (r.mode != "set" && r.mode != "add") {
    throw invalid_input("mode", "El modo debe ser set (fijar) o add (sumar).");
  }
  if (r.amount < 0 || r.amount > 1'000'000'000) {
    throw invalid_input("amount", "Los puntos deben estar entre 0 y 1.000.000.000.");
  }
  if (r.mode == "add" && r.amount == 0)
    throw invalid_input("amount", "Indica cuántos puntos sumar.");
  if (!r.all && r.user_ids.empty() && r.emails.empty() && r.department_ids.empty()) {
    throw invalid_input("user_ids", "Elige al menos una persona o un área.");
  }
  const users::UserRepo users;
  return db_.transact([&](soci::session& s) {
    std::set<std::int64_t> targets;
    if (r.all) {
      for (auto id : users.active_in(s, org_id, {})) targets.insert(id);
    }
    if (!r.department_ids.empty()) {
      for (auto id : users.active_in(s, org_id, r.department_ids)) targets.insert(id);
    }
    if (!r.user_ids.empty()) {
      const auto found = users.active_ids(s, org_id, r.user_ids);
      if (found.size() != std::set<std::int64_t>(r.user_ids.begin(), r.user_ids.end()).size()) {
        throw rule_broken("user_not_found",
                          "Algunas personas no existen o no están activas en la organización.",
                          {{"user_ids", "Personas no válidas."}});
      }
      targets.insert(found.begin(), found.end());
    }
    if (!r.emails.empty()) {
      std::vector<std::string> normalized;
      for (const auto& e : r.emails) normalized.push_back(users::normalize_email(e));
      const auto found = users.active_by_email(s, org_id, normalized);
      std::string unknown;
      for (const auto& e : normalized) {
        if (!found.contains(e)) unknown += (unknown.empty() ? "" : ", ") + e;
      }
      if (!unknown.empty()) {
        throw rule_broken("user_not_found",
                          "Estas personas no existen o no están activas: " + unknown,
                          {{"emails", unknown}});
      }
      for (const auto& [e, who] : found) targets.insert(who.first);
    }
    const std::int64_t now = clock_.now_ms();
    const std::vector<std::int64_t> ids(targets.begin(), targets.end());
    const auto accounts = ledger_.accounts(s, org_id, ids, AccountKind::kGive, now);
    const auto current = ledger_.give_balances(s, org_id, ids);
    const std::int64_t treasury = ledger_.treasury(s, org_id, now);
    DistributeResult result;
    for (std::int64_t id : ids) {
      const std::int64_t have = current.contains(id) ? current.at(id) : 0;
      const std::int64_t delta = r.mode == "add" ? r.amount : r.amount - have;
      Entry e{0, 0, 0, "distribute", std::nullopt, std::nullopt, actor_id, r.memo};
      if (delta > 0) move(s, org_id, treasury, accounts.at(id), delta, e, false);
      if (delta < 0) move(s, org_id, accounts.at(id), treasury, -delta, e, false);
      result.points_moved += delta < 0 ? -delta : delta;
      ++result.affected;
    }
    return result;
  });
}

PointRules PointsService::rules(std::int64_t org_id) const {
  return db_.run([&](soci::session& s) {
    PointRules r;
    int expire = 0;
    long long base = 0;
    const long long org = org_id;
    s << "SELECT points_period, base_points, expire_unused FROM organizations WHERE id = :org",
        soci::use(org, "org"), soci::into(r.period), soci::into(base), soci::into(expire);
    r.base_points = base;
    r.expire_unused = expire != 0;
    return r;
  });
}

PointRules PointsService::set_rules(std::int64_t org_id, const PointRules& r) const {
  if (!is_valid_period(r.period)) {
    throw invalid_input("period", "El periodo debe ser week, month, quarter o year.");
  }
  if (r.base_points < 0 || r.base_points > 1'000'000) {
    throw invalid_input("base_points", "Los puntos base deben estar entre 0 y 1.000.000.");
  }
  db_.run([&](soci::session& s) {
    const long long org = org_id, base = r.base_points, now = clock_.now_ms();
    const int expire = r.expire_unused ? 1 : 0;
    s << "UPDATE organizations SET points_period = :period, base_points = :base, "
         "expire_unused = :expire, updated_at = :now WHERE id = :org",
        soci::use(r.period, "period"), soci::use(base, "base"), soci::use(expire, "expire"),
        soci::use(now, "now"), soci::use(org, "org");
  });
  return rules(org_id);
}

Summary PointsService::grant_extra(std::int64_t org_id, std::int64_t actor_id, std::int64_t user_id,
                                   std::int64_t amount,
                                   const std::optional<std::string>& memo) const {
  if (amount < 1 || amount > 1'000'000'000) {
    throw invalid_input("amount", "Los puntos deben ser un número mayor que cero.");
  }
  const users::UserRepo users;
  return db_.transact([&](soci::session& s) {
    if (users.active_ids(s, org_id, {user_id}).empty()) {
      throw not_found("La persona no existe o no está activa.");
    }
    const std::int64_t now = clock_.now_ms();
    move(s, org_id, ledger_.treasury(s, org_id, now),
         ledger_.account(s, org_id, user_id, AccountKind::kGive, now), amount,
         Entry{0, 0, 0, "extra", std::nullopt, std::nullopt, actor_id, memo}, false);
    return summary(s, org_id, user_id);
  });
}

std::pair<Summary, Summary> PointsService::transfer(std::int64_t org_id, std::int64_t actor_id,
                                                    std::int64_t from_user, std::int64_t to_user,
                                                    std::int64_t amount, AccountKind account,
                                                    const std::optional<std::string>& memo) const {
  if (amount < 1) throw invalid_input("amount", "Los puntos deben ser un número mayor que cero.");
  if (from_user == to_user) {
    throw invalid_input("to_user_id", "Elige dos personas distintas.");
  }
  const users::UserRepo users;
  return db_.transact([&](soci::session& s) {
    if (users.find_many(s, org_id, {from_user, to_user}).size() != 2) {
      throw not_found("Alguna de las dos personas no existe en la organización.");
    }
    const std::int64_t now = clock_.now_ms();
    move(s, org_id, ledger_.account(s, org_id, from_user, account, now),
         ledger_.account(s, org_id, to_user, account, now), amount,
         Entry{0, 0, 0, "transfer", std::nullopt, std::nullopt, actor_id, memo},
         account == AccountKind::kRedeem);
    return std::pair{summary(s, org_id, from_user), summary(s, org_id, to_user)};
  });
}

OutputsReport PointsService::outputs(std::int64_t org_id, std::int64_t from_ms, std::int64_t to_ms,
                                     const std::string& group_by) const {
  if (group_by != "day" && group_by != "month") {
    throw invalid_input("group_by", "Agrupa por day o month.");
  }
  if (to_ms <= from_ms)
    throw invalid_input("to", "La fecha final debe ser posterior a la inicial.");
  if (to_ms - from_ms > 5LL * 366 * kDayMs) {
    throw invalid_input("from", "El periodo no puede superar cinco años.");
  }
  const auto days =
      db_.run([&](soci::session& s) { return ledger_.outputs(s, org_id, from_ms, to_ms); });
  OutputsReport report;
  report.from = from_ms;
  report.to = to_ms;
  std::map<std::pair<std::string, std::string>, OutputsReport::Row> grouped;
  std::map<std::string, std::int64_t> totals;
  for (const auto& d : days) {
    const auto ymd = civil(d.day * kDayMs);
    std::string label = std::to_string(static_cast<int>(ymd.year())) + "-" +
                        two(static_cast<unsigned>(ymd.month()));
    if (group_by == "day") label += "-" + two(static_cast<unsigned>(ymd.day()));
    auto& row = grouped[{label, d.kind}];
    row.period = label;
    row.kind = d.kind;
    row.count += d.count;
    row.total += d.total;
    totals[d.kind] += d.total;
  }
  for (auto& [k, row] : grouped) report.rows.push_back(row);
  report.totals.assign(totals.begin(), totals.end());
  return report;
}

bool PointsService::process_period(std::int64_t org_id, const PointRules& rules,
                                   std::int64_t now) const {
  const std::string key = period_key(rules.period, now);
  const users::UserRepo users;
  return db_.transact([&](soci::session& s) {
    const long long org = org_id, at = now;
    soci::statement claim = (s.prepare << "INSERT INTO point_periods (org_id, period_key, "
                                          "processed_at) VALUES (:org, :key, :now) "
                                          "ON CONFLICT (org_id, period_key) DO NOTHING",
                             soci::use(org, "org"), soci::use(key, "key"), soci::use(at, "now"));
    claim.execute(true);
    if (claim.get_affected_rows() == 0) return false;  // another node or an earlier run did it
    const std::int64_t treasury = ledger_.treasury(s, org_id, now);
    if (rules.expire_unused) {
      std::vector<std::pair<std::int64_t, std::int64_t>> unused;
      soci::rowset<soci::row> rows =
          (s.prepare << "SELECT id, balance FROM point_accounts WHERE org_id = :org AND "
                        "kind = 'give' AND balance > 0",
           soci::use(org, "org"));
      for (const auto& r : rows) unused.emplace_back(db::get_int(r, 0), db::get_int(r, 1));
      for (const auto& [account, balance] : unused) {
        move(s, org_id, account, treasury, balance,
             Entry{0, 0, 0, "expire", std::string("period"), std::nullopt, std::nullopt, key},
             false);
      }
    }
    if (rules.base_points > 0) {
      const auto members = users.active_in(s, org_id, {});
      const auto accounts = ledger_.accounts(s, org_id, members, AccountKind::kGive, now);
      for (const auto& [user, account] : accounts) {
        move(s, org_id, treasury, account, rules.base_points,
             Entry{0, 0, 0, "allowance", std::string("period"), std::nullopt, std::nullopt, key},
             false);
      }
    }
    return true;
  });
}

int PointsService::run_allowances() const {
  struct Due {
    std::int64_t org_id;
    PointRules rules;
  };
  std::vector<Due> due;
  db_.run([&](soci::session& s) {
    soci::rowset<soci::row> rows =
        (s.prepare << "SELECT id, points_period, base_points, expire_unused FROM organizations "
                      "WHERE active = 1 AND (base_points > 0 OR expire_unused = 1)");
    for (const auto& r : rows) {
      due.push_back(
          {db::get_int(r, 0), {db::get_string(r, 1), db::get_int(r, 2), db::get_int(r, 3) != 0}});
    }
  });
  int processed = 0;
  const std::int64_t now = clock_.now_ms();
  for (const auto& d : due) {
    try {
      if (process_period(d.org_id, d.rules, now)) {
        ++processed;
        log::info("allowance_period_processed",
                  {{"org", d.org_id}, {"period", period_key(d.rules.period, now)}});
      }
    } catch (const std::exception& e) {
      log::error("allowance_period_failed", {{"org", d.org_id}, {"error", e.what()}});
    }
  }
  return processed;
}

std::vector<Level> PointsService::levels(std::int64_t org_id) const {
  return db_.run([&](soci::session& s) {
    std::vector<Level> out;
    const long long org = org_id;
    soci::rowset<soci::row> rows =
        (s.prepare << "SELECT id, name, min_points, emoji FROM levels WHERE org_id = :org "
                      "ORDER BY min_points",
         soci::use(org, "org"));
    for (const auto& r : rows) out.push_back(read_level(r));
    return out;
  });
}

std::vector<Level> PointsService::replace_levels(std::int64_t org_id,
                                                 std::vector<Level> levels) const {
  if (levels.size() > 20) throw invalid_input("levels", "Como máximo 20 niveles.");
  std::set<std::int64_t> seen;
  for (const auto& l : levels) {
    if (l.name.empty() || l.name.size() > 40) {
      throw invalid_input("levels", "Cada nivel necesita un nombre de hasta 40 caracteres.");
    }
    if (l.min_points < 0 || !seen.insert(l.min_points).second) {
      throw invalid_input("levels", "Los puntos mínimos deben ser distintos y no negativos.");
    }
  }
  db_.transact([&](soci::session& s) {
    const long long org = org_id, now = clock_.now_ms();
    s << "DELETE FROM levels WHERE org_id = :org", soci::use(org, "org");
    for (const auto& l : levels) {
      const long long min = l.min_points;
      const std::string emoji = l.emoji.value_or("");
      soci::indicator emoji_i = l.emoji ? soci::i_ok : soci::i_null;
      s << "INSERT INTO levels (org_id, name, min_points, emoji, created_at) VALUES (:org, :name, "
           ":min, :emoji, :now)",
          soci::use(org, "org"), soci::use(l.name, "name"), soci::use(min, "min"),
          soci::use(emoji, emoji_i, "emoji"), soci::use(now, "now");
    }
  });
  return this->levels(org_id);
}

}  // namespace aplauso::points
