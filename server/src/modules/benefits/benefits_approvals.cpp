#include "modules/benefits/benefits_approvals.h"

namespace aplauso::benefits {

std::vector<approvals::ApprovalItem> RequestSource::pending(OrgId org, const approvals::Approver& a,
                                                            std::int64_t limit) const {
  std::vector<approvals::ApprovalItem> out;
  for (const auto& r : service_.pending_for(org, a, limit)) {
    approvals::ApprovalItem item;
    item.kind = kind();
    item.id = r.id;
    item.requester_id = r.user_id;
    item.title = r.benefit_title;
    item.detail = r.note;
    item.context = r.approval == "hr" ? "Lo aprueba Personas" : "Lo aprueba la jefatura";
    item.points = r.price_points;
    item.submitted_at_ms = r.created_at;
    item.href = "/benefits_page/" + std::to_string(r.benefit_id);
    out.push_back(std::move(item));
  }
  return out;
}

}  // namespace aplauso::benefits
