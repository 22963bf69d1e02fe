// The route table of goals (goals_module.cpp installs it).
#pragma once

#include "api/routes.h"

namespace aplauso::goals {

void register_routes(RouteTable& table);

}  // namespace aplauso::goals
