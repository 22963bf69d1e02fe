#include "modules/support/support_demo.h"

#include "modules/support/support_service.h"

namespace aplauso::support {

void seed_demo_support(const SupportService& support, DemoOrg& demo) {
  support.set_address(demo.org, std::string("soporte@demo.local"));
}

}  // namespace aplauso::support
