// The demo organisation's events (the module's demo part).
#pragma once

#include "api/demo.h"

namespace aplauso::db {
class Database;
}

namespace aplauso::events {

class EventService;

/// Three published events: next week's in person, full with two people waiting; an online one;
/// and one that ended three days ago with check-ins and their points paid.
void seed_demo_events(const db::Database& db, const EventService& events, DemoOrg& demo,
                      std::int64_t now_ms);

}  // namespace aplauso::events
