#include "modules/badges/badge_repo.h"

#include "db/row_mapping.h"
#include "modules/badges/badges_sql.h"

namespace aplauso::badges {

std::optional<Badge> BadgeRepo::find(db::Conn& c, OrgId org, std::int64_t id) const {
  return db::one<Badge>(c, sql::kFind, {org, id});
}

std::vector<Badge> BadgeRepo::list(db::Conn& c, OrgId org, bool include_inactive) const {
  return db::all<Badge>(c, sql::kList, {org, include_inactive});
}

std::int64_t BadgeRepo::insert(db::Conn& c, OrgId org, const Badge& b, std::int64_t created_by,
                               std::int64_t now_ms) const {
  return *c.scalar(sql::kInsert, {org, b.name, b.description, b.image_key, created_by, now_ms,
                                  b.name_en, b.description_en});
}

void BadgeRepo::update(db::Conn& c, OrgId org, const Badge& b) const {
  c.exec(sql::kUpdate, {org, b.id, b.name, b.description, b.active, b.name_en, b.description_en});
}

void BadgeRepo::remove(db::Conn& c, OrgId org, std::int64_t id) const {
  c.exec(sql::kDelete, {org, id});
}

std::vector<BadgeCount> BadgeRepo::received(db::Conn& c, OrgId org, std::int64_t user_id) const {
  std::vector<BadgeCount> out;
  for (const db::Row& r : c.query(sql::kReceived, {org, user_id})) {
    out.push_back({db::as<Badge>(r), r.i64(8), r.i64(9)});
  }
  return out;
}

std::vector<ReceivedBadge> BadgeRepo::received_between(db::Conn& c, OrgId org, std::int64_t user_id,
                                                       std::int64_t from_ms, std::int64_t to_ms,
                                                       std::int64_t limit) const {
  std::vector<ReceivedBadge> out;
  for (const db::Row& r : c.query(sql::kReceivedBetween, {org, user_id, from_ms, to_ms, limit})) {
    out.push_back({r.text(0), r.opt_text(1), r.i64(2)});
  }
  return out;
}

}  // namespace aplauso::badges
