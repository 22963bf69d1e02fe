// The demo organisation's benefits (benefits_module.cpp).
#pragma once

#include "api/demo.h"

namespace aplauso::benefits {

class BenefitsService;

/// A granted gym discount for everyone, a requestable day off bought with points (HR approves)
/// and a requestable course for people with a year of tenure (the leader approves).
void seed_demo_benefits(const BenefitsService& benefits, DemoOrg& demo);

}  // namespace aplauso::benefits
