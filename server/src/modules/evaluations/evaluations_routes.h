// The route table of evaluations (evaluations_module.cpp installs it).
#pragma once

#include "api/routes.h"

namespace aplauso::evaluations {

class EvaluationService;

/// People's work, reviews, nominations and packets (/evaluations) and the admins' cycles,
/// calibration and operations (/org/evaluations).
void register_routes(RouteTable& table, const EvaluationService& service);

}  // namespace aplauso::evaluations
