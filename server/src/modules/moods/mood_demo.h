// The moods module's part of the demo organisation (api/demo.h).
#pragma once

#include <cstdint>

#include "api/demo.h"

namespace aplauso::db {
class Database;
}

namespace aplauso::moods {

class MoodService;

/// Three weeks of working-day check-ins for the demo's people (enough for the organisation's
/// view to publish while Luis's team of four stays hidden), Ana sharing hers with Luis, then the
/// closed days handed to the privacy engine.
void seed_demo_moods(const db::Database& db, const MoodService& moods, DemoOrg& demo,
                     std::int64_t now_ms);

}  // namespace aplauso::moods
