// The route table of the telemedicine module (telemedicine_module.cpp installs it).
#pragma once

#include "api/routes.h"

namespace aplauso::storage {
class FileStore;
}

namespace aplauso::telemedicine {

class TelemedicineService;

/// What members see and open; the admins' providers and their usage.
void register_routes(RouteTable& table, const TelemedicineService& service,
                     const storage::FileStore& store);

}  // namespace aplauso::telemedicine
