// HTTP routes of badges.
#pragma once

#include <boost/json/object.hpp>

#include "app/routes.h"
#include "modules/badges/badge_service.h"

namespace aplauso::badges {

void register_routes(RouteTable& table, const db::Database& db, const BadgeService& service,
                     const storage::FileStore& files);

/// Badge JSON with a signed image URL.
boost::json::object badge_json(const Badge& b, const storage::FileStore& files, std::int64_t now_s);

}  // namespace aplauso::badges
