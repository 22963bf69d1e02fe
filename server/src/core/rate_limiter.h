// Token-bucket rate limiting keyed by a string (an IP address, an account, an API key). One
// instance per limit; safe to share between threads. State is per process: behind several nodes
// each node limits on its own (see docs/operations.md).
#pragma once

#include <cstdint>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>

namespace aplauso {

class RateLimiter {
 public:
  /// Allows `per_minute` requests a minute per key on average, with bursts of `burst`.
  RateLimiter(double per_minute, double burst);

  /// Takes one token for `key`. Returns 0 when allowed, else the whole seconds to wait.
  int acquire(std::string_view key, std::int64_t now_ms);

 private:
  struct Bucket {
    double tokens;
    std::int64_t updated_ms;
  };
  void prune(std::int64_t now_ms);

  double per_ms_;
  double burst_;
  std::mutex mutex_;
  std::unordered_map<std::string, Bucket> buckets_;
  std::int64_t last_prune_ms_ = 0;
};

}  // namespace aplauso
