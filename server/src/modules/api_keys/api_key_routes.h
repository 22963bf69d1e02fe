// HTTP routes of API key management (admins): list, create (secret shown once), revoke.
#pragma once

#include "app/routes.h"
#include "modules/api_keys/api_key_service.h"

namespace aplauso::api_keys {

void register_routes(RouteTable& table, ApiKeyService& service);

}  // namespace aplauso::api_keys
