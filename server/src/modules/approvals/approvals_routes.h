// The route table of the approvals inbox (approvals_module.cpp installs it).
#pragma once

#include "api/routes.h"

namespace aplauso::approvals {

class ApprovalService;

/// GET /approvals and POST /approvals/decide.
void register_routes(RouteTable& table, const ApprovalService& service);

}  // namespace aplauso::approvals
