// The route table of challenges (challenges_module.cpp installs it).
#pragma once

#include "api/routes.h"

namespace aplauso::approvals {
class ApprovalService;
}

namespace aplauso::challenges {

class ChallengeService;

/// /org/challenge and its lifecycle variants, joining, claims, check-ins, the code, the
/// challenge page's reads and the decisions of claims (the same as the approvals inbox's).
void register_routes(RouteTable& table, const ChallengeService& challenges,
                     const approvals::ApprovalService& approvals);

}  // namespace aplauso::challenges
