#pragma once

#include "api/routes.h"

namespace aplauso::privacy {

class PrivacyService;

/// The organisation's privacy thresholds (/org/privacy).
void register_routes(RouteTable& table, const PrivacyService& service);

}  // namespace aplauso::privacy
