#include "modules/requests/requests_approvals.h"

namespace aplauso::requests {

std::vector<approvals::ApprovalItem> RequestSource::pending(OrgId org, const approvals::Approver& a,
                                                            std::int64_t limit) const {
  std::vector<approvals::ApprovalItem> out;
  for (const auto& r : service_.pending_for(org, a, limit)) {
    approvals::ApprovalItem item;
    item.kind = kind();
    item.id = r.id;
    item.requester_id = r.user_id;
    item.title = r.type_name;
    const auto steps = static_cast<std::int64_t>(r.chain.size());
    item.detail = "Paso " + std::to_string(r.step + 1) + " de " + std::to_string(steps);
    item.submitted_at_ms = r.created_at;
    item.href = "/requests/" + std::to_string(r.id);
    // The current step's own deadline, when its step has one (not the type's: the chain's).
    item.due_at_ms = r.step_due_at;
    if (steps > 1) {
      item.approvals_needed = steps;
      item.approvals_done = r.step;
    }
    out.push_back(std::move(item));
  }
  return out;
}

}  // namespace aplauso::requests
