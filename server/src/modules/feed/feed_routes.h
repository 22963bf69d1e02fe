// The route table of the feed (feed_module.cpp installs it).
#pragma once

#include "api/routes.h"

namespace aplauso::users {
class UserService;
}

namespace aplauso::feed {

class FeedService;
class PostReader;

/// Pages, single posts, a member's received and sent posts, special recognitions, the new-posts
/// counter, and every interaction with a post.
void register_routes(RouteTable& table, const PostReader& reader, const FeedService& service,
                     const users::UserService& users);

}  // namespace aplauso::feed
