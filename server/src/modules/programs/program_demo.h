// The programs' part of the demo organisation (program_demo.cpp).
#pragma once

#include <string>

#include "api/demo.h"

namespace aplauso::programs {

class ProgramService;

/// "Bienvenida" (mandatory, assigned to the newest people) and "Voluntariado" (a budget of 2,000
/// points, photo, link and text actions) with approved and pending submissions, so the demo's
/// approvals inbox has items.
void seed_demo_programs(const ProgramService& programs, DemoOrg& demo, const std::string& today);

}  // namespace aplauso::programs
