// The signing keys of Microsoft Entra ID for Teams tokens: a JWKS document fetched from
// TEAMS_JWKS_URL and kept for a day. A token naming an unknown key id makes one refetch (keys
// rotate), at most once every 30 seconds, so tokens naming made-up keys cannot turn the server
// into a client hammering the key endpoint. Only RSA keys of at least 2048 bits are kept.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>

#include "core/clock.h"

struct evp_pkey_st;

namespace aplauso::accounts {

class TeamsKeys {
 public:
  TeamsKeys(std::string jwks_url, const Clock& clock);

  /// Whether `signature` is a valid RS256 (RSASSA-PKCS1-v1_5 with SHA-256) signature of
  /// `signed_part` by the key `kid`.
  bool verify_rs256(const std::string& kid, std::string_view signed_part,
                    std::string_view signature);

 private:
  using Key = std::shared_ptr<evp_pkey_st>;
  /// The key `kid`, refetching the document when it is unknown or stale (and allowed to).
  Key key(const std::string& kid);
  void refresh_locked(std::int64_t now_ms);

  std::string url_;
  const Clock& clock_;
  std::mutex mutex_;
  std::map<std::string, Key, std::less<>> keys_;
  std::int64_t fetched_at_ms_ = 0;
  std::int64_t last_attempt_ms_ = -1;
};

/// The RSA public keys of a JWKS document, by key id; keys of other types, without an id, or
/// smaller than 2048 bits are left out.
std::map<std::string, std::shared_ptr<evp_pkey_st>, std::less<>> parse_jwks(std::string_view json);

}  // namespace aplauso::accounts
