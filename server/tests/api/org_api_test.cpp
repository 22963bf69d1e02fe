// The organisation calls: public branding and sign-in methods, settings, module flags, and the
// host → organisation rules.
#include "modules/tenancy/modules_catalog.h"
#include "support/api_test.h"

namespace aplauso::test {
namespace {

class OrgApi : public ApiTest {};

TEST_F(OrgApi, BrandingIsPublicWithDefaultsAndHostAnalytics) {
  const auto org = make_org(server());
  const auto r = client(org.host).get("/api/org/branding");
  ASSERT_EQ(r.status, 200) << r.body;
  const auto d = r.data().as_object();
  EXPECT_EQ(d.at("org_name").as_string(), "Org " + org.host);
  EXPECT_EQ(d.at("banner").at("main").as_string(), "#3a71b5");
  EXPECT_TRUE(d.at("banner").at("secondary").is_null());
  EXPECT_EQ(d.at("languages").as_array().size(), 2U);
  EXPECT_EQ(d.at("default_language").as_string(), "es");
  EXPECT_TRUE(d.at("analytics_id").is_null());
}

TEST_F(OrgApi, AuthFlowIsPublicAndListsPasswordOnlyByDefault) {
  const auto org = make_org(server());
  const auto r = client(org.host).get("/api/org/auth_flow");
  ASSERT_EQ(r.status, 200);
  const auto m_json = r.data();
  const auto& m = m_json.at("methods").as_object();
  EXPECT_TRUE(m.at("password").as_bool());
  EXPECT_FALSE(m.at("otp").as_bool());
  EXPECT_FALSE(m.at("teams").as_bool());
}

TEST_F(OrgApi, ServicesListEveryModuleWithOnlyTheDefaultsOn) {
  const auto org = make_org(server());
  const auto r = client(org.host).get("/api/org/services", org.admin_token);
  ASSERT_EQ(r.status, 200);
  const auto flags_json = r.data();
  const auto& flags = flags_json.as_object();
  EXPECT_EQ(flags.size(), tenancy::all_modules().size());
  for (const auto& [name, on] : flags) {
    // Sign-in, and WhatsApp (messaging_app, ADR 0081), which worked everywhere before its flag.
    EXPECT_EQ(on.as_bool(), name == "auth" || name == "messaging_app") << name;
  }
}

TEST_F(OrgApi, ModulesTurnedOnShowUp) {
  const auto org = make_org(server(), {"recognitions", "catalog"});
  const auto flags = client(org.host).get("/api/org/services", org.admin_token).data();
  EXPECT_TRUE(flags.at("recognitions").as_bool());
  EXPECT_TRUE(flags.at("catalog").as_bool());
  EXPECT_FALSE(flags.at("surveys").as_bool());
}

TEST_F(OrgApi, OrganisationAndSettingsNeedASignedInMember) {
  const auto org = make_org(server());
  const auto c = client(org.host);
  EXPECT_EQ(c.get("/api/org").status, 401);
  EXPECT_EQ(c.get("/api/org/settings").status, 401);
  EXPECT_EQ(c.get("/api/org/services").status, 401);
  const auto member = make_user(server(), org);
  const auto o = c.get("/api/org", member.token);
  ASSERT_EQ(o.status, 200);
  EXPECT_EQ(o.data().at("id").as_int64(), org.id);
  EXPECT_EQ(o.data().at("hosts").as_array().at(0).as_string(), org.host);
  const auto s = c.get("/api/org/settings", member.token);
  ASSERT_EQ(s.status, 200);
  EXPECT_EQ(s.data().at("branding").at("banner").at("main").as_string(), "#3a71b5");
}

TEST_F(OrgApi, HostMatchingIgnoresPortAndCase) {
  const auto org = make_org(server());
  std::string upper = org.host;
  for (auto& ch : upper) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
  const auto r = client(upper + ":8080").get("/api/org/branding");
  EXPECT_EQ(r.data().at("org_name").as_string(), "Org " + org.host);
}

TEST_F(OrgApi, UnknownHostsFallBackToTheDefaultOrganisation) {
  // No organisation of this suite is the default, so the oldest one answers.
  const auto first = make_org(server());
  const auto r = client("unknown-host.test").get("/api/org/branding");
  ASSERT_EQ(r.status, 200);
  EXPECT_FALSE(r.data().at("org_name").as_string().empty());
}

}  // namespace
}  // namespace aplauso::test
