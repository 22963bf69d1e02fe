#include "modules/coverages/coverages_approvals.h"

namespace aplauso::coverages {

namespace {
std::string describe(const DependantFields& f) {
  std::string out =
      f.full_name + " (" + relationship_es(f.relationship) + ", nacimiento " + f.birth_date;
  if (f.national_id) out += ", documento " + *f.national_id;
  return out + ")";
}
}  // namespace

std::vector<approvals::ApprovalItem> DependantSource::pending(OrgId org,
                                                              const approvals::Approver& a,
                                                              std::int64_t limit) const {
  std::vector<approvals::ApprovalItem> out;
  for (const auto& d : service_.pending_for(org, a, limit)) {
    approvals::ApprovalItem item;
    item.kind = kind();
    item.id = d.id;
    item.requester_id = d.user_id;
    const std::string change = d.change_kind.value_or("add");
    if (change == "add") {
      item.title = "Agregar carga: " + d.full_name;
      item.detail = describe(d);
    } else if (change == "edit") {
      item.title = "Modificar carga: " + d.full_name;
      item.detail = describe(d) + " → " + (d.proposed ? describe(*d.proposed) : std::string());
    } else {
      item.title = "Quitar carga: " + d.full_name;
      item.detail = describe(d);
    }
    item.context = "Lo aprueba Personas";
    item.submitted_at_ms = d.submitted_at.value_or(d.created_at);
    item.href = "/admin/coverages";
    out.push_back(std::move(item));
  }
  return out;
}

}  // namespace aplauso::coverages
