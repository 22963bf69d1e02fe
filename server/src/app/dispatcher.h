// Turns an API request into a handler call: matches the route, resolves the organisation from
// the host, authenticates as the route's policy demands, checks role and module flag, and maps
// every failure to the error envelope. Unexpected exceptions are logged with the request id and
// answered as an opaque 500.
#pragma once

#include <memory>
#include <optional>
#include <string_view>

#include "app/context.h"
#include "app/routes.h"
#include "core/clock.h"
#include "http/router.h"

namespace aplauso {

namespace tenancy {
class TenantDirectory;
}

/// Checks credentials for the dispatcher; implemented by the auth module.
class Authenticator {
 public:
  virtual ~Authenticator() = default;
  /// The member a Bearer token stands for on `tenant`, or nullopt (expired, wrong key, another
  /// organisation's token, outdated token version, inactive user).
  virtual std::optional<Principal> bearer(std::string_view token,
                                          const tenancy::Tenant& tenant) = 0;
  /// The organisation and key a raw API key stands for, or nullopt. May throw 429.
  virtual std::optional<Principal> api_key(std::string_view key) = 0;
  /// Called once a request made with an API key is answered (usage counters, call log).
  virtual void key_call_answered(const Principal& key, const http::Request& req, int status) = 0;
};

class Dispatcher {
 public:
  Dispatcher(RouteTable table, tenancy::TenantDirectory& tenants, Authenticator& auth,
             const Clock& clock, std::string api_prefix = "/api");

  http::Response handle(http::Request& req) const;
  /// Body limit decision for the server, before the body is read.
  bool wants_large_body(http::Method method, std::string_view path) const;
  const std::vector<Route>& routes() const { return table_.routes(); }

 private:
  void authenticate(const http::Request& req, const Route& route, RequestContext& ctx) const;
  std::string_view strip_prefix(std::string_view path) const;

  RouteTable table_;
  http::Router router_;
  tenancy::TenantDirectory& tenants_;
  Authenticator& auth_;
  const Clock& clock_;
  std::string prefix_;
};

}  // namespace aplauso
