#include "core/jwt.h"

#include <boost/json.hpp>

#include "core/crypto.h"

namespace aplauso::jwt {

namespace json = boost::json;

namespace {
constexpr std::string_view kHeader = R"({"alg":"HS256","typ":"JWT"})";

std::optional<std::int64_t> int_claim(const json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  if (v == nullptr || !v->is_int64()) return std::nullopt;
  return v->as_int64();
}
}  // namespace

std::string sign(const Claims& claims, std::string_view secret) {
  json::object payload{{"sub", claims.sub}, {"org", claims.org}, {"role", claims.role},
                       {"ver", claims.ver}, {"iat", claims.iat}, {"exp", claims.exp}};
  std::string signing_input = crypto::base64url_encode(kHeader);
  signing_input += '.';
  signing_input += crypto::base64url_encode(json::serialize(payload));
  const std::string mac = crypto::hmac_sha256(secret, signing_input);
  return signing_input + '.' + crypto::base64url_encode(mac);
}

std::optional<Claims> verify(std::string_view token, std::string_view secret, std::int64_t now_s) {
  if (token.size() > 4096) return std::nullopt;
  const auto dot1 = token.find('.');
  if (dot1 == std::string_view::npos) return std::nullopt;
  const auto dot2 = token.find('.', dot1 + 1);
  if (dot2 == std::string_view::npos || token.find('.', dot2 + 1) != std::string_view::npos) {
    return std::nullopt;
  }
  // Compare the canonical encoding, not decoded bytes: the last base64url character carries
  // unused bits, and accepting variants of it would make signatures malleable.
  const std::string expected =
      crypto::base64url_encode(crypto::hmac_sha256(secret, token.substr(0, dot2)));
  if (!crypto::constant_time_equal(token.substr(dot2 + 1), expected)) return std::nullopt;

  // The signature matched our key, so the header is ours; still insist on HS256.
  const auto header_text = crypto::base64url_decode(token.substr(0, dot1));
  const auto payload_text = crypto::base64url_decode(token.substr(dot1 + 1, dot2 - dot1 - 1));
  if (!header_text || !payload_text) return std::nullopt;
  boost::system::error_code ec;
  const json::value header = json::parse(*header_text, ec);
  if (ec || !header.is_object()) return std::nullopt;
  const auto* alg = header.as_object().if_contains("alg");
  if (alg == nullptr || !alg->is_string() || alg->as_string() != "HS256") return std::nullopt;

  const json::value payload = json::parse(*payload_text, ec);
  if (ec || !payload.is_object()) return std::nullopt;
  const auto& o = payload.as_object();
  const auto sub = int_claim(o, "sub");
  const auto org = int_claim(o, "org");
  const auto ver = int_claim(o, "ver");
  const auto exp = int_claim(o, "exp");
  const auto iat = int_claim(o, "iat");
  const auto* role = o.if_contains("role");
  if (!sub || !org || !ver || !exp || role == nullptr || !role->is_string()) return std::nullopt;
  if (*exp <= now_s) return std::nullopt;
  return Claims{*sub, *org, std::string(role->as_string()), *ver, iat.value_or(0), *exp};
}

}  // namespace aplauso::jwt
