// Levels (tiers earned by lifetime points received) and the organisation's point rules.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
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

class RulesRepo {
 public:
  PointRules get(db::Conn& c, OrgId org) const;
  void set(db::Conn& c, OrgId org, const PointRules& rules, std::int64_t now_ms) const;
  std::vector<DueOrganization> with_allowances(db::Conn& c) const;
  /// Marks the period processed; false when it already was (another node or an earlier run).
  bool claim_period(db::Conn& c, OrgId org, const std::string& key, std::int64_t now_ms) const;
};

}  // namespace aplauso::points
