// SQL of the approvals inbox: it has no table of its own; it reads who reports to the approver
// (users.leader_id, index users_org_leader) once per request, for every source's rule.
#pragma once

#include "db/statement.h"

namespace aplauso::approvals::sql {

inline constexpr db::Statement kDirectReports{
    "approvals.direct_reports",
    "SELECT id FROM users WHERE org_id = $1 AND leader_id = $2 AND active = 1 ORDER BY id"};

}  // namespace aplauso::approvals::sql
