// HTTP routes of the feed: pages, single posts, a member's received and sent posts, special
// recognitions, the new-posts counter, and every interaction with a post.
#pragma once

#include "app/routes.h"
#include "db/database.h"
#include "modules/feed/feed_service.h"

namespace aplauso::storage {
class FileStore;
}

namespace aplauso::feed {

void register_routes(RouteTable& table, const db::Database& db, const FeedService& service,
                     const storage::FileStore& files);

}  // namespace aplauso::feed
