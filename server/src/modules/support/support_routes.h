// The route table of the support module (support_module.cpp installs it).
#pragma once

#include "api/routes.h"

namespace aplauso::users {
class UserService;
}

namespace aplauso::support {

class SupportService;

/// The contact form, one's own messages, and the admins' address and list.
void register_routes(RouteTable& table, const users::UserService& users,
                     const SupportService& service);

}  // namespace aplauso::support
