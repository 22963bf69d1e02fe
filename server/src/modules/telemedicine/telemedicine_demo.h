// The demo organisation's telemedicine providers (telemedicine_module.cpp).
#pragma once

#include "api/demo.h"

namespace aplauso::telemedicine {

class TelemedicineService;

/// A telemedicine provider with a link, an access code and WhatsApp for everyone, and a
/// psychological-support line (EAP) by phone, both published.
void seed_demo_telemedicine(const TelemedicineService& service, DemoOrg& demo);

}  // namespace aplauso::telemedicine
