#include "core/password.h"

#include <gtest/gtest.h>

namespace aplauso::password {
namespace {

TEST(UnitPassword, HashVerifiesOnlyTheSamePassword) {
  const auto h = hash("correct horse battery", Cost::kFast);
  EXPECT_TRUE(h.starts_with("$argon2id$"));
  EXPECT_TRUE(verify(h, "correct horse battery"));
  EXPECT_FALSE(verify(h, "correct horse batterY"));
  EXPECT_FALSE(verify(h, ""));
}

TEST(UnitPassword, SamePasswordHashesDifferently) {
  EXPECT_NE(hash("same password here", Cost::kFast), hash("same password here", Cost::kFast));
}

TEST(UnitPassword, InteractiveCostIsRecordedInTheHash) {
  const auto h = hash("an interactive one", Cost::kInteractive);
  EXPECT_NE(h.find("m=65536"), std::string::npos) << h;
  EXPECT_TRUE(verify(h, "an interactive one"));
}

TEST(UnitPassword, MalformedHashesNeverVerify) {
  EXPECT_FALSE(verify("", "x"));
  EXPECT_FALSE(verify("$argon2id$garbage", "x"));
  EXPECT_FALSE(verify(std::string(200, 'a'), "x"));
}

TEST(UnitPassword, PolicyAcceptsTwelveToOneHundredTwentyEightCharacters) {
  EXPECT_TRUE(policy_violation("short"));
  EXPECT_TRUE(policy_violation("elevenchars"));
  EXPECT_FALSE(policy_violation("twelve chars"));
  EXPECT_FALSE(policy_violation(std::string(128, 'x')));
  EXPECT_TRUE(policy_violation(std::string(129, 'x')));
  // Counted in characters, not bytes: twelve "ñ" are 24 bytes.
  std::string enies;
  for (int i = 0; i < 12; ++i) enies += "ñ";
  EXPECT_FALSE(policy_violation(enies));
  EXPECT_EQ(*policy_violation("abc"), "La contraseña debe tener al menos 12 caracteres.");
}

}  // namespace
}  // namespace aplauso::password
