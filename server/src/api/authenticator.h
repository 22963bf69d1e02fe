// How the dispatcher checks credentials; implemented by the auth module.
#pragma once

#include <functional>
#include <optional>
#include <string_view>

#include "api/context.h"
#include "http/message.h"

namespace aplauso {

class Authenticator {
 public:
  virtual ~Authenticator() = default;
  /// The member a Bearer token stands for on `tenant`, or nullopt (expired, wrong key, another
  /// organisation's token, outdated token version, inactive user).
  virtual std::optional<Principal> bearer(std::string_view token,
                                          const tenancy::Tenant& tenant) = 0;
  /// For a route that only reads (RoutePolicy::read_only): the member the token names, as the
  /// token says, while the same check as bearer()'s (active, token version, role) goes out with
  /// the handler's first statement (db::Conn::ahead, ADR 0043); `verdict` gets the checked member,
  /// or nullopt, once its answer is in (at once when nothing can wait). Nullopt for a token that
  /// is not valid on its face.
  virtual std::optional<Principal> bearer_ahead(
      std::string_view token, const tenancy::Tenant& tenant,
      std::function<void(std::optional<Principal>)> verdict) {
    auto checked = bearer(token, tenant);
    verdict(checked);
    return checked;
  }
  /// The organisation and key a raw API key stands for, or nullopt. May throw 429.
  virtual std::optional<Principal> api_key(std::string_view key) = 0;
  /// Called once a request made with an API key is answered (usage counters, call log).
  virtual void key_call_answered(const Principal& key, const http::Request& req, int status) = 0;
};

}  // namespace aplauso
