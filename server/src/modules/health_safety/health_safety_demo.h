// The health and safety module's part of the demo organisation (health_safety_demo.cpp).
#pragma once

#include "api/demo.h"

namespace aplauso::tasks {
class TaskService;
}

namespace aplauso::health_safety {

class HealthSafetyService;

/// Reports of each type (one anonymous hazard, one incident with an injured colleague) and one
/// closed report whose corrective action was done.
void seed_demo_health_safety(const HealthSafetyService& service, const tasks::TaskService& tasks,
                             DemoOrg& demo);

}  // namespace aplauso::health_safety
