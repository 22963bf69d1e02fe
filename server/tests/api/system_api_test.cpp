// Health, metrics, unknown routes and transport limits through the whole application.
#include "support/api_test.h"

namespace aplauso::test {
namespace {

class SystemApi : public ApiTest {};

TEST_F(SystemApi, HealthReportsTheDatabase) {
  const auto r = client().get("/api/health");
  ASSERT_EQ(r.status, 200);
  EXPECT_EQ(r.data().at("status").as_string(), "ok");
  EXPECT_EQ(r.data().at("database").as_string(), "ok");
}

TEST_F(SystemApi, HealthWorksBeforeAnyOrganisationExists) {
  TestServer empty;
  EXPECT_EQ(empty.client().get("/api/health").status, 200);
  const auto r = empty.client().get("/api/org/branding");
  EXPECT_EQ(r.status, 503);
  EXPECT_EQ(r.code(), "no_organization");
}

TEST_F(SystemApi, MetricsAreServedToLoopbackInPrometheusFormat) {
  make_org(server());
  client().get("/api/health");
  const auto r = client().get("/api/metrics");
  ASSERT_EQ(r.status, 200);
  EXPECT_NE(r.header("content-type").find("text/plain"), std::string::npos);
  EXPECT_NE(r.body.find("# TYPE aplauso_http_requests_total counter"), std::string::npos);
  EXPECT_NE(r.body.find("route=\"/health\""), std::string::npos);
  EXPECT_NE(r.body.find("aplauso_http_request_duration_seconds_bucket"), std::string::npos);
}

TEST_F(SystemApi, UnknownRoutesAreA404Envelope) {
  const auto r = client().get("/api/does/not/exist");
  EXPECT_EQ(r.status, 404);
  EXPECT_EQ(r.code(), "route_not_found");
  EXPECT_FALSE(r.json().at("success").as_bool());
}

TEST_F(SystemApi, WrongMethodIs405WithAllow) {
  const auto r = client().request("DELETE", "/api/login");
  EXPECT_EQ(r.status, 405);
  EXPECT_EQ(r.header("allow"), "POST");
}

TEST_F(SystemApi, OversizedBodiesAre413NeverA500) {
  const auto r = client().request("POST", "/api/login", std::string(3 << 20, 'x'));
  EXPECT_EQ(r.status, 413);
}

TEST_F(SystemApi, EveryAnswerCarriesTheSecurityHeaders) {
  const auto r = client().get("/api/health");
  const auto csp = r.header("content-security-policy");
  EXPECT_NE(csp.find("default-src 'self'"), std::string::npos);
  EXPECT_NE(csp.find("object-src 'none'"), std::string::npos);
  EXPECT_NE(csp.find("base-uri 'none'"), std::string::npos);
  EXPECT_NE(csp.find("frame-ancestors 'self' https://teams.microsoft.com"), std::string::npos);
  EXPECT_EQ(csp.find("'unsafe-eval'"), std::string::npos);
  EXPECT_EQ(r.header("x-content-type-options"), "nosniff");
}

}  // namespace
}  // namespace aplauso::test
