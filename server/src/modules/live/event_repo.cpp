#include "modules/live/event_repo.h"

#include "db/conn.h"
#include "db/row_mapping.h"
#include "modules/live/live_sql.h"

namespace aplauso::live {

Watermark EventRepo::latest(db::Conn& c) const {
  auto rows = c.query(sql::kLatest);
  if (!rows.next()) return {};
  return {rows.row().i64(0), rows.row().i64(1), rows.row().i64(2)};
}

std::vector<NotificationWritten> EventRepo::notifications_after(db::Conn& c, std::int64_t after,
                                                                std::int64_t limit) const {
  return db::all<NotificationWritten>(c, sql::kNewNotifications, {after, limit});
}

std::vector<PostWritten> EventRepo::posts_after(db::Conn& c, std::int64_t after,
                                                std::int64_t limit) const {
  return db::all<PostWritten>(c, sql::kNewPosts, {after, limit});
}

std::optional<std::int64_t> EventRepo::missed_notification(db::Conn& c, OrgId org,
                                                           std::int64_t user_id,
                                                           std::int64_t after) const {
  return c.scalar(sql::kMissedNotification, {org, user_id, after});
}

std::optional<std::int64_t> EventRepo::missed_post(db::Conn& c, OrgId org,
                                                   std::int64_t after) const {
  return c.scalar(sql::kMissedPost, {org, after});
}

std::vector<SignalWritten> EventRepo::signals_after(db::Conn& c, std::int64_t after,
                                                    std::int64_t limit) const {
  return db::all<SignalWritten>(c, sql::kNewSignals, {after, limit});
}

std::vector<std::pair<std::string, std::int64_t>> EventRepo::missed_signals(
    db::Conn& c, OrgId org, std::int64_t user_id, std::int64_t after) const {
  std::vector<std::pair<std::string, std::int64_t>> out;
  for (const db::Row& r : c.query(sql::kMissedSignals, {org, user_id, after})) {
    out.emplace_back(r.text(0), r.i64(1));
  }
  return out;
}

void EventRepo::insert_signals(db::Conn& c, OrgId org, const std::string& name,
                               const std::vector<std::int64_t>& users, std::int64_t now_ms) const {
  if (users.empty()) return;
  c.exec(sql::kInsertSignals, {org, name, users, now_ms});
}

void EventRepo::prune_signals(db::Conn& c, std::int64_t before_ms) const {
  c.exec(sql::kPruneSignals, {before_ms});
}

void EventRepo::insert_ticket(db::Conn& c, const std::string& token_hash, OrgId org,
                              std::int64_t user_id, std::int64_t expires_at) const {
  c.exec(sql::kInsertTicket, {token_hash, org, user_id, expires_at});
}

std::optional<std::pair<std::int64_t, std::int64_t>> EventRepo::take_ticket(
    db::Conn& c, const std::string& token_hash, std::int64_t now_ms) const {
  auto rows = c.query(sql::kTakeTicket, {token_hash, now_ms});
  if (!rows.next()) return std::nullopt;
  return std::make_pair(rows.row().i64(0), rows.row().i64(1));
}

void EventRepo::prune_tickets(db::Conn& c, std::int64_t now_ms) const {
  c.exec(sql::kPruneTickets, {now_ms});
}

}  // namespace aplauso::live
