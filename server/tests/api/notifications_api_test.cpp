// The notification centre over HTTP: each member's list (who, what, where it leads), marking read,
// turning kinds off, and the limits around them.
#include <algorithm>
#include <boost/json/array.hpp>

#include "modules/notifications/notification_service.h"
#include "support/api_test.h"
#include "support/fixtures.h"
#include "support/test_sql.h"

namespace aplauso::test {
namespace {

namespace json = boost::json;

class NotificationsApi : public ApiTest {
 protected:
  // `sender` recognised `receiver` once (post_id).
  struct World {
    TestOrg org;
    TestUser sender, receiver;
    std::int64_t type = 0, post_id = 0;
  };
  static World world() {
    World w;
    w.org = make_full_org(server());
    w.sender = make_user(server(), w.org, Role::kEmployee, "Sara");
    w.receiver = make_user(server(), w.org, Role::kEmployee, "Rita");
    set_giving_points(server(), w.org, w.sender.id, 500);
    w.type = make_type(server(), w.org, "Gracias", 1, 100);
    const auto r = send_recognition(server(), w.org, w.sender, {w.receiver.email}, 10, w.type);
    w.post_id = r.data().at("post").at("id").as_int64();
    return w;
  }
  static std::int64_t unread(const HttpClient& c, const TestUser& who) {
    return c.get("/api/user/notification_count", who.token)
        .data()
        .at("notification_count")
        .as_int64();
  }
};

// The kinds of `who`'s notifications, newest first.
std::vector<std::string> kinds_of(const HttpClient& c, const TestUser& who) {
  std::vector<std::string> out;
  const auto items = c.get("/api/user/notification", who.token).data();
  for (const auto& n : items.as_array()) out.emplace_back(n.at("kind").as_string());
  return out;
}

TEST_F(NotificationsApi, ARecognitionTellsWhoWhatAndWhereItLeads) {
  const auto w = world();
  const auto c = client(w.org.host);
  const auto r = c.get("/api/user/notification", w.receiver.token);
  ASSERT_EQ(r.status, 200) << r.body;
  const auto items = r.data().as_array();
  ASSERT_EQ(items.size(), 1U);
  const auto& n = items[0].as_object();
  EXPECT_EQ(n.at("kind").as_string(), "recognition_received");
  EXPECT_FALSE(n.at("read").as_bool());
  EXPECT_EQ(n.at("actor").at("id").as_int64(), w.sender.id);
  EXPECT_EQ(n.at("actor").at("first_name").as_string(), "Sara");
  EXPECT_EQ(n.at("data").at("points").as_int64(), 10);
  EXPECT_EQ(n.at("link").as_string(), "/post/" + std::to_string(w.post_id));
  EXPECT_EQ(r.json().at("meta").at("total").as_int64(), 1);
  // The sender was told of the points an admin gave them, not of the recognition.
  EXPECT_EQ(kinds_of(c, w.sender), std::vector<std::string>{"points_granted"});
}

TEST_F(NotificationsApi, PagesAreNewestFirstAndBounded) {
  const auto w = world();
  for (int i = 0; i < 4; ++i) {
    send_recognition(server(), w.org, w.sender, {w.receiver.email}, 1 + i, w.type);
  }
  const auto c = client(w.org.host);
  auto r = c.get("/api/user/notification?perPage=2", w.receiver.token);
  auto items = r.data().as_array();
  ASSERT_EQ(items.size(), 2U);
  EXPECT_EQ(items[0].at("data").at("points").as_int64(), 4);
  EXPECT_GT(items[0].at("id").as_int64(), items[1].at("id").as_int64());
  EXPECT_EQ(r.json().at("meta").at("total").as_int64(), 5);
  EXPECT_TRUE(r.json().at("meta").at("hasMore").as_bool());
  r = c.get("/api/user/notification?page=3&perPage=2", w.receiver.token);
  EXPECT_EQ(r.data().as_array().size(), 1U);
  EXPECT_FALSE(r.json().at("meta").at("hasMore").as_bool());
  EXPECT_EQ(c.get("/api/user/notification?perPage=101", w.receiver.token).status, 400);
  EXPECT_EQ(c.get("/api/user/notification?page=0", w.receiver.token).status, 400);
  EXPECT_EQ(c.get("/api/user/notification?page=x", w.receiver.token).status, 400);
}

TEST_F(NotificationsApi, MarkingOneOrAllReadMovesTheCount) {
  const auto w = world();
  send_recognition(server(), w.org, w.sender, {w.receiver.email}, 2, w.type);
  const auto c = client(w.org.host);
  EXPECT_EQ(unread(c, w.receiver), 2);
  const auto items = c.get("/api/user/notification", w.receiver.token).data().as_array();
  const auto first = std::to_string(items[0].at("id").as_int64());
  auto r = c.post("/api/user/notification/" + first + "/read", json::object{}, w.receiver.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(unread(c, w.receiver), 1);
  // Again: still read, nothing else changes.
  r = c.post("/api/user/notification/" + first + "/read", json::object{}, w.receiver.token);
  EXPECT_EQ(r.status, 200);
  EXPECT_EQ(unread(c, w.receiver), 1);
  const auto listed = c.get("/api/user/notification", w.receiver.token).data().as_array();
  EXPECT_TRUE(listed[0].at("read").as_bool());
  EXPECT_TRUE(listed[0].at("read_at").is_int64());
  EXPECT_FALSE(listed[1].at("read").as_bool());

  r = c.post("/api/user/notification/read_all", json::object{}, w.receiver.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("marked").as_int64(), 1);
  EXPECT_EQ(unread(c, w.receiver), 0);
  EXPECT_EQ(c.post("/api/user/notification/read_all", json::object{}, w.receiver.token)
                .data()
                .at("marked")
                .as_int64(),
            0);
}

TEST_F(NotificationsApi, NobodyReadsOrMarksAnotherPersonsNotifications) {
  const auto w = world();
  const auto c = client(w.org.host);
  const auto id = std::to_string(
      c.get("/api/user/notification", w.receiver.token).data().as_array()[0].at("id").as_int64());
  // Another member of the organisation, and a member of another organisation.
  EXPECT_EQ(c.post("/api/user/notification/" + id + "/read", json::object{}, w.sender.token).status,
            404);
  const auto elsewhere = world();
  const auto other = client(elsewhere.org.host);
  EXPECT_EQ(
      other.post("/api/user/notification/" + id + "/read", json::object{}, elsewhere.receiver.token)
          .status,
      404);
  EXPECT_EQ(unread(c, w.receiver), 1);
  EXPECT_EQ(
      c.post("/api/user/notification/999999999/read", json::object{}, w.receiver.token).status,
      404);
  EXPECT_EQ(c.post("/api/user/notification/abc/read", json::object{}, w.receiver.token).status,
            404);
  EXPECT_EQ(c.get("/api/user/notification").status, 401);
  EXPECT_EQ(c.get("/api/user/notification_settings").status, 401);
}

TEST_F(NotificationsApi, AKindTurnedOffIsNoLongerNotified) {
  const auto w = world();
  const auto c = client(w.org.host);
  auto r = c.get("/api/user/notification_settings", w.receiver.token);
  ASSERT_EQ(r.status, 200) << r.body;
  const auto all = r.data().as_array();
  ASSERT_GE(all.size(), 5U);
  for (const auto& s : all) {
    EXPECT_TRUE(s.at("in_app").as_bool()) << s.at("kind");
    // Recognitions, badges, work anniversaries, a declined deletion request and an order's
    // progress, a prize given, a decided point request, a survey to answer or a reminder of it,
    // a reply in a survey comment's anonymous thread, a task assigned, due today or unblocked, and
    // an evaluation to write, peers to nominate, a reminder, a review shared or a reassigned
    // leader review, a program assigned or due, an event's registration, waitlist, offered
    // place, reminder, change or cancellation, and a challenge launched, completed or ending are
    // mailed unless one says otherwise.
    const auto kind = s.at("kind").as_string();
    EXPECT_EQ(s.at("email").as_bool(),
              kind == "recognition_received" || kind == "badge_received" || kind == "anniversary" ||
                  kind == "deletion_declined" || kind == "order_status" || kind == "product_gift" ||
                  kind == "point_request_decided" || kind == "survey_launched" ||
                  kind == "survey_reminder" || kind == "survey_reply" ||
                  kind == "survey_comment_answered" || kind == "task_assigned" ||
                  kind == "task_due_today" || kind == "task_unblocked" ||
                  kind == "evaluation_review_due" || kind == "evaluation_nominate" ||
                  kind == "evaluation_reminder" || kind == "evaluation_shared" ||
                  kind == "evaluation_leader_reassigned" || kind == "program_assigned" ||
                  kind == "program_due" || kind == "event_registered" ||
                  kind == "event_waitlisted" || kind == "event_offered" ||
                  kind == "event_reminder" || kind == "event_changed" ||
                  kind == "event_cancelled" || kind == "challenge_launched" ||
                  kind == "challenge_completed" || kind == "challenge_ending")
        << kind;
  }

  r = c.post("/api/user/notification_settings",
             {{"settings", json::array{json::object{{"kind", "post_liked"}, {"in_app", false}}}}},
             w.receiver.token);
  ASSERT_EQ(r.status, 200) << r.body;
  const auto saved = r.data();
  for (const auto& s : saved.as_array()) {
    EXPECT_EQ(s.at("in_app").as_bool(), s.at("kind").as_string() != "post_liked");
  }
  // The receiver is involved in the post: a like no longer reaches them, a recognition does.
  ASSERT_EQ(c.post("/api/like", {{"post_id", w.post_id}}, w.sender.token).status, 200);
  EXPECT_EQ(unread(c, w.receiver), 1);
  send_recognition(server(), w.org, w.sender, {w.receiver.email}, 3, w.type);
  EXPECT_EQ(unread(c, w.receiver), 2);
  // Someone else still hears about likes.
  const auto third = make_user(server(), w.org);
  ASSERT_EQ(c.post("/api/like", {{"post_id", w.post_id}}, third.token).status, 200);
  const auto sender_items = c.get("/api/user/notification", w.sender.token).data().as_array();
  ASSERT_EQ(sender_items.size(), 2U) << "the like, and the points an admin gave";
  EXPECT_EQ(sender_items[0].at("kind").as_string(), "post_liked");
  EXPECT_EQ(sender_items[0].at("actor").at("id").as_int64(), third.id);

  // Turned on again.
  r = c.post("/api/user/notification_settings",
             {{"settings", json::array{json::object{{"kind", "post_liked"}, {"in_app", true}}}}},
             w.receiver.token);
  const auto again = r.data();
  for (const auto& s : again.as_array()) EXPECT_TRUE(s.at("in_app").as_bool());
}

TEST_F(NotificationsApi, BadSettingsAreRefusedAndSaveNothing) {
  const auto w = world();
  const auto c = client(w.org.host);
  const auto post = [&](const json::value& body) {
    return c.post("/api/user/notification_settings", body, w.receiver.token);
  };
  // An unknown kind beside a valid change: nothing of the request is saved.
  auto r = post({{"settings", json::array{json::object{{"kind", "post_liked"}, {"in_app", false}},
                                          json::object{{"kind", "nope"}, {"in_app", false}}}}});
  EXPECT_EQ(r.status, 400);
  EXPECT_NE(r.body.find("nope"), std::string::npos);
  EXPECT_EQ(post(json::object{}).status, 400);
  EXPECT_EQ(post({{"settings", "x"}}).status, 400);
  EXPECT_EQ(post({{"settings", json::array{1}}}).status, 400);
  EXPECT_EQ(post({{"settings", json::array{json::object{{"kind", "post_liked"}}}}}).status, 400);
  EXPECT_EQ(
      post({{"settings", json::array{json::object{{"kind", "post_liked"}, {"in_app", "no"}}}}})
          .status,
      400);
  const auto unchanged = c.get("/api/user/notification_settings", w.receiver.token).data();
  for (const auto& s : unchanged.as_array()) EXPECT_TRUE(s.at("in_app").as_bool());
}

std::vector<mail::QueuedMail> notification_mails(TestServer& server, const TestOrg& org) {
  server.app().service<notifications::NotificationService>().mail_due();
  std::vector<mail::QueuedMail> out;
  for (auto& m : pending_mails(server, org)) {
    if (m.mail.kind == "notification") out.push_back(std::move(m));
  }
  return out;
}

TEST_F(NotificationsApi, ARecognitionIsMailedInTheReceiversLanguageWithItsLink) {
  const auto w = world();
  const auto c = client(w.org.host);
  auto mails = notification_mails(server(), w.org);
  ASSERT_EQ(mails.size(), 1U);
  const auto& m = mails[0].mail;
  EXPECT_EQ(m.to, w.receiver.email);
  EXPECT_NE(m.subject.find("te reconoció con 10 puntos"), std::string::npos) << m.subject;
  EXPECT_NE(m.subject.find("Sara"), std::string::npos) << m.subject;
  const std::string link = "/post/" + std::to_string(w.post_id);
  EXPECT_NE(m.text.find(link), std::string::npos) << m.text;
  EXPECT_NE(m.html.find(link), std::string::npos);
  // Mailed once: the next run finds nothing due.
  EXPECT_EQ(notification_mails(server(), w.org).size(), 1U);

  // In English for a member who reads English.
  ASSERT_EQ(c.patch("/api/user/account/update", {{"language", "english"}}, w.receiver.token).status,
            200);
  send_recognition(server(), w.org, w.sender, {w.receiver.email}, 7, w.type);
  mails = notification_mails(server(), w.org);
  ASSERT_EQ(mails.size(), 2U);
  EXPECT_NE(mails[1].mail.subject.find("recognised you with 7 points"), std::string::npos)
      << mails[1].mail.subject;
  // Likes are not mailed unless asked for.
  ASSERT_EQ(c.post("/api/like", {{"post_id", w.post_id}}, w.sender.token).status, 200);
  EXPECT_EQ(notification_mails(server(), w.org).size(), 2U);
}

TEST_F(NotificationsApi, EachChannelFollowsTheMembersChoice) {
  const auto w = world();
  const auto c = client(w.org.host);
  notification_mails(server(), w.org);  // the world's recognition
  const auto save = [&](const json::object& setting) {
    return c.post("/api/user/notification_settings", {{"settings", json::array{setting}}},
                  w.receiver.token);
  };
  // No mail, still in the app.
  auto r = save({{"kind", "recognition_received"}, {"email", false}});
  ASSERT_EQ(r.status, 200) << r.body;
  send_recognition(server(), w.org, w.sender, {w.receiver.email}, 2, w.type);
  EXPECT_EQ(notification_mails(server(), w.org).size(), 1U);
  EXPECT_EQ(unread(c, w.receiver), 2);
  // Only by mail: nothing shows or counts in the app.
  r = save({{"kind", "recognition_received"}, {"email", true}, {"in_app", false}});
  ASSERT_EQ(r.status, 200) << r.body;
  send_recognition(server(), w.org, w.sender, {w.receiver.email}, 3, w.type);
  EXPECT_EQ(notification_mails(server(), w.org).size(), 2U);
  EXPECT_EQ(unread(c, w.receiver), 2);
  EXPECT_EQ(c.get("/api/user/notification", w.receiver.token).data().as_array().size(), 2U);
  // Likes by mail when asked for; a member who left is mailed nothing.
  r = save({{"kind", "post_liked"}, {"email", true}});
  ASSERT_EQ(r.status, 200) << r.body;
  const auto settings = r.data();
  for (const auto& s : settings.as_array()) {
    if (s.at("kind") == "post_liked") {
      EXPECT_TRUE(s.at("email").as_bool());
    }
    if (s.at("kind") == "recognition_received") {
      EXPECT_FALSE(s.at("in_app").as_bool());
    }
  }
  ASSERT_EQ(c.post("/api/like", {{"post_id", w.post_id}}, w.sender.token).status, 200);
  EXPECT_EQ(notification_mails(server(), w.org).size(), 3U);
  // A setting must name a channel.
  EXPECT_EQ(save({{"kind", "post_liked"}}).status, 400);
  send_recognition(server(), w.org, w.sender, {w.receiver.email}, 4, w.type);
  exec(server(), sql::kSetActive, {w.receiver.id, 0});
  EXPECT_EQ(notification_mails(server(), w.org).size(), 3U);
}

TEST_F(NotificationsApi, RepliesPointsAndDeclinedRequestsReachThePersonConcerned) {
  const auto w = world();
  const auto c = client(w.org.host);
  // A reply tells the comment's author, once, even when they are also involved in the post.
  const auto third = make_user(server(), w.org, Role::kEmployee, "Tomás");
  const auto comment =
      c.post("/api/comment", {{"post_id", w.post_id}, {"body", "¡Bien hecho!"}}, third.token);
  ASSERT_EQ(comment.status, 201) << comment.body;
  const auto comment_id = comment.data().at("id").as_int64();
  ASSERT_EQ(c.post("/api/subcomment", {{"comment_id", comment_id}, {"body", "¡Gracias!"}},
                   w.receiver.token)
                .status,
            201);
  EXPECT_EQ(kinds_of(c, third), std::vector<std::string>{"comment_replied"});
  const auto replies = c.get("/api/user/notification", third.token).data();
  EXPECT_EQ(replies.as_array()[0].at("actor").at("id").as_int64(), w.receiver.id);
  EXPECT_EQ(replies.as_array()[0].at("link").as_string(), "/post/" + std::to_string(w.post_id));
  const auto own_reply =
      c.post("/api/comment", {{"post_id", w.post_id}, {"body", "De nada"}}, w.sender.token);
  ASSERT_EQ(c.post("/api/subcomment",
                   {{"comment_id", own_reply.data().at("id").as_int64()}, {"body", "👏"}},
                   w.receiver.token)
                .status,
            201);
  const auto sender_kinds = kinds_of(c, w.sender);
  EXPECT_EQ(std::count(sender_kinds.begin(), sender_kinds.end(), "comment_replied"), 0)
      << "the sender heard of it as the post's author";

  // Points an admin gives, one by one or distributed.
  ASSERT_EQ(
      c.post("/api/user/extra_points", {{"user_id", third.id}, {"amount", 30}}, w.org.admin_token)
          .status,
      200);
  auto items = c.get("/api/user/notification", third.token).data();
  EXPECT_EQ(items.as_array()[0].at("kind").as_string(), "points_granted");
  EXPECT_EQ(items.as_array()[0].at("data").at("points").as_int64(), 30);
  EXPECT_EQ(items.as_array()[0].at("link").as_string(), "/profile/wallet");
  ASSERT_EQ(c.post("/api/org/points_to_distribute",
                   {{"mode", "add"}, {"amount", 15}, {"user_ids", json::array{third.id}}},
                   w.org.admin_token)
                .status,
            200);
  items = c.get("/api/user/notification", third.token).data();
  EXPECT_EQ(items.as_array()[0].at("data").at("points").as_int64(), 15);

  // A declined deletion request.
  const auto request =
      c.post("/api/user/request-delete", {{"reason", "Me voy"}}, third.token).data().at("id");
  ASSERT_EQ(c.post("/api/org/deletion_requests/" + std::to_string(request.as_int64()) + "/decline",
                   {{"note", "Tienes pedidos pendientes."}}, w.org.admin_token)
                .status,
            200);
  items = c.get("/api/user/notification", third.token).data();
  EXPECT_EQ(items.as_array()[0].at("kind").as_string(), "deletion_declined");
  EXPECT_EQ(items.as_array()[0].at("data").at("note").as_string(), "Tienes pedidos pendientes.");
}

TEST_F(NotificationsApi, TheModuleOffAnswers403ButTheCountStays) {
  const auto org = make_org(server(), {"recognitions"});
  const auto who = make_user(server(), org);
  const auto c = client(org.host);
  EXPECT_EQ(c.get("/api/user/notification", who.token).status, 403);
  EXPECT_EQ(c.get("/api/user/notification_settings", who.token).status, 403);
  EXPECT_EQ(c.get("/api/user/notification_count", who.token).status, 200);
}

}  // namespace
}  // namespace aplauso::test
