// The route tables of the users module (users_module.cpp installs them).
#pragma once

#include "api/routes.h"

namespace aplauso::users {

class PhotoService;
class UserService;

/// The member's own account, people search and deletion requests.
void register_routes(RouteTable& table, const UserService& service);
/// Profile, background and birthday photos.
void register_photo_routes(RouteTable& table, const PhotoService& photos);

}  // namespace aplauso::users
