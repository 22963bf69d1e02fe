// The route table of the benefits module (benefits_module.cpp installs it).
#pragma once

#include "api/routes.h"

namespace aplauso::users {
class UserService;
}
namespace aplauso::storage {
class FileStore;
}

namespace aplauso::benefits {

class BenefitsService;

/// What members see and request; the admins' benefits, preview and requests.
void register_routes(RouteTable& table, const BenefitsService& service,
                     const users::UserService& users, const storage::FileStore& store);

}  // namespace aplauso::benefits
