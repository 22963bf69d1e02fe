// Level progress (LVL-1..4, LVL-★3; docs/values-and-levels.md): which ledger kinds count toward
// a level, level-ups announced once after the payment that crossed a threshold, the profile's
// level section and the editor's preview.
#include <algorithm>
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include "core/errors.h"
#include "db/database.h"
#include "modules/audit/audit_log.h"
#include "modules/notifications/notification_service.h"
#include "modules/points/points_service.h"
#include "modules/users/user_repo.h"

namespace aplauso::points {

namespace {
constexpr std::int64_t kLevelDayMs = 86'400'000;

/// The highest level whose threshold `basis` reaches (levels ordered by min_points).
const Level* level_at(const std::vector<Level>& levels, std::int64_t basis) {
  const Level* found = nullptr;
  for (const auto& l : levels) {
    if (l.min_points <= basis) found = &l;
  }
  return found;
}
}  // namespace

std::vector<std::string> level_source_kinds() {
  return {"recognition", "boost",     "anniversary", "survey", "goal",    "point_request",
          "program",     "challenge", "event",       "refund", "transfer"};
}

std::vector<std::string> default_level_sources() {
  return {"recognition",   "boost",   "anniversary", "survey", "goal",
          "point_request", "program", "challenge",   "event"};
}

std::vector<std::string> PointsService::counted_sources(db::Conn& c, OrgId org) const {
  return progress_.sources(c, org).value_or(default_level_sources());
}

std::int64_t PointsService::level_basis(db::Conn& c, OrgId org, std::int64_t user_id) const {
  return progress_.basis_of_user(c, org, user_id, counted_sources(c, org));
}

void PointsService::announce_level_ups(db::Conn& c, OrgId org, const std::string& kind,
                                       const std::map<std::int64_t, std::int64_t>& received) const {
  const auto sources = counted_sources(c, org);
  if (std::find(sources.begin(), sources.end(), kind) == sources.end()) return;
  const auto levels = levels_.list(c, org);
  if (levels.empty()) return;
  std::vector<std::int64_t> accounts;
  for (const auto& [id, amount] : received) accounts.push_back(id);
  // The accounts are locked by this payment: a concurrent one waits, then reads this one's
  // entries, so both never see the same crossing (and level_ups_once stops it anyway).
  std::vector<LevelUp> ups;
  for (const auto& a : progress_.basis_of_accounts(c, org, accounts, sources)) {
    const Level* before = level_at(levels, a.basis - received.at(a.account_id));
    const Level* after = level_at(levels, a.basis);
    if (after == nullptr || (before != nullptr && before->min_points >= after->min_points)) {
      continue;
    }
    if (!progress_.insert_level_up(c, org, a.user_id, *after, a.basis, clock_.now_ms())) continue;
    ups.push_back({a.user_id, *after, a.basis, true});
  }
  if (ups.empty()) return;
  std::vector<std::int64_t> users;
  std::vector<boost::json::object> payloads;
  for (const auto& up : ups) {
    users.push_back(up.user_id);
    const std::string emoji = up.level.emoji.value_or("");
    payloads.push_back({{"name", up.level.name},
                        {"name_en", up.level.name_en.value_or(up.level.name)},
                        {"emoji", emoji},
                        {"min_points", up.level.min_points}});
  }
  const auto quiet = progress_.quiet_members(c, org, users);
  for (auto& up : ups) {
    up.publish = std::find(quiet.begin(), quiet.end(), up.user_id) == quiet.end();
  }
  notifications_.notify_each(c, org, "level_up", users, payloads);
  for (const auto& up : ups) {
    for (const auto& hook : level_up_hooks_) hook(c, org, up);
  }
}

std::vector<std::string> PointsService::level_sources(OrgId org) const {
  return db_.run([&](db::Conn& c) { return counted_sources(c, org); });
}

std::vector<std::string> PointsService::set_level_sources(OrgId org,
                                                          std::vector<std::string> sources) const {
  const auto known = level_source_kinds();
  std::vector<std::string> chosen;
  for (const auto& s : known) {
    if (std::find(sources.begin(), sources.end(), s) != sources.end()) chosen.push_back(s);
  }
  for (const auto& s : sources) {
    if (std::find(known.begin(), known.end(), s) == known.end()) {
      throw invalid_input("sources", "Fuente de puntos desconocida: «" + s + "».");
    }
  }
  return db_.transact([&](db::Conn& c) {
    const auto before = counted_sources(c, org);
    progress_.set_sources(c, org, chosen, clock_.now_ms());
    audit_.record(c, org, "points.level_sources", {"organization", org.value},
                  {{"sources", boost::json::array(before.begin(), before.end())}},
                  {{"sources", boost::json::array(chosen.begin(), chosen.end())}});
    return chosen;
  });
}

LevelProgress PointsService::level_progress(OrgId org, std::int64_t user_id) const {
  return db_.run([&](db::Conn& c) {
    if (!users::UserRepo().exists(c, org, user_id)) {
      throw not_found("La persona no existe en la organización.");
    }
    LevelProgress out;
    out.summary = summary(c, org, user_id);
    out.history = progress_.level_ups(c, org, user_id);
    const auto sources = counted_sources(c, org);
    std::int64_t pace = 0;
    for (auto& [kind, amount] :
         progress_.recent_by_source(c, org, user_id, clock_.now_ms() - 30 * kLevelDayMs)) {
      if (std::find(sources.begin(), sources.end(), kind) == sources.end() || amount <= 0) {
        continue;
      }
      pace += amount;
      out.last_30_days.emplace_back(kind, amount);
    }
    std::sort(out.last_30_days.begin(), out.last_30_days.end(),
              [](const auto& a, const auto& b) { return a.second > b.second; });
    if (out.summary.next_level && pace > 0) {
      const std::int64_t missing = out.summary.next_level->min_points - out.summary.level_points;
      // 30 days of pace is 30/7 weeks: weeks = missing / (pace * 7 / 30), rounded up, at least 1.
      const std::int64_t weeks = (missing * 30 + pace * 7 - 1) / (pace * 7);
      out.weeks_to_next = std::max<std::int64_t>(1, weeks);
    }
    out.publish_level_ups = progress_.quiet_members(c, org, {user_id}).empty();
    return out;
  });
}

void PointsService::set_publish_level_ups(OrgId org, std::int64_t user_id, bool publish) const {
  db_.transact(
      [&](db::Conn& c) { progress_.set_publish(c, org, user_id, publish, clock_.now_ms()); });
}

std::vector<LevelCount> PointsService::preview_levels(OrgId org, std::vector<Level> levels) const {
  check_levels(levels);
  const auto bases = db_.run([&](db::Conn& c) {
    check_level_badges(c, org, levels);  // before sorting: errors name the draft's positions
    return progress_.basis_of_members(c, org, counted_sources(c, org));
  });
  std::sort(levels.begin(), levels.end(),
            [](const Level& a, const Level& b) { return a.min_points < b.min_points; });
  std::vector<LevelCount> out;
  for (const auto& l : levels) out.push_back({l.min_points, 0});
  for (const auto& [user, basis] : bases) {
    if (const Level* at = level_at(levels, basis)) {
      const auto i = static_cast<std::size_t>(at - levels.data());
      ++out[i].people;
    }
  }
  return out;
}

}  // namespace aplauso::points
