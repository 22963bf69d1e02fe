// Posts and everything hanging off them: cards, receivers, types, values, attachments, likes,
// reactions, comments and boosts. The feed module is the one owner of these tables; other
// modules write posts through PostWriter. Every method reads or writes by organisation and id
// together: another organisation's id finds nothing.
#pragma once

#include <cstdint>
#include <limits>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "core/ids.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::feed {

/// A post as a page reads it, its card included.
struct PostRow {
  std::int64_t id = 0;
  std::string kind;
  std::optional<std::int64_t> author_id;
  std::string message;
  std::int64_t amount = 0;
  std::int64_t total_points = 0;
  bool special = false;
  bool filed = false;
  std::int64_t likes_count = 0;
  std::int64_t comments_count = 0;
  std::int64_t boost_total = 0;
  std::optional<std::int64_t> edited_at;
  std::int64_t created_at = 0;
  std::optional<std::string> image_url;  ///< a celebration's picture (the birthday image)
  std::optional<std::string> card;       ///< post_cards.h; null until rendered
  std::optional<std::string> reactions;  ///< post_cards.h; null until rendered
  bool liked = false;                    ///< by the viewer
  std::optional<std::string> mine;       ///< the viewer's reactions, comma-separated
};

/// A corporate value and how many recognitions carried it in a period.
/// A department's part in the console's overview.
struct DepartmentActivity {
  std::optional<std::int64_t> id;
  std::optional<std::string> name;
  std::int64_t people = 0;
  std::int64_t participants = 0;
  std::int64_t recognitions = 0;
};

struct TrendingValue {
  std::int64_t id = 0;
  std::string name;
  std::optional<std::string> emoji;
  std::optional<std::string> name_en;
  std::int64_t count = 0;
};

/// Which page: the whole feed, special recognitions, or one person's sent or received posts.
enum class PageKind { kFeed, kSpecial, kSent, kReceived };

struct PageQuery {
  PageKind kind = PageKind::kFeed;
  std::int64_t before = std::numeric_limits<std::int64_t>::max();  ///< only older posts
  std::int64_t limit = 10;
  std::int64_t offset = 0;
  std::int64_t person = 0;  ///< kSent, kReceived
};

/// The orders of the admins' list: by date (newest first by default) or by points.
struct AdminSort {
  bool by_points = false;
  bool descending = true;
};

/// The admin list's filters, each optional, and its order.
struct AdminFilter {
  AdminSort sort;
  std::optional<bool> filed;
  std::optional<std::int64_t> type_id;
  std::optional<std::int64_t> involving_id;  ///< author or receiver
  std::optional<std::int64_t> from_ms;
  std::optional<std::int64_t> to_ms;
};

/// A post whose card must be rendered again (feed_sql.h kForgottenCards).
struct ForgottenCard {
  OrgId org{0};
  std::int64_t post_id = 0;
  std::optional<std::int64_t> author_id;
};

struct CardReceiver {
  std::int64_t post_id = 0;
  std::int64_t user_id = 0;
  std::int64_t points = 0;
};

/// One related item of a card (feed_sql.h kCardRelated): t(ype), v(alue), a(ttachment),
/// s(ub type), b(adge).
struct CardItem {
  char tag = 't';
  std::int64_t post_id = 0;
  std::int64_t id = 0;
  std::string name;
  std::optional<std::string> text1;
  std::optional<std::string> text2;
  std::optional<std::int64_t> number;
  std::optional<std::string> name_en;
  std::optional<std::string> description_en;  ///< a badge's
};

struct ReactionCount {
  std::int64_t post_id = 0;
  std::string emoji;
  std::int64_t count = 0;
};

struct PostReaction {
  std::string emoji;
  std::int64_t count = 0;
  bool mine = false;
};

struct NewPostRow {
  std::string kind;
  std::optional<std::int64_t> author_id;  ///< none for posts an API key makes
  std::string message;
  std::int64_t amount = 0;
  std::int64_t total_points = 0;
  std::optional<std::int64_t> sub_type_id;
  std::optional<std::int64_t> badge_id;
  bool special = false;
  std::optional<std::string> card;  ///< when the writer composed it (post_cards.h)
  std::optional<std::string> reactions;
  std::optional<std::string> image_url;
};

struct LockedPost {
  std::string kind;
  std::optional<std::int64_t> author_id;
  bool filed = false;
};

struct Comment {
  std::int64_t id = 0;
  std::int64_t post_id = 0;
  std::optional<std::int64_t> parent_id;
  std::int64_t author_id = 0;
  std::string body;
  std::int64_t created_at = 0;
  std::optional<std::int64_t> edited_at;
};

/// A recognition in someone's evidence panel (the evaluations module): `other` is the author of
/// a received one; the receivers of a given one are read apart.
struct EvidencePost {
  std::int64_t id = 0;
  std::int64_t created_at = 0;
  std::optional<std::int64_t> author_id;
  std::string message;
  std::int64_t points = 0;
};
/// A corporate value as the evidence panel names it.
struct EvidenceValue {
  std::int64_t id = 0;
  std::string name;
  std::optional<std::string> emoji;
};
/// A person's recognitions received and given in a window, newest first, with totals, the
/// values of each, the receivers of the given ones and the received counts per value.
struct RecognitionEvidence {
  std::vector<EvidencePost> received;
  std::int64_t received_total = 0;
  std::vector<EvidencePost> given;
  std::int64_t given_total = 0;
  std::map<std::int64_t, std::vector<EvidenceValue>> values;         ///< post → its values
  std::map<std::int64_t, std::vector<std::int64_t>> receivers;       ///< given post → receivers
  std::vector<std::pair<EvidenceValue, std::int64_t>> value_counts;  ///< received per value
};

class PostRepo {
 public:
  // Pages and posts, with what `viewer` did to them (one statement each).
  std::vector<PostRow> page(db::Conn& c, OrgId org, std::int64_t viewer, const PageQuery& q) const;
  std::vector<PostRow> admin_page(db::Conn& c, OrgId org, std::int64_t viewer, const AdminFilter& f,
                                  std::int64_t limit, std::int64_t offset) const;
  std::int64_t admin_count(db::Conn& c, OrgId org, const AdminFilter& f) const;
  /// nullopt when the id is not a post of the organisation.
  std::optional<PostRow> post(db::Conn& c, OrgId org, std::int64_t viewer, std::int64_t id) const;
  /// Recognitions the member received and sent (not filed).
  std::pair<std::int64_t, std::int64_t> recognition_counts(db::Conn& c, OrgId org,
                                                           std::int64_t user_id) const;
  /// Posts newer than `after` and the newest id (nullopt when there is none).
  std::pair<std::int64_t, std::optional<std::int64_t>> new_count(db::Conn& c, OrgId org,
                                                                 std::int64_t after) const;

  /// The authors of most recognitions in [from, to) (ms): (user id, count), most first.
  std::vector<std::pair<std::int64_t, std::int64_t>> top_recognisers(db::Conn& c, OrgId org,
                                                                     std::int64_t from,
                                                                     std::int64_t to,
                                                                     std::int64_t limit) const;
  /// The values recognitions in [from, to) (ms) carried most, most first.
  std::vector<TrendingValue> trending_values(db::Conn& c, OrgId org, std::int64_t from,
                                             std::int64_t to, std::int64_t limit) const;

  /// Recognitions (not filed) in [from, to) (ms) and the points they gave.
  std::pair<std::int64_t, std::int64_t> overview_totals(db::Conn& c, OrgId org, std::int64_t from,
                                                        std::int64_t to) const;
  /// Per department (nullopt: people without one) of the organisation's active members: how
  /// many, its name, how many sent or received a recognition in [from, to), how many
  /// recognitions they received. Departments without active members are left out.
  std::vector<DepartmentActivity> overview_departments(db::Conn& c, OrgId org, std::int64_t from,
                                                       std::int64_t to) const;

  // Cards.
  std::vector<CardReceiver> card_receivers(db::Conn& c, OrgId org,
                                           const std::vector<std::int64_t>& ids) const;
  std::vector<CardItem> card_related(db::Conn& c, OrgId org,
                                     const std::vector<std::int64_t>& ids) const;
  std::vector<ReactionCount> reaction_counts(db::Conn& c, OrgId org,
                                             const std::vector<std::int64_t>& ids) const;
  void store_cards(db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids,
                   const std::vector<std::string>& cards,
                   const std::vector<std::string>& reactions) const;
  void store_reactions(db::Conn& c, OrgId org, std::int64_t id, const std::string& reactions) const;
  /// Up to `limit` posts of any organisation whose card or reactions were forgotten, newest
  /// first.
  std::vector<ForgottenCard> forgotten_cards(db::Conn& c, std::int64_t limit) const;
  void forget_cards_of_type(db::Conn& c, OrgId org, std::int64_t type_id) const;
  void forget_cards_of_sub_type(db::Conn& c, OrgId org, std::int64_t sub_type_id) const;
  void forget_cards_of_value(db::Conn& c, OrgId org, std::int64_t value_id) const;
  void forget_cards_of_badge(db::Conn& c, OrgId org, std::int64_t badge_id) const;
  void forget_cards_of_person(db::Conn& c, OrgId org, std::int64_t user_id) const;

  // Writing posts.
  std::int64_t insert_post(db::Conn& c, OrgId org, const NewPostRow& p, std::int64_t now_ms) const;
  /// Receivers that are not members of the organisation are left out.
  void insert_receivers(db::Conn& c, OrgId org, std::int64_t post_id,
                        const std::vector<std::int64_t>& users,
                        const std::vector<std::int64_t>& points, std::int64_t now_ms) const;
  void insert_types(db::Conn& c, OrgId org, std::int64_t post_id,
                    const std::vector<std::int64_t>& type_ids) const;
  void replace_values(db::Conn& c, OrgId org, std::int64_t post_id,
                      const std::vector<std::int64_t>& value_ids) const;
  void insert_values(db::Conn& c, OrgId org, std::int64_t post_id,
                     const std::vector<std::int64_t>& value_ids) const;
  void insert_attachments(db::Conn& c, OrgId org, std::int64_t post_id,
                          const std::vector<std::string>& keys) const;

  // One post.
  /// Locks the post row until the transaction ends; nullopt when there is none.
  std::optional<LockedPost> lock(db::Conn& c, OrgId org, std::int64_t id) const;
  /// The same without a lock, for reads.
  std::optional<LockedPost> state(db::Conn& c, OrgId org, std::int64_t id) const;
  /// The author and receivers of a post.
  std::vector<std::int64_t> involved(db::Conn& c, OrgId org, std::int64_t id) const;
  void set_message(db::Conn& c, OrgId org, std::int64_t id, const std::string& message,
                   std::int64_t now_ms) const;
  void set_filed(db::Conn& c, OrgId org, std::int64_t id, bool filed, std::int64_t by,
                 std::int64_t now_ms) const;

  // Likes and reactions.
  bool unlike(db::Conn& c, OrgId org, std::int64_t post_id, std::int64_t user_id) const;
  void like(db::Conn& c, OrgId org, std::int64_t post_id, std::int64_t user_id,
            std::int64_t now_ms) const;
  /// Stores the post's like count from its likes and returns it.
  std::int64_t count_likes(db::Conn& c, OrgId org, std::int64_t post_id) const;
  std::vector<std::int64_t> likers(db::Conn& c, OrgId org, std::int64_t post_id) const;
  bool unreact(db::Conn& c, OrgId org, std::int64_t post_id, std::int64_t user_id,
               const std::string& emoji) const;
  void react(db::Conn& c, OrgId org, std::int64_t post_id, std::int64_t user_id,
             const std::string& emoji, std::int64_t now_ms) const;
  std::vector<PostReaction> reactions(db::Conn& c, OrgId org, std::int64_t post_id,
                                      std::int64_t viewer) const;

  // Comments.
  std::vector<Comment> comments(db::Conn& c, OrgId org, std::int64_t post_id) const;
  std::optional<Comment> comment(db::Conn& c, OrgId org, std::int64_t id) const;
  std::int64_t insert_comment(db::Conn& c, OrgId org, const Comment& comment) const;
  void edit_comment(db::Conn& c, OrgId org, std::int64_t id, const std::string& body,
                    std::int64_t now_ms) const;
  /// Deletes the comment and its replies.
  void delete_comment(db::Conn& c, OrgId org, std::int64_t id) const;
  /// Stores the post's comment count from its comments.
  void count_comments(db::Conn& c, OrgId org, std::int64_t post_id) const;

  // Boosts.
  /// Active receivers of the post and whether each takes points.
  std::vector<std::pair<std::int64_t, bool>> boost_receivers(db::Conn& c, OrgId org,
                                                             std::int64_t post_id) const;
  void add_receiver_points(db::Conn& c, OrgId org, std::int64_t post_id,
                           const std::vector<std::int64_t>& users, std::int64_t amount) const;
  void insert_boost(db::Conn& c, OrgId org, std::int64_t post_id, std::int64_t user_id,
                    std::int64_t amount, std::int64_t now_ms) const;
  void add_boost_total(db::Conn& c, OrgId org, std::int64_t post_id, std::int64_t total) const;
  /// A person's recognitions in [from_ms, to_ms): seven statements whatever their number.
  RecognitionEvidence evidence(db::Conn& c, OrgId org, std::int64_t user_id, std::int64_t from_ms,
                               std::int64_t to_ms, std::int64_t limit) const;
};

}  // namespace aplauso::feed
