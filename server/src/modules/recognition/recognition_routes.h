// HTTP routes of recognition: the catalog (types, super and sub types, values), sending,
// the admin views of recognitions, and recognition groups.
#pragma once

#include "app/routes.h"
#include "db/database.h"
#include "modules/recognition/catalog_service.h"
#include "modules/recognition/send_service.h"

namespace aplauso::storage {
class FileStore;
}

namespace aplauso::recognition {

struct RecognitionDeps {
  const db::Database& db;
  const CatalogService& catalog;
  const SendService& send;
  const storage::FileStore& files;
};

void register_routes(RouteTable& table, const RecognitionDeps& deps);

}  // namespace aplauso::recognition
