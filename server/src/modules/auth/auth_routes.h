// The route table of sign-in (auth_module.cpp installs it).
#pragma once

#include "api/routes.h"

namespace aplauso::auth {

class AuthService;

/// Sign-in.
void register_routes(RouteTable& table, AuthService& service);

}  // namespace aplauso::auth
