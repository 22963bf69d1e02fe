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
    done_ = true;
    wake_.notify_all();
  });
}

void Periodic::stop() {
  {
    const std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
}

bool Periodic::wait_done(std::chrono::steady_clock::time_point until) {
  std::unique_lock lock(mutex_);
  return wake_.wait_until(lock, until, [this] { return done_; });
}

Periodic::~Periodic() {
  stop();
  thread_.join();
}

}  // namespace aplauso::jobs
