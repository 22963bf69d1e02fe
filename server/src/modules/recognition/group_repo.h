// Recognition groups: a member's named lists of people to recognise together. Every statement
// is by organisation, owner and group together.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/ids.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::recognition {

struct Group {
  std::int64_t id = 0;
  std::string name;
  std::vector<std::int64_t> member_ids;
};

class GroupRepo {
 public:
  /// The owner's groups with their active members (two statements).
  std::vector<Group> list(db::Conn& c, OrgId org, std::int64_t owner_id) const;
  std::optional<Group> find(db::Conn& c, OrgId org, std::int64_t owner_id, std::int64_t id) const;
  std::int64_t insert(db::Conn& c, OrgId org, std::int64_t owner_id, const std::string& name,
                      std::int64_t now_ms) const;
  void rename(db::Conn& c, OrgId org, std::int64_t owner_id, std::int64_t id,
              const std::string& name, std::int64_t now_ms) const;
  /// Replaces the members; ids that are not members of the organisation are left out.
  void set_members(db::Conn& c, OrgId org, std::int64_t owner_id, std::int64_t id,
                   const std::vector<std::int64_t>& members) const;
  void remove(db::Conn& c, OrgId org, std::int64_t owner_id, std::int64_t id) const;
};

}  // namespace aplauso::recognition
