// The route table of psychosocial (psychosocial_module.cpp installs it).
#pragma once

#include "api/routes.h"

namespace aplauso::psychosocial {

class PsychosocialService;

/// NOM-035 questionnaires: the person's applications and answers (/psychosocial), the
/// occupational-health staff's referrals, and the admins' applications (/org/psychosocial).
void register_routes(RouteTable& table, const PsychosocialService& service);

}  // namespace aplauso::psychosocial
