#include "modules/recognition/group_repo.h"

#include <map>

#include "db/conn.h"
#include "modules/recognition/recognition_sql.h"

namespace aplauso::recognition {

std::vector<Group> GroupRepo::list(db::Conn& c, OrgId org, std::int64_t owner_id) const {
  std::vector<Group> out;
  for (const db::Row& r : c.query(sql::kGroups, {org, owner_id})) {
    out.push_back({r.i64(0), r.text(1), {}});
  }
  if (out.empty()) return out;
  std::map<std::int64_t, Group*> by_id;
  for (auto& g : out) by_id[g.id] = &g;
  for (const db::Row& r : c.query(sql::kGroupMembers, {org, owner_id})) {
    if (const auto g = by_id.find(r.i64(0)); g != by_id.end()) {
      g->second->member_ids.push_back(r.i64(1));
    }
  }
  return out;
}

std::optional<Group> GroupRepo::find(db::Conn& c, OrgId org, std::int64_t owner_id,
                                     std::int64_t id) const {
  for (auto& g : list(c, org, owner_id)) {
    if (g.id == id) return g;
  }
  return std::nullopt;
}

std::int64_t GroupRepo::insert(db::Conn& c, OrgId org, std::int64_t owner_id,
                               const std::string& name, std::int64_t now_ms) const {
  return *c.scalar(sql::kInsertGroup, {org, owner_id, name, now_ms});
}

void GroupRepo::rename(db::Conn& c, OrgId org, std::int64_t owner_id, std::int64_t id,
                       const std::string& name, std::int64_t now_ms) const {
  c.exec(sql::kRenameGroup, {org, owner_id, id, name, now_ms});
}

void GroupRepo::set_members(db::Conn& c, OrgId org, std::int64_t owner_id, std::int64_t id,
                            const std::vector<std::int64_t>& members) const {
  c.exec(sql::kClearGroup, {org, owner_id, id});
  if (!members.empty()) c.exec(sql::kAddGroupMembers, {org, owner_id, id, members});
}

void GroupRepo::remove(db::Conn& c, OrgId org, std::int64_t owner_id, std::int64_t id) const {
  c.exec(sql::kClearGroup, {org, owner_id, id});
  c.exec(sql::kDeleteGroup, {org, owner_id, id});
}

}  // namespace aplauso::recognition
