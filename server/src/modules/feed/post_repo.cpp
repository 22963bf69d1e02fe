#include "modules/feed/post_repo.h"

#include <boost/describe/class.hpp>

#include "db/row_mapping.h"
#include "modules/feed/feed_sql.h"

namespace aplauso::feed {

BOOST_DESCRIBE_STRUCT(PostRow, (),
                      (id, kind, author_id, message, amount, total_points, special, filed,
                       likes_count, comments_count, boost_total, edited_at, created_at, image_url,
                       card, reactions, liked, mine))
BOOST_DESCRIBE_STRUCT(Comment, (), (id, post_id, parent_id, author_id, body, created_at, edited_at))

namespace {
std::optional<std::int64_t> as_flag(std::optional<bool> b) {
  if (!b) return std::nullopt;
  return *b ? 1 : 0;
}
}  // namespace

std::vector<PostRow> PostRepo::page(db::Conn& c, OrgId org, std::int64_t viewer,
                                    const PageQuery& q) const {
  switch (q.kind) {
    case PageKind::kSpecial:
      return db::all<PostRow>(c, sql::kSpecialPage, {org, viewer, q.before, q.limit, q.offset});
    case PageKind::kSent:
      return db::all<PostRow>(c, sql::kSentPage,
                              {org, viewer, q.before, q.limit, q.offset, q.person});
    case PageKind::kReceived:
      return db::all<PostRow>(c, sql::kReceivedPage,
                              {org, viewer, q.before, q.limit, q.offset, q.person});
    case PageKind::kFeed: break;
  }
  return db::all<PostRow>(c, sql::kFeedPage, {org, viewer, q.before, q.limit, q.offset});
}

std::vector<PostRow> PostRepo::admin_page(db::Conn& c, OrgId org, std::int64_t viewer,
                                          const AdminFilter& f, std::int64_t limit,
                                          std::int64_t offset) const {
  const auto& statement =
      f.sort.by_points ? (f.sort.descending ? sql::kAdminPagePointsDesc : sql::kAdminPagePoints)
                       : (f.sort.descending ? sql::kAdminPage : sql::kAdminPageOldest);
  return db::all<PostRow>(c, statement,
                          {org, viewer, std::numeric_limits<std::int64_t>::max(), limit, offset,
                           as_flag(f.filed), f.type_id, f.involving_id, f.from_ms, f.to_ms});
}

std::int64_t PostRepo::admin_count(db::Conn& c, OrgId org, const AdminFilter& f) const {
  return c
      .scalar(sql::kAdminCount,
              {org, as_flag(f.filed), f.type_id, f.involving_id, f.from_ms, f.to_ms})
      .value_or(0);
}

std::optional<PostRow> PostRepo::post(db::Conn& c, OrgId org, std::int64_t viewer,
                                      std::int64_t id) const {
  return db::one<PostRow>(c, sql::kPost, {org, viewer, id});
}

std::pair<std::int64_t, std::int64_t> PostRepo::recognition_counts(db::Conn& c, OrgId org,
                                                                   std::int64_t user_id) const {
  auto rows = c.query(sql::kRecognitionCounts, {org, user_id});
  if (!rows.next()) return {0, 0};
  return {rows.row().i64(0), rows.row().i64(1)};
}

std::pair<std::int64_t, std::optional<std::int64_t>> PostRepo::new_count(db::Conn& c, OrgId org,
                                                                         std::int64_t after) const {
  auto rows = c.query(sql::kNewCount, {org, after});
  if (!rows.next()) return {0, std::nullopt};
  return {rows.row().i64(0), rows.row().opt_i64(1)};
}

std::vector<std::pair<std::int64_t, std::int64_t>> PostRepo::top_recognisers(
    db::Conn& c, OrgId org, std::int64_t from, std::int64_t to, std::int64_t limit) const {
  std::vector<std::pair<std::int64_t, std::int64_t>> out;
  for (const db::Row& r : c.query(sql::kTopRecognisers, {org, from, to, limit})) {
    out.emplace_back(r.i64(0), r.i64(1));
  }
  return out;
}

std::vector<TrendingValue> PostRepo::trending_values(db::Conn& c, OrgId org, std::int64_t from,
                                                     std::int64_t to, std::int64_t limit) const {
  std::vector<TrendingValue> out;
  for (const db::Row& r : c.query(sql::kTrendingValues, {org, from, to, limit})) {
    out.push_back({r.i64(0), r.text(1), r.opt_text(2), r.opt_text(3), r.i64(4)});
  }
  return out;
}

std::pair<std::int64_t, std::int64_t> PostRepo::overview_totals(db::Conn& c, OrgId org,
                                                                std::int64_t from,
                                                                std::int64_t to) const {
  auto rows = c.query(sql::kOverviewTotals, {org, from, to});
  if (!rows.next()) return {0, 0};
  return {rows.row().i64(0), rows.row().i64(1)};
}

std::vector<DepartmentActivity> PostRepo::overview_departments(db::Conn& c, OrgId org,
                                                               std::int64_t from,
                                                               std::int64_t to) const {
  // Keyed by department id, -1 for people without one.
  std::map<std::int64_t, DepartmentActivity> by_id;
  const auto key = [](const db::Row& r) { return r.opt_i64(0).value_or(-1); };
  for (const db::Row& r : c.query(sql::kOverviewPeople, {org})) {
    by_id[key(r)] = DepartmentActivity{r.opt_i64(0), r.opt_text(1), r.i64(2), 0, 0};
  }
  for (const db::Row& r : c.query(sql::kOverviewParticipants, {org, from, to})) {
    if (auto found = by_id.find(key(r)); found != by_id.end())
      found->second.participants = r.i64(1);
  }
  for (const db::Row& r : c.query(sql::kOverviewReceived, {org, from, to})) {
    if (auto found = by_id.find(key(r)); found != by_id.end())
      found->second.recognitions = r.i64(1);
  }
  std::vector<DepartmentActivity> out;
  out.reserve(by_id.size());
  for (auto& [id, activity] : by_id) out.push_back(std::move(activity));
  return out;
}

std::vector<CardReceiver> PostRepo::card_receivers(db::Conn& c, OrgId org,
                                                   const std::vector<std::int64_t>& ids) const {
  std::vector<CardReceiver> out;
  for (const db::Row& r : c.query(sql::kCardReceivers, {org, ids})) {
    out.push_back({r.i64(0), r.i64(1), r.i64(2)});
  }
  return out;
}

std::vector<CardItem> PostRepo::card_related(db::Conn& c, OrgId org,
                                             const std::vector<std::int64_t>& ids) const {
  std::vector<CardItem> out;
  for (const db::Row& r : c.query(sql::kCardRelated, {org, ids})) {
    const auto tag = r.view(0);
    out.push_back({tag.empty() ? '?' : tag.front(), r.i64(1), r.i64(2), r.text(3), r.opt_text(4),
                   r.opt_text(5), r.opt_i64(6), r.opt_text(8), r.opt_text(9)});
  }
  return out;
}

std::vector<ReactionCount> PostRepo::reaction_counts(db::Conn& c, OrgId org,
                                                     const std::vector<std::int64_t>& ids) const {
  std::vector<ReactionCount> out;
  for (const db::Row& r : c.query(sql::kReactionCounts, {org, ids})) {
    out.push_back({r.i64(0), r.text(1), r.i64(2)});
  }
  return out;
}

void PostRepo::store_cards(db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids,
                           const std::vector<std::string>& cards,
                           const std::vector<std::string>& reactions) const {
  if (ids.empty()) return;
  c.exec(sql::kStoreCards, {org, ids, cards, reactions});
}

void PostRepo::store_reactions(db::Conn& c, OrgId org, std::int64_t id,
                               const std::string& reactions) const {
  c.exec(sql::kStoreReactions, {org, id, reactions});
}

std::vector<ForgottenCard> PostRepo::forgotten_cards(db::Conn& c, std::int64_t limit) const {
  std::vector<ForgottenCard> out;
  auto rows = c.query(sql::kForgottenCards, {limit});
  while (rows.next()) {
    out.push_back({OrgId{rows.row().i64(0)}, rows.row().i64(1), rows.row().opt_i64(2)});
  }
  return out;
}

void PostRepo::forget_cards_of_type(db::Conn& c, OrgId org, std::int64_t type_id) const {
  c.exec(sql::kForgetCardsOfType, {org, type_id});
}

void PostRepo::forget_cards_of_sub_type(db::Conn& c, OrgId org, std::int64_t sub_type_id) const {
  c.exec(sql::kForgetCardsOfSubType, {org, sub_type_id});
}

void PostRepo::forget_cards_of_value(db::Conn& c, OrgId org, std::int64_t value_id) const {
  c.exec(sql::kForgetCardsOfValue, {org, value_id});
}

void PostRepo::forget_cards_of_badge(db::Conn& c, OrgId org, std::int64_t badge_id) const {
  c.exec(sql::kForgetCardsOfBadge, {org, badge_id});
}

void PostRepo::forget_cards_of_person(db::Conn& c, OrgId org, std::int64_t user_id) const {
  c.exec(sql::kForgetCardsOfPerson, {org, user_id});
}

std::int64_t PostRepo::insert_post(db::Conn& c, OrgId org, const NewPostRow& p,
                                   std::int64_t now_ms) const {
  return *c.scalar(sql::kInsertPost,
                   {org, p.kind, p.author_id, p.message, p.amount, p.total_points, p.sub_type_id,
                    p.badge_id, p.special, now_ms, p.card, p.reactions, p.image_url});
}

void PostRepo::insert_receivers(db::Conn& c, OrgId org, std::int64_t post_id,
                                const std::vector<std::int64_t>& users,
                                const std::vector<std::int64_t>& points,
                                std::int64_t now_ms) const {
  if (users.empty()) return;
  c.defer(sql::kInsertReceivers, {org, post_id, users, points, now_ms});
}

void PostRepo::insert_types(db::Conn& c, OrgId org, std::int64_t post_id,
                            const std::vector<std::int64_t>& type_ids) const {
  if (type_ids.empty()) return;
  c.defer(sql::kInsertTypes, {org, post_id, type_ids});
}

void PostRepo::replace_values(db::Conn& c, OrgId org, std::int64_t post_id,
                              const std::vector<std::int64_t>& value_ids) const {
  c.exec(sql::kDeleteValues, {org, post_id});
  insert_values(c, org, post_id, value_ids);
}

void PostRepo::insert_values(db::Conn& c, OrgId org, std::int64_t post_id,
                             const std::vector<std::int64_t>& value_ids) const {
  if (value_ids.empty()) return;
  c.defer(sql::kInsertValues, {org, post_id, value_ids});
}

void PostRepo::insert_attachments(db::Conn& c, OrgId org, std::int64_t post_id,
                                  const std::vector<std::string>& keys) const {
  if (keys.empty()) return;
  c.defer(sql::kInsertAttachments, {org, post_id, keys});
}

std::optional<LockedPost> PostRepo::lock(db::Conn& c, OrgId org, std::int64_t id) const {
  auto rows = c.query(sql::kLockPost, {org, id});
  if (!rows.next()) return std::nullopt;
  return LockedPost{rows.row().text(0), rows.row().opt_i64(1), rows.row().boolean(2)};
}

std::optional<LockedPost> PostRepo::state(db::Conn& c, OrgId org, std::int64_t id) const {
  auto rows = c.query(sql::kPostState, {org, id});
  if (!rows.next()) return std::nullopt;
  return LockedPost{rows.row().text(0), rows.row().opt_i64(1), rows.row().boolean(2)};
}

std::vector<std::int64_t> PostRepo::involved(db::Conn& c, OrgId org, std::int64_t id) const {
  return db::ids(c, sql::kInvolved, {org, id});
}

void PostRepo::set_message(db::Conn& c, OrgId org, std::int64_t id, const std::string& message,
                           std::int64_t now_ms) const {
  c.exec(sql::kSetMessage, {org, id, message, now_ms});
}

void PostRepo::set_filed(db::Conn& c, OrgId org, std::int64_t id, bool filed, std::int64_t by,
                         std::int64_t now_ms) const {
  c.exec(sql::kSetFiled, {org, id, filed, now_ms, by});
}

bool PostRepo::unlike(db::Conn& c, OrgId org, std::int64_t post_id, std::int64_t user_id) const {
  return c.exec(sql::kUnlike, {org, post_id, user_id}) > 0;
}

void PostRepo::like(db::Conn& c, OrgId org, std::int64_t post_id, std::int64_t user_id,
                    std::int64_t now_ms) const {
  c.exec(sql::kLike, {org, post_id, user_id, now_ms});
}

std::int64_t PostRepo::count_likes(db::Conn& c, OrgId org, std::int64_t post_id) const {
  return c.scalar(sql::kCountLikes, {org, post_id}).value_or(0);
}

std::vector<std::int64_t> PostRepo::likers(db::Conn& c, OrgId org, std::int64_t post_id) const {
  return db::ids(c, sql::kLikers, {org, post_id});
}

bool PostRepo::unreact(db::Conn& c, OrgId org, std::int64_t post_id, std::int64_t user_id,
                       const std::string& emoji) const {
  return c.exec(sql::kUnreact, {org, post_id, user_id, emoji}) > 0;
}

void PostRepo::react(db::Conn& c, OrgId org, std::int64_t post_id, std::int64_t user_id,
                     const std::string& emoji, std::int64_t now_ms) const {
  c.exec(sql::kReact, {org, post_id, user_id, emoji, now_ms});
}

std::vector<PostReaction> PostRepo::reactions(db::Conn& c, OrgId org, std::int64_t post_id,
                                              std::int64_t viewer) const {
  std::vector<PostReaction> out;
  for (const db::Row& r : c.query(sql::kPostReactions, {org, post_id, viewer})) {
    out.push_back({r.text(0), r.i64(1), r.i64(2) > 0});
  }
  return out;
}

std::vector<Comment> PostRepo::comments(db::Conn& c, OrgId org, std::int64_t post_id) const {
  return db::all<Comment>(c, sql::kComments, {org, post_id});
}

std::optional<Comment> PostRepo::comment(db::Conn& c, OrgId org, std::int64_t id) const {
  return db::one<Comment>(c, sql::kComment, {org, id});
}

std::int64_t PostRepo::insert_comment(db::Conn& c, OrgId org, const Comment& m) const {
  return *c.scalar(sql::kInsertComment,
                   {org, m.post_id, m.parent_id, m.author_id, m.body, m.created_at});
}

void PostRepo::edit_comment(db::Conn& c, OrgId org, std::int64_t id, const std::string& body,
                            std::int64_t now_ms) const {
  c.exec(sql::kEditComment, {org, id, body, now_ms});
}

void PostRepo::delete_comment(db::Conn& c, OrgId org, std::int64_t id) const {
  c.exec(sql::kDeleteComment, {org, id});
}

void PostRepo::count_comments(db::Conn& c, OrgId org, std::int64_t post_id) const {
  c.exec(sql::kCountComments, {org, post_id});
}

std::vector<std::pair<std::int64_t, bool>> PostRepo::boost_receivers(db::Conn& c, OrgId org,
                                                                     std::int64_t post_id) const {
  std::vector<std::pair<std::int64_t, bool>> out;
  for (const db::Row& r : c.query(sql::kBoostReceivers, {org, post_id})) {
    out.emplace_back(r.i64(0), r.boolean(1));
  }
  return out;
}

void PostRepo::add_receiver_points(db::Conn& c, OrgId org, std::int64_t post_id,
                                   const std::vector<std::int64_t>& users,
                                   std::int64_t amount) const {
  c.exec(sql::kAddReceiverPoints, {org, post_id, users, amount});
}

void PostRepo::insert_boost(db::Conn& c, OrgId org, std::int64_t post_id, std::int64_t user_id,
                            std::int64_t amount, std::int64_t now_ms) const {
  c.exec(sql::kInsertBoost, {org, post_id, user_id, amount, now_ms});
}

void PostRepo::add_boost_total(db::Conn& c, OrgId org, std::int64_t post_id,
                               std::int64_t total) const {
  c.exec(sql::kAddBoostTotal, {org, post_id, total});
}

RecognitionEvidence PostRepo::evidence(db::Conn& c, OrgId org, std::int64_t user_id,
                                       std::int64_t from_ms, std::int64_t to_ms,
                                       std::int64_t limit) const {
  RecognitionEvidence out;
  const auto read = [](const db::Row& r) {
    return EvidencePost{r.i64(0), r.i64(1), r.opt_i64(2), r.text(3), r.i64(4)};
  };
  for (const auto& r : c.query(sql::kEvidenceReceived, {org, user_id, from_ms, to_ms, limit})) {
    out.received.push_back(read(r));
  }
  out.received_total =
      c.scalar(sql::kEvidenceReceivedCount, {org, user_id, from_ms, to_ms}).value_or(0);
  for (const auto& r : c.query(sql::kEvidenceGiven, {org, user_id, from_ms, to_ms, limit})) {
    out.given.push_back(read(r));
  }
  out.given_total = c.scalar(sql::kEvidenceGivenCount, {org, user_id, from_ms, to_ms}).value_or(0);
  std::vector<std::int64_t> ids, given;
  for (const auto& p : out.received) ids.push_back(p.id);
  for (const auto& p : out.given) {
    ids.push_back(p.id);
    given.push_back(p.id);
  }
  if (!ids.empty()) {
    for (const auto& r : c.query(sql::kEvidenceValues, {org, ids})) {
      out.values[r.i64(0)].push_back(EvidenceValue{r.i64(1), r.text(2), r.opt_text(3)});
    }
  }
  if (!given.empty()) {
    for (const auto& r : c.query(sql::kEvidenceReceivers, {org, given})) {
      out.receivers[r.i64(0)].push_back(r.i64(1));
    }
  }
  for (const auto& r : c.query(sql::kEvidenceValueCounts, {org, user_id, from_ms, to_ms})) {
    out.value_counts.emplace_back(EvidenceValue{r.i64(0), r.text(1), r.opt_text(2)}, r.i64(3));
  }
  return out;
}

}  // namespace aplauso::feed
