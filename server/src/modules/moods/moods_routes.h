// The route table of moods (moods_module.cpp installs it).
#pragma once

#include "api/routes.h"

namespace aplauso::moods {

class MoodService;

/// Moods (/moods): the check-in, the history, sharing, the shared histories, the insights and
/// the admins' settings.
void register_routes(RouteTable& table, const MoodService& moods);

}  // namespace aplauso::moods
