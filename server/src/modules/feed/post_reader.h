// The read side of the feed: a page of posts is one statement (a range scan over the posts with
// their cards and the viewer's own like and reactions) whatever the page size, and its JSON is
// spliced together from the stored cards without building a document; cards not rendered yet are
// rendered in a fixed number of statements more. Signed file URLs are made at read time, so they
// never expire inside a stored card.
#pragma once

#include <boost/json/object.hpp>
#include <cstdint>
#include <optional>
#include <vector>

#include "core/ids.h"
#include "core/roles.h"
#include "modules/feed/post_cards.h"
#include "modules/feed/post_repo.h"

namespace aplauso::db {
class Database;
class Conn;
}  // namespace aplauso::db
namespace aplauso::storage {
class FileStore;
}

namespace aplauso::feed {

struct Viewer {
  std::int64_t user_id = 0;  ///< 0 for an API key
  Role role = Role::kEmployee;
};

struct PostPage {
  std::string items;  ///< a JSON array of posts (openapi.yaml: Post)
  bool has_more = false;
};

/// How far `page=` may reach before a client must page with `before=` (keyset) instead.
inline constexpr std::int64_t kMaxFeedOffset = 10'000;

class PostReader {
 public:
  PostReader(const db::Database& db, const storage::FileStore& files) : db_(db), files_(files) {}

  /// One page, newest first; `q.limit` posts at most. 400 past kMaxFeedOffset without a cursor.
  PostPage page(OrgId org, const Viewer& viewer, PageQuery q, std::int64_t now_s) const;
  /// The admin list with its total.
  PostPage admin_page(OrgId org, const Viewer& viewer, const AdminFilter& f, std::int64_t limit,
                      std::int64_t offset, std::int64_t* total, std::int64_t now_s) const;
  /// One post; nullopt when it is not the organisation's.
  std::optional<boost::json::object> one(OrgId org, const Viewer& viewer, std::int64_t id,
                                         std::int64_t now_s) const;
  /// A post just written (PostWriter::create's `written`), as one() would answer it; reads it
  /// back only when its card was not composed.
  std::optional<boost::json::object> written(OrgId org, const Viewer& viewer, PostRow row,
                                             std::int64_t now_s) const;

 private:
  /// Renders the missing cards of `rows`, then appends them as a JSON array.
  std::string render(db::Conn& c, OrgId org, const Viewer& viewer, std::vector<PostRow>& rows,
                     std::int64_t now_s) const;
  void append_post(std::string& out, const PostRow& p, const Viewer& viewer,
                   std::int64_t now_s) const;

  const db::Database& db_;
  const storage::FileStore& files_;
  PostRepo posts_;
  CardRenderer cards_;
};

/// Fixed reaction set (the web app shows these buttons).
inline constexpr const char* kReactionEmojis[] = {"👏", "❤️", "🎉", "🙌", "💡", "😂"};
bool is_reaction_emoji(std::string_view emoji);

}  // namespace aplauso::feed
