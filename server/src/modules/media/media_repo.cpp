#include "modules/media/media_repo.h"

#include "db/conn.h"
#include "modules/media/media_sql.h"

namespace aplauso::media {

namespace {
MediaItem read_item(const db::Row& r) {
  return {r.i64(0),  r.text(1),     r.text(2),     r.i64(3),
          r.text(4), r.opt_text(5), r.i64(6) != 0, r.i64(7)};
}
}  // namespace

std::vector<MediaItem> MediaRepo::list(db::Conn& c, OrgId org, bool include_inactive,
                                       std::int64_t limit) const {
  std::vector<MediaItem> out;
  for (const db::Row& r :
       c.query(include_inactive ? sql::kListAll : sql::kListActive, {org, limit})) {
    out.push_back(read_item(r));
  }
  return out;
}

std::int64_t MediaRepo::count(db::Conn& c, OrgId org) const {
  return c.scalar(sql::kCount, {org}).value_or(0);
}

std::optional<MediaItem> MediaRepo::find(db::Conn& c, OrgId org, std::int64_t id) const {
  auto rows = c.query(sql::kFind, {org, id});
  if (!rows.next()) return std::nullopt;
  return read_item(rows.row());
}

std::int64_t MediaRepo::insert(db::Conn& c, OrgId org, const MediaItem& item,
                               std::int64_t created_by, std::int64_t now_ms) const {
  return *c.scalar(sql::kInsert, {org, item.storage_key, item.content_type, item.size, item.title,
                                  item.title_en, created_by, now_ms});
}

void MediaRepo::update(db::Conn& c, OrgId org, const MediaItem& item, std::int64_t now_ms) const {
  c.exec(sql::kUpdate,
         {org, item.id, item.title, item.title_en, static_cast<std::int64_t>(item.active), now_ms});
}

bool MediaRepo::remove(db::Conn& c, OrgId org, std::int64_t id) const {
  return c.exec(sql::kDelete, {org, id}) > 0;
}

}  // namespace aplauso::media
