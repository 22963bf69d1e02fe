#include "core/jwt.h"

#include <gtest/gtest.h>

#include "core/crypto.h"

namespace aplauso {
namespace {

constexpr std::string_view kSecret = "0123456789abcdef0123456789abcdef-secret";

jwt::Claims sample() {
  return {42, 7, "admin", 3, 1000, 5000};
}

TEST(UnitJwt, SignedTokenVerifiesWithItsClaims) {
  const auto token = jwt::sign(sample(), kSecret);
  const auto claims = jwt::verify(token, kSecret, 2000);
  ASSERT_TRUE(claims);
  EXPECT_EQ(claims->sub, 42);
  EXPECT_EQ(claims->org, 7);
  EXPECT_EQ(claims->role, "admin");
  EXPECT_EQ(claims->ver, 3);
  EXPECT_EQ(claims->exp, 5000);
}

TEST(UnitJwt, ExpiredTokenIsRejected) {
  const auto token = jwt::sign(sample(), kSecret);
  EXPECT_FALSE(jwt::verify(token, kSecret, 5000));
  EXPECT_FALSE(jwt::verify(token, kSecret, 9000));
}

TEST(UnitJwt, AnotherKeyIsRejected) {
  const auto token = jwt::sign(sample(), kSecret);
  EXPECT_FALSE(jwt::verify(token, "another-secret-another-secret-another", 2000));
}

TEST(UnitJwt, TamperedPayloadIsRejected) {
  auto token = jwt::sign(sample(), kSecret);
  const auto dot1 = token.find('.');
  const auto dot2 = token.find('.', dot1 + 1);
  const std::string forged_payload =
      crypto::base64url_encode(R"({"sub":1,"org":7,"role":"admin","ver":3,"iat":1000,"exp":5000})");
  token = token.substr(0, dot1 + 1) + forged_payload + token.substr(dot2);
  EXPECT_FALSE(jwt::verify(token, kSecret, 2000));
}

TEST(UnitJwt, AlgNoneIsRejected) {
  const std::string header = crypto::base64url_encode(R"({"alg":"none","typ":"JWT"})");
  const std::string payload = crypto::base64url_encode(
      R"({"sub":42,"org":7,"role":"admin","ver":3,"iat":1000,"exp":5000})");
  EXPECT_FALSE(jwt::verify(header + "." + payload + ".", kSecret, 2000));
  EXPECT_FALSE(jwt::verify(header + "." + payload, kSecret, 2000));
}

TEST(UnitJwt, OtherAlgorithmWithValidMacIsRejected) {
  // Even with a correct HMAC over the input, a header naming another algorithm fails.
  const std::string header = crypto::base64url_encode(R"({"alg":"HS512","typ":"JWT"})");
  const std::string payload = crypto::base64url_encode(
      R"({"sub":42,"org":7,"role":"admin","ver":3,"iat":1000,"exp":5000})");
  const std::string input = header + "." + payload;
  const std::string token =
      input + "." + crypto::base64url_encode(crypto::hmac_sha256(kSecret, input));
  EXPECT_FALSE(jwt::verify(token, kSecret, 2000));
}

TEST(UnitJwt, GarbageIsRejected) {
  for (std::string_view bad : {"", ".", "..", "a.b.c", "a.b", "a.b.c.d", "!!!.???.###"}) {
    EXPECT_FALSE(jwt::verify(bad, kSecret, 2000)) << bad;
  }
}

TEST(UnitJwt, MissingClaimsAreRejected) {
  const std::string header = crypto::base64url_encode(R"({"alg":"HS256","typ":"JWT"})");
  const std::string payload = crypto::base64url_encode(R"({"sub":42,"exp":5000})");
  const std::string input = header + "." + payload;
  const std::string token =
      input + "." + crypto::base64url_encode(crypto::hmac_sha256(kSecret, input));
  EXPECT_FALSE(jwt::verify(token, kSecret, 2000));
}

}  // namespace
}  // namespace aplauso

namespace aplauso {
namespace {

TEST(UnitJwt, NonCanonicalSignatureEncodingIsRejected) {
  // The last character of a 32-byte base64url value has two unused bits; flipping them must not
  // yield a second valid token.
  auto token = jwt::sign(sample(), kSecret);
  const char last = token.back();
  const std::string alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  const auto pos = alphabet.find(last);
  token.back() = alphabet[pos ^ 1U];
  EXPECT_FALSE(jwt::verify(token, kSecret, 2000));
}

}  // namespace
}  // namespace aplauso
