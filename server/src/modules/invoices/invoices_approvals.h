// The approvals inbox's source for invoices (kind invoice): HR (admins) decide them.
#pragma once

#include "modules/approvals/approval_registry.h"
#include "modules/invoices/invoices_service.h"

namespace aplauso::invoices {

class InvoiceSource : public approvals::ApprovalSource {
 public:
  explicit InvoiceSource(const InvoicesService& service) : service_(service) {}
  std::string kind() const override { return "invoice"; }
  std::string module_flag() const override { return "invoices"; }
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
  const InvoicesService& service_;
};

}  // namespace aplauso::invoices
