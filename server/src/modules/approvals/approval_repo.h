// The approvals inbox's one read: who reports to the approver.
#pragma once

#include <cstdint>
#include <vector>

#include "core/ids.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::approvals {

class ApprovalRepo {
 public:
  std::vector<std::int64_t> direct_reports(db::Conn& c, OrgId org, std::int64_t user_id) const;
};

}  // namespace aplauso::approvals
