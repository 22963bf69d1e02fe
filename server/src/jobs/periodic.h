// Runs a task now and then every `interval` on its own thread until stopped. Used for the
// modules' background jobs; failures are logged by the task and never stop the schedule.
#pragma once

#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <string>
#include <thread>

namespace aplauso::jobs {

class Periodic {
 public:
  Periodic(std::string name, std::chrono::milliseconds interval, std::function<void()> task);
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
  std::string name_;
  std::chrono::milliseconds interval_;
  std::function<void()> task_;
  std::mutex mutex_;
  std::condition_variable wake_;
  bool stopping_ = false;
  bool done_ = false;
  std::thread thread_;
};

}  // namespace aplauso::jobs
