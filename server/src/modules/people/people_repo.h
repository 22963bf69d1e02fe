// Activation state and erasure of members. Every write is by organisation and id together.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/ids.h"
#include "modules/users/user.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::people {

class PeopleRepo {
 public:
  /// Deactivates the members (not erased) and ends their sessions.
  void deactivate(db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids,
                  std::int64_t now_ms) const;
  void reactivate(db::Conn& c, OrgId org, std::int64_t id, std::int64_t now_ms) const;
  /// Every active member, in name order.
  std::vector<users::Person> all_active(db::Conn& c, OrgId org) const;
  /// Anonymises the member and removes their photos, identities, links, codes, directory entry
  /// and mails to `old_email`; false when they were already erased.
  bool erase(db::Conn& c, OrgId org, std::int64_t id, const std::string& old_email,
             std::int64_t now_ms) const;
};

}  // namespace aplauso::people
