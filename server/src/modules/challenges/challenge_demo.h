// The challenges' part of the demo organisation (challenge_demo.cpp).
#pragma once

#include <string>

#include "api/demo.h"

namespace aplauso::challenges {

class ChallengeService;

/// "Reto de bienestar: 10.000 pasos" (km, teams by department, weekly) with approved and two
/// pending claims, so the demo's approvals inbox has challenge_claim items; "Reconoce a 5
/// compañeros" (recognitions sent, 100 points and the demo's badge); "Check-in en la feria de
/// salud" (the rotating code).
void seed_demo_challenges(const ChallengeService& challenges, DemoOrg& demo,
                          const std::string& today);

}  // namespace aplauso::challenges
