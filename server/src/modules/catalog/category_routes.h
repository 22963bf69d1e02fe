// HTTP routes of product categories (reference data other modules filter by).
#pragma once

#include "app/routes.h"
#include "db/database.h"

namespace aplauso::catalog {

void register_routes(RouteTable& table, const db::Database& db);

}  // namespace aplauso::catalog
