// The people module's own reads (members write through the users module's repository).
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
  /// Every active member, in name order.
  std::vector<users::Person> all_active(db::Conn& c, OrgId org) const;
};

}  // namespace aplauso::people
