#include "modules/invoices/invoices_approvals.h"

namespace aplauso::invoices {

std::vector<approvals::ApprovalItem> InvoiceSource::pending(OrgId org, const approvals::Approver& a,
                                                            std::int64_t limit) const {
  std::vector<approvals::ApprovalItem> out;
  for (const auto& r : service_.pending_for(org, a, limit)) {
    approvals::ApprovalItem item;
    item.kind = kind();
    item.id = r.id;
    item.requester_id = r.user_id;
    item.title = r.concept_text;
    item.detail = amount_text(r.amount_cents) + " " + r.currency + " · " + r.issued_on;
    if (r.issuer_rfc) {
      item.context = "RFC " + *r.issuer_rfc + (r.cfdi_uuid ? " · CFDI " + *r.cfdi_uuid : "");
    }
    item.submitted_at_ms = r.created_at;
    item.href = "/invoices/" + std::to_string(r.id);
    out.push_back(std::move(item));
  }
  return out;
}

}  // namespace aplauso::invoices
