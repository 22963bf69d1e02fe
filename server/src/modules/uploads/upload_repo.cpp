#include "modules/uploads/upload_repo.h"

#include "db/conn.h"
#include "modules/uploads/uploads_sql.h"

namespace aplauso::uploads {

void UploadRepo::insert(db::Conn& c, OrgId org, const NewUpload& u, std::int64_t now_ms) const {
  c.exec(sql::kInsert,
         {org, u.user_id, u.type, u.key, u.file_name, u.content_type, u.size, now_ms});
}

void UploadRepo::insert_complete(db::Conn& c, OrgId org, const NewUpload& u,
                                 std::int64_t now_ms) const {
  c.exec(sql::kInsertComplete,
         {org, u.user_id, u.type, u.key, u.file_name, u.content_type, u.size, now_ms});
}

std::optional<Upload> UploadRepo::find(db::Conn& c, const std::string& key) const {
  auto rows = c.query(sql::kFind, {key});
  if (!rows.next()) return std::nullopt;
  const db::Row& r = rows.row();
  return Upload{OrgId{r.i64(0)}, r.text(1),     r.text(2),   r.text(3),
                r.i64(4),        !r.is_null(5), r.opt_i64(6)};
}

bool UploadRepo::complete(db::Conn& c, OrgId org, const std::string& key, std::int64_t size,
                          std::int64_t now_ms) const {
  return c.exec(sql::kComplete, {org, key, size, now_ms}) == 1;
}

void UploadRepo::uncomplete(db::Conn& c, OrgId org, const std::string& key) const {
  c.exec(sql::kUncomplete, {org, key});
}

void UploadRepo::remove(db::Conn& c, OrgId org, const std::string& key) const {
  c.exec(sql::kDelete, {org, key});
}

void UploadRepo::disown(db::Conn& c, OrgId org, const std::vector<std::string>& keys) const {
  if (!keys.empty()) c.exec(sql::kDisown, {org, keys});
}

std::map<std::string, std::string> UploadRepo::finished_of(db::Conn& c, OrgId org,
                                                           const std::vector<std::string>& keys,
                                                           const std::string& type,
                                                           std::int64_t user_id) const {
  std::map<std::string, std::string> out;
  for (const db::Row& r : c.query(sql::kFinishedOf, {org, keys, type, user_id})) {
    out.emplace(r.text(0), r.text(1));
  }
  return out;
}

}  // namespace aplauso::uploads
