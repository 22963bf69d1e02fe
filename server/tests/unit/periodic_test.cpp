// The jobs' gate (jobs/periodic.h): an application's jobs all start with the server, and no more
// of them than the gate allows run at once; the others wait for a turn instead of failing, and a
// job stopped while it waits gives up without running.
#include "jobs/periodic.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <future>
#include <memory>
#include <string>
#include <thread>
#include <vector>

namespace aplauso {
namespace {

using namespace std::chrono_literals;

bool eventually(const std::function<bool()>& done) {
  for (int i = 0; i < 500; ++i) {
    if (done()) return true;
    std::this_thread::sleep_for(10ms);
  }
  return done();
}

TEST(UnitJobsGate, JobsStartingTogetherRunAtMostTheLimitAtOnceAndAllRun) {
  jobs::Gate gate(2);
  std::atomic<int> running{0}, most{0}, runs{0};
  std::vector<std::unique_ptr<jobs::Periodic>> all;
  for (int i = 0; i < 6; ++i) {
    all.push_back(std::make_unique<jobs::Periodic>(
        "job" + std::to_string(i), std::chrono::hours(1),
        [&] {
          const int now = ++running;
          int seen = most.load();
          while (now > seen && !most.compare_exchange_weak(seen, now)) {
          }
          std::this_thread::sleep_for(30ms);
          --running;
          ++runs;
        },
        &gate));
  }
  ASSERT_TRUE(eventually([&] { return runs.load() == 6; })) << runs.load() << " of 6 ran";
  EXPECT_LE(most.load(), 2) << "never more jobs at once than the gate allows";
  EXPECT_EQ(most.load(), 2) << "the gate's turns are used";
  EXPECT_EQ(gate.running(), 0U);
  all.clear();
}

TEST(UnitJobsGate, AJobStoppedWhileWaitingForItsTurnGivesUpWithoutRunning) {
  jobs::Gate gate(1);
  std::promise<void> release;
  auto released = release.get_future().share();
  std::atomic<bool> first_started{false}, second_ran{false};
  auto first = std::make_unique<jobs::Periodic>(
      "first", std::chrono::hours(1),
      [&] {
        first_started = true;
        released.wait();
      },
      &gate);
  ASSERT_TRUE(eventually([&] { return first_started.load(); }));
  auto second = std::make_unique<jobs::Periodic>(
      "second", std::chrono::hours(1), [&] { second_ran = true; }, &gate);
  std::this_thread::sleep_for(50ms);
  EXPECT_FALSE(second_ran.load()) << "the turn is taken";
  const auto before = std::chrono::steady_clock::now();
  second.reset();  // stops and joins while the first still holds the turn
  EXPECT_LT(std::chrono::steady_clock::now() - before, 2s);
  EXPECT_FALSE(second_ran.load());
  release.set_value();
  first.reset();
  EXPECT_EQ(gate.running(), 0U);
}

TEST(UnitJobsGate, AFailingRunGivesItsTurnBack) {
  jobs::Gate gate(1);
  std::atomic<int> runs{0};
  auto failing = std::make_unique<jobs::Periodic>(
      "failing", std::chrono::hours(1),
      [&] {
        ++runs;
        throw std::runtime_error("boom");
      },
      &gate);
  ASSERT_TRUE(eventually([&] { return runs.load() == 1; }));
  std::atomic<bool> next_ran{false};
  auto next = std::make_unique<jobs::Periodic>(
      "next", std::chrono::hours(1), [&] { next_ran = true; }, &gate);
  EXPECT_TRUE(eventually([&] { return next_ran.load(); }));
  failing.reset();
  next.reset();
}

}  // namespace
}  // namespace aplauso
