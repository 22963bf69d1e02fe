// A recognition costs the same statements for one receiver as for ten: people, accounts, ledger
// entries, post and card are read and written in batches (no statement per receiver), ten of
// them, and its audit entry: one deferred statement on PostgreSQL, three on SQLite (the chain
// head moved, the entry, the head's hash: ADR 0034).
#include <gtest/gtest.h>

#include <algorithm>
#include <boost/json/serialize.hpp>

#include "app/application.h"
#include "app/dispatcher.h"
#include "db/conn.h"
#include "http/message.h"
#include "support/fixtures.h"

namespace aplauso::test {
namespace {

std::vector<std::string> statements_for_send(TestServer& server, const TestOrg& org,
                                             const TestUser& sender,
                                             const std::vector<TestUser>& receivers,
                                             std::int64_t type_id) {
  boost::json::array emails;
  for (const auto& r : receivers) emails.emplace_back(r.email);
  http::Request req;
  req.method = http::Method::kPost;
  req.path = req.target = "/api/send_feedback";
  req.body = boost::json::serialize(boost::json::object{{"reciever_emails", std::move(emails)},
                                                        {"amount", 2},
                                                        {"post_types", type_id},
                                                        {"message", "Gracias"}});
  req.headers.add("Host", org.host);
  req.headers.add("Authorization", "Bearer " + sender.token);
  req.headers.add("Content-Type", "application/json");
  req.remote_ip = "127.0.0.1";
  req.request_id = "test";
  const db::QueryCapture capture;
  const auto res = server.app().dispatcher().handle(req);
  EXPECT_EQ(res.status, 201) << res.body;
  return capture.names();
}

TEST(DbSendQueries, StatementCountDoesNotGrowWithTheReceivers) {
  TestServer server;
  const auto org = make_full_org(server);
  const auto sender = make_user(server, org);
  std::vector<TestUser> receivers;
  for (int i = 0; i < 10; ++i) receivers.push_back(make_user(server, org));
  set_giving_points(server, org, sender.id, 10'000);
  const auto type = make_type(server, org, "Gracias", 1, 50);

  const auto one = statements_for_send(server, org, sender, {receivers[0]}, type);
  const auto ten = statements_for_send(server, org, sender, receivers, type);
  EXPECT_EQ(one, ten);
  // Receivers without an account yet cost two statements more (creating them), once.
  const std::size_t audit = server.app().db().is_postgres() ? 1 : 3;
  // The organisation's rule for values (recognition.values_mode), the level-ups of everyone
  // paid (points.level_sources, points.levels, points.level_basis_of_accounts) and the open
  // challenges counting recognitions sent or received (challenges.open_for_event, one whatever
  // the receivers; nothing more when the organisation has none): five, however many receivers.
  constexpr std::size_t values_and_levels = 5;
  EXPECT_LE(ten.size(), 12U + values_and_levels + audit) << ::testing::PrintToString(ten);
  const auto again = statements_for_send(server, org, sender, receivers, type);
  EXPECT_EQ(again.size(), 10U + values_and_levels + audit) << ::testing::PrintToString(again);
  EXPECT_EQ(static_cast<std::size_t>(std::count_if(
                again.begin(), again.end(), [](const auto& n) { return n.starts_with("audit."); })),
            audit);
  // Every receiver was paid by the batched ledger move.
  for (std::size_t i = 0; i < receivers.size(); ++i) {
    EXPECT_EQ(balances(server, org, receivers[i].id).redeem, i == 0 ? 6 : 4);
  }
}

}  // namespace
}  // namespace aplauso::test
