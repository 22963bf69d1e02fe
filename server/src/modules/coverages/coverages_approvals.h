// The approvals inbox's source for dependants' changes (kind coverage_dependant): HR decides.
#pragma once

#include "modules/approvals/approval_registry.h"
#include "modules/coverages/coverages_service.h"

namespace aplauso::coverages {

class DependantSource : public approvals::ApprovalSource {
 public:
  explicit DependantSource(const CoveragesService& service) : service_(service) {}
  std::string kind() const override { return "coverage_dependant"; }
  std::string module_flag() const override { return "coverages"; }
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
  const CoveragesService& service_;
};

}  // namespace aplauso::coverages
