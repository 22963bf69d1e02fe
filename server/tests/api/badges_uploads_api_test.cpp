// Badges (multipart creation, giving, profiles), uploads with signed URLs, the podium and the
// public profile, over HTTP.

#include <boost/json/array.hpp>

#include "support/api_test.h"
#include "support/fixtures.h"

namespace aplauso::test {
namespace {

namespace json = boost::json;

class BadgesUploadsApi : public ApiTest {
 protected:
  static HttpResult create_badge(const TestOrg& org, const std::string& token,
                                 const std::string& name, const std::string& image,
                                 const std::string& image_type = "image/png") {
    return post_badge_form(server(), org, token, name, image, image_type);
  }
  // GET of a URL the API returned (relative, same origin).
  static HttpResult fetch(const TestOrg& org, const std::string& url) {
    return client(org.host).get(url);
  }
};

TEST_F(BadgesUploadsApi, AdminsCreateBadgesFromImagesCheckedByContent) {
  const auto org = make_full_org(server());
  auto r = create_badge(org, org.admin_token, "Mentor", tiny_png());
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(r.data().at("name").as_string(), "Mentor");
  const auto image = fetch(org, std::string(r.data().at("image_url").as_string()));
  EXPECT_EQ(image.status, 200);
  EXPECT_EQ(image.header("content-type"), "image/png");
  EXPECT_EQ(image.body, tiny_png());
  EXPECT_EQ(create_badge(org, org.admin_token, "Falso", "<svg onload=alert(1)>").status, 400)
      << "not an image by content";
  EXPECT_EQ(create_badge(org, org.admin_token, "", tiny_png()).status, 400);
  const auto member = make_user(server(), org);
  EXPECT_EQ(create_badge(org, member.token, "Mío", tiny_png()).status, 403);
  EXPECT_EQ(client(org.host).request("POST", "/api/org/badges", "{}", org.admin_token).code(),
            "invalid_form");
}

TEST_F(BadgesUploadsApi, GivingABadgePostsToTheFeedAndProfile) {
  const auto org = make_full_org(server());
  const auto a = make_user(server(), org);
  const auto badge =
      create_badge(org, org.admin_token, "Mentor", tiny_png()).data().at("id").as_int64();
  const auto c = client(org.host);
  auto r = c.post("/api/org/badges/send",
                  {{"reciever_emails", json::array{a.email}},
                   {"badge_id", badge},
                   {"message", "¡Felicidades!"}},
                  org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(r.data().at("post").at("kind").as_string(), "badge");
  EXPECT_EQ(r.data().at("post").at("badge").at("name").as_string(), "Mentor");
  EXPECT_EQ(c.get("/api/post", a.token).data().as_array().size(), 1U);
  const auto profile = c.get("/api/user/" + std::to_string(a.id) + "/public", org.admin_token);
  ASSERT_EQ(profile.status, 200) << profile.body;
  EXPECT_EQ(profile.data().at("badges").as_array().at(0).at("count").as_int64(), 1);
  EXPECT_EQ(balances(server(), org, a.id).redeem, 0) << "badges move no points";
  EXPECT_EQ(
      c.patch("/api/org/badges/" + std::to_string(badge), {{"active", false}}, org.admin_token)
          .status,
      200);
  EXPECT_EQ(
      c.post("/api/org/badges/send",
             {{"reciever_emails", json::array{a.email}}, {"badge_id", badge}}, org.admin_token)
          .code(),
      "badge_not_found");
  EXPECT_TRUE(c.get("/api/badges", a.token).data().as_array().empty());
  EXPECT_EQ(c.get("/api/org/badges", org.admin_token).data().as_array().size(), 1U);
}

TEST_F(BadgesUploadsApi, PresignedUploadsFollowTheAllowList) {
  const auto org = make_full_org(server());
  const auto member = make_user(server(), org);
  const auto c = client(org.host);
  const json::object file{{"file_name", "foto.png"},
                          {"content_type", "image/png"},
                          {"size", static_cast<std::int64_t>(tiny_png().size())}};
  auto bad = c.post("/api/upload_presign/executable", file, member.token);
  EXPECT_EQ(bad.status, 400);
  EXPECT_EQ(bad.json().at("error").as_string(), "Invalid file type");
  EXPECT_EQ(c.post("/api/read_presign/whatever", {{"key", "x"}}, member.token)
                .json()
                .at("error")
                .as_string(),
            "Invalid file type");
  EXPECT_EQ(c.post("/api/upload_presign/user-profile-picture",
                   {{"file_name", "a.pdf"}, {"content_type", "application/pdf"}, {"size", 10}},
                   member.token)
                .status,
            400);
  EXPECT_EQ(c.post("/api/upload_presign/post-attachments",
                   {{"file_name", "a.png"}, {"content_type", "image/png"}, {"size", 50LL << 20}},
                   member.token)
                .status,
            413);
  EXPECT_EQ(
      c.post("/api/upload_presign/post-attachments",
             {{"file_name", "a.png"}, {"content_type", "image/png"}, {"size", 0}}, member.token)
          .status,
      400);

  auto ticket = c.post("/api/upload_presign/post-attachments", file, member.token);
  ASSERT_EQ(ticket.status, 200) << ticket.body;
  const std::string url(ticket.data().at("upload_url").as_string());
  const std::string key(ticket.data().at("key").as_string());
  EXPECT_EQ(c.request("PUT", url, tiny_png(), {}, {"Content-Type: image/jpeg"}).status, 400)
      << "content type must match the ticket";
  EXPECT_EQ(c.request("PUT", url + "x", tiny_png(), {}, {"Content-Type: image/png"}).status, 403)
      << "a tampered signature";
  EXPECT_EQ(c.request("PUT", url, "not a png at all", {}, {"Content-Type: image/png"}).status, 400);
  auto put = c.request("PUT", url, tiny_png(), {}, {"Content-Type: image/png"});
  ASSERT_EQ(put.status, 200) << put.body;
  EXPECT_EQ(c.request("PUT", url, tiny_png(), {}, {"Content-Type: image/png"}).status, 409)
      << "a ticket is good for one upload";

  auto read = c.post("/api/read_presign/post-attachments", {{"key", key}}, member.token);
  ASSERT_EQ(read.status, 200) << read.body;
  EXPECT_EQ(fetch(org, std::string(read.data().at("url").as_string())).body, tiny_png());
  const auto other = make_full_org(server());
  EXPECT_EQ(client(other.host)
                .post("/api/read_presign/post-attachments", {{"key", key}}, other.admin_token)
                .status,
            404);

  // The upload rides along with a recognition.
  const auto a = make_user(server(), org);
  set_giving_points(server(), org, member.id, 10);
  const auto type = make_type(server(), org, "Gracias", 1, 10);
  auto sent = send_recognition(server(), org, member, {a.email}, 5, type,
                               {{"attachments", json::array{key}}});
  ASSERT_EQ(sent.status, 201) << sent.body;
  const auto attachment = sent.data().at("post").at("attachments").as_array().at(0);
  EXPECT_EQ(attachment.at("name").as_string(), "foto.png");
  EXPECT_EQ(fetch(org, std::string(attachment.at("url").as_string())).status, 200);
  EXPECT_EQ(send_recognition(server(), org, member, {a.email}, 1, type,
                             {{"attachments", json::array{"post-attachments.nope.png"}}})
                .code(),
            "attachment_not_found");
}

TEST_F(BadgesUploadsApi, PodiumRanksThePeriodWithTies) {
  const auto org = make_full_org(server());
  const auto a = make_user(server(), org, Role::kEmployee, "Ana");
  const auto b = make_user(server(), org, Role::kEmployee, "Beto");
  const auto c_user = make_user(server(), org, Role::kEmployee, "Caro");
  set_giving_points(server(), org, a.id, 100);
  set_giving_points(server(), org, b.id, 100);
  const auto type = make_type(server(), org, "Gracias", 1, 50);
  send_recognition(server(), org, a, {b.email, c_user.email}, 10, type);
  send_recognition(server(), org, b, {c_user.email}, 30, type);
  const auto c = client(org.host);
  auto r = c.get("/api/podium?metric=received", a.token);
  ASSERT_EQ(r.status, 200) << r.body;
  auto entries = r.data().at("entries").as_array();
  ASSERT_EQ(entries.size(), 2U);
  EXPECT_EQ(entries[0].at("user").at("id").as_int64(), c_user.id);
  EXPECT_EQ(entries[0].at("value").as_int64(), 2);
  r = c.get("/api/podium?metric=points", a.token);
  EXPECT_EQ(r.data().at("entries").as_array().at(0).at("value").as_int64(), 40);
  r = c.get("/api/podium?metric=sent", a.token);
  entries = r.data().at("entries").as_array();
  ASSERT_EQ(entries.size(), 2U);
  EXPECT_EQ(entries[0].at("rank").as_int64(), 1);
  EXPECT_EQ(entries[1].at("rank").as_int64(), 1) << "ties share the place";
  EXPECT_TRUE(c.get("/api/podium?metric=received&offset=1", a.token)
                  .data()
                  .at("entries")
                  .as_array()
                  .empty());

  auto settings = c.post("/api/org/settings/podium",
                         {{"period", "year"}, {"size", 5}, {"metrics", json::array{"received"}}},
                         org.admin_token);
  ASSERT_EQ(settings.status, 200) << settings.body;
  EXPECT_EQ(c.get("/api/podium?metric=sent", a.token).status, 400) << "a board switched off";
  EXPECT_EQ(c.post("/api/org/settings/podium", {{"size", 1}}, org.admin_token).status, 400);
  EXPECT_EQ(c.get("/api/org/settings/podium", a.token).status, 403);
}

TEST_F(BadgesUploadsApi, SearchFindsActiveColleaguesByNameOrEmail) {
  const auto org = make_full_org(server());
  const auto me = make_user(server(), org, Role::kEmployee, "Mónica");
  make_user(server(), org, Role::kEmployee, "Ramiro");
  make_user(server(), org, Role::kEmployee, "Rafaela");
  const auto c = client(org.host);
  auto r = c.post("/api/user/search", {{"query", "RA"}}, me.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().as_array().size(), 2U);
  EXPECT_EQ(r.data().as_array().at(0).at("first_name").as_string(), "Rafaela");
  r = c.post("/api/user/search", {{"query", ""}, {"exclude_self", true}, {"perPage", 1}}, me.token);
  EXPECT_EQ(r.json().at("meta").at("total").as_int64(), 3) << "admin, Ramiro, Rafaela";
  EXPECT_EQ(r.data().as_array().size(), 1U);
  EXPECT_TRUE(c.post("/api/user/search", {{"query", "%"}}, me.token).data().as_array().empty())
      << "wildcards match literally";
}

}  // namespace
}  // namespace aplauso::test
