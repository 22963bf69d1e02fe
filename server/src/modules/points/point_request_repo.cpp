#include "modules/points/point_request_repo.h"

#include "db/conn.h"
#include "db/row_mapping.h"
#include "modules/points/points_sql.h"

namespace aplauso::points {

std::int64_t PointRequestRepo::insert(db::Conn& c, OrgId org, std::int64_t user_id,
                                      std::int64_t amount, const std::string& reason,
                                      const std::optional<std::string>& key,
                                      const std::optional<std::string>& name,
                                      std::int64_t now_ms) const {
  return *c.scalar(sql::kInsertRequest, {org, user_id, amount, reason, key, name, now_ms});
}

bool PointRequestRepo::has_pending(db::Conn& c, OrgId org, std::int64_t user_id) const {
  return c.scalar(sql::kPendingOf, {org, user_id}).value_or(0) > 0;
}

std::optional<std::string> PointRequestRepo::attachment_name(db::Conn& c, OrgId org,
                                                             std::int64_t user_id,
                                                             const std::string& key) const {
  for (const db::Row& r : c.query(sql::kAttachmentName, {org, key, user_id})) return r.text(0);
  return std::nullopt;
}

std::optional<RequestRow> PointRequestRepo::find(db::Conn& c, OrgId org, std::int64_t id) const {
  return db::one<RequestRow>(c, sql::kRequest, {org, id});
}

std::vector<RequestRow> PointRequestRepo::mine(db::Conn& c, OrgId org, std::int64_t user_id,
                                               const std::optional<std::string>& status,
                                               std::int64_t limit, std::int64_t offset) const {
  return db::all<RequestRow>(c, sql::kMyRequests, {org, user_id, status, limit, offset});
}

std::int64_t PointRequestRepo::mine_total(db::Conn& c, OrgId org, std::int64_t user_id,
                                          const std::optional<std::string>& status) const {
  return c.scalar(sql::kMyRequestsTotal, {org, user_id, status}).value_or(0);
}

std::vector<RequestRow> PointRequestRepo::review(db::Conn& c, OrgId org, const Reviewer& r,
                                                 const std::optional<std::string>& status,
                                                 std::int64_t limit, std::int64_t offset,
                                                 bool oldest_first) const {
  return db::all<RequestRow>(
      c, oldest_first ? sql::kReviewOldest : sql::kReview,
      {org, r.user_id, status, r.admin, r.leader, r.department_id, limit, offset});
}

std::int64_t PointRequestRepo::review_total(db::Conn& c, OrgId org, const Reviewer& r,
                                            const std::optional<std::string>& status) const {
  return c.scalar(sql::kReviewTotal, {org, r.user_id, status, r.admin, r.leader, r.department_id})
      .value_or(0);
}

bool PointRequestRepo::leads(db::Conn& c, OrgId org, const Reviewer& r,
                             std::int64_t user_id) const {
  return c.scalar(sql::kLeads, {org, user_id, r.user_id, r.leader, r.department_id}).value_or(0) >
         0;
}

std::optional<std::int64_t> PointRequestRepo::department_of(db::Conn& c, OrgId org,
                                                            std::int64_t user_id) const {
  return c.scalar(sql::kDepartmentOf, {org, user_id});
}

bool PointRequestRepo::decide(db::Conn& c, OrgId org, std::int64_t id, const std::string& status,
                              const std::optional<std::string>& note, std::int64_t actor_id,
                              std::int64_t now_ms) const {
  return c.exec(sql::kDecide, {org, id, status, note, actor_id, now_ms}) == 1;
}

}  // namespace aplauso::points
