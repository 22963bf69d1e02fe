// The route table of profiles (profile_module.cpp installs it).
#pragma once

#include "api/routes.h"

namespace aplauso::storage {
class FileStore;
}

namespace aplauso::profile {

class ProfileService;

/// A member's public profile: counts, level and badges.
void register_routes(RouteTable& routes, const ProfileService& service,
                     const storage::FileStore& files);

}  // namespace aplauso::profile
