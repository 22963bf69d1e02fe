// The demo organisation's survey (api/demo.h).
#pragma once

#include <string>

#include "api/demo.h"

namespace aplauso::surveys {

class SurveyService;

/// A confidential pulse to everyone, answered by the ten active people and closed, so the
/// console shows results at once: the whole organisation's figures, and its smaller departments
/// (Comercial 4, Finanzas 1) hidden for privacy. `today` is YYYY-MM-DD.
void seed_demo_survey(const SurveyService& surveys, DemoOrg& demo, const std::string& today);

}  // namespace aplauso::surveys
