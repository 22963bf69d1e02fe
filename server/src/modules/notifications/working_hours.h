// The working-hours slot: when a person works, as the notification delivery asks it. The
// schedule module keeps the work schedules and fills this slot when it is installed; the
// notifications module asks it before mailing or sending by WhatsApp a reminder (a kind declared
// with `reminder`), and holds one that would reach its person outside their working hours until
// their next working interval starts (ADR 0076). With no source, with the schedule module off
// for the organisation, or for a person without a schedule, nothing is held.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <utility>

#include "core/ids.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::notifications {

class WorkingHours {
 public:
  /// When `user`'s next working interval starts (epoch ms) if they are outside their working
  /// hours at `now_ms`; nullopt when they are working now or nothing is known of their hours.
  /// Runs on the caller's connection and writes nothing.
  using Source =
      std::function<std::optional<std::int64_t>(db::Conn&, OrgId, std::int64_t, std::int64_t)>;

  /// At install time only (not thread-safe with the readers).
  void fill(Source source) { source_ = std::move(source); }

  std::optional<std::int64_t> next_start(db::Conn& c, OrgId org, std::int64_t user,
                                         std::int64_t now_ms) const {
    return source_ ? source_(c, org, user, now_ms) : std::nullopt;
  }

 private:
  Source source_;
};

}  // namespace aplauso::notifications
