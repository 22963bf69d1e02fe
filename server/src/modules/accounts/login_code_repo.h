// Mailed sign-in codes: the only code that reads and writes login_codes.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "core/ids.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::accounts {

struct LiveCode {
  std::int64_t id = 0;
  std::string code_hash;
  std::int64_t tries = 0;
};

class LoginCodeRepo {
 public:
  std::int64_t created_since(db::Conn& c, OrgId org, std::int64_t user_id,
                             std::int64_t since_ms) const;
  /// Ends the member's unused codes, then stores a new one.
  void replace(db::Conn& c, OrgId org, std::int64_t user_id, const std::string& code_hash,
               std::int64_t expires_at_ms, std::int64_t now_ms) const;
  std::optional<LiveCode> live(db::Conn& c, OrgId org, std::int64_t user_id,
                               std::int64_t now_ms) const;
  void count_try(db::Conn& c, OrgId org, std::int64_t id) const;
  /// False when another request used it first.
  bool use(db::Conn& c, OrgId org, std::int64_t id, std::int64_t now_ms) const;
  /// Removes every sign-in code of the person (erasure).
  void erase_person(db::Conn& c, OrgId org, std::int64_t user_id) const;
};

}  // namespace aplauso::accounts
