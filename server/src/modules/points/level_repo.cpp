#include "modules/points/level_repo.h"

#include <boost/describe/class.hpp>
#include <boost/json/array.hpp>
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>

#include "db/row_mapping.h"
#include "modules/points/points_sql.h"

namespace aplauso::points {

BOOST_DESCRIBE_STRUCT(Level, (), (id, name, min_points, emoji, name_en, badge_id))

namespace {
struct DefaultLevel {
  const char* name;
  std::int64_t min_points;
  const char* emoji;
  const char* name_en;
};
constexpr DefaultLevel kDefaultLevels[] = {{"Bronce", 0, "🥉", "Bronze"},
                                           {"Plata", 500, "🥈", "Silver"},
                                           {"Oro", 2000, "🥇", "Gold"},
                                           {"Platino", 5000, "💎", "Platinum"}};
}  // namespace

std::vector<Level> LevelRepo::list(db::Conn& c, OrgId org) const {
  return db::all<Level>(c, sql::kLevels, {org});
}

void LevelRepo::replace(db::Conn& c, OrgId org, const std::vector<Level>& levels,
                        std::int64_t now_ms) const {
  c.exec(sql::kDeleteLevels, {org});
  for (const auto& l : levels) {
    c.exec(sql::kInsertLevel, {org, l.name, l.min_points, l.emoji, now_ms, l.name_en, l.badge_id});
  }
}

void LevelRepo::add_defaults(db::Conn& c, OrgId org, std::int64_t now_ms) const {
  for (const auto& l : kDefaultLevels) {
    c.exec(sql::kInsertLevel,
           {org, l.name, l.min_points, l.emoji, now_ms, l.name_en, std::optional<std::int64_t>()});
  }
}

std::optional<std::vector<std::string>> LevelProgressRepo::sources(db::Conn& c, OrgId org) const {
  for (const db::Row& r : c.query(sql::kLevelSources, {org})) {
    boost::system::error_code ec;
    const auto parsed = boost::json::parse(r.text(0), ec);
    std::vector<std::string> out;
    if (!ec && parsed.is_array()) {
      for (const auto& v : parsed.as_array()) {
        if (v.is_string()) out.emplace_back(v.as_string());
      }
    }
    return out;
  }
  return std::nullopt;
}

void LevelProgressRepo::set_sources(db::Conn& c, OrgId org, const std::vector<std::string>& sources,
                                    std::int64_t now_ms) const {
  boost::json::array list(sources.begin(), sources.end());
  c.exec(sql::kSetLevelSources, {org, boost::json::serialize(list), now_ms});
}

std::vector<AccountBasis> LevelProgressRepo::basis_of_accounts(
    db::Conn& c, OrgId org, const std::vector<std::int64_t>& account_ids,
    const std::vector<std::string>& sources) const {
  std::vector<AccountBasis> out;
  if (account_ids.empty()) return out;
  for (const db::Row& r : c.query(sql::kLevelBasisOfAccounts, {org, account_ids, sources})) {
    out.push_back({r.i64(0), r.i64(1), r.i64(2)});
  }
  return out;
}

std::int64_t LevelProgressRepo::basis_of_user(db::Conn& c, OrgId org, std::int64_t user_id,
                                              const std::vector<std::string>& sources) const {
  return c.scalar(sql::kLevelBasisOfUser, {org, user_id, sources}).value_or(0);
}

std::vector<std::pair<std::int64_t, std::int64_t>> LevelProgressRepo::basis_of_members(
    db::Conn& c, OrgId org, const std::vector<std::string>& sources) const {
  std::vector<std::pair<std::int64_t, std::int64_t>> out;
  for (const db::Row& r : c.query(sql::kLevelBasisOfMembers, {org, sources})) {
    out.emplace_back(r.i64(0), r.i64(1));
  }
  return out;
}

std::vector<std::pair<std::string, std::int64_t>> LevelProgressRepo::recent_by_source(
    db::Conn& c, OrgId org, std::int64_t user_id, std::int64_t since_ms) const {
  std::vector<std::pair<std::string, std::int64_t>> out;
  for (const db::Row& r : c.query(sql::kRecentBySource, {org, user_id, since_ms})) {
    out.emplace_back(r.text(0), r.i64(1));
  }
  return out;
}

bool LevelProgressRepo::insert_level_up(db::Conn& c, OrgId org, std::int64_t user_id,
                                        const Level& level, std::int64_t basis,
                                        std::int64_t now_ms) const {
  return c.exec(sql::kInsertLevelUp, {org, user_id, level.name, level.name_en, level.emoji,
                                      level.min_points, basis, now_ms}) == 1;
}

std::vector<LevelUpRow> LevelProgressRepo::level_ups(db::Conn& c, OrgId org,
                                                     std::int64_t user_id) const {
  std::vector<LevelUpRow> out;
  for (const db::Row& r : c.query(sql::kLevelUps, {org, user_id})) {
    out.push_back({r.text(0), r.opt_text(1), r.opt_text(2), r.i64(3), r.i64(4)});
  }
  return out;
}

std::vector<std::int64_t> LevelProgressRepo::quiet_members(
    db::Conn& c, OrgId org, const std::vector<std::int64_t>& user_ids) const {
  std::vector<std::int64_t> out;
  if (user_ids.empty()) return out;
  for (const db::Row& r : c.query(sql::kQuietMembers, {org, user_ids})) out.push_back(r.i64(0));
  return out;
}

void LevelProgressRepo::set_publish(db::Conn& c, OrgId org, std::int64_t user_id, bool publish,
                                    std::int64_t now_ms) const {
  c.exec(sql::kSetPublishLevelUps, {org, user_id, publish, now_ms});
}

PointRules RulesRepo::get(db::Conn& c, OrgId org) const {
  auto rows = c.query(sql::kRules, {org});
  if (!rows.next()) return {};
  return {rows.row().text(0), rows.row().i64(1), rows.row().boolean(2)};
}

void RulesRepo::set(db::Conn& c, OrgId org, const PointRules& r, std::int64_t now_ms) const {
  c.exec(sql::kSetRules, {org, r.period, r.base_points, r.expire_unused, now_ms});
}

std::vector<DueOrganization> RulesRepo::with_allowances(db::Conn& c) const {
  std::vector<DueOrganization> out;
  for (const db::Row& r : c.query(sql::kDueOrganizations)) {
    out.push_back({OrgId{r.i64(0)}, {r.text(1), r.i64(2), r.boolean(3)}});
  }
  return out;
}

bool RulesRepo::claim_period(db::Conn& c, OrgId org, const std::string& key,
                             std::int64_t now_ms) const {
  return c.exec(sql::kClaimPeriod, {org, key, now_ms}) == 1;
}

}  // namespace aplauso::points
