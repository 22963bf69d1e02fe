// The approvals inbox's source for requests (kind request): each step waits for its approver.
#pragma once

#include "modules/approvals/approval_registry.h"
#include "modules/requests/requests_service.h"

namespace aplauso::requests {

class RequestSource : public approvals::ApprovalSource {
 public:
  explicit RequestSource(const RequestsService& service) : service_(service) {}
  std::string kind() const override { return "request"; }
  std::string module_flag() const override { return "requests"; }
  std::vector<approvals::ApprovalItem> pending(OrgId org, const approvals::Approver& a,
                                               std::int64_t limit) const override;
  std::int64_t pending_count(OrgId org, const approvals::Approver& a) const override {
    return service_.pending_count(org, a);
  }
  std::int64_t decide(OrgId org, const approvals::Approver& a, std::int64_t id, bool approve,
                      const std::optional<std::string>& reason) const override {
    return service_.decide(org, a, id, approve, reason);
  }

 private:
  const RequestsService& service_;
};

}  // namespace aplauso::requests
