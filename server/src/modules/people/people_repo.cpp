#include "modules/people/people_repo.h"

#include "db/row_mapping.h"
#include "modules/people/people_sql.h"

namespace aplauso::people {

void PeopleRepo::deactivate(db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids,
                            std::int64_t now_ms) const {
  if (ids.empty()) return;
  c.exec(sql::kDeactivate, {org, ids, now_ms});
}

void PeopleRepo::reactivate(db::Conn& c, OrgId org, std::int64_t id, std::int64_t now_ms) const {
  c.exec(sql::kReactivate, {org, id, now_ms});
}

std::vector<users::Person> PeopleRepo::all_active(db::Conn& c, OrgId org) const {
  return db::all<users::Person>(c, sql::kAllActive, {org});
}

bool PeopleRepo::erase(db::Conn& c, OrgId org, std::int64_t id, const std::string& old_email,
                       std::int64_t now_ms) const {
  const std::string placeholder = "erased-" + std::to_string(id) + "@erased.invalid";
  if (c.exec(sql::kErase, {org, id, placeholder, now_ms}) == 0) return false;
  c.exec(sql::kErasePhotos, {org, id});
  c.exec(sql::kEraseIdentities, {org, id});
  c.exec(sql::kEraseLinks, {org, id});
  c.exec(sql::kEraseDirectoryMember, {org, id});
  c.exec(sql::kEraseCodes, {org, id});
  c.exec(sql::kEraseMails, {org, old_email});
  c.exec(sql::kForgetAsLeader, {org, id, now_ms});
  return true;
}

}  // namespace aplauso::people
