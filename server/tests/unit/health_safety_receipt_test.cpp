// The receipt code of an anonymous hazard: its alphabet and length, its display in groups of
// four, what a reporter may type back, and that only a hash is stored.
#include <gtest/gtest.h>

#include <set>

#include "modules/health_safety/health_safety_receipt.h"

namespace aplauso::health_safety::receipt {
namespace {

TEST(HealthSafetyReceipt, CodesAreSixteenSymbolsWithoutLookAlikes) {
  std::set<std::string> seen;
  for (int i = 0; i < 200; ++i) {
    const auto code = draw();
    ASSERT_EQ(code.size(), kLength);
    for (const char ch : code) {
      EXPECT_NE(kAlphabet.find(ch), std::string_view::npos) << code;
      EXPECT_TRUE(ch != '0' && ch != 'O' && ch != '1' && ch != 'I') << code;
    }
    seen.insert(code);
  }
  EXPECT_EQ(seen.size(), 200U) << "80 random bits do not repeat";
}

TEST(HealthSafetyReceipt, ShownInGroupsOfFourAndReadBackHoweverTyped) {
  EXPECT_EQ(format("ABCDEFGH23456789"), "ABCD EFGH 2345 6789");
  EXPECT_EQ(normalise("ABCD EFGH 2345 6789"), "ABCDEFGH23456789");
  EXPECT_EQ(normalise(" abcd-efgh-2345-6789 "), "ABCDEFGH23456789");
  EXPECT_FALSE(normalise("ABCD EFGH 2345 678"));    // 15 symbols
  EXPECT_FALSE(normalise("ABCD EFGH 2345 67899"));  // 17
  EXPECT_FALSE(normalise("ABCD EFGH 2345 678O"));   // O is not in the alphabet
  EXPECT_FALSE(normalise("ABCD EFGH 2345 678!"));
  EXPECT_FALSE(normalise(""));
}

TEST(HealthSafetyReceipt, OnlyAHashIsStored) {
  const auto h = hash("ABCDEFGH23456789");
  EXPECT_EQ(h.size(), 64U);
  EXPECT_EQ(h.find("ABCD"), std::string::npos);
  EXPECT_EQ(h, hash("ABCDEFGH23456789"));
  EXPECT_NE(h, hash("ABCDEFGH23456788"));
}

}  // namespace
}  // namespace aplauso::health_safety::receipt
