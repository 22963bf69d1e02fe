#include "modules/people/people_repo.h"

#include "db/row_mapping.h"
#include "modules/people/people_sql.h"

namespace aplauso::people {

std::vector<users::Person> PeopleRepo::all_active(db::Conn& c, OrgId org) const {
  return db::all<users::Person>(c, sql::kAllActive, {org});
}

}  // namespace aplauso::people
