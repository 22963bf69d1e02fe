// The API route table. Each module adds its routes in one place (register_routes), one line per
// route with its method, path, policy and handler, so every endpoint can be found with grep.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "api/context.h"
#include "core/roles.h"
#include "http/message.h"

namespace aplauso {

/// Who may call a route.
enum class Access {
  kPublic,     ///< anyone; the organisation still comes from the host
  kUser,       ///< a signed-in member (Bearer token)
  kApiKey,     ///< a public API key only
  kUserOrKey,  ///< either
  kSystem,     ///< no organisation needed (health, metrics)
};

struct RoutePolicy {
  Access access = Access::kUser;
  Role role = Role::kEmployee;  ///< least role allowed (signed-in routes)
  std::string_view module;      ///< module flag that must be on; empty: always available
  bool large_body = false;      ///< accepts up to MAX_UPLOAD_BYTES instead of MAX_BODY_BYTES
  /// The handler runs in one transaction that honours the Idempotency-Key header
  /// (api/idempotency.h): writes that move points.
  bool idempotent = false;
  /// The handler calls another system (a directory, the Teams signing keys, WhatsApp, S3): it
  /// runs on the server's outbound pool instead of an event loop, within its organisation's
  /// share of outbound calls (OUTBOUND_PER_ORG; 429 outbound_busy beyond), ADR 0036.
  bool outbound = false;
  /// The handler only reads the database (no write, no outside call): a Bearer session's check
  /// goes out with its first statement instead of on a round trip of its own, and its answer is
  /// held back until the check is in (ADR 0043). The hot pages (the feed, the walls).
  bool read_only = false;
  /// The access log names no caller for this route (its path alone would tie a person to what
  /// they did): telemedicine's clicks, which Aplauso keeps only as counts (ADR 0071).
  bool unattributed = false;

  RoutePolicy with_large_body() const {
    RoutePolicy p = *this;
    p.large_body = true;
    return p;
  }
  RoutePolicy with_idempotency() const {
    RoutePolicy p = *this;
    p.idempotent = true;
    return p;
  }
  RoutePolicy with_read_only() const {
    RoutePolicy p = *this;
    p.read_only = true;
    return p;
  }
  RoutePolicy with_outbound() const {
    RoutePolicy p = *this;
    p.outbound = true;
    return p;
  }
  RoutePolicy with_unattributed_log() const {
    RoutePolicy p = *this;
    p.unattributed = true;
    return p;
  }
};

// Policy shorthands used by the route tables.
inline RoutePolicy public_route() {
  return {Access::kPublic, Role::kEmployee, {}};
}
inline RoutePolicy system_route() {
  return {Access::kSystem, Role::kEmployee, {}};
}
inline RoutePolicy member(std::string_view module = {}) {
  return {Access::kUser, Role::kEmployee, module};
}
inline RoutePolicy leader(std::string_view module = {}) {
  return {Access::kUser, Role::kLeader, module};
}
inline RoutePolicy admin(std::string_view module = {}) {
  return {Access::kUser, Role::kAdmin, module};
}
/// Admins, or a public API key of the organisation.
inline RoutePolicy admin_or_key(std::string_view module = {}) {
  return {Access::kUserOrKey, Role::kAdmin, module};
}

using Handler = std::function<http::Response(const http::Request&, RequestContext&)>;

struct Route {
  http::Method method;
  std::string pattern;
  RoutePolicy policy;
  Handler handler;
};

class RouteTable {
 public:
  void add(http::Method method, std::string pattern, RoutePolicy policy, Handler handler) {
    routes_.push_back({method, std::move(pattern), policy, std::move(handler)});
  }
  const std::vector<Route>& routes() const { return routes_; }

 private:
  std::vector<Route> routes_;
};

}  // namespace aplauso
