// SQL of the feed: posts and their cards, receivers, types, values and attachments, likes,
// reactions, comments and boosts. Every statement filters by organisation ($1). A page reads the
// posts' cards (the viewer-independent rendering kept on write) in one range scan, then the
// viewer's own likes and reactions.
#pragma once

#include "db/statement.h"

namespace aplauso::feed::sql {

// --- Pages ---------------------------------------------------------------------------------------
// The columns PostRepo reads for a page (PostRow): the post, its card, and the viewer's ($2) own
// like and reactions, looked up for the page's rows only. The organisation in both lookups lets
// PostgreSQL's generic plan (which does not know the page is 21 rows) read the viewer's likes
// from (org_id, user_id, post_id) instead of hashing every like of the table (docs/adr/0035). Pages
// are newest first; `id < $3` is the cursor, then LIMIT $4 OFFSET $5.
#define APLAUSO_POST_COLUMNS                                                                    \
  "SELECT p.id, p.kind, p.author_id, p.message, p.amount, p.total_points, p.special, p.filed, " \
  "p.likes_count, p.comments_count, p.boost_total, p.edited_at, p.created_at, p.image_url, "    \
  "p.card, "                                                                                    \
  "p.reactions, EXISTS (SELECT 1 FROM post_likes l WHERE l.org_id = $1 AND l.user_id = $2 AND " \
  "l.post_id = p.id), (SELECT {{LIST r.emoji}} FROM post_reactions r WHERE r.org_id = $1 AND "  \
  "r.user_id = $2 AND r.post_id = p.id) "                                                       \
  "FROM posts p "
#define APLAUSO_PAGE "AND p.id < $3 ORDER BY p.id DESC LIMIT $4 OFFSET $5"

inline constexpr db::Statement kFeedPage{
    "feed.page", APLAUSO_POST_COLUMNS "WHERE p.org_id = $1 AND p.filed = 0 " APLAUSO_PAGE};
inline constexpr db::Statement kSpecialPage{
    "feed.special_page",
    APLAUSO_POST_COLUMNS "WHERE p.org_id = $1 AND p.special = 1 AND p.filed = 0 " APLAUSO_PAGE};
inline constexpr db::Statement kSentPage{"feed.sent_page", APLAUSO_POST_COLUMNS
                                         "WHERE p.org_id = $1 AND p.author_id = $6 AND p.kind = "
                                         "'recognition' AND p.filed = 0 " APLAUSO_PAGE};
inline constexpr db::Statement kReceivedPage{
    "feed.received_page", APLAUSO_POST_COLUMNS
    "JOIN post_receivers rc ON rc.post_id = p.id AND rc.org_id = p.org_id AND rc.user_id = $6 "
    "WHERE p.org_id = $1 AND p.filed = 0 " APLAUSO_PAGE};
// The admins' list: every filter optional ($6 filed, $7 type, $8 person involved, $9 from, $10
// to). Planned per call (db::Planning::kPerCall): a generic plan knows neither which filters are
// on nor that a page is 21 rows, and these are rare calls (migration 0024 has their indexes).
#define APLAUSO_ADMIN_FILTERS(filed, type, person, from, to)                                 \
  "p.org_id = $1 AND p.kind = 'recognition' AND (CAST(" filed                                \
  " AS BIGINT) IS NULL OR p.filed = " filed ") AND (CAST(" type                              \
  " AS BIGINT) IS NULL OR p.id IN (SELECT t.post_id FROM "                                   \
  "post_recognition_types t WHERE t.type_id = " type ")) AND (CAST(" person                  \
  " AS BIGINT) IS NULL "                                                                     \
  "OR p.id IN (SELECT a.id FROM posts a WHERE a.org_id = $1 AND a.author_id = " person       \
  " UNION ALL SELECT rc.post_id FROM post_receivers rc WHERE rc.org_id = $1 AND rc.user_id " \
  "= " person ")) AND (CAST(" from " AS BIGINT) IS NULL OR p.created_at >= " from            \
  ") AND (CAST(" to " AS BIGINT) IS NULL OR p.created_at < " to ") "
// A page in each order an admin may sort by (AdminSort), one statement each: newest first (the
// default) or oldest first, read from posts_recognitions (org_id, id, filed; migration 0024);
// or by the recognition's points either way, ties in id order reversed with it, read from
// posts_recognitions_points (org_id, total_points, id, filed; migration 0044).
#define APLAUSO_ADMIN_PAGE(order) \
  APLAUSO_POST_COLUMNS "WHERE " APLAUSO_ADMIN_FILTERS("$6", "$7", "$8", "$9", "$10") "AND " \
                       "p.id < $3 ORDER BY " order " LIMIT $4 OFFSET $5"
inline constexpr db::Statement kAdminPage{
    "feed.admin_page", APLAUSO_ADMIN_PAGE("p.id DESC"), {}, db::Planning::kPerCall};
inline constexpr db::Statement kAdminPageOldest{
    "feed.admin_page_oldest", APLAUSO_ADMIN_PAGE("p.id"), {}, db::Planning::kPerCall};
inline constexpr db::Statement kAdminPagePoints{"feed.admin_page_points",
                                                APLAUSO_ADMIN_PAGE("p.total_points, p.id"),
                                                {},
                                                db::Planning::kPerCall};
inline constexpr db::Statement kAdminPagePointsDesc{
    "feed.admin_page_points_desc",
    APLAUSO_ADMIN_PAGE("p.total_points DESC, p.id DESC"),
    {},
    db::Planning::kPerCall};
#undef APLAUSO_ADMIN_PAGE
inline constexpr db::Statement kAdminCount{
    "feed.admin_count",
    "SELECT COUNT(*) FROM posts p WHERE " APLAUSO_ADMIN_FILTERS("$2", "$3", "$4", "$5", "$6"),
    {},
    db::Planning::kPerCall};
#undef APLAUSO_ADMIN_FILTERS
inline constexpr db::Statement kPost{"feed.post",
                                     APLAUSO_POST_COLUMNS "WHERE p.org_id = $1 AND p.id = $3"};
#undef APLAUSO_PAGE
#undef APLAUSO_POST_COLUMNS

inline constexpr db::Statement kRecognitionCounts{
    "feed.recognition_counts",
    "SELECT (SELECT COUNT(*) FROM post_receivers r JOIN posts p ON p.id = r.post_id AND "
    "p.org_id = r.org_id WHERE r.org_id = $1 AND r.user_id = $2 AND p.kind = 'recognition' AND "
    "p.filed = 0), (SELECT COUNT(*) FROM posts WHERE org_id = $1 AND author_id = $2 AND "
    "kind = 'recognition' AND filed = 0)"};
inline constexpr db::Statement kNewCount{
    "feed.new_count",
    "SELECT COUNT(*), MAX(id) FROM posts WHERE org_id = $1 AND filed = 0 AND id > $2"};

// The home's highlights of a period ($2 from, $3 to, in ms; $4 rows): who recognised most, and
// the corporate values recognitions carried most. Active authors only; filed posts do not count.
// Both read the period's posts from posts_time (org_id, created_at).
inline constexpr db::Statement kTopRecognisers{
    "feed.top_recognisers",
    "SELECT p.author_id, COUNT(*) AS n FROM posts p JOIN users u ON u.id = p.author_id AND "
    "u.org_id = p.org_id AND u.active = 1 WHERE p.org_id = $1 AND p.kind = 'recognition' AND "
    "p.filed = 0 AND p.created_at >= $2 AND p.created_at < $3 GROUP BY p.author_id "
    "ORDER BY n DESC, 1 LIMIT $4"};
inline constexpr db::Statement kTrendingValues{
    "feed.trending_values",
    "SELECT v.id, v.name, v.emoji, v.name_en, COUNT(*) AS n FROM posts p JOIN post_values pv ON "
    "pv.post_id = p.id JOIN corporate_values v ON v.id = pv.value_id AND v.org_id = p.org_id "
    "WHERE p.org_id = $1 AND p.kind = 'recognition' AND p.filed = 0 AND p.created_at >= $2 AND "
    "p.created_at < $3 GROUP BY v.id, v.name, v.emoji, v.name_en ORDER BY n DESC, v.id LIMIT $4"};

// The console's overview of a period ($2 from, $3 to, in ms): recognitions (not filed) and their
// points; active members per department (NULL: none) with its name; those of them who sent or
// received a recognition; and the recognitions each department's active members received (a
// post counted once per department). The period's posts are read from posts_time and their
// receivers from post_receivers_time, both (org_id, created_at).
inline constexpr db::Statement kOverviewTotals{
    "feed.overview_totals",
    "SELECT COUNT(*), COALESCE(SUM(total_points), 0) FROM posts WHERE org_id = $1 AND "
    "kind = 'recognition' AND filed = 0 AND created_at >= $2 AND created_at < $3"};
inline constexpr db::Statement kOverviewPeople{
    "feed.overview_people",
    "SELECT u.department_id, d.name, COUNT(*) FROM users u LEFT JOIN departments d ON "
    "d.id = u.department_id AND d.org_id = u.org_id WHERE u.org_id = $1 AND u.active = 1 "
    "GROUP BY u.department_id, d.name"};
inline constexpr db::Statement kOverviewParticipants{
    "feed.overview_participants",
    "SELECT u.department_id, COUNT(*) FROM users u WHERE u.org_id = $1 AND u.active = 1 AND "
    "u.id IN (SELECT p.author_id FROM posts p WHERE p.org_id = $1 AND p.kind = 'recognition' AND "
    "p.filed = 0 AND p.created_at >= $2 AND p.created_at < $3 UNION SELECT r.user_id FROM "
    "post_receivers r JOIN posts p ON p.id = r.post_id AND p.org_id = r.org_id WHERE "
    "r.org_id = $1 AND r.created_at >= $2 AND r.created_at < $3 AND p.kind = 'recognition' AND "
    "p.filed = 0) GROUP BY u.department_id"};
inline constexpr db::Statement kOverviewReceived{
    "feed.overview_received",
    "SELECT u.department_id, COUNT(DISTINCT r.post_id) FROM post_receivers r JOIN posts p ON "
    "p.id = r.post_id AND p.org_id = r.org_id JOIN users u ON u.id = r.user_id AND "
    "u.org_id = r.org_id AND u.active = 1 WHERE r.org_id = $1 AND r.created_at >= $2 AND "
    "r.created_at < $3 AND p.kind = 'recognition' AND p.filed = 0 GROUP BY u.department_id"};

// --- Cards ---------------------------------------------------------------------------------------
inline constexpr db::Statement kCardReceivers{
    "feed.card_receivers",
    "SELECT post_id, user_id, points FROM post_receivers WHERE org_id = $1 AND "
    "post_id {{ANY_INT $2}} ORDER BY post_id, user_id"};
// Everything else a card shows, tagged by its first column: t(ype), v(alue), a(ttachment),
// s(ub type), b(adge), then the English name and (badges) description where set. Typed NULLs
// keep the branches' column types equal on PostgreSQL.
inline constexpr db::Statement kCardRelated{
    "feed.card_related",
    "SELECT 't', prt.post_id, t.id, t.name, t.emoji, t.image_url, CAST(NULL AS BIGINT), "
    "t.position, t.name_en, CAST(NULL AS TEXT) FROM post_recognition_types prt JOIN "
    "recognition_types t ON t.id = prt.type_id "
    "AND t.org_id = $1 WHERE prt.post_id {{ANY_INT $2}} "
    "UNION ALL SELECT 'v', pv.post_id, v.id, v.name, v.emoji, CAST(NULL AS TEXT), "
    "CAST(NULL AS BIGINT), v.position, v.name_en, CAST(NULL AS TEXT) FROM post_values pv JOIN "
    "corporate_values v ON "
    "v.id = pv.value_id AND v.org_id = $1 WHERE pv.post_id {{ANY_INT $2}} "
    "UNION ALL SELECT 'a', a.post_id, a.id, a.name, a.storage_key, a.content_type, a.size, a.id, "
    "CAST(NULL AS TEXT), CAST(NULL AS TEXT) FROM post_attachments a WHERE a.org_id = $1 AND "
    "a.post_id {{ANY_INT $2}} "
    "UNION ALL SELECT 's', p.id, st.id, st.name, CAST(NULL AS TEXT), CAST(NULL AS TEXT), "
    "CAST(NULL AS BIGINT), 0, st.name_en, CAST(NULL AS TEXT) FROM posts p JOIN "
    "sub_recognition_types st ON st.id = p.sub_type_id "
    "AND st.org_id = p.org_id WHERE p.org_id = $1 AND p.id {{ANY_INT $2}} "
    "UNION ALL SELECT 'b', p.id, b.id, b.name, b.description, b.image_key, CAST(NULL AS BIGINT), "
    "0, b.name_en, b.description_en FROM posts p JOIN badges b ON b.id = p.badge_id AND b.org_id = "
    "p.org_id "
    "WHERE p.org_id = $1 AND p.id {{ANY_INT $2}} ORDER BY 1, 2, 8, 3"};
inline constexpr db::Statement kReactionCounts{
    "feed.reaction_counts",
    "SELECT post_id, emoji, COUNT(*) FROM post_reactions WHERE org_id = $1 AND "
    "post_id {{ANY_INT $2}} GROUP BY post_id, emoji ORDER BY post_id, emoji"};
inline constexpr db::Statement kStoreCards{
    "feed.store_cards",
    "UPDATE posts SET card = t.card, reactions = t.reactions "
    "FROM {{ZIP t id:INT $2 card:TEXT $3 reactions:TEXT $4}} "
    "WHERE posts.id = t.id AND posts.org_id = $1"};
inline constexpr db::Statement kStoreReactions{
    "feed.store_reactions", "UPDATE posts SET reactions = $3 WHERE org_id = $1 AND id = $2"};
// Forgotten cards of every organisation, newest first, for the job that renders them again
// (readers render them in memory only: a read never writes). posts_forgotten_cards (0025).
inline constexpr db::Statement kForgottenCards{
    "feed.forgotten_cards",
    "SELECT org_id, id, author_id FROM posts WHERE card IS NULL OR reactions IS NULL "
    "ORDER BY id DESC LIMIT $1"};
// Cards that show a type, value or badge whose wording changed are rendered again: in memory by
// a reader until the job stores them.
inline constexpr db::Statement kForgetCardsOfType{
    "feed.forget_cards_of_type",
    "UPDATE posts SET card = NULL WHERE org_id = $1 AND id IN (SELECT post_id FROM "
    "post_recognition_types WHERE type_id = $2)"};
inline constexpr db::Statement kForgetCardsOfSubType{
    "feed.forget_cards_of_sub_type",
    "UPDATE posts SET card = NULL WHERE org_id = $1 AND sub_type_id = $2"};
inline constexpr db::Statement kForgetCardsOfValue{
    "feed.forget_cards_of_value",
    "UPDATE posts SET card = NULL WHERE org_id = $1 AND id IN (SELECT post_id FROM post_values "
    "WHERE value_id = $2)"};
// Cards that show a person (as author or receiver) whose name, job position or photo changed.
// Two index reads joined (posts_author, post_receivers_user): with "author_id = $2 OR id IN
// (...)" PostgreSQL's generic plan scanned every post.
inline constexpr db::Statement kForgetCardsOfPerson{
    "feed.forget_cards_of_person",
    "UPDATE posts SET card = NULL WHERE org_id = $1 AND id IN (SELECT id FROM posts WHERE "
    "org_id = $1 AND author_id = $2 UNION SELECT post_id FROM post_receivers WHERE org_id = $1 "
    "AND user_id = $2)"};
inline constexpr db::Statement kForgetCardsOfBadge{
    "feed.forget_cards_of_badge",
    "UPDATE posts SET card = NULL WHERE org_id = $1 AND badge_id = $2"};

// --- Writing posts -------------------------------------------------------------------------------
inline constexpr db::Statement kInsertPost{
    "feed.insert_post",
    "INSERT INTO posts (org_id, kind, author_id, message, amount, total_points, sub_type_id, "
    "badge_id, special, created_at, card, reactions, image_url) VALUES ($1, $2, $3, $4, $5, $6, "
    "$7, $8, $9, $10, $11, $12, $13) RETURNING id"};
// Receivers must be members of the organisation.
inline constexpr db::Statement kInsertReceivers{
    "feed.insert_receivers",
    "INSERT INTO post_receivers (post_id, org_id, user_id, points, created_at) "
    "SELECT CAST($2 AS BIGINT), u.org_id, u.id, t.points, CAST($5 AS BIGINT) "
    "FROM {{ZIP t user_id:INT $3 points:INT $4}} JOIN users u ON u.id = t.user_id AND "
    "u.org_id = $1"};
inline constexpr db::Statement kInsertTypes{
    "feed.insert_types",
    "INSERT INTO post_recognition_types (post_id, type_id) SELECT CAST($2 AS BIGINT), t.id "
    "FROM recognition_types t WHERE t.org_id = $1 AND t.id {{ANY_INT $3}}"};
inline constexpr db::Statement kDeleteValues{
    "feed.delete_values",
    "DELETE FROM post_values WHERE post_id = $2 AND post_id IN (SELECT id FROM posts WHERE "
    "org_id = $1 AND id = $2)"};
inline constexpr db::Statement kInsertValues{
    "feed.insert_values",
    "INSERT INTO post_values (post_id, value_id, org_id, created_at) SELECT p.id, v.id, "
    "p.org_id, p.created_at FROM corporate_values v JOIN posts p ON p.org_id = v.org_id AND "
    "p.id = $2 WHERE v.org_id = $1 AND v.id {{ANY_INT $3}}"};
// Attachments are the organisation's finished uploads of the kind, by key.
inline constexpr db::Statement kInsertAttachments{
    "feed.insert_attachments",
    "INSERT INTO post_attachments (post_id, org_id, storage_key, name, content_type, size) "
    "SELECT CAST($2 AS BIGINT), u.org_id, u.storage_key, u.file_name, u.content_type, "
    "COALESCE(u.size, u.declared_size) FROM uploads u WHERE u.org_id = $1 AND "
    "u.upload_type = 'post-attachments' AND u.completed_at IS NOT NULL AND "
    "u.storage_key {{ANY_TEXT $3}} ORDER BY u.id"};

// --- One post ------------------------------------------------------------------------------------
// Locks the post for a change of its counters (likes, reactions, comments, boosts): concurrent
// toggles of one post queue here instead of clashing on the unique keys.
inline constexpr db::Statement kLockPost{
    "feed.lock_post",
    "SELECT kind, author_id, filed FROM posts WHERE org_id = $1 AND id = $2 {{FOR_UPDATE}}"};
inline constexpr db::Statement kPostState{
    "feed.post_state", "SELECT kind, author_id, filed FROM posts WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kInvolved{
    "feed.involved",
    "SELECT user_id FROM post_receivers WHERE org_id = $1 AND post_id = $2 UNION "
    "SELECT author_id FROM posts WHERE org_id = $1 AND id = $2 AND author_id IS NOT NULL"};
inline constexpr db::Statement kSetMessage{
    "feed.set_message",
    "UPDATE posts SET message = $3, edited_at = $4 WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kSetFiled{
    "feed.set_filed",
    "UPDATE posts SET filed = $3, filed_at = $4, filed_by = $5 WHERE org_id = $1 AND id = $2"};

// --- Likes and reactions -------------------------------------------------------------------------
inline constexpr db::Statement kUnlike{
    "feed.unlike", "DELETE FROM post_likes WHERE org_id = $1 AND post_id = $2 AND user_id = $3"};
inline constexpr db::Statement kLike{
    "feed.like",
    "INSERT INTO post_likes (post_id, user_id, org_id, created_at) VALUES ($2, $3, $1, $4) "
    "ON CONFLICT (post_id, user_id) DO NOTHING"};
inline constexpr db::Statement kCountLikes{
    "feed.count_likes",
    "UPDATE posts SET likes_count = (SELECT COUNT(*) FROM post_likes WHERE org_id = $1 AND "
    "post_id = $2) WHERE org_id = $1 AND id = $2 RETURNING likes_count"};
inline constexpr db::Statement kLikers{
    "feed.likers",
    "SELECT user_id FROM post_likes WHERE org_id = $1 AND post_id = $2 ORDER BY created_at"};
inline constexpr db::Statement kUnreact{
    "feed.unreact",
    "DELETE FROM post_reactions WHERE org_id = $1 AND post_id = $2 AND user_id = $3 AND "
    "emoji = $4"};
inline constexpr db::Statement kReact{
    "feed.react",
    "INSERT INTO post_reactions (post_id, user_id, emoji, org_id, created_at) "
    "VALUES ($2, $3, $4, $1, $5) ON CONFLICT (post_id, user_id, emoji) DO NOTHING"};
inline constexpr db::Statement kPostReactions{
    "feed.post_reactions",
    "SELECT emoji, COUNT(*), SUM(CASE WHEN user_id = $3 THEN 1 ELSE 0 END) FROM post_reactions "
    "WHERE org_id = $1 AND post_id = $2 GROUP BY emoji ORDER BY emoji"};

// --- Comments ------------------------------------------------------------------------------------
inline constexpr db::Statement kComments{
    "feed.comments",
    "SELECT id, post_id, parent_id, author_id, body, created_at, edited_at FROM comments "
    "WHERE org_id = $1 AND post_id = $2 AND deleted = 0 ORDER BY id"};
inline constexpr db::Statement kComment{
    "feed.comment",
    "SELECT id, post_id, parent_id, author_id, body, created_at, edited_at FROM comments "
    "WHERE org_id = $1 AND id = $2 AND deleted = 0"};
inline constexpr db::Statement kInsertComment{
    "feed.insert_comment",
    "INSERT INTO comments (org_id, post_id, parent_id, author_id, body, deleted, created_at) "
    "VALUES ($1, $2, $3, $4, $5, 0, $6) RETURNING id"};
inline constexpr db::Statement kEditComment{
    "feed.edit_comment",
    "UPDATE comments SET body = $3, edited_at = $4 WHERE org_id = $1 AND id = $2"};
// A comment takes its replies with it.
inline constexpr db::Statement kDeleteComment{
    "feed.delete_comment",
    "UPDATE comments SET deleted = 1 WHERE org_id = $1 AND deleted = 0 AND "
    "(id = $2 OR parent_id = $2)"};
inline constexpr db::Statement kCountComments{
    "feed.count_comments",
    "UPDATE posts SET comments_count = (SELECT COUNT(*) FROM comments WHERE org_id = $1 AND "
    "post_id = $2 AND deleted = 0) WHERE org_id = $1 AND id = $2"};

// --- Boosts --------------------------------------------------------------------------------------
inline constexpr db::Statement kBoostReceivers{
    "feed.boost_receivers",
    "SELECT r.user_id, u.points FROM post_receivers r JOIN users u ON u.id = r.user_id AND "
    "u.org_id = r.org_id WHERE r.org_id = $1 AND r.post_id = $2 AND u.active = 1"};
inline constexpr db::Statement kAddReceiverPoints{
    "feed.add_receiver_points",
    "UPDATE post_receivers SET points = points + $4 WHERE org_id = $1 AND post_id = $2 AND "
    "user_id {{ANY_INT $3}}"};
inline constexpr db::Statement kInsertBoost{"feed.insert_boost",
                                            "INSERT INTO boosts (org_id, post_id, user_id, amount, "
                                            "created_at) VALUES ($1, $2, $3, $4, $5)"};
inline constexpr db::Statement kAddBoostTotal{
    "feed.add_boost_total",
    "UPDATE posts SET boost_total = boost_total + $3, total_points = total_points + $3 "
    "WHERE org_id = $1 AND id = $2"};

// --- A person's recognitions in a window (the evaluations module's evidence panel, EVA-★1) ------
// $2 the person, $3 from (ms, inclusive), $4 to (ms, exclusive), $5 at most; filed posts left out.
#define APLAUSO_FEED_RECEIVED_IN                                                                   \
  "FROM post_receivers r JOIN posts p ON p.org_id = r.org_id AND p.id = r.post_id WHERE r.org_id " \
  "= $1 AND r.user_id = $2 AND p.kind = 'recognition' AND p.filed = 0 AND p.created_at >= $3 AND " \
  "p.created_at < $4"
#define APLAUSO_FEED_GIVEN_IN                                                                     \
  "FROM posts p WHERE p.org_id = $1 AND p.author_id = $2 AND p.kind = 'recognition' AND p.filed " \
  "= 0 AND p.created_at >= $3 AND p.created_at < $4"
inline constexpr db::Statement kEvidenceReceived{
    "feed.evidence_received",
    "SELECT p.id, p.created_at, p.author_id, p.message, r.points " APLAUSO_FEED_RECEIVED_IN
    " ORDER BY p.created_at DESC, p.id DESC LIMIT $5"};
inline constexpr db::Statement kEvidenceReceivedCount{"feed.evidence_received_count",
                                                      "SELECT COUNT(*) " APLAUSO_FEED_RECEIVED_IN};
inline constexpr db::Statement kEvidenceGiven{
    "feed.evidence_given",
    "SELECT p.id, p.created_at, p.author_id, p.message, p.total_points " APLAUSO_FEED_GIVEN_IN
    " ORDER BY p.created_at DESC, p.id DESC LIMIT $5"};
inline constexpr db::Statement kEvidenceGivenCount{"feed.evidence_given_count",
                                                   "SELECT COUNT(*) " APLAUSO_FEED_GIVEN_IN};
// Received per value: id, name, emoji, count.
inline constexpr db::Statement kEvidenceValueCounts{
    "feed.evidence_value_counts",
    "SELECT v.id, v.name, v.emoji, COUNT(*) FROM post_receivers r JOIN posts p ON p.org_id = "
    "r.org_id AND p.id = r.post_id JOIN post_values pv ON pv.post_id = p.id JOIN corporate_values "
    "v ON v.id = pv.value_id AND v.org_id = p.org_id WHERE r.org_id = $1 AND r.user_id = $2 AND "
    "p.kind = 'recognition' AND p.filed = 0 AND p.created_at >= $3 AND p.created_at < $4 GROUP BY "
    "v.id, v.name, v.emoji ORDER BY COUNT(*) DESC, v.id"};
// The values of posts ($2): post, value id, name, emoji.
inline constexpr db::Statement kEvidenceValues{
    "feed.evidence_values",
    "SELECT pv.post_id, v.id, v.name, v.emoji FROM post_values pv JOIN corporate_values v ON v.id "
    "= pv.value_id AND v.org_id = $1 WHERE pv.post_id {{ANY_INT $2}} ORDER BY pv.post_id, v.id"};
// The receivers of posts ($2): post, user.
inline constexpr db::Statement kEvidenceReceivers{
    "feed.evidence_receivers",
    "SELECT post_id, user_id FROM post_receivers WHERE org_id = $1 AND post_id {{ANY_INT $2}} "
    "ORDER BY post_id, user_id"};

}  // namespace aplauso::feed::sql
