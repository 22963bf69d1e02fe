// SQL for failed sign-ins per (organisation, e-mail), known account or not.
#pragma once

#include <cstdint>
#include <string>

namespace soci {
class session;
}

namespace aplauso::auth {

class LoginGuardRepo {
 public:
  /// Epoch ms until which the address is locked; 0 when it is not.
  std::int64_t locked_until(soci::session& s, std::int64_t org_id, const std::string& email) const;
  /// Counts one failure (restarting the count when the last one is older than `window_start`)
  /// and returns the failures now on record.
  int record_failure(soci::session& s, std::int64_t org_id, const std::string& email,
                     std::int64_t now_ms, std::int64_t window_start_ms) const;
  void lock(soci::session& s, std::int64_t org_id, const std::string& email,
            std::int64_t until_ms) const;
  void clear(soci::session& s, std::int64_t org_id, const std::string& email) const;
};

}  // namespace aplauso::auth
