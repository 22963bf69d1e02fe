// Many parallel sends from one sender whose budget covers only some of them: exactly the covered
// ones succeed, no balance goes negative, and the ledger sums to zero. Runs on both engines.
#include <gtest/gtest.h>

#include <atomic>
#include <thread>

#include "support/fixtures.h"

namespace aplauso::test {
namespace {

TEST(DbConcurrency, ParallelSendsSpendTheBudgetExactlyOnce) {
  TestServer server([](Config& c) {
    c.worker_threads = 8;
    c.db_pool_size = 8;
  });
  const auto org = make_full_org(server);
  const auto sender = make_user(server, org);
  std::vector<TestUser> receivers;
  for (int i = 0; i < 4; ++i) receivers.push_back(make_user(server, org));
  set_giving_points(server, org, sender.id, 70);  // covers 7 sends of 10
  const auto type = make_type(server, org, "Gracias", 1, 50);

  std::atomic<int> created{0}, refused{0}, other{0};
  std::vector<std::thread> threads;
  for (int i = 0; i < 20; ++i) {
    threads.emplace_back([&, i] {
      const auto r = send_recognition(server, org, sender, {receivers[i % 4].email}, 10, type);
      if (r.status == 201) {
        ++created;
      } else if (r.code() == "insufficient_points") {
        ++refused;
      } else {
        ++other;
        ADD_FAILURE() << r.status << " " << r.body;
      }
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(created.load(), 7);
  EXPECT_EQ(refused.load(), 13);
  EXPECT_EQ(other.load(), 0);
  EXPECT_EQ(balances(server, org, sender.id).give, 0);
  std::int64_t received = 0;
  for (const auto& r : receivers) received += balances(server, org, r.id).redeem;
  EXPECT_EQ(received, 70);
  EXPECT_EQ(ledger_sum(server, org), 0);
}

}  // namespace
}  // namespace aplauso::test
