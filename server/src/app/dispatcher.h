// Turns an API request into a handler call: matches the route, resolves the organisation from
// the host, authenticates as the route's policy demands, checks role and module flag, and maps
// every failure to the error envelope. The request leases one database connection for its whole
// life (db::Database::Scope), and an idempotent route runs in one transaction that honours the
// Idempotency-Key. A route that calls other systems (`with_outbound()`) is admitted on the event
// loop and takes one of its organisation's outbound slots (429 beyond), and its handler runs
// later on the server's outbound pool (ADR 0036). Unexpected exceptions are logged with the
// request id and answered as an opaque 500. On a route that only reads (`with_read_only()`), a
// Bearer session's check goes out with the handler's first statement (ADR 0043) and the answer
// waits for it.
#pragma once

#include <optional>
#include <string_view>

#include "api/authenticator.h"
#include "api/context.h"
#include "api/routes.h"
#include "app/outbound_slots.h"
#include "core/clock.h"
#include "http/router.h"

namespace aplauso {

namespace tenancy {
class TenantDirectory;
}
namespace db {
class Database;
}

class Dispatcher {
 public:
  Dispatcher(const RouteTable& table, tenancy::TenantDirectory& tenants, Authenticator& auth,
             const db::Database& db, const Clock& clock, OutboundSlots& outbound,
             std::string api_prefix = "/api");

  http::Response handle(http::Request& req) const;
  /// Body limit decision for the server, before the body is read.
  bool wants_large_body(http::Method method, std::string_view path) const;
  const std::vector<Route>& routes() const { return table_.routes(); }

 private:
  /// A session whose check rides with the handler's first statement (RoutePolicy::read_only).
  struct SessionCheck {
    bool riding = false;                 ///< the handler runs before the check's answer is known
    bool answered = false;               ///< the answer is in
    std::optional<Principal> principal;  ///< the checked member; nullopt: not valid any more
  };
  void authenticate(const http::Request& req, const Route& route, RequestContext& ctx,
                    SessionCheck* check) const;
  /// The organisation, the caller, their role and the module flag, as the route demands.
  void admit(const http::Request& req, const Route& route, RequestContext& ctx,
             SessionCheck* check = nullptr) const;
  /// After a read-only handler ran on an unchecked session: waits for the check, answers 401 when
  /// it failed, and runs the handler again when the member's role changed since the token.
  void settle_session(const http::Request& req, const Route& route, RequestContext& ctx,
                      SessionCheck& check, http::Response& res) const;
  /// Runs `work`; a failure becomes the error envelope in `res` (false).
  template <class Work>
  bool guarded(const http::Request& req, const Route& route, http::Response& res,
               Work&& work) const;
  /// The access log's fields and the API key's count.
  http::Response finish(const http::Request& req, const Route& route, const RequestContext& ctx,
                        http::Response res) const;
  std::string_view strip_prefix(std::string_view path) const;

  const RouteTable& table_;
  http::Router router_;
  tenancy::TenantDirectory& tenants_;
  Authenticator& auth_;
  const db::Database& db_;
  const Clock& clock_;
  OutboundSlots& outbound_;
  std::string prefix_;
};

}  // namespace aplauso
