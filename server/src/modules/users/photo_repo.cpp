#include "modules/users/photo_repo.h"

#include "db/conn.h"
#include "modules/users/users_sql.h"

namespace aplauso::users {

void PhotoRepo::insert(db::Conn& c, OrgId org, const std::string& name, std::int64_t user_id,
                       const std::string& kind, const std::string& image,
                       const std::optional<std::string>& small, std::int64_t now_ms) const {
  c.exec(sql::kInsertPhoto, {name, org, user_id, kind, image, small, now_ms});
}

void PhotoRepo::remove_kind(db::Conn& c, OrgId org, std::int64_t user_id,
                            const std::string& kind) const {
  c.exec(sql::kRemovePhotos, {org, user_id, kind});
}

std::optional<std::string> PhotoRepo::image(db::Conn& c, OrgId org, const std::string& name) const {
  auto rows = c.query(sql::kPhotoImage, {org, name});
  if (!rows.next()) return std::nullopt;
  return rows.row().text(0);
}

std::optional<std::string> PhotoRepo::small(db::Conn& c, OrgId org, std::int64_t user_id) const {
  auto rows = c.query(sql::kPhotoSmall, {org, user_id});
  if (!rows.next()) return std::nullopt;
  return rows.row().opt_text(0);
}

void PhotoRepo::set_url(db::Conn& c, OrgId org, std::int64_t user_id, const std::string& kind,
                        const std::optional<std::string>& url, std::int64_t now_ms) const {
  const db::Statement& statement = kind == "profile"      ? sql::kSetPhotoUrl
                                   : kind == "background" ? sql::kSetBackgroundUrl
                                                          : sql::kSetBirthdayImageUrl;
  c.exec(statement, {org, user_id, url, now_ms});
}

}  // namespace aplauso::users
