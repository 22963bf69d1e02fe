// Organisation settings over HTTP: branding (visible on the next page load), name, language,
// time zone and country, and module switches that the API follows at once. Only admins.
#include <boost/json/serialize.hpp>

#include "db/database.h"
#include "modules/tenancy/org_repo.h"
#include "modules/tenancy/tenant_directory.h"
#include "support/api_test.h"

namespace aplauso::test {
namespace {

class OrgSettingsApi : public ApiTest {
 protected:
  static HttpResult put(const HttpClient& c, const std::string& path, const json::value& body,
                        const std::string& token = {}) {
    return c.request("PUT", path, json::serialize(body), token, {"Content-Type: application/json"});
  }
};

TEST_F(OrgSettingsApi, BrandingChangesShowOnTheNextLoad) {
  const auto org = make_org(server());
  const auto c = client(org.host);
  auto r = c.patch("/api/org/custom",
                   {{"banner", {{"main", "#0F7B6C"}, {"secondary", "#8a3b12"}}},
                    {"logo_url", "https://cdn.example.com/logo.png"},
                    {"tagline", "  Juntos celebramos  "}},
                   org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("banner").at("main").as_string(), "#0f7b6c");
  const auto branding = c.get("/api/org/branding");
  EXPECT_EQ(branding.data().at("banner").at("main").as_string(), "#0f7b6c");
  EXPECT_EQ(branding.data().at("banner").at("secondary").as_string(), "#8a3b12");
  EXPECT_EQ(branding.data().at("logo_url").as_string(), "https://cdn.example.com/logo.png");
  EXPECT_EQ(branding.data().at("tagline").as_string(), "Juntos celebramos");

  r = c.patch("/api/org/custom", {{"banner", {{"secondary", nullptr}}}, {"tagline", ""}},
              org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("banner").at("secondary").is_null());
  EXPECT_TRUE(r.data().at("tagline").is_null());
  EXPECT_EQ(r.data().at("banner").at("main").as_string(), "#0f7b6c") << "absent fields stay";

  r = c.patch("/api/org/custom",
              {{"banner", {{"main", "red"}}},
               {"logo_url", "javascript:alert(1)"},
               {"partner_logo_url", "http://insecure.example.com/x.png"},
               {"tagline", std::string(121, 'x')}},
              org.admin_token);
  ASSERT_EQ(r.status, 400);
  for (const char* field : {"banner.main", "logo_url", "partner_logo_url", "tagline"}) {
    EXPECT_FALSE(r.field_error(field).empty()) << field;
  }
  EXPECT_EQ(c.get("/api/org/branding").data().at("banner").at("main").as_string(), "#0f7b6c")
      << "a refused change writes nothing";
}

TEST_F(OrgSettingsApi, BrandColoursMustKeepWhiteTextReadable) {
  const auto org = make_org(server());
  const auto c = client(org.host);
  // Yellow and a light magenta leave white text below 4.5:1 (WCAG AA).
  auto r = c.patch("/api/org/custom", {{"banner", {{"main", "#ffb400"}, {"secondary", "#f48fb1"}}}},
                   org.admin_token);
  ASSERT_EQ(r.status, 400) << r.body;
  EXPECT_NE(r.field_error("banner.main").find("4,5:1"), std::string::npos);
  EXPECT_NE(r.field_error("banner.secondary").find("4,5:1"), std::string::npos);
  EXPECT_EQ(c.get("/api/org/branding").data().at("banner").at("main").as_string(), "#3a71b5");
  // A dark magenta reads well: saved.
  r = c.patch("/api/org/custom", {{"banner", {{"main", "#a0146e"}, {"secondary", "#1f5e3a"}}}},
              org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("banner").at("secondary").as_string(), "#1f5e3a");
}

TEST_F(OrgSettingsApi, AdminsEditTheOrganisation) {
  const auto org = make_org(server());
  const auto c = client(org.host);
  auto r = c.post("/api/org/edit",
                  {{"name", "Acme Chile"},
                   {"default_language", "en"},
                   {"timezone", "America/Santiago"},
                   {"country", "cl"}},
                  org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("name").as_string(), "Acme Chile");
  EXPECT_EQ(r.data().at("country").as_string(), "CL");
  const auto settings = c.get("/api/org/settings", org.admin_token).data();
  EXPECT_EQ(settings.at("timezone").as_string(), "America/Santiago");
  EXPECT_EQ(settings.at("default_language").as_string(), "en");
  EXPECT_EQ(c.get("/api/org/branding").data().at("org_name").as_string(), "Acme Chile");

  r = c.post("/api/org/edit",
             {{"name", " "},
              {"default_language", "fr"},
              {"timezone", "Marte/Olympus"},
              {"country", "Chile"}},
             org.admin_token);
  ASSERT_EQ(r.status, 400);
  for (const char* field : {"name", "default_language", "timezone", "country"}) {
    EXPECT_FALSE(r.field_error(field).empty()) << field;
  }
}

TEST_F(OrgSettingsApi, ModuleSwitchesTakeEffectAtOnce) {
  const auto org = make_org(server(), {"badges"});
  const auto member = make_user(server(), org);
  const auto c = client(org.host);
  ASSERT_EQ(c.get("/api/org/badges", org.admin_token).status, 200);
  auto r = c.patch("/api/org/services", {{"badges", false}, {"podium", true}}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_FALSE(r.data().at("badges").as_bool());
  EXPECT_TRUE(r.data().at("podium").as_bool());
  const auto off = c.get("/api/org/badges", org.admin_token);
  EXPECT_EQ(off.status, 403);
  EXPECT_EQ(off.code(), "module_disabled");
  EXPECT_FALSE(c.get("/api/org/services", member.token).data().at("badges").as_bool());

  EXPECT_EQ(c.patch("/api/org/services", {{"auth", false}}, org.admin_token).status, 400);
  EXPECT_EQ(c.patch("/api/org/services", {{"teleport", true}}, org.admin_token).status, 400);
  // Every flag of modules.json is built now: each can be switched, an unknown one never.
  r = c.patch("/api/org/services", {{"analytics", true}}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("analytics").as_bool());
  EXPECT_EQ(c.patch("/api/org/services", {{"analytic", true}}, org.admin_token).status, 400)
      << "a flag modules.json does not list";
  EXPECT_EQ(c.patch("/api/org/services", {{"badges", "yes"}}, org.admin_token).status, 400);
}

TEST_F(OrgSettingsApi, OnlyAdminsChangeSettings) {
  const auto org = make_org(server());
  const auto leader = make_user(server(), org, Role::kLeader);
  const auto c = client(org.host);
  EXPECT_EQ(c.patch("/api/org/custom", {{"tagline", "x"}}, leader.token).status, 403);
  EXPECT_EQ(c.post("/api/org/edit", {{"name", "x"}}, leader.token).status, 403);
  EXPECT_EQ(c.patch("/api/org/services", {{"badges", true}}, leader.token).status, 403);
  EXPECT_EQ(c.patch("/api/org/custom", {{"tagline", "x"}}).status, 401);
}

TEST_F(OrgSettingsApi, EachHostHasItsOwnAnalyticsPropertySetByAdmins) {
  const auto org = make_org(server());
  const auto other = make_org(server());
  const std::string second = "clip-" + org.host;
  server().app().db().run(
      [&](db::Conn& c) { tenancy::OrgRepo().add_host(c, OrgId{org.id}, second, std::nullopt, 0); });
  server().app().service<tenancy::TenantDirectory>().invalidate();
  const auto c = client(org.host);
  auto r = c.get("/api/org/hosts", org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  auto hosts = r.data().as_array();
  ASSERT_EQ(hosts.size(), 2U);
  EXPECT_EQ(hosts[0].at("host").as_string(), org.host);
  EXPECT_TRUE(hosts[0].at("primary").as_bool());
  EXPECT_FALSE(hosts[1].at("primary").as_bool());
  EXPECT_TRUE(hosts[1].at("analytics_id").is_null());
  EXPECT_TRUE(c.get("/api/org/branding").data().at("analytics_id").is_null()) << "none by default";

  // Pasted as people paste it: trimmed and upper-cased. Only that host's pages report to it.
  r = c.patch("/api/org/hosts", {{"host", second}, {"analytics_id", " g-clip1234 "}},
              org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at(1).at("analytics_id").as_string(), "G-CLIP1234");
  EXPECT_EQ(client(second).get("/api/org/branding").data().at("analytics_id").as_string(),
            "G-CLIP1234");
  EXPECT_TRUE(c.get("/api/org/branding").data().at("analytics_id").is_null());

  // Malformed ids, unknown hosts and another organisation's host change nothing.
  for (const char* bad : {"UA-12345-1", "G-", "G-abc def", "G-ABC<script>"}) {
    r = c.patch("/api/org/hosts", {{"host", second}, {"analytics_id", bad}}, org.admin_token);
    EXPECT_EQ(r.status, 400) << bad;
    EXPECT_FALSE(r.field_error("analytics_id").empty()) << bad;
  }
  EXPECT_EQ(c.patch("/api/org/hosts", {{"host", other.host}, {"analytics_id", "G-OTHER123"}},
                    org.admin_token)
                .code(),
            "host_not_found");
  EXPECT_EQ(c.patch("/api/org/hosts", {{"host", "nadie.test"}, {"analytics_id", "G-OTHER123"}},
                    org.admin_token)
                .status,
            404);
  EXPECT_TRUE(client(other.host).get("/api/org/branding").data().at("analytics_id").is_null());
  EXPECT_EQ(c.patch("/api/org/hosts", {{"host", second}}, org.admin_token).status, 400)
      << "analytics_id must be sent (null clears it)";
  EXPECT_EQ(client(second).get("/api/org/branding").data().at("analytics_id").as_string(),
            "G-CLIP1234");

  // Cleared with null; the change is in the audit trail.
  r = c.patch("/api/org/hosts", {{"host", second}, {"analytics_id", nullptr}}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(client(second).get("/api/org/branding").data().at("analytics_id").is_null());
  r = c.get("/api/org/audit_log?action=tenancy.analytics_id", org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().as_array().size(), 2U);

  // Admins only.
  const auto leader = make_user(server(), org, Role::kLeader);
  EXPECT_EQ(c.get("/api/org/hosts", leader.token).status, 403);
  EXPECT_EQ(
      c.patch("/api/org/hosts", {{"host", second}, {"analytics_id", "G-LEADER12"}}, leader.token)
          .status,
      403);
}

TEST_F(OrgSettingsApi, APersonsAnalyticsChoiceIsKeptOnTheirAccount) {
  const auto org = make_org(server());
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto luis = make_user(server(), org, Role::kEmployee, "Luis");
  const auto c = client(org.host);
  auto r = c.get("/api/user/analytics", ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_FALSE(r.data().at("opt_out").as_bool()) << "page views are sent unless one opts out";
  r = put(c, "/api/user/analytics", {{"opt_out", true}}, ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("opt_out").as_bool());
  EXPECT_TRUE(c.get("/api/user/analytics", ana.token).data().at("opt_out").as_bool());
  EXPECT_FALSE(c.get("/api/user/analytics", luis.token).data().at("opt_out").as_bool())
      << "one person's choice only";
  r = put(c, "/api/user/analytics", {{"opt_out", "sí"}}, ana.token);
  EXPECT_EQ(r.status, 400);
  EXPECT_FALSE(r.field_error("opt_out").empty());
  EXPECT_EQ(put(c, "/api/user/analytics", json::object{}, ana.token).status, 400);
  EXPECT_TRUE(c.get("/api/user/analytics", ana.token).data().at("opt_out").as_bool());
  EXPECT_EQ(c.get("/api/user/analytics").status, 401);
}

}  // namespace
}  // namespace aplauso::test
