#include "core/csp.h"

#include <gtest/gtest.h>

#include "core/config.h"

namespace aplauso {
namespace {

std::string connect_src_of(const std::string& csp) {
  const auto at = csp.find("connect-src ");
  return csp.substr(at, csp.find(';', at) - at);
}

TEST(UnitCsp, TheTeamsSdkReadsItsOriginListOnlyWhereTeamsSignInIsSetUp) {
  Config without_teams;
  EXPECT_EQ(connect_src_of(content_security_policy(without_teams)).find("res.cdn.office.net"),
            std::string::npos);

  Config with_teams;
  with_teams.teams_jwks_url = "https://login.microsoftonline.com/common/discovery/v2.0/keys";
  with_teams.teams_issuer = "https://login.microsoftonline.com/{tid}/v2.0";
  with_teams.teams_audience = "api://aplauso";
  const std::string connect = connect_src_of(content_security_policy(with_teams));
  EXPECT_NE(connect.find(" https://res.cdn.office.net"), std::string::npos) << connect;
  EXPECT_NE(connect.find("connect-src 'self' blob:"), std::string::npos) << connect;
}

}  // namespace
}  // namespace aplauso
