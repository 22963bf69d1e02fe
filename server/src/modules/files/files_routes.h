// The route table of the files repository (files_module.cpp installs it).
#pragma once

#include "api/routes.h"

namespace aplauso::users {
class UserService;
}
namespace aplauso::storage {
class FileStore;
}

namespace aplauso::files {

class FilesService;

/// Folders, files, versions, read confirmations, personal folders, bulk upload and certificates.
void register_routes(RouteTable& table, const FilesService& service,
                     const users::UserService& users, const storage::FileStore& store);

}  // namespace aplauso::files
