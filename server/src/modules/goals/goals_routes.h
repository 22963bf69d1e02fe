// The route table of goals (goals_module.cpp installs it).
#pragma once

#include "api/routes.h"

namespace aplauso::goals {

class GoalService;

/// People's goals (/goals) and the admins' categories and settings (/org/goals).
void register_routes(RouteTable& table, const GoalService& goals);

}  // namespace aplauso::goals
