// Failed sign-ins per (organisation, e-mail), known account or not: the lockout lives in the
// database, so it holds across every node.
#pragma once

#include <cstdint>
#include <string>

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
};

}  // namespace aplauso::auth
