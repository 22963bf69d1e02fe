// The route table of the health and safety module (health_safety_module.cpp installs it).
#pragma once

#include "api/routes.h"

namespace aplauso::users {
class UserService;
}
namespace aplauso::storage {
class FileStore;
}

namespace aplauso::health_safety {

class HealthSafetyService;

/// Members' reports and body metrics; the officers' console; the admins' officer list.
void register_routes(RouteTable& table, const HealthSafetyService& service,
                     const users::UserService& users, const storage::FileStore& store);

}  // namespace aplauso::health_safety
