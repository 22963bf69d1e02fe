// A feed page costs the same number of statements whatever its size: one for the page, one per
// related kind, never one per post (no N+1).
#include <gtest/gtest.h>
#include <soci/soci.h>

#include "db/query.h"
#include "modules/feed/post_reader.h"
#include "support/fixtures.h"

namespace aplauso::test {
namespace {

std::size_t statements_for_page(TestServer& server, const TestOrg& org, std::int64_t size,
                                const feed::Viewer& viewer) {
  return server.app().db().run([&](soci::session& s) {
    const db::QueryCapture capture;
    const feed::PostReader reader(server.app().files(), 1'800'000'000);
    bool more = false;
    const auto ids = reader.page_ids(s, org.id, {}, size, 0, &more);
    EXPECT_EQ(static_cast<std::int64_t>(reader.render(s, org.id, viewer, ids).size()),
              std::min<std::int64_t>(size, 40));
    return capture.statements().size();
  });
}

TEST(DbFeedQueries, PageQueryCountDoesNotGrowWithThePage) {
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
  EXPECT_LE(forty, 10U);
}

}  // namespace
}  // namespace aplauso::test
