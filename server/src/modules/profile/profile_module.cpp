// Installs profiles: the service and the public profile's route (profile_routes.cpp).
#include "api/module.h"
#include "modules/points/points_service.h"
#include "modules/profile/profile_routes.h"
#include "modules/profile/profile_service.h"

namespace aplauso::profile {

void install(ModuleContext& m) {
  auto& service = m.make<ProfileService>(m.db, m.need<points::PointsService>());
  register_routes(m.routes, service, m.files);
}

}  // namespace aplauso::profile
