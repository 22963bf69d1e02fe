// The feed and what people do with posts, over HTTP.
#include <boost/json/array.hpp>

#include "core/clock.h"
#include "core/password.h"
#include "modules/users/user_service.h"
#include "support/api_test.h"
#include "support/fixtures.h"
#include "support/test_sql.h"

namespace aplauso::test {
namespace {

namespace json = boost::json;

class FeedApi : public ApiTest {
 protected:
  // An organisation where `sender` recognised `receiver` once (post_id).
  struct World {
    TestOrg org;
    TestUser sender, receiver, other;
    std::int64_t type = 0, post_id = 0;
  };
  static World world() {
    World w;
    w.org = make_full_org(server());
    w.sender = make_user(server(), w.org, Role::kEmployee, "Sara");
    w.receiver = make_user(server(), w.org, Role::kEmployee, "Rita");
    w.other = make_user(server(), w.org, Role::kEmployee, "Otto");
    set_giving_points(server(), w.org, w.sender.id, 500);
    set_giving_points(server(), w.org, w.other.id, 500);
    w.type = make_type(server(), w.org, "Gracias", 1, 100);
    const auto r = send_recognition(server(), w.org, w.sender, {w.receiver.email}, 10, w.type);
    w.post_id = r.data().at("post").at("id").as_int64();
    return w;
  }
  static std::string post_path(std::int64_t id) { return "/api/post/" + std::to_string(id); }
};

TEST_F(FeedApi, PagesAreNewestFirstWithCursorAndHasMore) {
  auto w = world();
  for (int i = 0; i < 4; ++i)
    send_recognition(server(), w.org, w.sender, {w.receiver.email}, 1, w.type);
  const auto c = client(w.org.host);
  auto r = c.get("/api/post?perPage=2", w.other.token);
  ASSERT_EQ(r.status, 200) << r.body;
  auto items = r.data().as_array();
  ASSERT_EQ(items.size(), 2U);
  EXPECT_GT(items[0].at("id").as_int64(), items[1].at("id").as_int64());
  EXPECT_TRUE(r.json().at("meta").at("hasMore").as_bool());
  const auto last = items[1].at("id").as_int64();
  r = c.get("/api/post?perPage=10&before=" + std::to_string(last), w.other.token);
  EXPECT_EQ(r.data().as_array().size(), 3U);
  EXPECT_FALSE(r.json().at("meta").at("hasMore").as_bool());
  r = c.get("/api/post?page=2&perPage=2", w.other.token);
  EXPECT_EQ(r.data().as_array().at(0).at("id").as_int64(), last - 1);
  EXPECT_EQ(c.get("/api/post?perPage=500", w.other.token).status, 400);
}

TEST_F(FeedApi, NewCountTellsHowManyArrived) {
  auto w = world();
  const auto c = client(w.org.host);
  auto r = c.get("/api/post/new_count?after=" + std::to_string(w.post_id), w.other.token);
  EXPECT_EQ(r.data().at("count").as_int64(), 0);
  send_recognition(server(), w.org, w.sender, {w.receiver.email}, 1, w.type);
  r = c.get("/api/post/new_count?after=" + std::to_string(w.post_id), w.other.token);
  EXPECT_EQ(r.data().at("count").as_int64(), 1);
  EXPECT_GT(r.data().at("latest_id").as_int64(), w.post_id);
}

TEST_F(FeedApi, HighlightsRankThisMonthsRecognisersAndValuesOfTheOrganisationOnly) {
  auto w = world();
  const auto c = client(w.org.host);
  const auto value =
      c.post("/api/values", {{"name", "Colaboración"}, {"emoji", "🤝"}}, w.org.admin_token)
          .data()
          .at("id")
          .as_int64();
  const auto other_value =
      c.post("/api/values", {{"name", "Calidad"}}, w.org.admin_token).data().at("id").as_int64();
  // Otto recognises twice with "Colaboración", Sara once more with "Calidad" (and once before).
  for (int i = 0; i < 2; ++i) {
    send_recognition(server(), w.org, w.other, {w.receiver.email}, 1, w.type,
                     {{"values", json::array{value}}});
  }
  send_recognition(server(), w.org, w.sender, {w.receiver.email}, 1, w.type,
                   {{"values", json::array{other_value}}});
  send_recognition(server(), w.org, w.sender, {w.receiver.email}, 1, w.type,
                   {{"values", json::array{value}}});
  // Another organisation's recognitions never show.
  auto elsewhere = world();
  for (int i = 0; i < 3; ++i) {
    send_recognition(server(), elsewhere.org, elsewhere.other, {elsewhere.receiver.email}, 1,
                     elsewhere.type);
  }

  auto r = c.get("/api/feed/highlights?period=month", w.receiver.token);
  ASSERT_EQ(r.status, 200) << r.body;
  const auto data = r.data();
  EXPECT_EQ(data.at("period").as_string(), "month");
  EXPECT_LT(data.at("from").as_int64(), data.at("to").as_int64());
  const auto& top = data.at("top_recognisers").as_array();
  ASSERT_EQ(top.size(), 2U);
  EXPECT_EQ(top[0].at("person").at("id").as_int64(), w.sender.id);
  EXPECT_EQ(top[0].at("count").as_int64(), 3);
  EXPECT_EQ(top[1].at("person").at("id").as_int64(), w.other.id);
  EXPECT_EQ(top[1].at("count").as_int64(), 2);
  const auto& values = data.at("trending_values").as_array();
  ASSERT_EQ(values.size(), 2U);
  EXPECT_EQ(values[0].at("id").as_int64(), value);
  EXPECT_EQ(values[0].at("name").as_string(), "Colaboración");
  EXPECT_EQ(values[0].at("count").as_int64(), 3);
  EXPECT_EQ(values[1].at("id").as_int64(), other_value);
  EXPECT_EQ(values[1].at("count").as_int64(), 1);

  // Filed recognitions do not count.
  const auto last = c.get("/api/post?perPage=1", w.sender.token).data().as_array().at(0);
  ASSERT_EQ(c.patch("/api/post/filed/" + std::to_string(last.at("id").as_int64()),
                    {{"filed", true}}, w.org.admin_token)
                .status,
            200);
  r = c.get("/api/feed/highlights", w.receiver.token);
  EXPECT_EQ(r.data().at("top_recognisers").as_array()[0].at("count").as_int64(), 2);
  EXPECT_EQ(r.data().at("trending_values").as_array()[0].at("count").as_int64(), 2);

  EXPECT_EQ(c.get("/api/feed/highlights?period=decade", w.receiver.token).status, 400);
  EXPECT_EQ(c.get("/api/feed/highlights").status, 401);
}

// Another node's change: a post filed straight in the database, which this node's cache of the
// highlights does not hear of.
constexpr db::Statement kFileEveryPost{"test.file_every_post",
                                       "UPDATE posts SET filed = 1 WHERE org_id = $1"};

TEST_F(FeedApi, HighlightsAreKeptAMinuteAndAPostWrittenHereShowsAtOnce) {
  constexpr std::int64_t kMarch15AtNoon = 1'773'576'000'000;
  ManualClock clock(kMarch15AtNoon);
  TestServer timed({}, &clock);
  const auto org = make_full_org(timed);
  const auto sara = make_user(timed, org, Role::kEmployee, "Sara");
  const auto rita = make_user(timed, org, Role::kEmployee, "Rita");
  set_giving_points(timed, org, sara.id, 500);
  const auto type = make_type(timed, org, "Gracias", 1, 100);
  const auto c = timed.client(org.host);
  const auto recognisers = [&] {
    const auto r = c.get("/api/feed/highlights", rita.token);
    EXPECT_EQ(r.status, 200) << r.body;
    const auto data = r.data();
    const auto& top = data.at("top_recognisers").as_array();
    return top.empty() ? 0 : top[0].at("count").as_int64();
  };
  EXPECT_EQ(recognisers(), 0);
  // Written on this node: it shows at once.
  send_recognition(timed, org, sara, {rita.email}, 1, type);
  EXPECT_EQ(recognisers(), 1);
  // Changed elsewhere: the kept answer stands for a minute, then the change shows.
  exec(timed, kFileEveryPost, {org.id});
  EXPECT_EQ(recognisers(), 1);
  clock.advance_ms(59'000);
  EXPECT_EQ(recognisers(), 1);
  clock.advance_ms(1'000);
  EXPECT_EQ(recognisers(), 0);
}

TEST_F(FeedApi, LikesToggleAndNotifyOnce) {
  auto w = world();
  const auto c = client(w.org.host);
  auto r = c.post("/api/like", {{"post_id", w.post_id}}, w.other.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("liked").as_bool());
  EXPECT_EQ(r.data().at("likes_count").as_int64(), 1);
  EXPECT_TRUE(c.get(post_path(w.post_id), w.other.token).data().at("liked_by_me").as_bool());
  EXPECT_EQ(c.get("/api/likes?post_id=" + std::to_string(w.post_id), w.sender.token)
                .data()
                .as_array()
                .at(0)
                .at("id")
                .as_int64(),
            w.other.id);
  r = c.post("/api/like", {{"post_id", w.post_id}}, w.other.token);
  EXPECT_FALSE(r.data().at("liked").as_bool());
  EXPECT_EQ(r.data().at("likes_count").as_int64(), 0);
  // recognition + like for the receiver
  EXPECT_EQ(c.get("/api/user/notification_count", w.receiver.token)
                .data()
                .at("notification_count")
                .as_int64(),
            2);
}

TEST_F(FeedApi, ReactionsUseTheFixedSet) {
  auto w = world();
  const auto c = client(w.org.host);
  auto r = c.get("/api/reactions?post_id=" + std::to_string(w.post_id), w.other.token);
  ASSERT_EQ(r.status, 200);
  const std::string clap(r.data().at("emojis").as_array().at(0).as_string());
  r = c.post("/api/reactions", {{"post_id", w.post_id}, {"emoji", clap}}, w.other.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("reactions").as_array().at(0).at("count").as_int64(), 1);
  EXPECT_TRUE(r.data().at("reactions").as_array().at(0).at("mine").as_bool());
  EXPECT_EQ(c.get(post_path(w.post_id), w.receiver.token)
                .data()
                .at("reactions")
                .as_array()
                .at(0)
                .at("mine")
                .as_bool(),
            false);
  r = c.post("/api/reactions", {{"post_id", w.post_id}, {"emoji", clap}}, w.other.token);
  EXPECT_TRUE(r.data().at("reactions").as_array().empty());
  EXPECT_EQ(
      c.post("/api/reactions", {{"post_id", w.post_id}, {"emoji", "🐍"}}, w.other.token).status,
      400);
}

TEST_F(FeedApi, CommentsAndRepliesWithAuthorAndAdminRights) {
  auto w = world();
  const auto c = client(w.org.host);
  auto r =
      c.post("/api/comment", {{"post_id", w.post_id}, {"body", "¡Bien merecido!"}}, w.other.token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto comment = r.data().at("id").as_int64();
  EXPECT_TRUE(r.data().at("can_edit").as_bool());
  r = c.post("/api/subcomment", {{"comment_id", comment}, {"body", "¡Gracias!"}}, w.receiver.token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto reply = r.data().at("id").as_int64();
  EXPECT_EQ(r.data().at("post_id").as_int64(), w.post_id);

  r = c.get("/api/comments?post_id=" + std::to_string(w.post_id), w.sender.token);
  ASSERT_EQ(r.data().as_array().size(), 1U);
  EXPECT_EQ(r.data().as_array().at(0).at("replies").as_array().size(), 1U);
  EXPECT_FALSE(r.data().as_array().at(0).at("can_edit").as_bool());
  EXPECT_EQ(c.get(post_path(w.post_id), w.sender.token).data().at("comments_count").as_int64(), 2);

  EXPECT_EQ(
      c.post("/api/comment/edit", {{"id", comment}, {"body", "Hackeado"}}, w.sender.token).status,
      403);
  r = c.post("/api/comment/edit", {{"id", comment}, {"body", "¡Muy merecido!"}}, w.other.token);
  EXPECT_FALSE(r.data().at("edited_at").is_null());
  EXPECT_EQ(c.patch("/api/subcomment/edit", {{"id", comment}, {"body", "x"}}, w.other.token).status,
            404)
      << "a comment is not a reply";
  EXPECT_EQ(c.patch("/api/subcomment/edit", {{"id", reply}, {"body", "¡Gracias a todos!"}},
                    w.receiver.token)
                .status,
            200);
  EXPECT_EQ(c.post("/api/comment", {{"post_id", w.post_id}, {"body", ""}}, w.other.token).status,
            400);
  EXPECT_EQ(c.post("/api/comment", {{"post_id", w.post_id}, {"body", std::string(1001, 'a')}},
                   w.other.token)
                .status,
            400);

  EXPECT_EQ(
      c.request("DELETE", "/api/comment/" + std::to_string(comment), {}, w.sender.token).status,
      403);
  EXPECT_EQ(
      c.request("DELETE", "/api/comment/" + std::to_string(comment), {}, w.org.admin_token).status,
      200)
      << "admins delete any comment";
  EXPECT_EQ(c.get(post_path(w.post_id), w.sender.token).data().at("comments_count").as_int64(), 0)
      << "the reply went with its comment";
  EXPECT_TRUE(c.get("/api/comments?post_id=" + std::to_string(w.post_id), w.sender.token)
                  .data()
                  .as_array()
                  .empty());
}

TEST_F(FeedApi, BoostAddsTheBoostersPointsToEachReceiver) {
  auto w = world();
  const auto c = client(w.org.host);
  auto r = c.post("/api/boost", {{"post_id", w.post_id}, {"amount", 15}}, w.other.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("give_balance").as_int64(), 485);
  EXPECT_EQ(r.data().at("post").at("boost_total").as_int64(), 15);
  EXPECT_EQ(r.data().at("post").at("total_points").as_int64(), 25);
  EXPECT_EQ(balances(server(), w.org, w.receiver.id).redeem, 25);
  EXPECT_EQ(c.post("/api/boost", {{"post_id", w.post_id}, {"amount", 5}}, w.sender.token).code(),
            "own_post");
  EXPECT_EQ(c.post("/api/boost", {{"post_id", w.post_id}, {"amount", 5}}, w.receiver.token).code(),
            "own_post");
  EXPECT_EQ(
      c.post("/api/boost", {{"post_id", w.post_id}, {"amount", 100000}}, w.other.token).code(),
      "insufficient_points");
  EXPECT_EQ(c.post("/api/boost", {{"post_id", w.post_id}, {"amount", 0}}, w.other.token).status,
            400);
  EXPECT_FALSE(c.get(post_path(w.post_id), w.sender.token).data().at("can_boost").as_bool());
  EXPECT_TRUE(c.get(post_path(w.post_id), w.other.token).data().at("can_boost").as_bool());
  EXPECT_EQ(ledger_sum(server(), w.org), 0);
}

TEST_F(FeedApi, AuthorEditsMessageAndAdminsFile) {
  auto w = world();
  const auto c = client(w.org.host);
  const std::string path = "/api/post/message/" + std::to_string(w.post_id);
  EXPECT_EQ(c.patch(path, {{"message", "Cambiado"}}, w.other.token).status, 403);
  auto r = c.patch(path, {{"message", "Gracias por quedarte hasta tarde"}}, w.sender.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("message").as_string(), "Gracias por quedarte hasta tarde");
  EXPECT_FALSE(r.data().at("edited_at").is_null());
  const std::string file = "/api/post/filed/" + std::to_string(w.post_id);
  EXPECT_EQ(c.patch(file, {{"filed", true}}, w.sender.token).status, 403);
  ASSERT_EQ(c.patch(file, {{"filed", true}}, w.org.admin_token).status, 200);
  EXPECT_TRUE(c.get("/api/post", w.other.token).data().as_array().empty())
      << "filed posts leave the feed";
  EXPECT_EQ(c.get(post_path(w.post_id), w.other.token).status, 404);
  EXPECT_EQ(c.get(post_path(w.post_id), w.org.admin_token).status, 200) << "kept for admins";
  EXPECT_EQ(c.post("/api/like", {{"post_id", w.post_id}}, w.other.token).status, 404);
}

// The feed's reads check the session with their first statement (ADR 0043): what they answer
// is still decided by the session as the database has it, not as the token says.
TEST_F(FeedApi, ReadsEndWithTheSessionAndFollowTheRoleInTheDatabase) {
  auto w = world();
  const auto c = client(w.org.host);
  const auto id = std::to_string(w.post_id);
  const std::vector<std::string> reads{"/api/post",
                                       "/api/post/" + id,
                                       "/api/post/new_count?after=0",
                                       "/api/post/special/recognitions",
                                       "/api/user/posts/received?user_id=" + id,
                                       "/api/likes?post_id=" + id,
                                       "/api/reactions?post_id=" + id,
                                       "/api/comments?post_id=" + id,
                                       "/api/post/999999999"};
  exec(server(), sql::kSetActive, {w.other.id, 0});
  for (const auto& path : reads) {
    const auto r = c.get(path, w.other.token);
    EXPECT_EQ(r.status, 401) << path << ": " << r.body;
    EXPECT_EQ(r.body.find("Gracias"), std::string::npos) << path << " showed the feed";
  }
  exec(server(), sql::kSetActive, {w.other.id, 1});
  EXPECT_EQ(c.get("/api/post", w.other.token).status, 200);
  // A password changed elsewhere ends the session at once.
  server().app().service<users::UserService>().set_password_hash(
      OrgId{w.org.id}, w.other.id, password::hash("Another-password-123", password::Cost::kFast));
  EXPECT_EQ(c.get("/api/post", w.other.token).status, 401);

  // A filed post is for admins: the role the database has, whatever the token was minted with.
  ASSERT_EQ(c.patch("/api/post/filed/" + id, {{"filed", true}}, w.org.admin_token).status, 200);
  exec(server(), sql::kSetRole, {w.receiver.id, "admin"});
  EXPECT_EQ(c.get(post_path(w.post_id), w.receiver.token).status, 200) << "promoted";
  const auto admin_id = c.get("/api/user", w.org.admin_token).data().at("id").as_int64();
  exec(server(), sql::kSetRole, {admin_id, "employee"});
  EXPECT_EQ(c.get(post_path(w.post_id), w.org.admin_token).status, 404) << "demoted";
}

TEST_F(FeedApi, ReceivedAndSentListsPerMember) {
  auto w = world();
  const auto c = client(w.org.host);
  EXPECT_EQ(
      c.get("/api/user/posts/received?user_id=" + std::to_string(w.receiver.id), w.other.token)
          .data()
          .as_array()
          .size(),
      1U);
  EXPECT_EQ(c.get("/api/user/posts/sent?user_id=" + std::to_string(w.sender.id), w.other.token)
                .data()
                .as_array()
                .size(),
            1U);
  EXPECT_TRUE(c.get("/api/user/posts/sent?user_id=" + std::to_string(w.receiver.id), w.other.token)
                  .data()
                  .as_array()
                  .empty());
  EXPECT_EQ(c.get("/api/user/posts/sent", w.other.token).status, 400);
}

TEST_F(FeedApi, AnotherOrganisationsPostsAreNotFound) {
  auto w = world();
  const auto other = make_full_org(server());
  const auto stranger = make_user(server(), other);
  set_giving_points(server(), other, stranger.id, 100);
  const auto c = client(other.host);
  EXPECT_EQ(c.get(post_path(w.post_id), stranger.token).status, 404);
  EXPECT_EQ(c.post("/api/like", {{"post_id", w.post_id}}, stranger.token).status, 404);
  EXPECT_EQ(
      c.post("/api/comment", {{"post_id", w.post_id}, {"body", "hola"}}, stranger.token).status,
      404);
  EXPECT_EQ(c.post("/api/boost", {{"post_id", w.post_id}, {"amount", 1}}, stranger.token).status,
            404);
  EXPECT_EQ(c.get("/api/comments?post_id=" + std::to_string(w.post_id), stranger.token).status,
            404);
  EXPECT_EQ(
      c.patch("/api/post/filed/" + std::to_string(w.post_id), {{"filed", true}}, other.admin_token)
          .status,
      404);
  EXPECT_TRUE(
      c.get("/api/user/posts/received?user_id=" + std::to_string(w.receiver.id), stranger.token)
          .data()
          .as_array()
          .empty());
}

}  // namespace
}  // namespace aplauso::test
