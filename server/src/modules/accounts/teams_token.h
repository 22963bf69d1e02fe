// Verification of a Microsoft Teams (Entra ID) token: RS256 only (every other `alg`, `none`
// and HS256 included, is refused before any key is looked at), signed by a key of the
// configured JWKS, with the configured issuer ("{tid}" replaced by the token's tenant) and
// audience, unexpired (60 s of clock skew), carrying the tenant and object ids.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace aplauso::accounts {

class TeamsKeys;

struct TeamsRules {
  std::string issuer;  ///< may contain "{tid}"
  std::string audience;
};

struct TeamsIdentity {
  std::string tid;    ///< Entra tenant id
  std::string oid;    ///< the person's object id in that tenant
  std::string email;  ///< `email`, else `preferred_username`, else `upn` (may be empty)
};

/// The identity a valid token carries; nullopt with `why` (for the log) otherwise.
std::optional<TeamsIdentity> verify_teams_token(std::string_view token, TeamsKeys& keys,
                                                const TeamsRules& rules, std::int64_t now_s,
                                                std::string* why);

}  // namespace aplauso::accounts
