// The approvals inbox's source for benefit requests (kind benefit_request).
#pragma once

#include "modules/approvals/approval_registry.h"
#include "modules/benefits/benefits_service.h"

namespace aplauso::benefits {

class RequestSource : public approvals::ApprovalSource {
 public:
  explicit RequestSource(const BenefitsService& service) : service_(service) {}
  std::string kind() const override { return "benefit_request"; }
  std::string module_flag() const override { return "benefits"; }
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
  const BenefitsService& service_;
};

}  // namespace aplauso::benefits
