#include "modules/notifications/notification_repo.h"

#include "db/conn.h"
#include "db/row_mapping.h"
#include "modules/notifications/notifications_sql.h"

namespace aplauso::notifications {

Counts NotificationRepo::counts(db::Conn& c, OrgId org, std::int64_t user_id) const {
  auto rows = c.query(sql::kCounts, {org, user_id});
  if (!rows.next()) return {};
  return {rows.row().i64(0), 0};
}

void NotificationRepo::add(db::Conn& c, OrgId org, const std::string& kind,
                           const std::vector<std::int64_t>& users,
                           const std::vector<std::string>& payloads, bool mail_by_default,
                           std::int64_t now_ms) const {
  if (users.empty()) return;
  c.defer(sql::kAdd, {org, kind, users, payloads, now_ms, mail_by_default});
}

std::vector<NotificationRow> NotificationRepo::page(db::Conn& c, OrgId org, std::int64_t user_id,
                                                    std::int64_t limit, std::int64_t offset) const {
  return db::all<NotificationRow>(c, sql::kPage, {org, user_id, limit, offset});
}

Totals NotificationRepo::totals(db::Conn& c, OrgId org, std::int64_t user_id) const {
  auto rows = c.query(sql::kTotals, {org, user_id});
  if (!rows.next()) return {};
  return {rows.row().i64(0), 0};
}

bool NotificationRepo::mark_read(db::Conn& c, OrgId org, std::int64_t user_id, std::int64_t id,
                                 std::int64_t now_ms) const {
  return c.exec(sql::kMarkRead, {org, user_id, id, now_ms}) > 0;
}

std::int64_t NotificationRepo::mark_all_read(db::Conn& c, OrgId org, std::int64_t user_id,
                                             std::int64_t now_ms) const {
  return c.exec(sql::kMarkAllRead, {org, user_id, now_ms});
}

std::map<std::string, Choice> NotificationRepo::settings(db::Conn& c, OrgId org,
                                                         std::int64_t user_id) const {
  std::map<std::string, Choice> out;
  for (const db::Row& r : c.query(sql::kSettings, {org, user_id})) {
    out[r.text(0)] = Choice{r.boolean(1), r.boolean(2), r.boolean(3)};
  }
  return out;
}

void NotificationRepo::save_setting(db::Conn& c, OrgId org, std::int64_t user_id,
                                    const std::string& kind, const Choice& choice,
                                    std::int64_t now_ms) const {
  c.defer(sql::kSaveSetting,
          {org, user_id, kind, choice.in_app, choice.email, choice.whatsapp, now_ms});
}

std::vector<ChannelDue> NotificationRepo::claim_mail(db::Conn& c, std::int64_t limit) const {
  return db::all<ChannelDue>(c, sql::kClaimMail, {limit});
}

std::vector<ChannelDue> NotificationRepo::claim_whatsapp(db::Conn& c, std::int64_t limit) const {
  return db::all<ChannelDue>(c, sql::kClaimWhatsApp, {limit});
}

void NotificationRepo::hold(db::Conn& c, OrgId org, std::int64_t id, std::int64_t until_ms) const {
  c.defer(sql::kHold, {org, id, until_ms});
}

std::int64_t NotificationRepo::release_held(db::Conn& c, std::int64_t now_ms) const {
  return c.exec(sql::kReleaseHeld, {now_ms});
}

void NotificationRepo::whatsapp_queued(db::Conn& c, OrgId org,
                                       const std::vector<std::int64_t>& ids) const {
  if (!ids.empty()) c.defer(sql::kWhatsAppQueued, {org, ids});
}

void NotificationRepo::mailed(db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids) const {
  if (!ids.empty()) c.defer(sql::kMailed, {org, ids});
}

}  // namespace aplauso::notifications
