// Stored first answers of idempotent writes, by organisation, caller and key.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "core/ids.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso {

struct StoredAnswer {
  std::string fingerprint;
  int status = 0;
  std::string body;
};

class IdempotencyRepo {
 public:
  std::optional<StoredAnswer> find(db::Conn& c, OrgId org, const std::string& actor,
                                   const std::string& key) const;
  /// Stores the answer; false when another request stored one for the key first.
  bool store(db::Conn& c, OrgId org, const std::string& actor, const std::string& key,
             const StoredAnswer& answer, std::int64_t now_ms) const;
};

}  // namespace aplauso
