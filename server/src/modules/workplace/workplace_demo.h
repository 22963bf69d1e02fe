// The workplace module's part of the demo organisation (workplace_demo.cpp).
#pragma once

#include "api/demo.h"

namespace aplauso::workplace {

class WorkplaceService;

/// Two sites (Oficina Central in Mexico City, Planta Monterrey) with the demo people assigned.
void seed_demo_workplace(const WorkplaceService& service, DemoOrg& demo);

}  // namespace aplauso::workplace
