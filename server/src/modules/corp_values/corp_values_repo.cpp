#include "modules/corp_values/corp_values_repo.h"

#include "db/conn.h"
#include "modules/corp_values/corp_values_sql.h"

namespace aplauso::corp_values {

namespace {
std::vector<PersonCount> person_counts(db::Conn& c, const db::Statement& st, OrgId org,
                                       std::int64_t since_ms) {
  std::vector<PersonCount> out;
  for (const db::Row& r : c.query(st, {org, since_ms})) {
    out.push_back({r.i64(0), r.i64(1), r.i64(2)});
  }
  return out;
}
}  // namespace

std::vector<DayCount> CorpValuesRepo::value_days(db::Conn& c, OrgId org,
                                                 std::int64_t since_ms) const {
  std::vector<DayCount> out;
  for (const db::Row& r : c.query(sql::kValueDays, {org, since_ms})) {
    out.push_back({r.i64(0), r.i64(1), r.i64(2)});
  }
  return out;
}

std::vector<DayCount> CorpValuesRepo::recognition_days(db::Conn& c, OrgId org,
                                                       std::int64_t since_ms) const {
  std::vector<DayCount> out;
  for (const db::Row& r : c.query(sql::kRecognitionDays, {org, since_ms})) {
    out.push_back({0, r.i64(0), r.i64(1)});
  }
  return out;
}

std::vector<RecentRecognition> CorpValuesRepo::recent(db::Conn& c, OrgId org,
                                                      std::int64_t since_ms) const {
  std::vector<RecentRecognition> out;
  for (const db::Row& r : c.query(sql::kRecent, {org, since_ms})) {
    out.push_back({r.i64(0), r.i64(1), r.opt_i64(2), r.text(3), r.i64(4)});
  }
  return out;
}

std::vector<PersonCount> CorpValuesRepo::top_senders(db::Conn& c, OrgId org,
                                                     std::int64_t since_ms) const {
  return person_counts(c, sql::kTopSenders, org, since_ms);
}

std::vector<PersonCount> CorpValuesRepo::top_receivers(db::Conn& c, OrgId org,
                                                       std::int64_t since_ms) const {
  return person_counts(c, sql::kTopReceivers, org, since_ms);
}

std::vector<DepartmentCount> CorpValuesRepo::department_counts(db::Conn& c, OrgId org,
                                                               std::int64_t since_ms) const {
  std::vector<DepartmentCount> out;
  for (const db::Row& r : c.query(sql::kDepartmentCounts, {org, since_ms})) {
    out.push_back({r.i64(0), r.i64(1), r.i64(2)});
  }
  return out;
}

std::vector<Department> CorpValuesRepo::departments(db::Conn& c, OrgId org) const {
  std::vector<Department> out;
  for (const db::Row& r : c.query(sql::kDepartments, {org})) {
    out.push_back({r.i64(0), r.text(1), r.i64(2)});
  }
  return out;
}

std::pair<std::int64_t, std::int64_t> CorpValuesRepo::suggestions(db::Conn& c, OrgId org,
                                                                  std::int64_t since_ms) const {
  for (const db::Row& r : c.query(sql::kSuggestions, {org, since_ms})) {
    return {r.i64(0), r.i64(1)};
  }
  return {0, 0};
}

bool CorpValuesRepo::listed(db::Conn& c, OrgId org, std::int64_t user_id) const {
  for (const db::Row& r : c.query(sql::kListed, {org, user_id})) return r.i64(0) != 0;
  return true;
}

void CorpValuesRepo::set_listed(db::Conn& c, OrgId org, std::int64_t user_id, bool listed,
                                std::int64_t now_ms) const {
  c.exec(sql::kSetListed, {org, user_id, listed ? 1 : 0, now_ms});
}

}  // namespace aplauso::corp_values
