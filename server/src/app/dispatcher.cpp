#include "app/dispatcher.h"

#include "api/actor.h"
#include "api/envelope.h"
#include "api/idempotency.h"
#include "core/log.h"
#include "db/conn.h"
#include "db/database.h"
#include "modules/tenancy/tenant_directory.h"

namespace aplauso {

namespace {
std::string_view bearer_token(std::string_view authorization) {
  constexpr std::string_view kScheme = "Bearer ";
  if (authorization.size() > kScheme.size() &&
      http::to_lower(authorization.substr(0, kScheme.size())) == "bearer ") {
    return authorization.substr(kScheme.size());
  }
  return {};
}
}  // namespace

Dispatcher::Dispatcher(const RouteTable& table, tenancy::TenantDirectory& tenants,
                       Authenticator& auth, const db::Database& db, const Clock& clock,
                       OutboundSlots& outbound, std::string api_prefix)
    : table_(table),
      tenants_(tenants),
      auth_(auth),
      db_(db),
      clock_(clock),
      outbound_(outbound),
      prefix_(std::move(api_prefix)) {
  const auto& routes = table_.routes();
  for (std::size_t i = 0; i < routes.size(); ++i) {
    if (routes[i].policy.outbound && routes[i].policy.idempotent) {
      // An idempotent handler runs in one transaction: it would hold a connection while it
      // waits on the other system.
      throw std::logic_error("a route cannot be both outbound and idempotent: " +
                             routes[i].pattern);
    }
    if (routes[i].policy.read_only && (routes[i].policy.outbound || routes[i].policy.idempotent ||
                                       routes[i].method != http::Method::kGet)) {
      // Its handler would run before its caller's session is checked: reads only.
      throw std::logic_error("only a plain GET route can be read-only: " + routes[i].pattern);
    }
    router_.add(routes[i].method, routes[i].pattern, i);
  }
}

std::string_view Dispatcher::strip_prefix(std::string_view path) const {
  if (path.starts_with(prefix_)) path.remove_prefix(prefix_.size());
  return path;
}

bool Dispatcher::wants_large_body(http::Method method, std::string_view path) const {
  http::Router::Match m;
  if (router_.match(method, strip_prefix(path), m) != http::Router::Outcome::kFound) return false;
  return table_.routes()[m.route_id].policy.large_body;
}

void Dispatcher::authenticate(const http::Request& req, const Route& route, RequestContext& ctx,
                              SessionCheck* check) const {
  const Access access = route.policy.access;
  if (access == Access::kPublic || access == Access::kSystem) return;
  const std::string_view authorization = req.headers.get("Authorization");
  const std::string_view token = bearer_token(authorization);
  if (access == Access::kUser || (access == Access::kUserOrKey && !token.empty())) {
    if (token.empty()) throw unauthorized();
    if (check != nullptr && route.policy.read_only) {
      ctx.principal = auth_.bearer_ahead(token, ctx.org(), [check](std::optional<Principal> p) {
        check->answered = true;
        check->principal = p;
      });
      if (!ctx.principal) throw unauthorized();
      // Answered already when nothing could wait (SQLite): as bearer().
      if (check->answered) ctx.principal = check->principal;
      if (!ctx.principal) throw unauthorized();
      check->riding = !check->answered;
    } else {
      ctx.principal = auth_.bearer(token, ctx.org());
      if (!ctx.principal) throw unauthorized();
    }
  } else {
    // A public API key arrives as the raw header value, never as a Bearer token.
    if (authorization.empty() || !token.empty()) {
      throw unauthorized("API key inválida o ausente.");
    }
    ctx.principal = auth_.api_key(authorization);
    if (!ctx.principal) throw unauthorized("API key inválida o ausente.");
    // The key's organisation rules, whatever the host.
    if (ctx.principal->org_id != ctx.org_id()) {
      ctx.tenant = tenants_.by_id(ctx.principal->org_id);
    }
  }
  if (!role_at_least(ctx.principal->role, route.policy.role)) {
    // A role the token names may be outdated: a riding check is waited for before refusing.
    if (check != nullptr && check->riding) {
      db_.run([](db::Conn& c) { c.run_ahead(); });
      check->riding = false;
      if (!check->principal) throw unauthorized();
      ctx.principal = check->principal;
      if (role_at_least(ctx.principal->role, route.policy.role)) return;
    }
    throw forbidden("forbidden", "Acceso denegado");
  }
}

void Dispatcher::settle_session(const http::Request& req, const Route& route, RequestContext& ctx,
                                SessionCheck& check, http::Response& res) const {
  guarded(req, route, res, [&] {
    if (!check.answered) db_.run([](db::Conn& c) { c.run_ahead(); });
    if (!check.principal) throw unauthorized();
    if (check.principal->role == ctx.principal->role) return;
    // The role changed since the token was minted: the answer was for the old one.
    ctx.principal = check.principal;
    if (!role_at_least(ctx.principal->role, route.policy.role)) {
      throw forbidden("forbidden", "Acceso denegado");
    }
    const ActingAs acting(actor_of(req, ctx));
    res = route.handler(req, ctx);
  });
}

template <class Work>
bool Dispatcher::guarded(const http::Request& req, const Route& route, http::Response& res,
                         Work&& work) const {
  try {
    work();
    return true;
  } catch (const ApiError& e) {
    res = error_response(e);
    if (e.kind() == ErrorKind::kUnavailable) {
      log::warn("unavailable", {{"id", req.request_id}, {"code", e.code()}});
    }
  } catch (const db::Error& e) {
    if (e.failure() == db::Failure::kConnection) {
      log::warn("unavailable", {{"id", req.request_id}, {"error", e.what()}});
      res = error_response(ApiError(ErrorKind::kUnavailable, "database_unavailable",
                                    "Servidor temporalmente no disponible. Intenta más tarde."));
    } else {
      log::error("unexpected_error",
                 {{"id", req.request_id}, {"route", route.pattern}, {"error", e.what()}});
      res = error_response(ApiError(ErrorKind::kInternal, "internal_error",
                                    "Error interno del servidor. Intenta más tarde."));
    }
  } catch (const std::exception& e) {
    log::error("unexpected_error",
               {{"id", req.request_id}, {"route", route.pattern}, {"error", e.what()}});
    res = error_response(ApiError(ErrorKind::kInternal, "internal_error",
                                  "Error interno del servidor. Intenta más tarde."));
  }
  return false;
}

http::Response Dispatcher::handle(http::Request& req) const {
  http::Router::Match match;
  const auto outcome = router_.match(req.method, strip_prefix(req.path), match);
  if (outcome == http::Router::Outcome::kNotFound) {
    return error_response(
        ApiError(ErrorKind::kNotFound, "route_not_found", "Recurso no encontrado"));
  }
  if (outcome == http::Router::Outcome::kMethodNotAllowed) {
    http::Response res =
        error_response(ApiError(ErrorKind::kInvalid, "method_not_allowed", "Método no permitido."));
    res.status = 405;
    std::string allow;
    for (auto m : match.allowed) allow += (allow.empty() ? "" : ", ") + std::string(to_string(m));
    res.headers.set("Allow", allow);
    return res;
  }
  const Route& route = table_.routes()[match.route_id];
  req.params = std::move(match.params);

  http::Response res;
  if (route.policy.outbound) {
    auto ctx = std::make_shared<RequestContext>();
    ctx->now_ms = clock_.now_ms();
    // Admitted here, on the event loop (organisation, caller, role, module, the organisation's
    // share of outbound calls); the handler itself runs on the server's outbound pool, where it
    // may wait on another system without holding the loop, and where it takes a database
    // connection only while it uses one.
    OutboundSlots::Slot slot;
    {
      const db::Database::Scope scope(db_);
      guarded(req, route, res, [&] {
        admit(req, route, *ctx);
        slot = outbound_.take(ctx->tenant ? ctx->org_id() : OrgId{0});
      });
    }
    if (!slot) return finish(req, route, *ctx, std::move(res));
    res.later = [this, &route, &req, ctx, slot = std::move(slot)] {
      const db::Database::Scope scope(db_, db::Database::Scope::Keep::kWhileUsed);
      http::Response answer;
      guarded(req, route, answer, [&] {
        // Who the audit trail names for whatever this request records (api/actor.h).
        const ActingAs acting(actor_of(req, *ctx));
        answer = route.handler(req, *ctx);
      });
      return finish(req, route, *ctx, std::move(answer));
    };
    return finish(req, route, *ctx, std::move(res));
  }
  RequestContext ctx;
  ctx.now_ms = clock_.now_ms();
  // One connection for the whole request, taken when first needed.
  const db::Database::Scope scope(db_);
  SessionCheck check;
  guarded(req, route, res, [&] {
    admit(req, route, ctx, &check);
    // Who the audit trail names for whatever this request records (api/actor.h).
    const ActingAs acting(actor_of(req, ctx));
    if (route.policy.idempotent) {
      res = idempotent(req, ctx, db_, ctx.now_ms, [&] { return route.handler(req, ctx); });
    } else {
      res = route.handler(req, ctx);
    }
  });
  if (check.riding) settle_session(req, route, ctx, check, res);
  return finish(req, route, ctx, std::move(res));
}

void Dispatcher::admit(const http::Request& req, const Route& route, RequestContext& ctx,
                       SessionCheck* check) const {
  if (route.policy.access == Access::kSystem) return;
  ctx.tenant = tenants_.resolve(req.host());
  authenticate(req, route, ctx, check);
  if (!route.policy.module.empty() && !ctx.org().module_on(route.policy.module)) {
    throw forbidden("module_disabled", "Este módulo no está activo en tu organización.");
  }
}

http::Response Dispatcher::finish(const http::Request& req, const Route& route,
                                  const RequestContext& ctx, http::Response res) const {
  // A call that goes on later is counted once, when its answer is known.
  if (ctx.principal && ctx.principal->api_key_id != 0 && !res.later) {
    auth_.key_call_answered(*ctx.principal, req, res.status);
  }
  res.log_route = route.pattern;
  if (ctx.tenant) res.log_org = to_string(ctx.org_id());
  // An unattributed route's line names nobody (ADR 0071).
  if (ctx.principal && !route.policy.unattributed) {
    res.log_user = ctx.principal->api_key_id != 0
                       ? "key:" + std::to_string(ctx.principal->api_key_id)
                       : std::to_string(ctx.principal->user_id);
  }
  return res;
}

}  // namespace aplauso
