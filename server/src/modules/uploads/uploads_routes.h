// The route table of uploads (uploads_module.cpp installs it).
#pragma once

#include "api/routes.h"

namespace aplauso::uploads {

class UploadService;

/// Presigned upload and read URLs, and the signed PUT and GET of bytes kept on this server's disk.
void register_routes(RouteTable& table, const UploadService& service);

}  // namespace aplauso::uploads
