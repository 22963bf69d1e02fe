// Failed sign-ins per (organisation, e-mail), known account or not, and requests per client IP:
// both live in the database, so they hold across every node.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "core/ids.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::auth {

class LoginGuardRepo {
 public:
  /// Epoch ms until which the address is locked; 0 when it is not.
  std::int64_t locked_until(db::Conn& c, OrgId org, const std::string& email) const;
  /// Counts one failure (restarting the count when the last one is older than `window_start`)
  /// and returns the failures now on record.
  int record_failure(db::Conn& c, OrgId org, const std::string& email, std::int64_t now_ms,
                     std::int64_t window_start_ms) const;
  void lock(db::Conn& c, OrgId org, const std::string& email, std::int64_t until_ms) const;
  void clear(db::Conn& c, OrgId org, const std::string& email) const;

  /// Counts a request of `ip` for `scope` in the window starting at `window_start_ms` and
  /// returns the window's count (ip_windows, shared by every node).
  std::int64_t hit_ip_window(db::Conn& c, std::string_view scope, std::string_view ip,
                             std::int64_t window_start_ms) const;
  void prune_ip_windows(db::Conn& c, std::int64_t before_ms) const;
};

}  // namespace aplauso::auth
