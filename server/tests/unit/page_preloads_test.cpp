#include "app/page_preloads.h"

#include <gtest/gtest.h>

namespace aplauso {
namespace {

constexpr std::string_view kBranding =
    "</api/org/branding>; rel=preload; as=fetch; crossorigin=anonymous";

TEST(UnitPagePreloads, TheSignInScreenReadsTheGlossaryStartAndItsMethods) {
  const std::string links = page_preloads("/login");
  EXPECT_NE(links.find("</api/locales/es/start.json>; rel=preload; as=fetch; "
                       "crossorigin=anonymous"),
            std::string::npos)
      << links;
  EXPECT_NE(links.find("</api/org/auth_flow>; rel=preload"), std::string::npos) << links;
  EXPECT_NE(links.find(kBranding), std::string::npos) << links;
  EXPECT_EQ(links.find("glossary.json"), std::string::npos) << "not the whole glossary";
}

TEST(UnitPagePreloads, EveryOtherPageReadsTheWholeGlossary) {
  for (const char* path : {"/", "/profile", "/admin/people", "/reset-password"}) {
    const std::string links = page_preloads(path);
    EXPECT_NE(links.find("</api/locales/es/glossary.json>; rel=preload"), std::string::npos)
        << path;
    EXPECT_NE(links.find(kBranding), std::string::npos) << path;
    EXPECT_EQ(links.find("start.json"), std::string::npos) << path;
    EXPECT_EQ(links.find("auth_flow"), std::string::npos) << path;
  }
  EXPECT_NE(page_preloads("/", "/v1").find("</v1/org/branding>"), std::string::npos);
}

}  // namespace
}  // namespace aplauso
