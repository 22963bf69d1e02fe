// SQL of people administration: the picker's list of active members. Every statement filters
// by organisation ($1). The people rules write members through the users module's repository.
#pragma once

#include "db/statement.h"

namespace aplauso::people::sql {

// Every active member as a picker shows them.
inline constexpr db::Statement kAllActive{
    "people.all_active",
    "SELECT u.id, u.first_name, u.last_name, u.email, u.job_position, u.profile_photo_url, "
    "d.name FROM users u LEFT JOIN departments d ON d.id = u.department_id AND d.org_id = "
    "u.org_id WHERE u.org_id = $1 AND u.active = 1 ORDER BY u.first_name, u.last_name, u.id"};

}  // namespace aplauso::people::sql
