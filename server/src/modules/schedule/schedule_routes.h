// The route table of the schedule module (schedule_module.cpp installs it).
#pragma once

#include "api/routes.h"

namespace aplauso::users {
class UserService;
}

namespace aplauso::schedule {

class ScheduleService;

/// A person's working hours (their own and a colleague's); the admins' schedules and
/// assignments.
void register_routes(RouteTable& table, const ScheduleService& service,
                     const users::UserService& users);

}  // namespace aplauso::schedule
