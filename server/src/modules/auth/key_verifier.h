// What the auth module asks of whoever keeps the public API keys (the api_keys module, installed
// after it, implements this and registers itself with AuthService::set_key_verifier).
#pragma once

#include <optional>
#include <string_view>

#include "api/context.h"
#include "http/message.h"

namespace aplauso::auth {

class KeyVerifier {
 public:
  virtual ~KeyVerifier() = default;
  /// The principal a raw key stands for, or nullopt (unknown, revoked, expired). May throw 429.
  virtual std::optional<Principal> authenticate(std::string_view raw) const = 0;
  /// Counts and logs one call made with a key.
  virtual void record_call(const Principal& key, const http::Request& req, int status) const = 0;
};

}  // namespace aplauso::auth
