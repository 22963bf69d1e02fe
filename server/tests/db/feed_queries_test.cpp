// A feed page costs one statement whatever its size: the range scan over the posts with their
// cards and the viewer's own like and reactions (no N+1). Cards that need rendering again cost a
// fixed number more.
#include <gtest/gtest.h>

#include <algorithm>
#include <boost/json/parse.hpp>

#include "db/conn.h"
#include "modules/feed/feed_service.h"
#include "modules/feed/post_reader.h"
#include "support/fixtures.h"
#include "support/test_sql.h"

namespace aplauso::test {
namespace {

constexpr db::Statement kForgetCards{"test.forget_cards",
                                     "UPDATE posts SET card = NULL WHERE org_id = $1"};

std::vector<std::string> statements_for_page(TestServer& server, const TestOrg& org,
                                             std::int64_t size, const feed::Viewer& viewer) {
  const db::QueryCapture capture;
  const auto& reader = server.app().service<feed::PostReader>();
  feed::PageQuery q;
  q.limit = size;
  const auto page = reader.page(OrgId{org.id}, viewer, q, 1'800'000'000);
  EXPECT_EQ(static_cast<std::int64_t>(boost::json::parse(page.items).as_array().size()),
            std::min<std::int64_t>(size, 40));
  return capture.names();
}

TEST(DbFeedQueries, PageStatementCountDoesNotGrowWithThePage) {
  TestServer server;
  const auto org = make_full_org(server);
  const auto sender = make_user(server, org);
  std::vector<TestUser> receivers;
  for (int i = 0; i < 5; ++i) receivers.push_back(make_user(server, org));
  set_giving_points(server, org, sender.id, 10'000);
  const auto type = make_type(server, org, "Gracias", 1, 50);
  for (int i = 0; i < 40; ++i) {
    ASSERT_EQ(send_recognition(server, org, sender,
                               {receivers[i % 5].email, receivers[(i + 1) % 5].email}, 1, type)
                  .status,
              201);
  }
  const feed::Viewer viewer{receivers[0].id, Role::kEmployee};
  const auto one = statements_for_page(server, org, 1, viewer);
  const auto forty = statements_for_page(server, org, 40, viewer);
  EXPECT_EQ(one, forty);
  EXPECT_EQ(forty, (std::vector<std::string>{"feed.page"}))
      << "cards are rendered when posts are written";

  // Cards forgotten (a type renamed) are rendered again on read, still in a fixed number, and
  // in memory only: a read writes nothing.
  exec(server, kForgetCards, {org.id});
  const auto refill_one = statements_for_page(server, org, 1, viewer);
  const auto refill_forty = statements_for_page(server, org, 40, viewer);
  EXPECT_EQ(refill_one.size(), refill_forty.size());
  EXPECT_LE(refill_forty.size(), 6U);
  EXPECT_EQ(std::count(refill_forty.begin(), refill_forty.end(), "feed.store_cards"), 0)
      << "a read never writes";
  EXPECT_EQ(statements_for_page(server, org, 40, viewer), refill_forty) << "still forgotten";

  // The feed.cards job stores them again: then a page is one statement.
  EXPECT_EQ(server.app().service<feed::FeedService>().store_forgotten_cards(), 40U);
  EXPECT_EQ(statements_for_page(server, org, 40, viewer), forty) << "stored again";
  EXPECT_EQ(server.app().service<feed::FeedService>().store_forgotten_cards(), 0U);
}

TEST(DbFeedQueries, TheCardsJobStoresEachOrganisationsForgottenCardsWithItsOwnWording) {
  TestServer server;
  const auto first = make_full_org(server);
  const auto second = make_full_org(server);
  for (const auto* org : {&first, &second}) {
    const auto sender = make_user(server, *org);
    const auto receiver = make_user(server, *org);
    set_giving_points(server, *org, sender.id, 100);
    const auto type = make_type(server, *org, org == &first ? "Primero" : "Segundo", 1, 50);
    ASSERT_EQ(send_recognition(server, *org, sender, {receiver.email}, 1, type).status, 201);
    exec(server, kForgetCards, {org->id});
  }
  EXPECT_EQ(server.app().service<feed::FeedService>().store_forgotten_cards(), 2U);
  for (const auto* org : {&first, &second}) {
    const feed::Viewer viewer{0, Role::kAdmin};
    const auto page = statements_for_page(server, *org, 1, viewer);
    EXPECT_EQ(page, (std::vector<std::string>{"feed.page"}));
    const auto& reader = server.app().service<feed::PostReader>();
    feed::PageQuery q;
    q.limit = 1;
    const auto items = reader.page(OrgId{org->id}, viewer, q, 1'800'000'000).items;
    const std::string own = org == &first ? R"("name":"Primero")" : R"("name":"Segundo")";
    const std::string other = org == &first ? R"("name":"Segundo")" : R"("name":"Primero")";
    EXPECT_NE(items.find(own), std::string::npos) << items;
    EXPECT_EQ(items.find(other), std::string::npos) << items;
  }
}

}  // namespace
}  // namespace aplauso::test
