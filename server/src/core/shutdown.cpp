#include "core/shutdown.h"

namespace aplauso {

void Shutdown::begin() {
  {
    const std::lock_guard lock(mutex_);
    begun_.store(true, std::memory_order_release);
  }
  changed_.notify_all();
}

void Shutdown::abort() {
  {
    const std::lock_guard lock(mutex_);
    begun_.store(true, std::memory_order_release);
    aborted_.store(true, std::memory_order_release);
  }
  changed_.notify_all();
}

bool Shutdown::wait_for(std::chrono::milliseconds d) const {
  std::unique_lock lock(mutex_);
  return changed_.wait_for(lock, d, [this] { return begun(); });
}

}  // namespace aplauso
