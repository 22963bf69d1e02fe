// The demo organisation's goals (api/demo.h).
#pragma once

#include <string>

#include "api/demo.h"

namespace aplauso::goals {

class GoalService;

/// Two goal categories (one tied to the corporate value "Excelencia"), the company goal "Crecer
/// 20 % en clientes activos" calculated from two department goals (60/40), personal goals whose
/// weights add to 100 per person, a few dated check-ins (the Comercial goal's forecast misses
/// its target: at risk) and a checklist. `today` is YYYY-MM-DD.
void seed_demo_goals(const GoalService& goals, DemoOrg& demo, const std::string& today);

}  // namespace aplauso::goals
