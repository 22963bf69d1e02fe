// HTTP routes of accounts: password recovery, activation, sign-in codes, Teams sign-in (and the
// mailed link that connects a Teams account) and forced password changes are public (the person
// has no session yet); changing one's own password and "log out everywhere" need a session;
// temporary passwords are for admins. Mailed links point at the organisation's primary host.
// accounts_module.cpp installs them.
#include <charconv>

#include "api/json_input.h"
#include "api/link_base.h"
#include "api/routes.h"
#include "api/tenant.h"
#include "modules/accounts/accounts_routes.h"
#include "modules/accounts/activation_service.h"
#include "modules/accounts/login_code_service.h"
#include "modules/accounts/password_service.h"
#include "modules/accounts/recovery_service.h"
#include "modules/accounts/teams_service.h"
#include "modules/auth/ip_limits.h"
#include "modules/auth/login_json.h"
#include "modules/users/user_json.h"

namespace aplauso::accounts {

using http::Method;

namespace {
// `referredId` as the Teams client sends it: a number, a numeric string, or nothing.
std::optional<std::int64_t> referred_id(const boost::json::object& body) {
  const auto* v = body.if_contains("referredId");
  if (v == nullptr || v->is_null()) return std::nullopt;
  if (v->is_int64()) return v->as_int64();
  if (v->is_string()) {
    const std::string_view s = v->as_string();
    std::int64_t id = 0;
    const auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), id);
    if (ec == std::errc() && ptr == s.data() + s.size() && id > 0) return id;
    return std::nullopt;
  }
  throw invalid_input("referredId", "Debe ser el id de una persona.");
}
}  // namespace

void register_code_routes(RouteTable& table, LoginCodeService& codes, const PublicLinks& links) {
  table.add(Method::kPost, "/otp/login", public_route(),
            [&codes, links](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              codes.request(ctx.org(), opt_string(body, "email").value_or(""),
                            links.base(ctx.org()), req.remote_ip);
              return ok({{"message", kCodeRequested}});
            });
  table.add(Method::kPost, "/otp/verify_code", public_route(),
            [&codes](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              return ok(auth::login_json(
                  codes.verify(ctx.org(), opt_string(body, "email").value_or(""),
                               opt_string(body, "code").value_or(""), req.remote_ip)));
            });
}

void register_recovery_routes(RouteTable& table, RecoveryService& service,
                              const PublicLinks& links) {
  table.add(Method::kPost, "/user/recovery/pass", public_route(),
            [&service, links](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              service.request(ctx.org(), opt_string(body, "email").value_or(""),
                              links.base(ctx.org()), req.remote_ip);
              return ok({{"message", kRecoveryRequested}});
            });
  table.add(Method::kPost, "/user/confirm/pass/recovery", public_route(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const std::string email =
                  service.confirm(ctx.org(), opt_string(body, "token").value_or(""),
                                  secret_string(body, "password"), req.remote_ip);
              return ok({{"email", email}});
            });
  table.add(Method::kPost, "/user/logout_all", member(),
            [&service](const http::Request&, RequestContext& ctx) {
              service.end_sessions(ctx.org_id(), ctx.who().user_id);
              return ok({{"ended", true}});
            });
}

void register_activation_routes(RouteTable& table, ActivationService& activation,
                                const PublicLinks& links) {
  table.add(Method::kPost, "/user/activation/check", public_route(),
            [&activation](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const auto info = activation.check(ctx.org(), opt_string(body, "token").value_or(""),
                                                 req.remote_ip);
              return ok({{"email", info.email}, {"first_name", info.first_name}});
            });
  table.add(Method::kPost, "/user/activate", public_route(),
            [&activation](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              return ok(auth::login_json(
                  activation.activate(ctx.org(), opt_string(body, "token").value_or(""),
                                      secret_string(body, "password"), req.remote_ip)));
            });
  table.add(Method::kPost, "/user/activation/resend", public_route(),
            [&activation, links](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              activation.resend(ctx.org(), opt_string(body, "email").value_or(""),
                                links.base(ctx.org()), req.remote_ip);
              return ok({{"message", kActivationRequested}});
            });
}

void register_password_routes(RouteTable& table, PasswordService& passwords) {
  table.add(Method::kPost, "/user/challenge/pass", public_route(),
            [&passwords](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              return ok(auth::login_json(
                  passwords.answer_challenge(ctx.org(), secret_string(body, "challenge"),
                                             secret_string(body, "password"), req.remote_ip)));
            });
  table.add(Method::kPost, "/user/password", member(),
            [&passwords](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              return ok(auth::login_json(passwords.change(
                  ctx.org(), ctx.who().user_id, secret_string(body, "current_password"),
                  secret_string(body, "password"), req.remote_ip)));
            });
  table.add(Method::kPost, "/user/admin/temporary_password", admin(),
            [&passwords](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const auto user_id = opt_int(body, "user_id");
              if (!user_id) throw invalid_input("user_id", "La persona es requerida.");
              passwords.set_temporary(ctx.org_id(), *user_id, secret_string(body, "password"));
              return ok({{"user_id", *user_id}, {"must_change_password", true}});
            });
}

void register_teams_routes(RouteTable& table, TeamsService& teams, const PublicLinks& links) {
  table.add(Method::kPost, "/oauth2/teams/token", public_route().with_outbound(),
            [&teams, links](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const auto result =
                  teams.sign_in(ctx.org(), secret_string(body, "token"), referred_id(body),
                                req.remote_ip, links.base(ctx.org()));
              return ok({{"auth_token", result.token},
                         {"expires_at", result.expires_at},
                         {"user", users::to_json(result.user)}});
            });
  table.add(Method::kPost, "/oauth2/teams/link", public_route(),
            [&teams](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              return ok({{"email", teams.confirm_link(ctx.org(), secret_string(body, "token"),
                                                      req.remote_ip)}});
            });
}

}  // namespace aplauso::accounts
