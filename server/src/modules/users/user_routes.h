// HTTP routes of the users module.
#pragma once

#include "app/routes.h"
#include "modules/users/user_service.h"

namespace aplauso::users {

void register_routes(RouteTable& table, const UserService& service, const db::Database& db);

}  // namespace aplauso::users
