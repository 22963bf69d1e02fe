// The route table of the media library (media_module.cpp installs it).
#pragma once

#include "api/routes.h"

namespace aplauso::storage {
class FileStore;
}

namespace aplauso::media {

class MediaService;

/// The members' library, and the admins' list, additions, edits and removals.
void register_routes(RouteTable& table, const MediaService& service,
                     const storage::FileStore& files);

}  // namespace aplauso::media
