// The route table of the values page (corp_values_module.cpp installs it).
#pragma once

#include "api/routes.h"

namespace aplauso::users {
class UserService;
}

namespace aplauso::corp_values {

class CorpValuesService;

/// GET /corp_values and /corp_values/{id} under the module flag corporate_values.
void register_routes(RouteTable& table, const CorpValuesService& service);

}  // namespace aplauso::corp_values
