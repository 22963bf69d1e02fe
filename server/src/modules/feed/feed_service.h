// What people do with posts: like (toggle), react (toggle, fixed set), comment and reply (author
// edits, author or admin deletes), boost (own giving points to each receiver, through the
// ledger), edit the message (author), file (admins). Receivers and the author are notified of
// likes, comments and boosts by others. Every post is fetched by organisation and id together,
// and a post's counters change under its row lock, so concurrent toggles never clash.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "api/context.h"
#include "core/clock.h"
#include "modules/feed/highlights_cache.h"
#include "modules/feed/post_reader.h"
#include "modules/feed/post_repo.h"
#include "modules/feed/post_writer.h"

namespace aplauso::db {
class Database;
class Conn;
}  // namespace aplauso::db
namespace aplauso::points {
class PointsService;
}
namespace aplauso::notifications {
class NotificationService;
}

namespace aplauso::audit {
class AuditLog;
}

namespace aplauso::feed {

struct BoostOutcome {
  std::int64_t give_balance = 0;
};

/// An admin's change to a recognition: each part optional.
struct AdminEdit {
  std::optional<std::string> message;
  std::optional<bool> filed;
  std::optional<std::vector<std::int64_t>> values;  ///< already checked by the caller
};

/// The console's overview of recognition in a period.
struct RecognitionOverview {
  std::string period;
  std::int64_t from = 0;  ///< ms
  std::int64_t to = 0;    ///< ms
  std::int64_t recognitions = 0;
  std::int64_t points = 0;
  std::int64_t people = 0;        ///< active members
  std::int64_t participants = 0;  ///< of them, who sent or received one in the period
  std::int64_t previous_recognitions = 0;
  std::vector<DepartmentActivity> departments;  ///< most recognitions received first
};

class FeedService {
 public:
  FeedService(const db::Database& db, const Clock& clock, const points::PointsService& points,
              const notifications::NotificationService& notifications, const PostWriter& writer,
              const audit::AuditLog& audit, const HighlightsCache& highlights)
      : db_(db),
        clock_(clock),
        points_(points),
        notifications_(notifications),
        writer_(writer),
        audit_(audit),
        highlights_(highlights) {}

  /// Toggles the caller's like; returns {liked, likes_count}. 404 for a filed or unknown post.
  std::pair<bool, std::int64_t> toggle_like(OrgId org, std::int64_t user_id,
                                            std::int64_t post_id) const;
  /// Toggles the caller's reaction; 400 for an emoji outside the set.
  void toggle_reaction(OrgId org, std::int64_t user_id, std::int64_t post_id,
                       const std::string& emoji) const;
  /// The post's reactions with the viewer's own marked.
  std::vector<PostReaction> reactions(OrgId org, std::int64_t post_id, std::int64_t viewer) const;
  /// Who liked the post, in order.
  std::vector<std::int64_t> likers(OrgId org, std::int64_t post_id) const;

  std::vector<Comment> comments(OrgId org, std::int64_t post_id) const;
  Comment add_comment(OrgId org, std::int64_t user_id, std::int64_t post_id,
                      std::optional<std::int64_t> parent_id, const std::string& body) const;
  /// `reply` selects replies (sub-comments) or top-level comments; the other kind is a 404.
  Comment edit_comment(OrgId org, const Principal& who, std::int64_t id, const std::string& body,
                       bool reply) const;
  void delete_comment(OrgId org, const Principal& who, std::int64_t id, bool reply) const;
  /// The feed.cards job: renders and stores forgotten cards of every organisation, newest first,
  /// 500 a transaction, up to 10,000 a run; how many it stored.
  std::size_t store_forgotten_cards() const;

  BoostOutcome boost(OrgId org, std::int64_t user_id, std::int64_t post_id,
                     std::int64_t amount) const;
  void edit_message(OrgId org, std::int64_t user_id, std::int64_t post_id,
                    const std::string& message) const;
  void file(OrgId org, std::int64_t admin_id, std::int64_t post_id, bool filed) const;
  /// An admin's edit of a recognition in the caller's transaction; 404 unless it is one.
  void admin_edit(db::Conn& c, OrgId org, std::int64_t admin_id, std::int64_t post_id,
                  const AdminEdit& edit) const;
  /// Posts newer than `after` and the newest id (`after` when there is none).
  std::pair<std::int64_t, std::int64_t> new_count(OrgId org, std::int64_t after) const;
  /// The current period's highlights (week, month, quarter or year; 400 otherwise).
  Highlights highlights(OrgId org, const std::string& period) const;
  /// The console's overview of the current period (week, month, quarter or year; 400
  /// otherwise), with the previous period's recognitions.
  RecognitionOverview overview(OrgId org, const std::string& period) const;
  /// A person's recognitions received and given in [from_ms, to_ms) (the evaluations module's
  /// evidence panel), the newest `limit` of each; in the caller's connection, a fixed number of
  /// statements.
  RecognitionEvidence evidence(db::Conn& c, OrgId org, std::int64_t user_id, std::int64_t from_ms,
                               std::int64_t to_ms, std::int64_t limit) const {
    return posts_.evidence(c, org, user_id, from_ms, to_ms, limit);
  }

 private:
  /// Notifies the post's author and receivers but `actor_id`; returns whom it notified.
  std::vector<std::int64_t> notify_involved(db::Conn& c, OrgId org, std::int64_t post_id,
                                            std::int64_t actor_id, const std::string& kind) const;

  const db::Database& db_;
  const Clock& clock_;
  const points::PointsService& points_;
  const notifications::NotificationService& notifications_;
  PostRepo posts_;
  const PostWriter& writer_;
  const audit::AuditLog& audit_;
  const HighlightsCache& highlights_;
  CardRenderer cards_;
};

std::string checked_comment(const std::string& body);

}  // namespace aplauso::feed
