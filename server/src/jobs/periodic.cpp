#include "jobs/periodic.h"

#include "api/actor.h"
#include "core/log.h"

namespace aplauso::jobs {

Periodic::Periodic(std::string name, std::chrono::milliseconds interval, std::function<void()> task)
    : name_(std::move(name)), interval_(interval), task_(std::move(task)) {
  thread_ = std::thread([this] {
    // What the job records in the audit trail is the job's doing (api/actor.h).
    const ActingAs acting(Actor::background("job:" + name_));
    std::unique_lock lock(mutex_);
    while (!stopping_) {
      lock.unlock();
      try {
        task_();
      } catch (const std::exception& e) {
        log::error("job_failed", {{"job", name_}, {"error", e.what()}});
      }
      lock.lock();
      wake_.wait_for(lock, interval_, [this] { return stopping_; });
    }
  });
}

Periodic::~Periodic() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  thread_.join();
}

}  // namespace aplauso::jobs
