// The evaluations part of the demo organisation (evaluation_demo.cpp).
#pragma once

#include <string>

#include "api/demo.h"

namespace aplauso::evaluations {

class EvaluationService;

/// "Evaluación de desempeño 2026" in writing: self, leader and peer reviews of four people,
/// some submitted; Ana has her self review and one peer review to write.
void seed_demo_evaluations(const EvaluationService& service, DemoOrg& demo,
                           const std::string& today);

}  // namespace aplauso::evaluations
