// Runs a task now and then every `interval` on its own thread until stopped. Used for the
// modules' background jobs; failures are logged by the task and never stop the schedule.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <functional>
#include <mutex>
#include <string>
#include <thread>

namespace aplauso::jobs {

/// How many of an application's jobs run at once. Every job starts with the server, and each
/// run takes a database connection: unbounded, the first runs together took the whole pool,
/// runs that waited longer than the lease timeout failed ("database_busy") and requests waited
/// behind them. Through the gate a run waits for its turn instead, and requests keep the rest
/// of the pool.
class Gate {
 public:
  explicit Gate(std::size_t limit) : limit_(limit == 0 ? 1 : limit) {}
  /// Waits for a turn; false (without one) once `stopping` is set and wake_all() was called.
  bool enter(const std::atomic<bool>& stopping);
  void leave();
  /// Wakes every waiter, so that one whose job is stopping gives up.
  void wake_all();
  std::size_t limit() const { return limit_; }
  std::size_t running() const;

 private:
  const std::size_t limit_;
  std::size_t running_ = 0;
  mutable std::mutex mutex_;
  std::condition_variable turn_;
};

class Periodic {
 public:
  /// With a gate, each run waits for a turn of it (the application's jobs share one).
  Periodic(std::string name, std::chrono::milliseconds interval, std::function<void()> task,
           Gate* gate = nullptr);
  /// Stops and waits for the run in progress.
  ~Periodic();
  Periodic(const Periodic&) = delete;
  Periodic& operator=(const Periodic&) = delete;

  /// No run starts after this; the one in progress goes on (safe from any thread).
  void stop();
  /// Waits until the thread is done (after stop()) or `until` comes; true when done.
  bool wait_done(std::chrono::steady_clock::time_point until);
  const std::string& name() const { return name_; }

 private:
  void run_once();

  std::string name_;
  std::chrono::milliseconds interval_;
  std::function<void()> task_;
  Gate* gate_;
  std::mutex mutex_;
  std::condition_variable wake_;
  bool stopping_ = false;
  std::atomic<bool> stop_requested_{false};
  bool done_ = false;
  std::thread thread_;
};

}  // namespace aplauso::jobs
