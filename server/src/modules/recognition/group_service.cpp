#include "modules/recognition/group_service.h"

#include <set>

#include "core/errors.h"
#include "db/database.h"
#include "modules/recognition/catalog_service.h"
#include "modules/users/user_repo.h"

namespace aplauso::recognition {

namespace {
ApiError group_not_found() {
  return not_found("El grupo no existe.");
}

std::vector<std::int64_t> checked_members(db::Conn& c, OrgId org,
                                          const std::vector<std::int64_t>& ids) {
  if (ids.empty()) throw invalid_input("member_ids", "Añade al menos una persona.");
  const std::set<std::int64_t> unique(ids.begin(), ids.end());
  const auto active = users::UserRepo().active_ids(c, org, {unique.begin(), unique.end()});
  if (active.size() != unique.size()) {
    throw rule_broken("user_not_found", "Algunas personas no existen o no están activas.",
                      {{"member_ids", "Personas no válidas."}});
  }
  return active;
}
}  // namespace

std::vector<Group> GroupService::list(OrgId org, std::int64_t owner_id) const {
  return db_.run([&](db::Conn& c) { return repo_.list(c, org, owner_id); });
}

Group GroupService::get(OrgId org, std::int64_t owner_id, std::int64_t id) const {
  auto g = db_.run([&](db::Conn& c) { return repo_.find(c, org, owner_id, id); });
  if (!g) throw group_not_found();
  return std::move(*g);
}

Group GroupService::create(OrgId org, std::int64_t owner_id, const std::string& name,
                           const std::vector<std::int64_t>& members) const {
  const std::string checked = checked_name(name);
  if (members.empty()) throw invalid_input("member_ids", "Añade al menos una persona.");
  return db_.transact([&](db::Conn& c) {
    const auto people = checked_members(c, org, members);
    const auto id = repo_.insert(c, org, owner_id, checked, clock_.now_ms());
    repo_.set_members(c, org, owner_id, id, people);
    return *repo_.find(c, org, owner_id, id);
  });
}

Group GroupService::update(OrgId org, std::int64_t owner_id, std::int64_t id,
                           const std::optional<std::string>& name,
                           const std::optional<std::vector<std::int64_t>>& members) const {
  return db_.transact([&](db::Conn& c) {
    if (!repo_.find(c, org, owner_id, id)) throw group_not_found();
    if (name) repo_.rename(c, org, owner_id, id, checked_name(*name), clock_.now_ms());
    if (members) repo_.set_members(c, org, owner_id, id, checked_members(c, org, *members));
    return *repo_.find(c, org, owner_id, id);
  });
}

void GroupService::remove(OrgId org, std::int64_t owner_id, std::int64_t id) const {
  db_.transact([&](db::Conn& c) {
    if (!repo_.find(c, org, owner_id, id)) throw group_not_found();
    repo_.remove(c, org, owner_id, id);
  });
}

}  // namespace aplauso::recognition
