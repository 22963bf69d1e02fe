// What people do with posts: like (toggle), react (toggle, fixed set), comment and reply (author
// edits, author or admin deletes), boost (own giving points to each receiver, through the
// ledger), edit the message (author), file (admins). Receivers and the author are notified of
// likes, comments and boosts by others. Every post is fetched by organisation and id together.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "app/context.h"
#include "core/clock.h"
#include "db/database.h"
#include "modules/points/points_service.h"

namespace soci {
class session;
}

namespace aplauso::feed {

struct CommentView {
  std::int64_t id = 0;
  std::int64_t post_id = 0;
  std::optional<std::int64_t> parent_id;
  std::int64_t author_id = 0;
  std::string body;
  std::int64_t created_at = 0;
  std::optional<std::int64_t> edited_at;
};

struct BoostOutcome {
  std::int64_t give_balance = 0;
};

class FeedService {
 public:
  FeedService(const db::Database& db, const Clock& clock, const points::PointsService& points)
      : db_(db), clock_(clock), points_(points) {}

  /// Toggles the caller's like; returns {liked, likes_count}.
  std::pair<bool, std::int64_t> toggle_like(std::int64_t org_id, std::int64_t user_id,
                                            std::int64_t post_id) const;
  void toggle_reaction(std::int64_t org_id, std::int64_t user_id, std::int64_t post_id,
                       const std::string& emoji) const;

  std::vector<CommentView> comments(std::int64_t org_id, std::int64_t post_id) const;
  CommentView add_comment(std::int64_t org_id, std::int64_t user_id, std::int64_t post_id,
                          std::optional<std::int64_t> parent_id, const std::string& body) const;
  /// `reply` selects replies (sub-comments) or top-level comments; the other kind is a 404.
  CommentView edit_comment(std::int64_t org_id, const Principal& who, std::int64_t id,
                           const std::string& body, bool reply) const;
  void delete_comment(std::int64_t org_id, const Principal& who, std::int64_t id, bool reply) const;

  BoostOutcome boost(soci::session& s, std::int64_t org_id, std::int64_t user_id,
                     std::int64_t post_id, std::int64_t amount) const;
  void edit_message(std::int64_t org_id, std::int64_t user_id, std::int64_t post_id,
                    const std::string& message) const;
  void file(std::int64_t org_id, std::int64_t admin_id, std::int64_t post_id, bool filed) const;

  /// 404 unless the post exists in the organisation (filed posts included when `any`).
  void require_post(soci::session& s, std::int64_t org_id, std::int64_t post_id, bool any) const;

 private:
  void notify_post(soci::session& s, std::int64_t org_id, std::int64_t post_id,
                   std::int64_t actor_id, const std::string& kind, std::int64_t now) const;

  const db::Database& db_;
  const Clock& clock_;
  const points::PointsService& points_;
};

std::string checked_comment(const std::string& body);

}  // namespace aplauso::feed
