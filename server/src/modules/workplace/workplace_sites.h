// Workplace's source of the sites slot (structure/sites.h): the organisation's active sites and
// the site where a person works, for health & safety and schedule.
#pragma once

#include "modules/structure/sites.h"

namespace aplauso::tenancy {
class TenantDirectory;
}

namespace aplauso::workplace {

class WorkplaceService;

/// The source workplace_module.cpp fills the slot with: nothing while the organisation has the
/// module off; otherwise its active sites (an archived site is never answered, not even as
/// someone's site).
structure::Sites::Source sites_source(const WorkplaceService& service,
                                      tenancy::TenantDirectory& tenants);

}  // namespace aplauso::workplace
