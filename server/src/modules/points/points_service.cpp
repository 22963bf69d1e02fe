#include "modules/points/points_service.h"

#include <boost/json/object.hpp>

#include <algorithm>
#include <chrono>
#include <initializer_list>
#include <map>
#include <set>
#include <string_view>
#include <tuple>

#include "core/errors.h"
#include "core/log.h"
#include "core/utf8.h"
#include "core/wording.h"
#include "db/database.h"
#include "modules/audit/audit_log.h"
#include "modules/notifications/notification_service.h"
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

ApiError insufficient(std::int64_t need, std::int64_t have, bool caller_pays) {
  return rule_broken("insufficient_points",
                     caller_pays
                         ? "No tienes puntos suficientes: necesitas " + std::to_string(need) +
                               " y tienes " + std::to_string(have) + "."
                         : "No hay puntos suficientes: se necesitan " + std::to_string(need) +
                               " y hay " + std::to_string(have) + ".",
                     {{"amount", "Saldo insuficiente."}});
}

ApiError member_not_found() {
  return not_found("La persona no existe en la organización.");
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

std::map<std::int64_t, std::int64_t> PointsService::move(db::Conn& c, OrgId org,
                                                         const std::vector<Move>& moves,
                                                         const EntryInfo& info,
                                                         bool caller_pays) const {
  return settle(c, org, moves, std::nullopt, info, caller_pays);
}

std::map<std::int64_t, std::int64_t> PointsService::settle(
    db::Conn& c, OrgId org, const std::vector<Move>& moves,
    const std::optional<std::vector<LockedAccount>>& locked_already, const EntryInfo& info,
    bool caller_pays) const {
  std::vector<Move> real;
  std::map<std::int64_t, std::int64_t> leaving, delta, received;
  for (const auto& m : moves) {
    if (m.amount <= 0) continue;
    real.push_back(m);
    leaving[m.from_account] += m.amount;
    delta[m.from_account] -= m.amount;
    delta[m.to_account] += m.amount;
    received[m.to_account] += m.received ? m.amount : 0;
  }
  std::map<std::int64_t, std::int64_t> after;
  if (real.empty()) return after;
  std::vector<std::int64_t> ids;
  for (const auto& [id, d] : delta) ids.push_back(id);
  const auto locked = locked_already ? *locked_already : ledger_.lock(c, org, ids);
  if (locked.size() != ids.size()) throw not_found("La cuenta de puntos no existe.");
  for (const auto& a : locked) {
    if (!delta.contains(a.id)) throw not_found("La cuenta de puntos no existe.");
    const auto out = leaving.find(a.id);
    if (!a.treasury && out != leaving.end() && out->second > a.balance) {
      throw insufficient(out->second, a.balance, caller_pays);
    }
    after[a.id] = a.balance + delta[a.id];
  }
  std::vector<std::int64_t> deltas, counted;
  for (const auto id : ids) {
    deltas.push_back(delta[id]);
    counted.push_back(received[id]);
  }
  const std::int64_t now = info.at_ms.value_or(clock_.now_ms());
  ledger_.apply(c, org, ids, deltas, counted, now);
  ledger_.record(c, org, real, info, now);
  std::erase_if(received, [](const auto& r) { return r.second <= 0; });
  if (!received.empty()) announce_level_ups(c, org, info.kind, received);
  return after;
}

std::int64_t PointsService::pay(db::Conn& c, OrgId org, std::int64_t giver,
                                const std::vector<std::int64_t>& receivers, std::int64_t amount,
                                const EntryInfo& info) const {
  // Finding the accounts locks them: one statement fewer than move().
  const auto accounts = ledger_.lock_give_and_redeem(c, org, giver, receivers, clock_.now_ms());
  std::vector<Move> moves;
  for (const auto receiver : receivers) {
    moves.push_back({accounts.give, accounts.redeem.at(receiver), amount, true});
  }
  const auto after = settle(c, org, moves, accounts.locked, info, /*caller_pays=*/true);
  const auto it = after.find(accounts.give);
  return it != after.end() ? it->second : ledger_.balances(c, org, giver).give;
}

Balances PointsService::balances(db::Conn& c, OrgId org, std::int64_t user_id) const {
  return ledger_.balances(c, org, user_id);
}

Summary PointsService::summary(db::Conn& c, OrgId org, std::int64_t user_id) const {
  Summary out;
  out.user_id = user_id;
  out.balances = ledger_.balances(c, org, user_id);
  out.level_points = level_basis(c, org, user_id);
  for (auto& l : levels_.list(c, org)) {
    if (l.min_points <= out.level_points) {
      out.level = std::move(l);
    } else if (!out.next_level) {
      out.next_level = std::move(l);
    }
  }
  return out;
}

Summary PointsService::summary(OrgId org, std::int64_t user_id) const {
  return db_.run([&](db::Conn& c) {
    if (!users::UserRepo().exists(c, org, user_id)) throw member_not_found();
    return summary(c, org, user_id);
  });
}

std::vector<HistoryRow> PointsService::history(OrgId org, std::int64_t user_id, std::int64_t page,
                                               std::int64_t per_page, std::int64_t* total) const {
  return db_.run([&](db::Conn& c) {
    if (!users::UserRepo().exists(c, org, user_id)) throw member_not_found();
    if (total != nullptr) *total = ledger_.history_count(c, org, user_id);
    return ledger_.history(c, org, user_id, per_page, (page - 1) * per_page);
  });
}

std::vector<HistoryRow> PointsService::by_reference(db::Conn& c, OrgId org, const std::string& type,
                                                    std::int64_t id) const {
  return ledger_.by_reference(c, org, type, id);
}

DistributeResult PointsService::distribute(OrgId org, std::int64_t actor_id,
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
  std::vector<std::string> emails;
  for (const auto& e : r.emails) emails.push_back(users::normalize_email(e));
  const users::UserRepo users;
  return db_.transact([&](db::Conn& c) {
    std::set<std::int64_t> targets;
    if (r.all) {
      for (auto id : users.active_in(c, org, {})) targets.insert(id);
    }
    if (!r.department_ids.empty()) {
      for (auto id : users.active_in(c, org, r.department_ids)) targets.insert(id);
    }
    if (!r.user_ids.empty()) {
      const auto found = users.active_ids(c, org, r.user_ids);
      if (found.size() != std::set<std::int64_t>(r.user_ids.begin(), r.user_ids.end()).size()) {
        throw rule_broken("user_not_found",
                          "Algunas personas no existen o no están activas en la organización.",
                          {{"user_ids", "Personas no válidas."}});
      }
      targets.insert(found.begin(), found.end());
    }
    if (!emails.empty()) {
      const auto found = users.active_by_email(c, org, emails);
      std::string unknown;
      for (const auto& e : emails) {
        if (!found.contains(e)) unknown += (unknown.empty() ? "" : ", ") + e;
      }
      if (!unknown.empty()) {
        throw rule_broken("user_not_found",
                          "Estas personas no existen o no están activas: " + unknown,
                          {{"emails", unknown}});
      }
      for (const auto& [e, who] : found) targets.insert(who.id);
    }
    const std::int64_t now = clock_.now_ms();
    const std::vector<std::int64_t> ids(targets.begin(), targets.end());
    const auto accounts = ledger_.accounts(c, org, ids, AccountKind::kGive, now);
    std::vector<std::int64_t> account_ids;
    for (const auto& [user, account] : accounts) account_ids.push_back(account);
    std::map<std::int64_t, std::int64_t> current;
    for (const auto& a : ledger_.lock(c, org, account_ids)) current[a.id] = a.balance;
    const std::int64_t treasury = ledger_.treasury(c, org, now);
    DistributeResult result;
    std::vector<Move> moves;
    std::vector<std::int64_t> granted;
    std::vector<boost::json::object> grants;
    for (const auto& [user, account] : accounts) {
      const std::int64_t have = current[account];
      const std::int64_t delta = r.mode == "add" ? r.amount : r.amount - have;
      if (delta > 0) {
        moves.push_back({treasury, account, delta, false});
        granted.push_back(user);
        grants.push_back({{"points", delta}, {"actor_id", actor_id}});
      }
      if (delta < 0) moves.push_back({account, treasury, -delta, false});
      if (delta != 0) {
        boost::json::object after{{"give", have + delta}, {"mode", r.mode}};
        if (r.memo) after["memo"] = *r.memo;
        audit_.record(c, org, "points.distribute", {"user", user}, {{"give", have}},
                      std::move(after));
      }
      result.points_moved += delta < 0 ? -delta : delta;
      ++result.affected;
    }
    move(c, org, moves, {"distribute", std::nullopt, std::nullopt, actor_id, r.memo});
    // Those whose giving points grew are told; a budget set lower is not news worth a notice.
    notifications_.notify_each(c, org, "points_granted", granted, grants);
    return result;
  });
}

PointRules PointsService::rules(OrgId org) const {
  return db_.run([&](db::Conn& c) { return rules_.get(c, org); });
}

PointRules PointsService::set_rules(OrgId org, const PointRules& r) const {
  if (!is_valid_period(r.period)) {
    throw invalid_input("period", "El periodo debe ser week, month, quarter o year.");
  }
  if (r.base_points < 0 || r.base_points > 1'000'000) {
    throw invalid_input("base_points", "Los puntos base deben estar entre 0 y 1.000.000.");
  }
  const auto rules_json = [](const PointRules& p) {
    return boost::json::object{
        {"period", p.period}, {"base_points", p.base_points}, {"expire_unused", p.expire_unused}};
  };
  return db_.transact([&](db::Conn& c) {
    const auto before = rules_.get(c, org);
    rules_.set(c, org, r, clock_.now_ms());
    auto after = rules_.get(c, org);
    audit_.record(c, org, "points.rules", {"organization", org.value}, rules_json(before),
                  rules_json(after));
    return after;
  });
}

void PointsService::award(db::Conn& c, OrgId org, std::int64_t user_id, std::int64_t amount,
                          const EntryInfo& info) const {
  const std::int64_t now = clock_.now_ms();
  move(c, org,
       {{ledger_.treasury(c, org, now), ledger_.account(c, org, user_id, AccountKind::kRedeem, now),
         amount, true}},
       info);
}

std::int64_t PointsService::spend(db::Conn& c, OrgId org, std::int64_t user_id, std::int64_t amount,
                                  const EntryInfo& info) const {
  const std::int64_t now = clock_.now_ms();
  const std::int64_t account = ledger_.account(c, org, user_id, AccountKind::kRedeem, now);
  const auto after =
      move(c, org, {{account, ledger_.treasury(c, org, now), amount, false}}, info, true);
  return after.at(account);
}

void PointsService::refund(db::Conn& c, OrgId org, std::int64_t user_id, std::int64_t amount,
                           const EntryInfo& info) const {
  const std::int64_t now = clock_.now_ms();
  move(c, org,
       {{ledger_.treasury(c, org, now), ledger_.account(c, org, user_id, AccountKind::kRedeem, now),
         amount, false}},
       info);
}

Summary PointsService::grant_extra(OrgId org, std::int64_t actor_id, std::int64_t user_id,
                                   std::int64_t amount,
                                   const std::optional<std::string>& memo) const {
  if (amount < 1 || amount > 1'000'000'000) {
    throw invalid_input("amount", "Los puntos deben ser un número mayor que cero.");
  }
  const users::UserRepo users;
  return db_.transact([&](db::Conn& c) {
    if (users.active_ids(c, org, {user_id}).empty()) {
      throw not_found("La persona no existe o no está activa.");
    }
    const std::int64_t now = clock_.now_ms();
    move(c, org,
         {{ledger_.treasury(c, org, now), ledger_.account(c, org, user_id, AccountKind::kGive, now),
           amount, false}},
         {"extra", std::nullopt, std::nullopt, actor_id, memo});
    notifications_.notify(c, org, "points_granted", {user_id},
                          {{"points", amount}, {"actor_id", actor_id}});
    audit_.record(c, org, "points.extra", {"user", user_id}, nullptr,
                  {{"give_added", amount}, {"memo", memo ? boost::json::value(*memo) : nullptr}});
    return summary(c, org, user_id);
  });
}

Summary PointsService::grant_extra(OrgId org, std::int64_t actor_id, const std::string& email,
                                   std::int64_t amount,
                                   const std::optional<std::string>& memo) const {
  const std::string normalized = users::normalize_email(email);
  const auto found =
      db_.run([&](db::Conn& c) { return users::UserRepo().active_by_email(c, org, {normalized}); });
  if (found.empty()) throw not_found("La persona no existe o no está activa.");
  return grant_extra(org, actor_id, found.begin()->second.id, amount, memo);
}

std::pair<Summary, Summary> PointsService::transfer(OrgId org, std::int64_t actor_id,
                                                    std::int64_t from_user, std::int64_t to_user,
                                                    std::int64_t amount, AccountKind account,
                                                    const std::optional<std::string>& memo) const {
  if (amount < 1) throw invalid_input("amount", "Los puntos deben ser un número mayor que cero.");
  if (from_user == to_user) {
    throw invalid_input("to_user_id", "Elige dos personas distintas.");
  }
  const users::UserRepo users;
  return db_.transact([&](db::Conn& c) {
    if (users.people(c, org, {from_user, to_user}).size() != 2) {
      throw not_found("Alguna de las dos personas no existe en la organización.");
    }
    const std::int64_t now = clock_.now_ms();
    const auto ids = ledger_.accounts(c, org, {from_user, to_user}, account, now);
    move(c, org, {{ids.at(from_user), ids.at(to_user), amount, account == AccountKind::kRedeem}},
         {"transfer", std::nullopt, std::nullopt, actor_id, memo});
    audit_.record(c, org, "points.transfer", {"user", from_user}, nullptr,
                  {{"to_user_id", to_user},
                   {"points", amount},
                   {"account", to_string(account)},
                   {"memo", memo ? boost::json::value(*memo) : nullptr}});
    return std::pair{summary(c, org, from_user), summary(c, org, to_user)};
  });
}

PointsOverview PointsService::overview(OrgId org, const std::string& period) const {
  if (!is_valid_period(period)) {
    throw invalid_input("period", "El periodo debe ser week, month, quarter o year.");
  }
  PointsOverview out;
  out.period = period;
  std::tie(out.from, out.to) = period_bounds(period, clock_.now_ms());
  std::map<std::string, std::int64_t> kinds;
  db_.run([&](db::Conn& c) {
    kinds = ledger_.kind_totals(c, org, out.from, out.to);
    out.to_give = ledger_.give_held(c, org);
  });
  const auto sum = [&kinds](std::initializer_list<std::string_view> names) {
    std::int64_t total = 0;
    for (const auto name : names) {
      if (const auto found = kinds.find(std::string(name)); found != kinds.end()) {
        total += found->second;
      }
    }
    return total;
  };
  out.given = sum({"recognition", "boost"});
  out.redeemed = std::max<std::int64_t>(0, sum({"redeem"}) - sum({"refund"}));
  out.granted = sum({"allowance", "base", "distribute", "extra", "point_request", "anniversary",
                     "survey", "goal", "program", "event_attendance", "challenge", "idea_accepted",
                     "idea_implemented"});
  const auto budget = out.given + out.to_give;
  out.budget_used = budget > 0 ? static_cast<double>(out.given) / static_cast<double>(budget) : 0.0;
  return out;
}

OutputsReport PointsService::outputs(OrgId org, std::int64_t from_ms, std::int64_t to_ms,
                                     const std::string& group_by) const {
  if (group_by != "day" && group_by != "month") {
    throw invalid_input("group_by", "Agrupa por day o month.");
  }
  if (to_ms <= from_ms)
    throw invalid_input("to", "La fecha final debe ser posterior a la inicial.");
  if (to_ms - from_ms > 5LL * 366 * kDayMs) {
    throw invalid_input("from", "El periodo no puede superar cinco años.");
  }
  const auto days = db_.run([&](db::Conn& c) { return ledger_.outputs(c, org, from_ms, to_ms); });
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

std::int64_t PointsService::balance_sum(OrgId org) const {
  return db_.run([&](db::Conn& c) { return ledger_.balance_sum(c, org); });
}

bool PointsService::process_period(OrgId org, const PointRules& rules, std::int64_t now) const {
  const std::string key = period_key(rules.period, now);
  const users::UserRepo users;
  return db_.transact([&](db::Conn& c) {
    if (!rules_.claim_period(c, org, key, now)) return false;
    const std::int64_t treasury = ledger_.treasury(c, org, now);
    boost::json::object done{{"period", key}};
    if (rules.expire_unused) {
      std::vector<Move> moves;
      std::int64_t expired = 0;
      for (const auto& [account, balance] : ledger_.unused_give(c, org)) {
        moves.push_back({account, treasury, balance, false});
        expired += balance;
      }
      move(c, org, moves, {"expire", std::string("period"), std::nullopt, std::nullopt, key});
      done["expired_accounts"] = moves.size();
      done["expired_points"] = expired;
    }
    if (rules.base_points > 0) {
      const auto members = users.active_in(c, org, {});
      std::vector<Move> moves;
      for (const auto& [user, account] :
           ledger_.accounts(c, org, members, AccountKind::kGive, now)) {
        moves.push_back({treasury, account, rules.base_points, false});
      }
      move(c, org, moves, {"allowance", std::string("period"), std::nullopt, std::nullopt, key});
      done["allowance_people"] = moves.size();
      done["allowance_points"] = rules.base_points;
    }
    // One entry for the period's refill of everyone (a rule's doing, not a decision per person).
    audit_.record(c, org, "points.allowance", {"organization", org.value}, nullptr,
                  std::move(done));
    return true;
  });
}

int PointsService::run_allowances() const {
  const auto due = db_.run([&](db::Conn& c) { return rules_.with_allowances(c); });
  int processed = 0;
  const std::int64_t now = clock_.now_ms();
  for (const auto& d : due) {
    try {
      if (process_period(d.org, d.rules, now)) {
        ++processed;
        log::info("allowance_period_processed",
                  {{"org", d.org.value}, {"period", period_key(d.rules.period, now)}});
      }
    } catch (const std::exception& e) {
      log::error("allowance_period_failed", {{"org", d.org.value}, {"error", e.what()}});
    }
  }
  return processed;
}

std::vector<Level> PointsService::levels(OrgId org) const {
  return db_.run([&](db::Conn& c) { return levels_.list(c, org); });
}

void PointsService::check_levels(std::vector<Level>& levels) {
  if (levels.size() > 20) throw invalid_input("levels", "Como máximo 20 niveles.");
  std::set<std::int64_t> seen;
  for (auto& l : levels) {
    if (l.name.empty() || utf8_length(l.name) > 40) {
      throw invalid_input("levels", "Cada nivel necesita un nombre de hasta 40 caracteres.");
    }
    l.name_en = checked_english(l.name_en, "levels", 40);
    if (l.min_points < 0 || !seen.insert(l.min_points).second) {
      throw invalid_input("levels", "Los puntos mínimos deben ser distintos y no negativos.");
    }
  }
}

void PointsService::check_level_badges(db::Conn& c, OrgId org,
                                       const std::vector<Level>& levels) const {
  std::vector<FieldError> wrong;
  for (std::size_t i = 0; i < levels.size(); ++i) {
    const auto& badge = levels[i].badge_id;
    if (badge && !(level_badge_check_ && level_badge_check_(c, org, *badge))) {
      wrong.push_back(
          {"levels." + std::to_string(i) + ".badge_id", "La insignia no existe o no está activa."});
    }
  }
  if (!wrong.empty()) {
    throw rule_broken("badge_not_found", "La insignia de un nivel no existe o no está activa.",
                      std::move(wrong));
  }
}

std::vector<Level> PointsService::replace_levels(OrgId org, std::vector<Level> levels) const {
  check_levels(levels);
  const auto levels_json = [](const std::vector<Level>& list) {
    boost::json::array out;
    for (const auto& l : list) {
      out.push_back({{"name", l.name},
                     {"min_points", l.min_points},
                     {"emoji", l.emoji ? boost::json::value(*l.emoji) : nullptr},
                     {"name_en", l.name_en ? boost::json::value(*l.name_en) : nullptr},
                     {"badge_id", l.badge_id ? boost::json::value(*l.badge_id) : nullptr}});
    }
    return out;
  };
  return db_.transact([&](db::Conn& c) {
    check_level_badges(c, org, levels);
    const auto before = levels_.list(c, org);
    levels_.replace(c, org, levels, clock_.now_ms());
    auto after = levels_.list(c, org);
    audit_.record(c, org, "points.levels", {"organization", org.value},
                  {{"levels", levels_json(before)}}, {{"levels", levels_json(after)}});
    return after;
  });
}

void PointsService::start_organisation(db::Conn& c, OrgId org, std::int64_t now_ms) const {
  levels_.add_defaults(c, org, now_ms);
}

}  // namespace aplauso::points
