#include "modules/points/level_repo.h"

#include <boost/describe/class.hpp>

#include "db/row_mapping.h"
#include "modules/points/points_sql.h"

namespace aplauso::points {

BOOST_DESCRIBE_STRUCT(Level, (), (id, name, min_points, emoji, name_en))

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
  for (const auto& l : levels)
    c.exec(sql::kInsertLevel, {org, l.name, l.min_points, l.emoji, now_ms, l.name_en});
}

void LevelRepo::add_defaults(db::Conn& c, OrgId org, std::int64_t now_ms) const {
  for (const auto& l : kDefaultLevels) {
    c.exec(sql::kInsertLevel, {org, l.name, l.min_points, l.emoji, now_ms, l.name_en});
  }
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
