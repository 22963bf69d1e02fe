// JSON Web Tokens, HS256 only. Verification rejects every other algorithm (alg:none included),
// any other key, malformed tokens and expired ones.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace aplauso::jwt {

struct Claims {
  std::int64_t sub = 0;  ///< user id
  std::int64_t org = 0;  ///< organisation id the token was minted for
  std::string role;      ///< employee | leader | admin
  std::int64_t ver = 0;  ///< the user's token version; bumping it kills older tokens
  std::int64_t iat = 0;  ///< issued at, seconds since the epoch
  std::int64_t exp = 0;  ///< expiry, seconds since the epoch
};

std::string sign(const Claims& claims, std::string_view secret);

/// The claims of a valid, unexpired token signed with `secret`; nullopt otherwise.
std::optional<Claims> verify(std::string_view token, std::string_view secret, std::int64_t now_s);

}  // namespace aplauso::jwt
