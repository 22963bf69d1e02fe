// Runs a task now and then every `interval` on its own thread until destroyed. Used for the
// allowance periods; failures are logged by the task and never stop the schedule.
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
  ~Periodic();
  Periodic(const Periodic&) = delete;
  Periodic& operator=(const Periodic&) = delete;

 private:
  std::string name_;
  std::chrono::milliseconds interval_;
  std::function<void()> task_;
  std::mutex mutex_;
  std::condition_variable wake_;
  bool stopping_ = false;
  std::thread thread_;
};

}  // namespace aplauso::jobs
