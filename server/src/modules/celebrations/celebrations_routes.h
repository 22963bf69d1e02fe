// The route table of birthdays and anniversaries (celebrations_module.cpp installs it).
#pragma once

#include "api/routes.h"

namespace aplauso::celebrations {

class CelebrationService;

/// Birthdays and anniversaries (each behind its module flag) and the admins' anniversary points.
void register_routes(RouteTable& table, const CelebrationService& service);

}  // namespace aplauso::celebrations
