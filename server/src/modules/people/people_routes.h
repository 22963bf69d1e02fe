// The route table of people administration (people_module.cpp installs it).
#pragma once

#include "api/routes.h"

namespace aplauso {
class PublicLinks;
}

namespace aplauso::people {

class PeopleService;

/// People administration (admins), and the light list of everyone for pickers.
void register_routes(RouteTable& table, const PeopleService& service, const PublicLinks& links);

}  // namespace aplauso::people
