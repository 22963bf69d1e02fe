// The demo organisation's badge (api/demo.h).
#pragma once

#include "api/demo.h"

namespace aplauso::badges {

class BadgeService;

/// Creates the badge "Mentor del mes" (with its English version) and gives it to Ana.
void seed_demo_badges(const BadgeService& badges, DemoOrg& demo);

}  // namespace aplauso::badges
