#include "core/rate_limiter.h"

#include <algorithm>
#include <cmath>

namespace aplauso {

RateLimiter::RateLimiter(double per_minute, double burst)
    : per_ms_(per_minute / 60000.0), burst_(std::max(1.0, burst)) {}

int RateLimiter::acquire(std::string_view key, std::int64_t now_ms) {
  std::lock_guard lock(mutex_);
  if (buckets_.size() > 10000 && now_ms - last_prune_ms_ > 1000) prune(now_ms);
  auto [it, inserted] = buckets_.try_emplace(std::string(key), Bucket{burst_, now_ms});
  Bucket& b = it->second;
  if (!inserted) {
    const auto elapsed = static_cast<double>(std::max<std::int64_t>(0, now_ms - b.updated_ms));
    b.tokens = std::min(burst_, b.tokens + elapsed * per_ms_);
    b.updated_ms = now_ms;
  }
  if (b.tokens >= 1.0) {
    b.tokens -= 1.0;
    return 0;
  }
  if (per_ms_ <= 0) return 60;
  return std::max(1, static_cast<int>(std::ceil((1.0 - b.tokens) / per_ms_ / 1000.0)));
}

void RateLimiter::prune(std::int64_t now_ms) {
  // A bucket idle long enough to be full again carries no information.
  const double refill_ms = per_ms_ > 0 ? burst_ / per_ms_ : 3'600'000.0;
  for (auto it = buckets_.begin(); it != buckets_.end();) {
    if (static_cast<double>(now_ms - it->second.updated_ms) > refill_ms) {
      it = buckets_.erase(it);
    } else {
      ++it;
    }
  }
  last_prune_ms_ = now_ms;
}

}  // namespace aplauso
