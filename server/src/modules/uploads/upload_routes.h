// HTTP routes of uploads: presigned upload and read URLs for the allowed types, and — when files
// live on this server's disk — the signed PUT and GET of the bytes themselves.
#pragma once

#include "app/routes.h"
#include "db/database.h"

namespace aplauso::storage {
class FileStore;
class LocalStore;
}  // namespace aplauso::storage

namespace aplauso::uploads {

/// `local` is the store when files are served by this server, else nullptr (S3).
void register_routes(RouteTable& table, const db::Database& db, const storage::FileStore& files,
                     storage::LocalStore* local);

}  // namespace aplauso::uploads
