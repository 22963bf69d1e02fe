// Working hours (flag `schedule`, ADR 0076, docs/schedule.md): the organisation's work schedules
// (up to two intervals per weekday, an optional time zone), one of them the default, the one each
// person follows (assigned one by one or by department, the default otherwise), whether a person
// is at work now, and the working-hours slot the notification delivery asks before mailing a
// reminder (notifications/working_hours.h).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/clock.h"
#include "modules/schedule/schedule_repo.h"

namespace aplauso::db {
class Conn;
class Database;
}  // namespace aplauso::db
namespace aplauso::audit {
class AuditLog;
}
namespace aplauso::structure {
class Sites;
}
namespace aplauso::users {
struct ErasedPerson;
}

namespace aplauso::schedule {

/// A change of a schedule; each part optional (a null time zone clears it).
struct ScheduleEdit {
  std::optional<std::string> name;
  std::optional<std::optional<std::string>> timezone;
  std::optional<Week> week;
  std::optional<std::string> status;
  std::optional<bool> is_default;
};

/// Whom an assignment is for: listed people or a whole department.
struct Targets {
  std::vector<std::int64_t> user_ids;
  std::optional<std::int64_t> department_id;
};

/// A person's working hours: the schedule they follow (theirs, else the default), its time zone
/// and where now falls in it.
struct PersonHours {
  std::optional<ScheduleRow> schedule;
  std::string source = "none";  ///< "assigned" | "default" | "none"
  std::string timezone;         ///< the zone the hours are read in
  std::string timezone_source;  ///< "schedule" | "site" | "organization"
  HoursNow now;
};

/// What deleting a schedule did: deleted, or archived because people follow it.
struct Removal {
  bool deleted = false;
  std::optional<ScheduleRow> archived;
};

class ScheduleService {
 public:
  /// Schedules per organisation (the list is one statement with this limit).
  static constexpr std::int64_t kMostSchedules = 200;
  /// People per assignment call.
  static constexpr std::size_t kMostPeople = 1000;

  ScheduleService(const db::Database& db, const Clock& clock, const audit::AuditLog& audit,
                  const structure::Sites& sites)
      : db_(db), clock_(clock), audit_(audit), sites_(sites) {}

  std::vector<ScheduleRow> list(OrgId org) const;
  /// 404 for unknown ids and other organisations'.
  ScheduleRow get(OrgId org, std::int64_t id) const;
  ScheduleRow create(OrgId org, std::int64_t admin_id, ScheduleFields fields,
                     bool make_default) const;
  ScheduleRow update(OrgId org, std::int64_t admin_id, std::int64_t id,
                     const ScheduleEdit& edit) const;
  /// Deletes a schedule nobody follows; archives one people follow; 409 for the default.
  Removal remove(OrgId org, std::int64_t admin_id, std::int64_t id) const;
  /// Who follows schedule `id` (ids).
  std::vector<std::int64_t> people(OrgId org, std::int64_t id) const;
  /// Gives the targets schedule `schedule_id` (none: back to the default) in one transaction;
  /// returns how many people.
  std::int64_t assign(OrgId org, std::int64_t admin_id, std::optional<std::int64_t> schedule_id,
                      const Targets& targets) const;

  /// A person's hours now; 404 for someone not of the organisation.
  PersonHours hours_of(OrgId org, std::int64_t user_id) const;
  /// The working-hours slot: when `user`'s next interval starts if they are not working at
  /// `now_ms`; nullopt when they are, with the module off or without a schedule.
  std::optional<std::int64_t> next_start(db::Conn& c, OrgId org, std::int64_t user,
                                         std::int64_t now_ms) const;

  /// A person's assignment goes with them.
  void forget_person(db::Conn& c, OrgId org, const users::ErasedPerson& person) const;

 private:
  PersonHours resolve(db::Conn& c, OrgId org, std::int64_t user, const OrgHours& hours,
                      std::int64_t now_ms) const;

  const db::Database& db_;
  const Clock& clock_;
  const audit::AuditLog& audit_;
  const structure::Sites& sites_;
  ScheduleRepo repo_;
};

}  // namespace aplauso::schedule
