#include "jobs/periodic.h"

#include "api/actor.h"
#include "core/log.h"

namespace aplauso::jobs {

bool Gate::enter(const std::atomic<bool>& stopping) {
  std::unique_lock lock(mutex_);
  turn_.wait(lock, [&] { return stopping.load() || running_ < limit_; });
  if (stopping.load()) return false;
  ++running_;
  return true;
}

void Gate::leave() {
  {
    const std::lock_guard lock(mutex_);
    --running_;
  }
  turn_.notify_one();
}

void Gate::wake_all() {
  // Under the mutex: a waiter between its check and its wait cannot miss this.
  const std::lock_guard lock(mutex_);
  turn_.notify_all();
}

std::size_t Gate::running() const {
  const std::lock_guard lock(mutex_);
  return running_;
}

Periodic::Periodic(std::string name, std::chrono::milliseconds interval, std::function<void()> task,
                   Gate* gate)
    : name_(std::move(name)), interval_(interval), task_(std::move(task)), gate_(gate) {
  thread_ = std::thread([this] {
    // What the job records in the audit trail is the job's doing (api/actor.h).
    const ActingAs acting(Actor::background("job:" + name_));
    std::unique_lock lock(mutex_);
    while (!stopping_) {
      lock.unlock();
      run_once();
      lock.lock();
      wake_.wait_for(lock, interval_, [this] { return stopping_; });
    }
    done_ = true;
    wake_.notify_all();
  });
}

void Periodic::run_once() {
  if (gate_ != nullptr && !gate_->enter(stop_requested_)) return;
  struct Turn {
    Gate* gate;
    ~Turn() {
      if (gate != nullptr) gate->leave();
    }
  } const turn{gate_};
  try {
    task_();
  } catch (const std::exception& e) {
    log::error("job_failed", {{"job", name_}, {"error", e.what()}});
  }
}

void Periodic::stop() {
  {
    const std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  stop_requested_ = true;
  if (gate_ != nullptr) gate_->wake_all();
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
