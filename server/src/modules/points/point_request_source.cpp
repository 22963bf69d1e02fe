#include "modules/points/point_request_source.h"

#include "core/errors.h"
#include "core/utf8.h"
#include "modules/points/point_request_service.h"

namespace aplauso::points {

namespace {
bool decides_requests(const approvals::Approver& a) {
  return a.role == Role::kAdmin || a.role == Role::kLeader;
}
}  // namespace

std::vector<approvals::ApprovalItem> PointRequestSource::pending(OrgId org,
                                                                 const approvals::Approver& a,
                                                                 std::int64_t limit) const {
  std::vector<approvals::ApprovalItem> out;
  if (!decides_requests(a)) return out;
  // The review's filter leaves out the approver's own requests.
  const auto page = requests_.review(org, a.user_id, a.role, "pending", limit, 0, true);
  for (const auto& v : page.items) {
    approvals::ApprovalItem item;
    item.kind = "point_request";
    item.id = v.row.id;
    item.requester_id = v.row.user_id;
    item.title = std::string(utf8_prefix(v.row.reason, 120));
    item.detail = std::string(utf8_prefix(v.row.reason, 300));
    item.points = v.row.amount;
    item.submitted_at_ms = v.row.created_at;
    if (v.row.attachment_key && v.attachment_url) {
      item.attachment =
          approvals::ApprovalAttachment{*v.row.attachment_key, v.row.attachment_name.value_or(""),
                                        std::nullopt, *v.attachment_url};
    }
    item.href = "/point-requests/review";
    out.push_back(std::move(item));
  }
  return out;
}

std::int64_t PointRequestSource::pending_count(OrgId org, const approvals::Approver& a) const {
  if (!decides_requests(a)) return 0;
  return requests_.review(org, a.user_id, a.role, "pending", 0, 0).total;
}

std::int64_t PointRequestSource::decide(OrgId org, const approvals::Approver& a, std::int64_t id,
                                        bool approve,
                                        const std::optional<std::string>& reason) const {
  const auto requester = requests_.requester(org, id);
  if (!requester) throw not_found("Solicitud no encontrada");
  if (*requester == a.user_id) {
    throw forbidden("own_item", "No puedes aprobar lo que tú mismo enviaste.");
  }
  requests_.decide(org, a.user_id, a.role, id, approve, reason);
  return *requester;
}

}  // namespace aplauso::points
