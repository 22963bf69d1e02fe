// The complaints channel's routes (complaint_routes.cpp). Contract: api/modules/complaints.yaml.
#pragma once

#include "api/routes.h"

namespace aplauso::complaints {
class ComplaintService;
void register_routes(RouteTable& table, const ComplaintService& complaints);
}  // namespace aplauso::complaints
