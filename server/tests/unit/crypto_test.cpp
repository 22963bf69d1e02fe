#include "core/crypto.h"

#include <gtest/gtest.h>

namespace aplauso::crypto {
namespace {

TEST(UnitCrypto, Base64UrlRoundTripsEveryLength) {
  std::string data;
  for (int i = 0; i < 64; ++i) {
    data += static_cast<char>(i * 37);
    const auto decoded = base64url_decode(base64url_encode(data));
    ASSERT_TRUE(decoded);
    EXPECT_EQ(*decoded, data);
  }
}

TEST(UnitCrypto, Base64UrlKnownValuesAndRejections) {
  EXPECT_EQ(base64url_encode("hello?>"), "aGVsbG8_Pg");
  EXPECT_EQ(base64url_decode("aGVsbG8_Pg").value(), "hello?>");
  EXPECT_EQ(base64url_decode("aGVsbG8_Pg==").value(), "hello?>");
  EXPECT_FALSE(base64url_decode("a$b"));
  EXPECT_FALSE(base64url_decode("a"));
}

// RFC 4231 test case 2.
TEST(UnitCrypto, HmacSha256MatchesRfc4231) {
  EXPECT_EQ(to_hex(hmac_sha256("Jefe", "what do ya want for nothing?")),
            "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843");
}

TEST(UnitCrypto, Sha256OfEmptyString) {
  EXPECT_EQ(to_hex(sha256("")), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
}

TEST(UnitCrypto, ConstantTimeEqual) {
  EXPECT_TRUE(constant_time_equal("abc", "abc"));
  EXPECT_FALSE(constant_time_equal("abc", "abd"));
  EXPECT_FALSE(constant_time_equal("abc", "ab"));
}

TEST(UnitCrypto, RandomTokensDiffer) {
  EXPECT_NE(random_token(), random_token());
  EXPECT_EQ(random_bytes(16).size(), 16U);
}

}  // namespace
}  // namespace aplauso::crypto
