// Links between members and their identities at other sign-in providers (Microsoft Teams): the
// only code that reads and writes user_identities.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "core/ids.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::accounts {

class IdentityRepo {
 public:
  /// The member linked to `subject` at `provider`.
  std::optional<std::int64_t> find(db::Conn& c, OrgId org, const std::string& provider,
                                   const std::string& subject) const;
  /// Whether the member is linked to some identity at `provider`.
  bool linked(db::Conn& c, OrgId org, const std::string& provider, std::int64_t user_id) const;
  /// Links them; false when the subject or the member was linked meanwhile.
  bool link(db::Conn& c, OrgId org, const std::string& provider, const std::string& subject,
            std::int64_t user_id, std::optional<std::int64_t> referred_by,
            std::int64_t now_ms) const;
  /// Removes every outside identity of the person (erasure).
  void erase_person(db::Conn& c, OrgId org, std::int64_t user_id) const;
};

}  // namespace aplauso::accounts
