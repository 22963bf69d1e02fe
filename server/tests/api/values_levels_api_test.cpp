// Corporate values and levels over HTTP (issue 31; docs/values-and-levels.md): the value's new
// fields, values_in_recognition on the app's and the public API's send, the values page with its
// counts, other organisations' ids and the module flag (403 module_disabled), suggestions'
// acceptance, the level basis by source, level-ups announced once (also under concurrent awards),
// never after an edit of the thresholds, and the feed post only for people who publish their
// level-ups.
#include <atomic>
#include <boost/json/array.hpp>
#include <boost/json/serialize.hpp>
#include <thread>

#include "support/api_test.h"
#include "support/fixtures.h"
#include "support/test_sql.h"

namespace aplauso::test {
namespace {

namespace json = boost::json;

inline constexpr db::Statement kLevelUpPosts{
    "test.level_up_posts",
    "SELECT COUNT(*) FROM posts p JOIN post_receivers r ON r.post_id = p.id WHERE p.org_id = $1 "
    "AND p.kind = 'level_up' AND r.user_id = $2"};
inline constexpr db::Statement kLevelUpNotices{
    "test.level_up_notices",
    "SELECT COUNT(*) FROM notifications WHERE org_id = $1 AND user_id = $2 AND kind = 'level_up'"};

class ValuesLevelsApi : public ApiTest {
 protected:
  static std::int64_t make_value(const TestOrg& org, const std::string& name,
                                 const json::object& extra = {}) {
    json::object body{{"name", name}};
    for (const auto& [k, v] : extra) body[k] = v;
    const auto r = client(org.host).post("/api/values", body, org.admin_token);
    EXPECT_EQ(r.status, 201) << r.body;
    return r.data().at("id").as_int64();
  }
  static void set_mode(const TestOrg& org, const std::string& mode) {
    const auto r = client(org.host).request(
        "PUT", "/api/values/settings",
        json::serialize(json::object{{"values_in_recognition", mode}}), org.admin_token);
    ASSERT_EQ(r.status, 200) << r.body;
  }
  static json::object level_progress(const TestOrg& org, const TestUser& who) {
    const auto r = client(org.host).get("/api/levels/me", who.token);
    EXPECT_EQ(r.status, 200) << r.body;
    return r.data().as_object();
  }
};

TEST_F(ValuesLevelsApi, ValuesKeepExamplesKeywordsAndColour) {
  const auto org = make_full_org(server());
  const auto c = client(org.host);
  auto r = c.post("/api/values",
                  {{"name", "Colaboración"},
                   {"name_en", "Collaboration"},
                   {"colour", "#1F5E3A"},
                   {"examples", json::array{"Ayuda a otro equipo", "Comparte lo que sabe",
                                            "Pide ayuda a tiempo"}},
                   {"keywords", json::array{"equipo", "ayuda", "  "}},
                   {"keywords_en", json::array{"team", "help"}}},
                  org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(r.data().at("colour").as_string(), "#1f5e3a");
  EXPECT_EQ(r.data().at("examples").as_array().size(), 3U);
  EXPECT_EQ(r.data().at("keywords").as_array().size(), 2U) << "empty keywords are dropped";
  const auto id = r.data().at("id").as_int64();

  r = c.patch("/api/values/" + std::to_string(id), {{"examples", json::array{"Solo uno"}}},
              org.admin_token);
  EXPECT_EQ(r.status, 400);
  EXPECT_FALSE(r.field_error("examples").empty());
  r = c.patch("/api/values/" + std::to_string(id),
              {{"examples", json::array{std::string(201, 'x'), "b", "c"}}, {"colour", "verde"}},
              org.admin_token);
  EXPECT_EQ(r.status, 400);
  const auto members = make_user(server(), org);
  const auto list = c.get("/api/values", members.token).data().as_array();
  ASSERT_EQ(list.size(), 1U);
  EXPECT_EQ(list[0].at("examples").as_array().size(), 3U) << "a refused change writes nothing";
}

TEST_F(ValuesLevelsApi, TheOrganisationDecidesWhetherARecognitionCarriesAValue) {
  const auto org = make_full_org(server());
  const auto c = client(org.host);
  const auto a = make_user(server(), org, Role::kEmployee, "Ana");
  const auto b = make_user(server(), org, Role::kEmployee, "Beto");
  set_giving_points(server(), org, a.id, 100);
  const auto type = make_type(server(), org, "Gracias", 0, 50);
  const auto value = make_value(org, "Colaboración");
  EXPECT_EQ(c.get("/api/values/settings", a.token).data().at("values_in_recognition").as_string(),
            "optional");
  EXPECT_EQ(send_recognition(server(), org, a, {b.email}, 1, type).status, 201);

  set_mode(org, "required");
  auto r = send_recognition(server(), org, a, {b.email}, 1, type);
  EXPECT_EQ(r.status, 400) << r.body;
  EXPECT_NE(r.field_error("values").find("valor"), std::string::npos);
  EXPECT_EQ(send_recognition(server(), org, a, {b.email}, 1, type, {{"values", json::array{value}}})
                .status,
            201);

  set_mode(org, "off");
  r = send_recognition(server(), org, a, {b.email}, 1, type, {{"values", json::array{value}}});
  EXPECT_EQ(r.status, 400) << r.body;
  EXPECT_EQ(send_recognition(server(), org, a, {b.email}, 1, type).status, 201);

  // Only admins change it, and only to one of the three words.
  r = c.request("PUT", "/api/values/settings",
                json::serialize(json::object{{"values_in_recognition", "required"}}), a.token);
  EXPECT_EQ(r.status, 403);
  r = c.request("PUT", "/api/values/settings",
                json::serialize(json::object{{"values_in_recognition", "siempre"}}),
                org.admin_token);
  EXPECT_EQ(r.status, 400);

  // The public API's send follows the same rule.
  set_mode(org, "required");
  const auto key = c.post("/api/api/key", {{"name", "Integración"}}, org.admin_token);
  ASSERT_EQ(key.status, 201) << key.body;
  const std::string secret(key.data().at("key").as_string());
  const json::object body{{"sender_email", a.email},
                          {"reciever_emails", json::array{b.email}},
                          {"amount", 1},
                          {"post_types", type},
                          {"message", "Desde la integración"}};
  r = c.request("POST", "/api/send_feedback", json::serialize(body), {},
                {"Authorization: " + secret});
  EXPECT_EQ(r.status, 400) << r.body;
  auto with_value = body;
  with_value["values"] = json::array{value};
  r = c.request("POST", "/api/send_feedback", json::serialize(with_value), {},
                {"Authorization: " + secret});
  EXPECT_EQ(r.status, 201) << r.body;
}

TEST_F(ValuesLevelsApi, TheValuesPageCountsRecognitionsAndHidesOtherOrganisations) {
  const auto org = make_full_org(server());
  const auto c = client(org.host);
  const auto a = make_user(server(), org, Role::kEmployee, "Ana");
  const auto b = make_user(server(), org, Role::kEmployee, "Beto");
  set_giving_points(server(), org, a.id, 100);
  const auto type = make_type(server(), org, "Gracias", 0, 50);
  const auto collab = make_value(org, "Colaboración");
  const auto other = make_value(org, "Innovación");
  for (int i = 0; i < 3; ++i) {
    ASSERT_EQ(send_recognition(server(), org, a, {b.email}, 1, type,
                               {{"values", json::array{collab}},
                                {"value_suggested", collab},
                                {"suggestion_accepted", i < 2}})
                  .status,
              201);
  }
  ASSERT_EQ(send_recognition(server(), org, a, {b.email}, 1, type).status, 201);

  auto r = c.get("/api/corp_values", a.token);
  ASSERT_EQ(r.status, 200) << r.body;
  const auto page = r.data();
  const auto& values = page.at("values").as_array();
  ASSERT_EQ(values.size(), 2U);
  const auto& first = values[0].as_object();
  EXPECT_EQ(first.at("value").at("id").as_int64(), collab);
  EXPECT_EQ(first.at("total").as_int64(), 3);
  EXPECT_DOUBLE_EQ(first.at("share").as_double(), 0.75);
  EXPECT_EQ(first.at("monthly").as_array().back().as_int64(), 3);
  EXPECT_EQ(first.at("recent").as_array().size(), 3U);
  EXPECT_EQ(first.at("top_senders").as_array()[0].at("count").as_int64(), 3);
  EXPECT_EQ(first.at("top_receivers").as_array()[0].at("person").at("id").as_int64(), b.id);
  EXPECT_EQ(values[1].at("total").as_int64(), 0);
  EXPECT_TRUE(page.at("admin").is_null()) << "analytics are for admins";

  r = c.get("/api/corp_values", org.admin_token);
  const auto admin_page = r.data();
  const auto& admin = admin_page.at("admin").as_object();
  EXPECT_EQ(admin.at("suggestions_shown").as_int64(), 3);
  EXPECT_EQ(admin.at("suggestions_accepted").as_int64(), 2);

  EXPECT_EQ(c.get("/api/corp_values/" + std::to_string(other), a.token).status, 200);
  const auto stranger = make_full_org(server());
  const auto theirs = make_value(stranger, "Ajeno");
  EXPECT_EQ(c.get("/api/corp_values/" + std::to_string(theirs), a.token).status, 404);

  // The module flag off: no page (403 module_disabled, as every module).
  const auto plain = make_org(server(), {"recognitions"});
  const auto p = make_user(server(), plain);
  r = client(plain.host).get("/api/corp_values", p.token);
  EXPECT_EQ(r.status, 403);
  EXPECT_EQ(r.code(), "module_disabled");
}

TEST_F(ValuesLevelsApi, ALevelUpIsAnnouncedOnceAndPostedUnlessTheyOptOut) {
  const auto org = make_full_org(server());
  const auto a = make_user(server(), org, Role::kEmployee, "Ana");
  const auto b = make_user(server(), org, Role::kEmployee, "Beto");
  const auto quiet = make_user(server(), org, Role::kEmployee, "Carla");
  const auto type = make_type(server(), org, "Gracias", 0, 1000);
  set_giving_points(server(), org, a.id, 5000);
  // Plata starts at 500 (the default levels).
  ASSERT_EQ(send_recognition(server(), org, a, {b.email}, 400, type).status, 201);
  EXPECT_EQ(level_progress(org, b).at("history").as_array().size(), 0U);
  ASSERT_EQ(send_recognition(server(), org, a, {b.email}, 150, type).status, 201);
  auto progress = level_progress(org, b);
  ASSERT_EQ(progress.at("history").as_array().size(), 1U);
  EXPECT_EQ(progress.at("history").as_array()[0].at("level_name").as_string(), "Plata");
  EXPECT_EQ(progress.at("level_points").as_int64(), 550);
  EXPECT_EQ(progress.at("points_to_next").as_int64(), 1450);
  EXPECT_FALSE(progress.at("weeks_to_next").is_null()) << "550 points in 30 days: a pace";
  EXPECT_EQ(scalar(server(), kLevelUpPosts, {org.id, b.id}), 1);
  EXPECT_EQ(scalar(server(), kLevelUpNotices, {org.id, b.id}), 1);

  // Editing the thresholds below what people hold announces nothing.
  auto r = client(org.host).request(
      "PUT", "/api/org/levels",
      json::serialize(json::object{
          {"levels", json::array{json::object{{"name", "Bronce"}, {"min_points", 0}},
                                 json::object{{"name", "Plata"}, {"min_points", 100}},
                                 json::object{{"name", "Oro"}, {"min_points", 300}}}}}),
      org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(level_progress(org, b).at("history").as_array().size(), 1U);
  EXPECT_EQ(level_progress(org, b).at("level").at("name").as_string(), "Oro");

  // Carla does not publish: notified, no post.
  r = client(org.host).request("PUT", "/api/levels/me/preferences",
                               json::serialize(json::object{{"publish_level_ups", false}}),
                               quiet.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_FALSE(level_progress(org, quiet).at("publish_level_ups").as_bool());
  ASSERT_EQ(send_recognition(server(), org, a, {quiet.email}, 150, type).status, 201);
  EXPECT_EQ(level_progress(org, quiet).at("history").as_array().size(), 1U);
  EXPECT_EQ(scalar(server(), kLevelUpPosts, {org.id, quiet.id}), 0);
  EXPECT_EQ(scalar(server(), kLevelUpNotices, {org.id, quiet.id}), 1);
}

TEST_F(ValuesLevelsApi, ConcurrentAwardsCrossingAThresholdAnnounceItOnce) {
  const auto org = make_full_org(server());
  const auto b = make_user(server(), org, Role::kEmployee, "Beto");
  const auto type = make_type(server(), org, "Gracias", 0, 1000);
  constexpr int kSenders = 6;
  std::vector<TestUser> senders;
  for (int i = 0; i < kSenders; ++i) {
    senders.push_back(make_user(server(), org, Role::kEmployee, "S" + std::to_string(i)));
    set_giving_points(server(), org, senders.back().id, 1000);
  }
  // Each 100: together 600 cross Plata (500) exactly once.
  std::atomic<int> failed = 0;
  std::vector<std::thread> threads;
  for (const auto& s : senders) {
    threads.emplace_back([&, s] {
      if (send_recognition(server(), org, s, {b.email}, 100, type).status != 201) ++failed;
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(failed, 0);
  const auto progress = level_progress(org, b);
  EXPECT_EQ(progress.at("level_points").as_int64(), 600);
  EXPECT_EQ(progress.at("history").as_array().size(), 1U);
  EXPECT_EQ(scalar(server(), kLevelUpPosts, {org.id, b.id}), 1);
}

TEST_F(ValuesLevelsApi, TheSourcesSettingChangesTheBasis) {
  const auto org = make_full_org(server());
  const auto c = client(org.host);
  const auto a = make_user(server(), org, Role::kEmployee, "Ana");
  const auto b = make_user(server(), org, Role::kEmployee, "Beto");
  const auto type = make_type(server(), org, "Gracias", 0, 1000);
  set_giving_points(server(), org, a.id, 1000);
  ASSERT_EQ(send_recognition(server(), org, a, {b.email}, 600, type).status, 201);
  EXPECT_EQ(level_progress(org, b).at("level").at("name").as_string(), "Plata");

  auto r = c.get("/api/org/levels/settings", org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("sources").as_array().size(), 9U);
  EXPECT_EQ(c.get("/api/org/levels/settings", a.token).status, 403);
  r = c.request("PUT", "/api/org/levels/settings",
                json::serialize(json::object{{"sources", json::array{"survey", "goal"}}}),
                org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  auto progress = level_progress(org, b);
  EXPECT_EQ(progress.at("level_points").as_int64(), 0) << "recognitions no longer count";
  EXPECT_EQ(progress.at("level").at("name").as_string(), "Bronce");
  r = c.request("PUT", "/api/org/levels/settings",
                json::serialize(json::object{{"sources", json::array{"lottery"}}}),
                org.admin_token);
  EXPECT_EQ(r.status, 400);

  // The editor's preview: who lands where, nothing saved.
  r = c.post("/api/org/levels/preview",
             {{"levels", json::array{json::object{{"name", "Uno"}, {"min_points", 0}},
                                     json::object{{"name", "Dos"}, {"min_points", 1}}}}},
             org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  std::int64_t people = 0;
  const auto rows = r.data();
  for (const auto& row : rows.as_array()) people += row.at("people").as_int64();
  EXPECT_GE(people, 3);
  EXPECT_EQ(c.get("/api/levels", a.token).data().as_array().size(), 4U);
}

}  // namespace
}  // namespace aplauso::test
