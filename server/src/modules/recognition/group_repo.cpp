#include "modules/recognition/group_repo.h"

#include <soci/soci.h>

#include <map>

#include "db/row.h"
#include "db/sql_list.h"

namespace aplauso::recognition {

std::vector<Group> GroupRepo::list(soci::session& s, std::int64_t org_id,
                                   std::int64_t owner_id) const {
  const long long org = org_id, owner = owner_id;
  std::vector<Group> out;
  {
    soci::rowset<soci::row> rows =
        (s.prepare << "SELECT id, name FROM recognition_groups WHERE org_id = :org AND owner_id = "
                      ":owner ORDER BY name, id",
         soci::use(org, "org"), soci::use(owner, "owner"));
    for (const auto& r : rows) out.push_back({db::get_int(r, 0), db::get_string(r, 1), {}});
  }
  if (out.empty()) return out;
  std::vector<std::int64_t> ids;
  std::map<std::int64_t, Group*> by_id;
  for (auto& g : out) {
    ids.push_back(g.id);
    by_id[g.id] = &g;
  }
  soci::rowset<soci::row> rows =
      s.prepare << "SELECT m.group_id, m.user_id FROM recognition_group_members m JOIN users u ON "
                   "u.id = m.user_id AND u.active = 1 WHERE m.group_id IN " +
                       db::in_list(ids) + " ORDER BY m.group_id, m.user_id";
  for (const auto& r : rows) by_id[db::get_int(r, 0)]->member_ids.push_back(db::get_int(r, 1));
  return out;
}

std::optional<Group> GroupRepo::find(soci::session& s, std::int64_t org_id, std::int64_t owner_id,
                                     std::int64_t id) const {
  for (auto& g : list(s, org_id, owner_id)) {
    if (g.id == id) return g;
  }
  return std::nullopt;
}

std::int64_t GroupRepo::insert(soci::session& s, std::int64_t org_id, std::int64_t owner_id,
                               const std::string& name, std::int64_t now_ms) const {
  const long long org = org_id, owner = owner_id, now = now_ms;
  long long id = 0;
  s << "INSERT INTO recognition_groups (org_id, owner_id, name, created_at, updated_at) VALUES "
       "(:org, :owner, :name, :now, :now) RETURNING id",
      soci::use(org, "org"), soci::use(owner, "owner"), soci::use(name, "name"),
      soci::use(now, "now"), soci::into(id);
  return id;
}

void GroupRepo::rename(soci::session& s, std::int64_t id, const std::string& name,
                       std::int64_t now_ms) const {
  const long long gid = id, now = now_ms;
  s << "UPDATE recognition_groups SET name = :name, updated_at = :now WHERE id = :id",
      soci::use(name, "name"), soci::use(now, "now"), soci::use(gid, "id");
}

void GroupRepo::set_members(soci::session& s, std::int64_t id,
                            const std::vector<std::int64_t>& members) const {
  const long long gid = id;
  s << "DELETE FROM recognition_group_members WHERE group_id = :id", soci::use(gid, "id");
  long long user = 0;
  soci::statement st = (s.prepare << "INSERT INTO recognition_group_members (group_id, user_id) "
                                     "VALUES (:id, :user)",
                        soci::use(gid, "id"), soci::use(user, "user"));
  for (std::int64_t m : members) {
    user = m;
    st.execute(true);
  }
}

void GroupRepo::remove(soci::session& s, std::int64_t id) const {
  const long long gid = id;
  s << "DELETE FROM recognition_group_members WHERE group_id = :id", soci::use(gid, "id");
  s << "DELETE FROM recognition_groups WHERE id = :id", soci::use(gid, "id");
}

}  // namespace aplauso::recognition
