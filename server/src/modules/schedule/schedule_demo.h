// The demo organisation's schedules (schedule_module.cpp registers this part).
#pragma once

#include "api/demo.h"

namespace aplauso::schedule {

class ScheduleService;

void seed_demo_schedules(const ScheduleService& schedules, DemoOrg& demo);

}  // namespace aplauso::schedule
