#include "modules/system/health_service.h"

#include "db/database.h"

namespace aplauso::system {

bool HealthService::database_ok() const {
  const std::int64_t now = clock_.now_ms();
  std::int64_t checked = checked_ms_.load(std::memory_order_acquire);
  // One caller refreshes; the others answer from the last check meanwhile.
  if (now - checked >= kCacheMs &&
      checked_ms_.compare_exchange_strong(checked, now, std::memory_order_acq_rel)) {
    ok_.store(db_.ping(), std::memory_order_release);
  }
  return ok_.load(std::memory_order_acquire);
}

}  // namespace aplauso::system
