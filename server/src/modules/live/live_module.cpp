// Installs live updates: the event hub (started once the schema is up to date) and its routes
// (live_routes.cpp).
#include "api/module.h"
#include "core/config.h"
#include "modules/live/event_hub.h"
#include "modules/live/live_routes.h"

namespace aplauso::live {

void install(ModuleContext& m) {
  auto& hub = m.make<EventHub>(
      m.db, m.clock, StreamLimits{m.config.live_streams_per_member, m.config.live_stream_cap()});
  m.provide(hub);
  m.on_start.push_back([&hub] { hub.start(); });
  register_routes(m.routes, hub);
}

}  // namespace aplauso::live
