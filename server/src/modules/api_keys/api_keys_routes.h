// The route table of the public API keys (api_keys_module.cpp installs it).
#pragma once

#include "api/routes.h"

namespace aplauso::api_keys {

class ApiKeyService;

/// The public API keys (admins).
void register_routes(RouteTable& table, ApiKeyService& service);

}  // namespace aplauso::api_keys
