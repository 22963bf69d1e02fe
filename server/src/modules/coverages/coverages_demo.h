// The demo organisation's coverages (coverages_module.cpp).
#pragma once

#include "api/demo.h"

namespace aplauso::coverages {

class CoveragesService;

/// A medical policy with its coverage table and a dental one, for everyone, and a dependant
/// waiting for HR's approval for the demo employee.
void seed_demo_coverages(const CoveragesService& coverages, DemoOrg& demo);

}  // namespace aplauso::coverages
