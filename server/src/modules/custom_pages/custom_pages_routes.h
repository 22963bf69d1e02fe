// The route table of the custom pages module (custom_pages_module.cpp installs it).
#pragma once

#include "api/routes.h"

namespace aplauso::users {
class UserService;
}
namespace aplauso::storage {
class FileStore;
}

namespace aplauso::custom_pages {

class CustomPagesService;

/// What members read (the menu's pages, one page) and the admins' pages, versions and previews.
void register_routes(RouteTable& table, const CustomPagesService& service,
                     const users::UserService& users, const storage::FileStore& store);

}  // namespace aplauso::custom_pages
