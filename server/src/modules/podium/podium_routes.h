// The route table of the podium (podium_module.cpp installs it).
#pragma once

#include "api/routes.h"

namespace aplauso::users {
class UserService;
}

namespace aplauso::podium {

class PodiumService;

/// The boards and their settings.
void register_routes(RouteTable& table, const users::UserService& users,
                     const PodiumService& service);

}  // namespace aplauso::podium
