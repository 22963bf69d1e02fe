#include "modules/workplace/workplace_sites.h"

#include "modules/tenancy/tenant_directory.h"
#include "modules/workplace/workplace_service.h"

namespace aplauso::workplace {

namespace {
structure::Site slot_site(const SiteRow& s) {
  return {s.id, s.name, s.country, s.timezone};
}
}  // namespace

structure::Sites::Source sites_source(const WorkplaceService& service,
                                      tenancy::TenantDirectory& tenants) {
  const auto on = [&tenants](OrgId org) {
    const auto tenant = tenants.by_id(org);
    return tenant && tenant->module_on(kModule);
  };
  structure::Sites::Source source;
  source.all = [&service, on](db::Conn& c, OrgId org) {
    std::vector<structure::Site> out;
    if (!on(org)) return out;
    for (const auto& s : service.active_sites(c, org)) out.push_back(slot_site(s));
    return out;
  };
  source.find = [&service, on](db::Conn& c, OrgId org,
                               std::int64_t id) -> std::optional<structure::Site> {
    if (!on(org)) return std::nullopt;
    const auto s = service.active_site(c, org, id);
    if (!s) return std::nullopt;
    return slot_site(*s);
  };
  source.of_person = [&service, on](db::Conn& c, OrgId org,
                                    std::int64_t user) -> std::optional<structure::Site> {
    if (!on(org)) return std::nullopt;
    const auto s = service.site_of(c, org, user);
    if (!s) return std::nullopt;
    return slot_site(*s);
  };
  return source;
}

}  // namespace aplauso::workplace
