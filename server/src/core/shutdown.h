// The process's way down as background jobs and calls to other systems see it. `begin` (SIGTERM,
// or Application::stop): jobs finish the item in hand and take nothing new. `abort` (the grace
// period is over): calls to other systems still in flight give up at once, so the process ends
// within SHUTDOWN_GRACE_SECONDS. Each only ever goes from false to true.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>

namespace aplauso {

class Shutdown {
 public:
  void begin();
  /// Begins too, when it had not.
  void abort();
  bool begun() const { return begun_.load(std::memory_order_acquire); }
  bool aborted() const { return aborted_.load(std::memory_order_acquire); }
  /// What outbound calls poll (core/outbound_call.h): true once in-flight calls must give up.
  const std::atomic<bool>& abort_flag() const { return aborted_; }
  /// Waits until begin() or until `d` has passed; true when begun.
  bool wait_for(std::chrono::milliseconds d) const;

 private:
  std::atomic<bool> begun_{false};
  std::atomic<bool> aborted_{false};
  mutable std::mutex mutex_;
  mutable std::condition_variable changed_;
};

}  // namespace aplauso
