#include "modules/approvals/approval_repo.h"

#include "db/conn.h"
#include "modules/approvals/approvals_sql.h"

namespace aplauso::approvals {

std::vector<std::int64_t> ApprovalRepo::direct_reports(db::Conn& c, OrgId org,
                                                       std::int64_t user_id) const {
  std::vector<std::int64_t> out;
  for (const db::Row& r : c.query(sql::kDirectReports, {org, user_id})) out.push_back(r.i64(0));
  return out;
}

}  // namespace aplauso::approvals
