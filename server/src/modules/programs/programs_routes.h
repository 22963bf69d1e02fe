// The route table of programs (programs_module.cpp installs it).
#pragma once

#include "api/routes.h"

namespace aplauso::approvals {
class ApprovalService;
}

namespace aplauso::programs {

class ProgramService;

/// /program and its assign, submit and lifecycle variants, the program page's reads and the
/// decisions of submissions (the same as the approvals inbox's).
void register_routes(RouteTable& table, const ProgramService& programs,
                     const approvals::ApprovalService& approvals);

}  // namespace aplauso::programs
