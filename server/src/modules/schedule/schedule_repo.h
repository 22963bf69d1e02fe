// The schedule module's tables: work schedules and who each one applies to.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/ids.h"
#include "modules/schedule/schedule_types.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::schedule {

/// The organisation's time zone and whether the module is on for it.
struct OrgHours {
  std::string timezone;
  bool on = false;
};

class ScheduleRepo {
 public:
  std::optional<ScheduleRow> schedule(db::Conn& c, OrgId org, std::int64_t id) const;
  std::vector<ScheduleRow> schedules(db::Conn& c, OrgId org) const;
  std::optional<ScheduleRow> default_schedule(db::Conn& c, OrgId org) const;
  std::optional<ScheduleRow> of_person(db::Conn& c, OrgId org, std::int64_t user) const;
  std::int64_t count(db::Conn& c, OrgId org) const;
  std::int64_t insert(db::Conn& c, OrgId org, const ScheduleFields& f, std::int64_t admin,
                      std::int64_t now) const;
  void change(db::Conn& c, OrgId org, std::int64_t id, const ScheduleFields& f,
              const std::string& status, std::int64_t now) const;
  /// Makes `id` the organisation's only default.
  void make_default(db::Conn& c, OrgId org, std::int64_t id) const;
  void remove(db::Conn& c, OrgId org, std::int64_t id) const;

  std::vector<std::int64_t> people(db::Conn& c, OrgId org, std::int64_t schedule) const;
  void assign(db::Conn& c, OrgId org, const std::vector<std::int64_t>& users, std::int64_t schedule,
              std::int64_t admin, std::int64_t now) const;
  void unassign(db::Conn& c, OrgId org, const std::vector<std::int64_t>& users) const;
  void forget(db::Conn& c, OrgId org, std::int64_t user) const;
  std::int64_t count_people(db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids) const;
  std::vector<std::int64_t> department_people(db::Conn& c, OrgId org,
                                              std::int64_t department) const;
  bool department_exists(db::Conn& c, OrgId org, std::int64_t department) const;

  OrgHours org_hours(db::Conn& c, OrgId org) const;
};

}  // namespace aplauso::schedule
