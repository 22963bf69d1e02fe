// An organisation's own wording over HTTP: admins list the interface's texts, override any of
// them per language (keeping its {{placeholders}}), translate the keys the app reported missing,
// and the catalogs serve the change at once. Only admins; each organisation its own.
#include <boost/json/serialize.hpp>

#include "support/api_test.h"

namespace aplauso::test {
namespace {

class GlossaryApi : public ApiTest {};

HttpResult put_text(const HttpClient& c, const std::string& lng, const boost::json::object& body,
                    const std::string& token) {
  return c.request("PUT", "/api/org/glossary/" + lng, boost::json::serialize(body), token,
                   {"Content-Type: application/json"});
}

TEST_F(GlossaryApi, AdminsOverrideATextAndTheCatalogServesIt) {
  const auto org = make_org(server());
  const auto c = client(org.host);
  auto r = c.get("/api/org/glossary?lng=es&search=mi%20perfil", org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  bool found = false;
  const auto entries = r.data();
  for (const auto& e : entries.as_array()) {
    if (e.at("key") == "nav.profile") {
      found = true;
      EXPECT_EQ(e.at("default").as_string(), "Mi perfil");
      EXPECT_TRUE(e.at("value").is_null());
    }
  }
  EXPECT_TRUE(found) << r.body;

  const auto before = c.get("/api/locales/es/glossary.json");
  r = put_text(c, "es", {{"key", "nav.profile"}, {"value", "Mi espacio"}}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("value").as_string(), "Mi espacio");
  const auto after = c.get("/api/locales/es/glossary.json");
  EXPECT_NE(after.header("etag"), before.header("etag"));
  EXPECT_EQ(after.json().at("nav").at("profile").as_string(), "Mi espacio");
  EXPECT_EQ(c.get("/api/locales/en/glossary.json").json().at("nav").at("profile").as_string(),
            "My profile")
      << "per language";
  r = c.get("/api/org/glossary?lng=es&overridden=true", org.admin_token);
  ASSERT_EQ(r.data().as_array().size(), 1U);

  r = put_text(c, "es", {{"key", "nav.profile"}, {"value", nullptr}}, org.admin_token);
  ASSERT_EQ(r.status, 200);
  EXPECT_EQ(c.get("/api/locales/es/glossary.json").json().at("nav").at("profile").as_string(),
            "Mi perfil")
      << "removing the override brings the default back";
}

TEST_F(GlossaryApi, PlaceholdersStayAndUnknownKeysAre404) {
  const auto org = make_org(server());
  const auto c = client(org.host);
  auto r = put_text(c, "es", {{"key", "people.create.done"}, {"value", "Invitación enviada."}},
                    org.admin_token);
  EXPECT_EQ(r.status, 400);
  EXPECT_NE(r.field_error("value").find("{{email}}"), std::string::npos) << r.body;
  r = put_text(c, "es", {{"key", "no.existe"}, {"value", "x"}}, org.admin_token);
  EXPECT_EQ(r.status, 404);
  r = put_text(c, "fr", {{"key", "nav.profile"}, {"value", "x"}}, org.admin_token);
  EXPECT_EQ(r.status, 404);
  r = put_text(c, "es", {{"key", "nav.profile"}, {"value", std::string(2001, 'x')}},
               org.admin_token);
  EXPECT_EQ(r.status, 400);
}

TEST_F(GlossaryApi, MissingKeysAreListedAndTranslatedInOneStep) {
  const auto org = make_org(server());
  const auto c = client(org.host);
  ASSERT_EQ(c.post("/api/locales/add/es/glossary", {{"reports.new.title", "Informes"}}).status,
            200);
  auto r = c.get("/api/org/glossary/missing?lng=es", org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  ASSERT_EQ(r.data().as_array().size(), 1U);
  EXPECT_EQ(r.data().at(0).at("key").as_string(), "reports.new.title");
  EXPECT_EQ(r.data().at(0).at("fallback").as_string(), "Informes");

  r = put_text(c, "es", {{"key", "reports.new.title"}, {"value", "Reportes"}}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("default").is_null());
  EXPECT_TRUE(c.get("/api/org/glossary/missing?lng=es", org.admin_token).data().as_array().empty());
  EXPECT_EQ(c.get("/api/locales/es/glossary.json").json().at("reports").at("new").at("title"),
            "Reportes");
}

TEST_F(GlossaryApi, OnlyAdminsAndEachOrganisationItsOwnWording) {
  const auto org = make_org(server());
  const auto other = make_org(server());
  const auto leader = make_user(server(), org, Role::kLeader);
  const auto c = client(org.host);
  EXPECT_EQ(c.get("/api/org/glossary?lng=es", leader.token).status, 403);
  EXPECT_EQ(put_text(c, "es", {{"key", "nav.profile"}, {"value", "x"}}, leader.token).status, 403);
  ASSERT_EQ(
      put_text(c, "es", {{"key", "nav.profile"}, {"value", "Lo mío"}}, org.admin_token).status,
      200);
  EXPECT_EQ(client(other.host).get("/api/locales/es/glossary.json").json().at("nav").at("profile"),
            "Mi perfil");
}

}  // namespace
}  // namespace aplauso::test
