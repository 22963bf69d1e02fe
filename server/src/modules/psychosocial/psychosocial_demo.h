// The psychosocial module's part of the demo organisation (api/demo.h).
#pragma once

#include "api/demo.h"

namespace aplauso::psychosocial {

class PsychosocialService;

/// Sofía as the occupational-health staff and a draft NOM-035 application for the demo's
/// office (everyone: Guía I, the demo being under 16 people), ready for the admin to launch.
/// Nothing is launched, so nobody is notified.
void seed_demo_psychosocial(const PsychosocialService& service, DemoOrg& demo);

}  // namespace aplauso::psychosocial
