// Password recovery links: the only code that reads and writes password_resets.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "core/ids.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::accounts {

class RecoveryRepo {
 public:
  void insert(db::Conn& c, OrgId org, const std::string& token_hash, std::int64_t user_id,
              std::int64_t expires_at_ms, std::int64_t now_ms) const;
  std::int64_t created_since(db::Conn& c, OrgId org, std::int64_t user_id,
                             std::int64_t since_ms) const;
  /// The member of a valid, unused link, which becomes used; nullopt otherwise.
  std::optional<std::int64_t> use(db::Conn& c, OrgId org, const std::string& token_hash,
                                  std::int64_t now_ms) const;
  void retire_all(db::Conn& c, OrgId org, std::int64_t user_id, std::int64_t now_ms) const;
};

}  // namespace aplauso::accounts
