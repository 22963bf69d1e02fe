// Public API keys (stored as hashes) and the log of calls made with them.
#pragma once

#include <boost/describe/class.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/ids.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::api_keys {

struct ApiKey {
  std::int64_t id = 0;
  std::string name;
  std::string prefix;
  std::optional<std::int64_t> created_by;
  std::int64_t created_at = 0;
  std::optional<std::int64_t> expires_at;
  std::optional<std::int64_t> revoked_at;
  std::optional<std::int64_t> last_used_at;
  std::int64_t usage_count = 0;
};
BOOST_DESCRIBE_STRUCT(ApiKey, (),
                      (id, name, prefix, created_by, created_at, expires_at, revoked_at,
                       last_used_at, usage_count))

struct NewKey {
  std::string name;
  std::string prefix;
  std::string hash;
  std::int64_t created_by = 0;
  std::optional<std::int64_t> expires_at;
};

/// A usable key and the calls it made in the current window, this one included.
struct KeyUse {
  std::int64_t id = 0;
  OrgId org;
  std::int64_t calls_in_window = 0;
};

struct CallRecord {
  std::string method;
  std::string path;
  int status = 0;
  std::string ip;
  std::string request_id;
};

class ApiKeyRepo {
 public:
  std::vector<ApiKey> list(db::Conn& c, OrgId org) const;
  /// nullopt when the id is not the organisation's.
  std::optional<ApiKey> find(db::Conn& c, OrgId org, std::int64_t id) const;
  std::int64_t insert(db::Conn& c, OrgId org, const NewKey& key, std::int64_t now_ms) const;
  void revoke(db::Conn& c, OrgId org, std::int64_t id, std::int64_t now_ms) const;
  /// Counts a call in `window` for the key with this hash; nullopt when no usable key has it.
  std::optional<KeyUse> use(db::Conn& c, const std::string& hash, std::int64_t window,
                            std::int64_t now_ms) const;
  void record_call(db::Conn& c, OrgId org, std::int64_t key_id, const CallRecord& call,
                   std::int64_t now_ms) const;
};

}  // namespace aplauso::api_keys
