// Levels (tiers earned by lifetime points received) and the organisation's point rules.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/ids.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::points {

struct Level {
  std::int64_t id = 0;
  std::string name;
  std::int64_t min_points = 0;
  std::optional<std::string> emoji;
  std::optional<std::string> name_en;
  /// The badge reaching the level gives (LVL-2; an active badge of the organisation when saved).
  std::optional<std::int64_t> badge_id;
};

/// An announced level-up (LVL-2/3).
struct LevelUpRow {
  std::string level_name;
  std::optional<std::string> level_name_en;
  std::optional<std::string> level_emoji;
  std::int64_t min_points = 0;
  std::int64_t created_at = 0;
};

/// A redeem account's level basis.
struct AccountBasis {
  std::int64_t account_id = 0;
  std::int64_t user_id = 0;
  std::int64_t basis = 0;
};

struct PointRules {
  std::string period = "month";  ///< week | month | quarter | year
  std::int64_t base_points = 0;
  bool expire_unused = false;
};

/// An organisation whose allowance period may be due.
struct DueOrganization {
  OrgId org;
  PointRules rules;
};

class LevelRepo {
 public:
  std::vector<Level> list(db::Conn& c, OrgId org) const;
  /// Replaces every level of the organisation.
  void replace(db::Conn& c, OrgId org, const std::vector<Level>& levels, std::int64_t now_ms) const;
  /// The levels every organisation starts with (Bronce, Plata, Oro, Platino), with their English
  /// names.
  void add_defaults(db::Conn& c, OrgId org, std::int64_t now_ms) const;
};

/// Which ledger kinds count toward levels, the bases, announced level-ups and who publishes them.
class LevelProgressRepo {
 public:
  /// nullopt when the organisation never chose (the defaults apply).
  std::optional<std::vector<std::string>> sources(db::Conn& c, OrgId org) const;
  void set_sources(db::Conn& c, OrgId org, const std::vector<std::string>& sources,
                   std::int64_t now_ms) const;
  std::vector<AccountBasis> basis_of_accounts(db::Conn& c, OrgId org,
                                              const std::vector<std::int64_t>& account_ids,
                                              const std::vector<std::string>& sources) const;
  std::int64_t basis_of_user(db::Conn& c, OrgId org, std::int64_t user_id,
                             const std::vector<std::string>& sources) const;
  /// Active member → basis.
  std::vector<std::pair<std::int64_t, std::int64_t>> basis_of_members(
      db::Conn& c, OrgId org, const std::vector<std::string>& sources) const;
  std::vector<std::pair<std::string, std::int64_t>> recent_by_source(db::Conn& c, OrgId org,
                                                                     std::int64_t user_id,
                                                                     std::int64_t since_ms) const;
  /// False when this person's level was already announced.
  bool insert_level_up(db::Conn& c, OrgId org, std::int64_t user_id, const Level& level,
                       std::int64_t basis, std::int64_t now_ms) const;
  std::vector<LevelUpRow> level_ups(db::Conn& c, OrgId org, std::int64_t user_id) const;
  std::vector<std::int64_t> quiet_members(db::Conn& c, OrgId org,
                                          const std::vector<std::int64_t>& user_ids) const;
  void set_publish(db::Conn& c, OrgId org, std::int64_t user_id, bool publish,
                   std::int64_t now_ms) const;
};

class RulesRepo {
 public:
  PointRules get(db::Conn& c, OrgId org) const;
  void set(db::Conn& c, OrgId org, const PointRules& rules, std::int64_t now_ms) const;
  std::vector<DueOrganization> with_allowances(db::Conn& c) const;
  /// Marks the period processed; false when it already was (another node or an earlier run).
  bool claim_period(db::Conn& c, OrgId org, const std::string& key, std::int64_t now_ms) const;
};

}  // namespace aplauso::points
