// The route table of surveys (surveys_module.cpp installs it).
#pragma once

#include "api/routes.h"

namespace aplauso::surveys {

class SurveyService;
class SurveyResultsService;
class SurveyReplies;

/// People's surveys (/surveys) and the admins' (/org/surveys).
void register_routes(RouteTable& table, const SurveyService& surveys,
                     const SurveyResultsService& results, const SurveyReplies& replies);

}  // namespace aplauso::surveys
