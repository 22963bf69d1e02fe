// The read side of the feed: selects a page of posts and renders them with everything a card
// shows (people, types, values, badge, attachments, counters, the viewer's likes and
// reactions) in a fixed number of queries whatever the page size: one for the page and one per
// related kind, never one per post.
#pragma once

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <cstdint>
#include <optional>
#include <vector>

#include "core/roles.h"

namespace soci {
class session;
}

namespace aplauso::storage {
class FileStore;
}

namespace aplauso::feed {

/// Which posts a page holds. Pages are newest first.
struct PostFilter {
  std::optional<bool> filed = false;      ///< nullopt: filed and not filed
  std::optional<std::int64_t> before_id;  ///< cursor: only posts older than this id
  std::optional<std::int64_t> author_id;
  std::optional<std::int64_t> receiver_id;
  std::optional<std::int64_t> type_id;
  std::optional<std::int64_t> involving_id;  ///< author or receiver
  std::optional<bool> special;
  std::optional<std::string> kind;  ///< recognition | badge
  std::optional<std::int64_t> from_ms;
  std::optional<std::int64_t> to_ms;
};

struct Viewer {
  std::int64_t user_id = 0;  ///< 0 for an API key
  Role role = Role::kEmployee;
};

class PostReader {
 public:
  PostReader(const storage::FileStore& files, std::int64_t now_s) : files_(files), now_s_(now_s) {}

  /// Ids of one page; `has_more` tells whether an older post exists.
  std::vector<std::int64_t> page_ids(soci::session& s, std::int64_t org_id, const PostFilter& f,
                                     std::int64_t limit, std::int64_t offset, bool* has_more) const;
  std::int64_t count(soci::session& s, std::int64_t org_id, const PostFilter& f) const;
  /// The posts of `ids`, in that order; ids of other organisations are skipped.
  boost::json::array render(soci::session& s, std::int64_t org_id, const Viewer& viewer,
                            const std::vector<std::int64_t>& ids) const;
  /// One post or nullopt (another organisation's id included).
  std::optional<boost::json::object> one(soci::session& s, std::int64_t org_id,
                                         const Viewer& viewer, std::int64_t post_id) const;

 private:
  const storage::FileStore& files_;
  std::int64_t now_s_;
};

/// Fixed reaction set (the web app shows these buttons).
inline constexpr const char* kReactionEmojis[] = {"👏", "❤️", "🎉", "🙌", "💡", "😂"};
bool is_reaction_emoji(std::string_view emoji);

}  // namespace aplauso::feed
