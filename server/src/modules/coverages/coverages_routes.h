// The route table of the coverages module (coverages_module.cpp installs it).
#pragma once

#include "api/routes.h"

namespace aplauso::users {
class UserService;
}
namespace aplauso::storage {
class FileStore;
}

namespace aplauso::coverages {

class CoveragesService;

/// The member's policies and dependants; the admins' policies, their dependants and export.
void register_routes(RouteTable& table, const CoveragesService& service,
                     const users::UserService& users, const storage::FileStore& store);

}  // namespace aplauso::coverages
