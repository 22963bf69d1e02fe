// The organisation's media library (admins' pictures and animated images a recognition may
// carry), over HTTP.
#include <boost/json/array.hpp>

#include "support/api_test.h"
#include "support/fixtures.h"

namespace aplauso::test {
namespace {

namespace json = boost::json;

class MediaApi : public ApiTest {
 protected:
  // POST /api/org/media as a multipart form.
  static HttpResult add(const TestOrg& org, const std::string& token, const std::string& title,
                        const std::string& image) {
    const std::string boundary = "MediaBoundary7";
    std::string body = "--" + boundary +
                       "\r\nContent-Disposition: form-data; name=\"title\"\r\n\r\n" + title +
                       "\r\n--" + boundary +
                       "\r\nContent-Disposition: form-data; name=\"title_en\"\r\n\r\nCheers\r\n";
    body += "--" + boundary +
            "\r\nContent-Disposition: form-data; name=\"image\"; filename=\"a.png\"\r\n"
            "Content-Type: image/png\r\n\r\n" +
            image + "\r\n--" + boundary + "--\r\n";
    return client(org.host).request("POST", "/api/org/media", body, token,
                                    {"Content-Type: multipart/form-data; boundary=" + boundary});
  }
  static std::int64_t id_of(const HttpResult& r) { return r.data().at("id").as_int64(); }
};

TEST_F(MediaApi, AdminsKeepTheLibraryAndPeopleSeeWhatIsShown) {
  const auto org = make_full_org(server());
  const auto member = make_user(server(), org);
  const auto c = client(org.host);

  auto r = add(org, org.admin_token, "  ¡Salud!  ", tiny_png());
  ASSERT_EQ(r.status, 201) << r.body;
  const auto cheers = id_of(r);
  EXPECT_EQ(r.data().at("title").as_string(), "¡Salud!");
  EXPECT_EQ(r.data().at("title_en").as_string(), "Cheers");
  EXPECT_EQ(r.data().at("content_type").as_string(), "image/png");
  EXPECT_FALSE(r.data().at("animated").as_bool());
  const auto image = c.get(std::string(r.data().at("url").as_string()));
  EXPECT_EQ(image.status, 200);
  EXPECT_EQ(image.body, tiny_png());

  // Wrong input loses nothing and says why.
  EXPECT_EQ(add(org, org.admin_token, "", tiny_png()).status, 400);
  EXPECT_EQ(add(org, org.admin_token, std::string(81, 'x'), tiny_png()).status, 400);
  EXPECT_EQ(add(org, org.admin_token, "Falso", "<svg onload=alert(1)>").status, 400);
  EXPECT_EQ(add(org, member.token, "Mía", tiny_png()).status, 403);
  const auto second = id_of(add(org, org.admin_token, "Aplausos", tiny_png()));

  r = c.get("/api/media", member.token);
  ASSERT_EQ(r.status, 200) << r.body;
  ASSERT_EQ(r.data().as_array().size(), 2U);
  EXPECT_EQ(r.data().as_array()[0].at("id").as_int64(), second) << "newest first";

  // Hidden: gone from the people's list, still in the admins'.
  r = c.patch("/api/org/media/" + std::to_string(second),
              {{"active", false}, {"title", "Aplausos 2"}}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_FALSE(r.data().at("active").as_bool());
  EXPECT_EQ(c.get("/api/media", member.token).data().as_array().size(), 1U);
  EXPECT_EQ(c.get("/api/org/media", org.admin_token).data().as_array().size(), 2U);
  EXPECT_EQ(c.get("/api/org/media", member.token).status, 403);
  EXPECT_EQ(
      c.patch("/api/org/media/" + std::to_string(second), {{"title", " "}}, org.admin_token).status,
      400);

  // Another organisation cannot see, change or remove them.
  const auto elsewhere = make_full_org(server());
  const auto there = client(elsewhere.host);
  EXPECT_EQ(there.get("/api/media", elsewhere.admin_token).data().as_array().size(), 0U);
  EXPECT_EQ(there
                .patch("/api/org/media/" + std::to_string(cheers), {{"active", false}},
                       elsewhere.admin_token)
                .status,
            404);
  EXPECT_EQ(
      there.request("DELETE", "/api/org/media/" + std::to_string(cheers), {}, elsewhere.admin_token)
          .status,
      404);

  EXPECT_EQ(
      c.request("DELETE", "/api/org/media/" + std::to_string(second), {}, org.admin_token).status,
      200);
  EXPECT_EQ(
      c.request("DELETE", "/api/org/media/" + std::to_string(second), {}, org.admin_token).status,
      404);
  EXPECT_EQ(c.get("/api/org/media", org.admin_token).data().as_array().size(), 1U);
}

TEST_F(MediaApi, ARecognitionCarriesAPictureOfTheLibrary) {
  const auto org = make_full_org(server());
  const auto sara = make_user(server(), org);
  const auto rita = make_user(server(), org);
  set_giving_points(server(), org, sara.id, 50);
  const auto type = make_type(server(), org, "Gracias", 1, 10);
  const auto c = client(org.host);
  const auto picture = id_of(add(org, org.admin_token, "Trofeo", tiny_png()));

  auto sent = send_recognition(server(), org, sara, {rita.email}, 5, type, {{"media_id", picture}});
  ASSERT_EQ(sent.status, 201) << sent.body;
  const auto post_id = sent.data().at("post").at("id").as_int64();
  auto attachments = sent.data().at("post").at("attachments").as_array();
  ASSERT_EQ(attachments.size(), 1U);
  EXPECT_EQ(attachments[0].at("name").as_string(), "Trofeo");
  EXPECT_EQ(attachments[0].at("content_type").as_string(), "image/png");
  EXPECT_EQ(c.get(std::string(attachments[0].at("url").as_string())).body, tiny_png());

  // Hidden, another organisation's or unknown: refused, and nothing is paid.
  const auto balance = [&] {
    return c.get("/api/user/points", sara.token).data().at("give_balance").as_int64();
  };
  const auto before = balance();
  ASSERT_EQ(
      c.patch("/api/org/media/" + std::to_string(picture), {{"active", false}}, org.admin_token)
          .status,
      200);
  auto refused =
      send_recognition(server(), org, sara, {rita.email}, 5, type, {{"media_id", picture}});
  EXPECT_EQ(refused.status, 422);
  EXPECT_EQ(refused.code(), "media_not_found");
  const auto elsewhere = make_full_org(server());
  const auto theirs = id_of(add(elsewhere, elsewhere.admin_token, "Suyo", tiny_png()));
  EXPECT_EQ(
      send_recognition(server(), org, sara, {rita.email}, 5, type, {{"media_id", theirs}}).code(),
      "media_not_found");
  EXPECT_EQ(balance(), before);

  // Removed from the library, the recognition keeps its picture.
  ASSERT_EQ(
      c.request("DELETE", "/api/org/media/" + std::to_string(picture), {}, org.admin_token).status,
      200);
  const auto post = c.get("/api/post/" + std::to_string(post_id), rita.token);
  ASSERT_EQ(post.status, 200) << post.body;
  attachments = post.data().at("attachments").as_array();
  ASSERT_EQ(attachments.size(), 1U);
  EXPECT_EQ(c.get(std::string(attachments[0].at("url").as_string())).status, 200);
}

}  // namespace
}  // namespace aplauso::test
