// Rules for recognition groups: a member's own named lists of active people (1 to 100 each).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/clock.h"
#include "modules/recognition/group_repo.h"

namespace aplauso::db {
class Database;
}

namespace aplauso::recognition {

class GroupService {
 public:
  GroupService(const db::Database& db, const Clock& clock) : db_(db), clock_(clock) {}

  std::vector<Group> list(OrgId org, std::int64_t owner_id) const;
  /// 404 when the group is not the owner's.
  Group get(OrgId org, std::int64_t owner_id, std::int64_t id) const;
  /// 400 for a bad name or no members, 422 for people who are not active members.
  Group create(OrgId org, std::int64_t owner_id, const std::string& name,
               const std::vector<std::int64_t>& members) const;
  Group update(OrgId org, std::int64_t owner_id, std::int64_t id,
               const std::optional<std::string>& name,
               const std::optional<std::vector<std::int64_t>>& members) const;
  void remove(OrgId org, std::int64_t owner_id, std::int64_t id) const;

 private:
  const db::Database& db_;
  const Clock& clock_;
  GroupRepo repo_;
};

}  // namespace aplauso::recognition
