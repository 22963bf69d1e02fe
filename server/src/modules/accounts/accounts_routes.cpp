// HTTP routes of password recovery and of signing in with a mailed code (public: the person has
// no session yet).
#include <cctype>

#include "api/json_input.h"
#include "api/module.h"
#include "api/routes.h"
#include "core/config.h"
#include "modules/accounts/login_code_service.h"
#include "modules/accounts/recovery_service.h"
#include "modules/mail/mail_service.h"
#include "modules/tenancy/tenant.h"
#include "modules/users/user_json.h"

namespace aplauso::accounts {

using http::Method;

namespace {
// Where links in mails point: the host the request came to (already an organisation's host,
// since it resolved to one), with its port; http only for local development hosts.
std::string link_base(const http::Request& req) {
  const std::string host = req.host();
  std::string port;
  const std::string_view header = req.headers.get("Host");
  if (const auto colon = header.rfind(':');
      colon != std::string_view::npos && header.find(']') == std::string_view::npos) {
    const auto digits = header.substr(colon + 1);
    if (!digits.empty() && digits.size() <= 5 &&
        std::all_of(digits.begin(), digits.end(),
                    [](char ch) { return std::isdigit(static_cast<unsigned char>(ch)) != 0; })) {
      port = ":" + std::string(digits);
    }
  }
  const bool local = host == "localhost" || host.ends_with(".localhost") || host == "127.0.0.1";
  return std::string(local ? "http://" : "https://") + host + port;
}

// The password as sent: not trimmed (spaces may be part of it).
std::string raw_string(const boost::json::object& body, std::string_view key) {
  const auto* v = body.if_contains(key);
  if (v == nullptr || v->is_null()) return {};
  if (!v->is_string()) throw invalid_input(std::string(key), "Debe ser texto.");
  return std::string(v->as_string());
}

void register_code_routes(RouteTable& table, LoginCodeService& codes) {
  table.add(Method::kPost, "/otp/login", public_route(),
            [&codes](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              codes.request(ctx.org(), opt_string(body, "email").value_or(""), req.remote_ip);
              return ok({{"message", kCodeRequested}});
            });
  table.add(Method::kPost, "/otp/verify_code", public_route(),
            [&codes](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              auto result = codes.verify(ctx.org(), opt_string(body, "email").value_or(""),
                                         opt_string(body, "code").value_or(""), req.remote_ip);
              return ok({{"token", result.token},
                         {"expires_at", result.expires_at},
                         {"user", users::to_json(result.user)}});
            });
}

void register_routes(RouteTable& table, RecoveryService& service) {
  table.add(Method::kPost, "/user/recovery/pass", public_route(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              service.request(ctx.org(), opt_string(body, "email").value_or(""), link_base(req),
                              req.remote_ip);
              return ok({{"message", kRecoveryRequested}});
            });
  table.add(Method::kPost, "/user/confirm/pass/recovery", public_route(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const std::string email =
                  service.confirm(ctx.org(), opt_string(body, "token").value_or(""),
                                  raw_string(body, "password"), req.remote_ip);
              return ok({{"email", email}});
            });
  table.add(Method::kPost, "/user/logout_all", member(),
            [&service](const http::Request&, RequestContext& ctx) {
              service.end_sessions(ctx.org_id(), ctx.who().user_id);
              return ok({{"ended", true}});
            });
}
}  // namespace

void install(ModuleContext& m) {
  RecoveryOptions options;
  options.password_cost = m.config.password_cost;
  options.per_minute_per_ip = m.config.login_rate_limit_per_minute;
  auto& service = m.make<RecoveryService>(m.db, m.clock, m.need<mail::MailService>(), options);
  m.provide(service);
  register_routes(m.routes, service);
  auto& codes = m.make<LoginCodeService>(m.db, m.clock, m.need<mail::MailService>(),
                                         m.need<auth::AuthService>(), m.config.jwt_secret,
                                         m.config.login_rate_limit_per_minute);
  m.provide(codes);
  register_code_routes(m.routes, codes);
}

}  // namespace aplauso::accounts
