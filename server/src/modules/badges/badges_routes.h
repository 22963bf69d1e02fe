// The route table of badges (badges_module.cpp installs it).
#pragma once

#include "api/routes.h"

namespace aplauso::feed {
class PostReader;
}

namespace aplauso::storage {
class FileStore;
}

namespace aplauso::badges {

class BadgeService;

/// The list, creation from a multipart form, edits, and giving them.
void register_routes(RouteTable& table, const BadgeService& service, const feed::PostReader& reader,
                     const storage::FileStore& files);

}  // namespace aplauso::badges
