// The route table of the requests module (requests_module.cpp installs it).
#pragma once

#include "api/routes.h"

namespace aplauso::users {
class UserService;
}
namespace aplauso::storage {
class FileStore;
}

namespace aplauso::requests {

class RequestsService;

/// What people request and follow, what approvers review, and the admins' types and requests.
/// Decisions go through the approvals inbox (POST /approvals/decide, kind `request`).
void register_routes(RouteTable& table, const RequestsService& service,
                     const users::UserService& users, const storage::FileStore& store);

}  // namespace aplauso::requests
