// Point requests as a kind of the approvals inbox (point_request): the pending requests a leader
// or an admin may decide, decided by PointRequestService::decide (the same rules and messages as
// /point_request/approve and /reject), except that one's own request answers own_item.
#pragma once

#include "modules/approvals/approval_registry.h"

namespace aplauso::points {

class PointRequestService;

class PointRequestSource : public approvals::ApprovalSource {
 public:
  explicit PointRequestSource(const PointRequestService& requests) : requests_(requests) {}
  std::string kind() const override { return "point_request"; }
  /// Point requests have no module flag: always on.
  std::string module_flag() const override { return {}; }
  std::vector<approvals::ApprovalItem> pending(OrgId org, const approvals::Approver& a,
                                               std::int64_t limit) const override;
  std::int64_t pending_count(OrgId org, const approvals::Approver& a) const override;
  std::int64_t decide(OrgId org, const approvals::Approver& a, std::int64_t id, bool approve,
                      const std::optional<std::string>& reason) const override;

 private:
  const PointRequestService& requests_;
};

}  // namespace aplauso::points
