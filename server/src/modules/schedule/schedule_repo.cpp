#include "modules/schedule/schedule_repo.h"

#include "db/conn.h"
#include "db/row_mapping.h"
#include "modules/schedule/schedule_hours.h"
#include "modules/schedule/schedule_sql.h"

namespace aplauso::schedule {

namespace {
std::vector<ScheduleRow> read_schedules(db::Rows rows) {
  std::vector<ScheduleRow> out;
  for (const db::Row& r : rows) {
    ScheduleRow s;
    s.id = r.i64(0);
    s.name = r.text(1);
    s.timezone = r.opt_text(2);
    s.week = week_of_text(r.text(3));
    s.is_default = r.boolean(4);
    s.status = r.text(5);
    s.created_at = r.i64(6);
    s.updated_at = r.i64(7);
    s.people = r.i64(8);
    out.push_back(std::move(s));
  }
  return out;
}

std::optional<ScheduleRow> first(std::vector<ScheduleRow> rows) {
  if (rows.empty()) return std::nullopt;
  return std::move(rows.front());
}
}  // namespace

std::optional<ScheduleRow> ScheduleRepo::schedule(db::Conn& c, OrgId org, std::int64_t id) const {
  return first(read_schedules(c.query(sql::kSchedule, {org, id})));
}

std::vector<ScheduleRow> ScheduleRepo::schedules(db::Conn& c, OrgId org) const {
  return read_schedules(c.query(sql::kSchedules, {org}));
}

std::optional<ScheduleRow> ScheduleRepo::default_schedule(db::Conn& c, OrgId org) const {
  return first(read_schedules(c.query(sql::kDefault, {org})));
}

std::optional<ScheduleRow> ScheduleRepo::of_person(db::Conn& c, OrgId org,
                                                   std::int64_t user) const {
  return first(read_schedules(c.query(sql::kOfPerson, {org, user})));
}

std::int64_t ScheduleRepo::count(db::Conn& c, OrgId org) const {
  return c.scalar(sql::kCount, {org}).value_or(0);
}

std::int64_t ScheduleRepo::insert(db::Conn& c, OrgId org, const ScheduleFields& f,
                                  std::int64_t admin, std::int64_t now) const {
  return *c.scalar(sql::kInsert, {org, f.name, f.timezone, week_text(f.week), admin, now});
}

void ScheduleRepo::change(db::Conn& c, OrgId org, std::int64_t id, const ScheduleFields& f,
                          const std::string& status, std::int64_t now) const {
  c.exec(sql::kChange, {org, id, f.name, f.timezone, week_text(f.week), status, now});
}

void ScheduleRepo::make_default(db::Conn& c, OrgId org, std::int64_t id) const {
  c.exec(sql::kClearDefault, {org});
  c.exec(sql::kSetDefault, {org, id});
}

void ScheduleRepo::remove(db::Conn& c, OrgId org, std::int64_t id) const {
  c.exec(sql::kDelete, {org, id});
}

std::vector<std::int64_t> ScheduleRepo::people(db::Conn& c, OrgId org,
                                               std::int64_t schedule) const {
  return db::ids(c, sql::kPeople, {org, schedule});
}

void ScheduleRepo::assign(db::Conn& c, OrgId org, const std::vector<std::int64_t>& users,
                          std::int64_t schedule, std::int64_t admin, std::int64_t now) const {
  if (!users.empty()) c.exec(sql::kAssign, {org, users, schedule, admin, now});
}

void ScheduleRepo::unassign(db::Conn& c, OrgId org, const std::vector<std::int64_t>& users) const {
  if (!users.empty()) c.exec(sql::kUnassign, {org, users});
}

void ScheduleRepo::forget(db::Conn& c, OrgId org, std::int64_t user) const {
  c.exec(sql::kForget, {org, user});
}

std::int64_t ScheduleRepo::count_people(db::Conn& c, OrgId org,
                                        const std::vector<std::int64_t>& ids) const {
  return c.scalar(sql::kCountPeople, {org, ids}).value_or(0);
}

std::vector<std::int64_t> ScheduleRepo::department_people(db::Conn& c, OrgId org,
                                                          std::int64_t department) const {
  return db::ids(c, sql::kDepartmentPeople, {org, department});
}

bool ScheduleRepo::department_exists(db::Conn& c, OrgId org, std::int64_t department) const {
  return c.scalar(sql::kDepartmentExists, {org, department}).value_or(0) > 0;
}

OrgHours ScheduleRepo::org_hours(db::Conn& c, OrgId org) const {
  auto rows = c.query(sql::kOrgHours, {org});
  if (!rows.next()) return {};
  return {rows.row().text(0), rows.row().i64(1) > 0};
}

}  // namespace aplauso::schedule
