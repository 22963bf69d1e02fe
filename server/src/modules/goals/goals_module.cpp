// Installs goals: its routes (goal_routes.cpp).
#include "api/module.h"
#include "modules/goals/goals_routes.h"

namespace aplauso::goals {

void install(ModuleContext& m) { register_routes(m.routes); }

}  // namespace aplauso::goals
