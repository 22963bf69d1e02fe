// Live updates over HTTP: a one-use ticket opens a member's event stream; a notification of
// theirs and a post of their organisation reach it without asking; a stream resumes from the
// last event it saw; tickets never open another organisation's stream; a member and a node hold
// a limited number of streams (a closed one frees its place at once). On PostgreSQL, an event
// written through one node reaches a stream held by another (LISTEN/NOTIFY).
#include <boost/json/parse.hpp>
#include <functional>
#include <memory>
#include <thread>
#include <vector>

#include "support/api_test.h"
#include "support/event_stream_client.h"
#include "support/fixtures.h"

namespace aplauso::test {
namespace {

namespace json = boost::json;

std::string ticket_for(const HttpClient& c, const std::string& token) {
  const auto r = c.post("/api/live/ticket", json::object{}, token);
  if (r.status != 200) return {};
  return std::string(r.data().at("ticket").as_string());
}

// The answer to opening a stream that is refused (a plain HTTP answer, not a stream).
HttpResult refused_stream(const HttpClient& c, const std::string& ticket) {
  return c.get("/api/live?ticket=" + ticket);
}

// Tries `done` until it holds, for up to two seconds.
bool eventually(const std::function<bool()>& done) {
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(2);
  while (!done()) {
    if (std::chrono::steady_clock::now() > deadline) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return true;
}

class LiveApi : public ApiTest {
 protected:
  struct World {
    TestOrg org;
    TestUser sender, receiver, other;
    std::int64_t type = 0;
  };
  static World world() {
    World w;
    w.org = make_full_org(server());
    w.sender = make_user(server(), w.org, Role::kEmployee, "Sara");
    w.receiver = make_user(server(), w.org, Role::kEmployee, "Rita");
    w.other = make_user(server(), w.org, Role::kEmployee, "Olga");
    set_giving_points(server(), w.org, w.sender.id, 500);
    w.type = make_type(server(), w.org, "Gracias", 1, 100);
    return w;
  }
};

TEST_F(LiveApi, ANotificationAndAPostReachOpenStreamsWithoutAsking) {
  const auto w = world();
  const auto c = client(w.org.host);
  EventStreamClient mine(server().port(), w.org.host, ticket_for(c, w.receiver.token));
  EventStreamClient theirs(server().port(), w.org.host, ticket_for(c, w.other.token));
  ASSERT_EQ(mine.status(), 200);
  ASSERT_TRUE(mine.next("ready")) << "the stream says it is open";
  ASSERT_TRUE(theirs.next("ready"));

  const auto r = send_recognition(server(), w.org, w.sender, {w.receiver.email}, 10, w.type);
  const auto post_id = r.data().at("post").at("id").as_int64();
  const auto note = mine.next("notification");
  ASSERT_TRUE(note) << "the receiver hears of their notification";
  EXPECT_FALSE(note->id.empty());
  const auto post = theirs.next("post");
  ASSERT_TRUE(post) << "everyone of the organisation hears of the new post";
  EXPECT_EQ(json::parse(post->data).at("id").as_int64(), post_id);
  EXPECT_FALSE(theirs.next("notification", std::chrono::milliseconds(1200)))
      << "nobody hears of another person's notification";
}

TEST_F(LiveApi, ATicketOpensOneStreamOfItsOwnOrganisationOnce) {
  const auto w = world();
  const auto other = make_full_org(server());
  const auto c = client(w.org.host);
  EXPECT_EQ(c.post("/api/live/ticket", json::object{}).status, 401) << "tickets need a session";
  const auto ticket = ticket_for(c, w.receiver.token);
  ASSERT_FALSE(ticket.empty());
  EXPECT_EQ(EventStreamClient(server().port(), other.host, ticket).status(), 401)
      << "another organisation's host refuses it (and uses it up)";
  const auto fresh = ticket_for(c, w.receiver.token);
  EXPECT_EQ(EventStreamClient(server().port(), w.org.host, fresh).status(), 200);
  EXPECT_EQ(EventStreamClient(server().port(), w.org.host, fresh).status(), 401) << "used once";
  EXPECT_EQ(EventStreamClient(server().port(), w.org.host, "made-up").status(), 401);
  EXPECT_EQ(EventStreamClient(server().port(), w.org.host, "").status(), 401);
}

TEST_F(LiveApi, TheEventsPathsBelongToTheEventsModule) {
  const auto w = world();
  const auto c = client(w.org.host);
  // The stream moved to /api/live: /api/events is the events module's (spec §2). It issues no
  // ticket there, and what it answers is a list of events, not a stream.
  EXPECT_GE(c.post("/api/events/ticket", json::object{}, w.receiver.token).status, 400);
  const auto list = c.get("/api/events?ticket=x", w.receiver.token);
  EXPECT_NE(list.header("content-type").find("application/json"), std::string::npos)
      << list.header("content-type");
}

TEST_F(LiveApi, AStreamResumesFromTheLastEventItSaw) {
  const auto w = world();
  const auto c = client(w.org.host);
  std::string last;
  {
    EventStreamClient first(server().port(), w.org.host, ticket_for(c, w.receiver.token));
    const auto ready = first.next("ready");
    ASSERT_TRUE(ready);
    last = ready->id;
  }
  // While the receiver is away.
  send_recognition(server(), w.org, w.sender, {w.receiver.email}, 5, w.type);
  EventStreamClient again(server().port(), w.org.host, ticket_for(c, w.receiver.token), last);
  ASSERT_EQ(again.status(), 200);
  EXPECT_TRUE(again.next("notification", std::chrono::seconds(3)))
      << "what happened meanwhile is told at once";
}

TEST_F(LiveApi, AMemberHoldsAtMostFiveStreamsAndAClosedOneFreesItsPlaceAtOnce) {
  const auto w = world();
  const auto c = client(w.org.host);
  std::vector<std::unique_ptr<EventStreamClient>> tabs;
  for (int i = 0; i < 5; ++i) {
    tabs.push_back(std::make_unique<EventStreamClient>(server().port(), w.org.host,
                                                       ticket_for(c, w.receiver.token)));
    ASSERT_EQ(tabs.back()->status(), 200);
    ASSERT_TRUE(tabs.back()->next("ready"));
  }
  const auto refused = refused_stream(c, ticket_for(c, w.receiver.token));
  EXPECT_EQ(refused.status, 429) << refused.body;
  EXPECT_EQ(refused.code(), "live_streams_limit");
  EXPECT_EQ(refused.header("retry-after"), "30");
  EventStreamClient someone_else(server().port(), w.org.host, ticket_for(c, w.other.token));
  EXPECT_EQ(someone_else.status(), 200) << "the limit is per member";

  // A closed tab stops counting as soon as its connection ends, not at the next heartbeat (15 s).
  tabs.pop_back();
  std::unique_ptr<EventStreamClient> reopened;
  EXPECT_TRUE(eventually([&] {
    reopened = std::make_unique<EventStreamClient>(server().port(), w.org.host,
                                                   ticket_for(c, w.receiver.token));
    return reopened->status() == 200;
  }));
  EXPECT_TRUE(reopened->next("ready"));
}

TEST(LiveStreamLimits, ANodeHoldsAtMostItsCapOfStreams) {
  TestServer node([](Config& c) { c.live_streams_per_node = 2; });
  const auto org = make_full_org(node);
  const auto a = make_user(node, org, Role::kEmployee, "Ana");
  const auto b = make_user(node, org, Role::kEmployee, "Beto");
  const auto c = node.client(org.host);
  EventStreamClient first(node.port(), org.host, ticket_for(c, a.token));
  EventStreamClient second(node.port(), org.host, ticket_for(c, b.token));
  ASSERT_EQ(first.status(), 200);
  ASSERT_EQ(second.status(), 200);
  const auto refused = refused_stream(c, ticket_for(c, org.admin_token));
  EXPECT_EQ(refused.status, 429) << refused.body;
  EXPECT_EQ(refused.code(), "live_streams_full");
  EXPECT_EQ(c.get("/api/health").status, 200) << "ordinary calls go on";
}

// Two nodes on one PostgreSQL (the suite runs on PostgreSQL only: SQLite is one process).
class PostgresOnlyTwoNodes : public ApiTest {};

TEST_F(PostgresOnlyTwoNodes, AnEventWrittenOnOneNodeReachesAStreamOnTheOther) {
  const auto& first = server().app().config();
  TestServer second([&](Config& config) {
    config.database_url = first.database_url;
    config.data_dir = first.data_dir;
  });
  const auto org = make_full_org(server());
  const auto sender = make_user(server(), org, Role::kEmployee, "Sara");
  const auto receiver = make_user(server(), org, Role::kEmployee, "Rita");
  set_giving_points(server(), org, sender.id, 500);
  const auto type = make_type(server(), org, "Gracias", 1, 100);
  // The receiver's stream is held by the second node; the recognition goes through the first.
  const auto on_second = second.client(org.host);
  EventStreamClient stream(second.port(), org.host, ticket_for(on_second, receiver.token));
  ASSERT_EQ(stream.status(), 200);
  ASSERT_TRUE(stream.next("ready"));
  const auto started = std::chrono::steady_clock::now();
  send_recognition(server(), org, sender, {receiver.email}, 10, type);
  ASSERT_TRUE(stream.next("notification", std::chrono::seconds(3)));
  EXPECT_LT(std::chrono::steady_clock::now() - started, std::chrono::seconds(1))
      << "NOTIFY wakes the other node at once, not at its next timeout";
}

}  // namespace
}  // namespace aplauso::test
