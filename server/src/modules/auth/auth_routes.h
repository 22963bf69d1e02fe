// HTTP routes of sign-in.
#pragma once

#include "app/routes.h"
#include "modules/auth/auth_service.h"

namespace aplauso::auth {

void register_routes(RouteTable& table, AuthService& service);

}  // namespace aplauso::auth
