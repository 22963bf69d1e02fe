// English versions of what an organisation names (types, super and sub types, values, badges,
// levels): stored, validated, cleared, shown on feed cards and kept per organisation.

#include <boost/json/array.hpp>

#include "support/api_test.h"
#include "support/fixtures.h"

namespace aplauso::test {
namespace {

namespace json = boost::json;

class EnglishWordingApi : public ApiTest {};

// Whether an error answer names `field` among its per-field messages.
bool names_field(const HttpResult& r, const char* field) {
  const auto body = r.json();
  const auto* details = body.is_object() ? body.as_object().if_contains("details") : nullptr;
  if (details == nullptr || !details->is_object()) return false;
  const auto* fields = details->as_object().if_contains("fields");
  return fields != nullptr && fields->is_object() && fields->as_object().contains(field);
}

TEST_F(EnglishWordingApi, TypesValuesSuperAndSubTypesCarryAnEnglishVersion) {
  const auto org = make_full_org(server());
  const auto c = client(org.host);
  auto r = c.post("/api/super_recognition_type", {{"name", "Cultura"}, {"name_en", "Culture"}},
                  org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(r.data().at("name_en").as_string(), "Culture");
  const auto super_id = r.data().at("id").as_int64();

  r = c.post("/api/recognition_type",
             {{"name", "Trabajo en equipo"},
              {"name_en", "Teamwork"},
              {"description", "Por sumar"},
              {"description_en", "For pulling together"},
              {"super_type_id", super_id},
              {"sub_types", json::array{"Proyecto"}}},
             org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto type = r.data().as_object();
  EXPECT_EQ(type.at("name_en").as_string(), "Teamwork");
  EXPECT_EQ(type.at("description_en").as_string(), "For pulling together");
  EXPECT_EQ(type.at("super_type").at("name_en").as_string(), "Culture");
  EXPECT_TRUE(type.at("sub_types").at(0).at("name_en").is_null());
  const auto type_id = type.at("id").as_int64();
  const auto sub_id = type.at("sub_types").at(0).at("id").as_int64();

  r = c.patch("/api/sub_recognition_type/" + std::to_string(sub_id), {{"name_en", "Project"}},
              org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("name_en").as_string(), "Project");
  EXPECT_EQ(r.data().at("name").as_string(), "Proyecto") << "an absent field stays";

  r = c.post("/api/values",
             {{"name", "Excelencia"}, {"name_en", "Excellence"}, {"description_en", "Doing well"}},
             org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto value_id = r.data().at("id").as_int64();

  const auto member = make_user(server(), org);
  const auto types = c.get("/api/recognition_type", member.token).data().as_array();
  ASSERT_EQ(types.size(), 1U);
  EXPECT_EQ(types.at(0).at("name_en").as_string(), "Teamwork");
  EXPECT_EQ(types.at(0).at("sub_types").at(0).at("name_en").as_string(), "Project");
  EXPECT_EQ(c.get("/api/values", member.token).data().at(0).at("name_en").as_string(),
            "Excellence");

  // A card shows the English names beside the organisation's own.
  set_giving_points(server(), org, member.id, 100);
  const auto receiver = make_user(server(), org);
  r = send_recognition(server(), org, member, {receiver.email}, 10, type_id,
                       {{"values", json::array{value_id}}, {"sub_type_id", sub_id}});
  ASSERT_EQ(r.status, 201) << r.body;
  auto post = r.data().at("post").as_object();
  EXPECT_EQ(post.at("types").at(0).at("name_en").as_string(), "Teamwork");
  EXPECT_EQ(post.at("values").at(0).at("name_en").as_string(), "Excellence");
  EXPECT_EQ(post.at("sub_type").at("name_en").as_string(), "Project");

  // Renaming in English renders the stored card again; "" clears.
  ASSERT_EQ(c.patch("/api/recognition_type/" + std::to_string(type_id),
                    {{"name_en", "Team spirit"}}, org.admin_token)
                .status,
            200);
  ASSERT_EQ(
      c.patch("/api/values/" + std::to_string(value_id), {{"name_en", ""}}, org.admin_token).status,
      200);
  post = c.get("/api/post", receiver.token).data().at(0).as_object();
  EXPECT_EQ(post.at("types").at(0).at("name_en").as_string(), "Team spirit");
  EXPECT_FALSE(post.at("values").at(0).as_object().contains("name_en"))
      << "a cleared English name leaves only the organisation's own";
  EXPECT_TRUE(c.get("/api/values", member.token).data().at(0).at("name_en").is_null());
  EXPECT_EQ(c.get("/api/values", member.token).data().at(0).at("description_en").as_string(),
            "Doing well");
}

TEST_F(EnglishWordingApi, EnglishTextsAreValidatedAndStayInTheirOrganisation) {
  const auto org = make_full_org(server());
  const auto other = make_full_org(server());
  const auto c = client(org.host);
  const auto type_id = make_type(server(), org, "Gracias");
  const std::string too_long(81, 'a');

  auto r = c.patch("/api/recognition_type/" + std::to_string(type_id), {{"name_en", too_long}},
                   org.admin_token);
  EXPECT_EQ(r.status, 400);
  EXPECT_TRUE(names_field(r, "name_en")) << r.body;
  r = c.post("/api/values", {{"name", "Valor"}, {"description_en", std::string(501, 'x')}},
             org.admin_token);
  EXPECT_EQ(r.status, 400);
  EXPECT_TRUE(names_field(r, "description_en")) << r.body;
  r = c.patch("/api/recognition_type/" + std::to_string(type_id), {{"name_en", 7}},
              org.admin_token);
  EXPECT_EQ(r.status, 400) << "a number is not a text";
  r = c.patch("/api/recognition_type/" + std::to_string(type_id),
              {{"name_en", std::string(80, 'a')}}, org.admin_token);
  EXPECT_EQ(r.status, 200) << "80 characters are allowed";

  // Another organisation's admin cannot reach this type, in any language.
  EXPECT_EQ(client(other.host)
                .patch("/api/recognition_type/" + std::to_string(type_id), {{"name_en", "Mine"}},
                       other.admin_token)
                .status,
            404);
  const auto member = make_user(server(), org);
  EXPECT_EQ(c.patch("/api/recognition_type/" + std::to_string(type_id), {{"name_en", "Mine"}},
                    member.token)
                .status,
            403);
  EXPECT_EQ(c.get("/api/recognition_type", member.token).data().at(0).at("name_en").as_string(),
            std::string(80, 'a'));
}

TEST_F(EnglishWordingApi, BadgesCarryAnEnglishNameAndDescription) {
  const auto org = make_full_org(server());
  const auto c = client(org.host);
  auto r = post_badge_form(server(), org, org.admin_token, "Mentora", tiny_png(), "image/png",
                           {{"name_en", "Mentor"}, {"description_en", "Always helping"}});
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(r.data().at("name_en").as_string(), "Mentor");
  EXPECT_EQ(r.data().at("description_en").as_string(), "Always helping");
  const auto badge = r.data().at("id").as_int64();

  const auto a = make_user(server(), org);
  r = c.post("/api/org/badges/send",
             {{"reciever_emails", json::array{a.email}}, {"badge_id", badge}}, org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(r.data().at("post").at("badge").at("name_en").as_string(), "Mentor");

  r = c.patch("/api/org/badges/" + std::to_string(badge), {{"name_en", "Guide"}}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("description_en").as_string(), "Always helping");
  const auto post = c.get("/api/post", a.token).data().at(0).as_object();
  EXPECT_EQ(post.at("badge").at("name_en").as_string(), "Guide") << "the card follows";
  const auto profile = c.get("/api/user/" + std::to_string(a.id) + "/public", a.token);
  EXPECT_EQ(profile.data().at("badges").at(0).at("badge").at("name_en").as_string(), "Guide")
      << profile.body;

  r = c.patch("/api/org/badges/" + std::to_string(badge), {{"name_en", std::string(81, 'b')}},
              org.admin_token);
  EXPECT_EQ(r.status, 400);
  EXPECT_TRUE(names_field(r, "name_en")) << r.body;
}

TEST_F(EnglishWordingApi, LevelsStartWithEnglishNamesAndAdminsSetTheirOwn) {
  const auto org = make_full_org(server());
  const auto a = make_user(server(), org);
  const auto c = client(org.host);
  const auto levels = c.get("/api/levels", a.token).data().as_array();
  ASSERT_EQ(levels.size(), 4U);
  EXPECT_EQ(levels.at(0).at("name").as_string(), "Bronce");
  EXPECT_EQ(levels.at(0).at("name_en").as_string(), "Bronze");
  EXPECT_EQ(levels.at(3).at("name_en").as_string(), "Platinum");

  auto r = c.request(
      "PUT", "/api/org/levels",
      R"({"levels":[{"name":"Semilla","name_en":"Seed","min_points":0},{"name":"Árbol","min_points":20}]})",
      org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  const auto me = c.get("/api/user/points", a.token).data();
  EXPECT_EQ(me.at("level").at("name_en").as_string(), "Seed");
  EXPECT_TRUE(me.at("next_level").at("name_en").is_null());
  r = c.request("PUT", "/api/org/levels",
                R"({"levels":[{"name":"Semilla","name_en":")" + std::string(41, 's') +
                    R"(","min_points":0}]})",
                org.admin_token);
  EXPECT_EQ(r.status, 400);
  r = c.request("PUT", "/api/org/levels",
                R"({"levels":[{"name":"Árbol árbol árbol árbol árbol árbol","min_points":0}]})",
                org.admin_token);
  EXPECT_EQ(r.status, 200) << "40 characters with accents fit (characters, not bytes)";
}

}  // namespace
}  // namespace aplauso::test
