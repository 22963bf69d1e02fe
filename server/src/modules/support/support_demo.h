// The support module's part of the demo organisation (api/demo.h): its support address.
#pragma once

#include "api/demo.h"

namespace aplauso::support {

class SupportService;

void seed_demo_support(const SupportService& support, DemoOrg& demo);

}  // namespace aplauso::support
