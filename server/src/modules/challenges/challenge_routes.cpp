// HTTP routes of challenges under the module flag `challenges`: the spec's /org/challenge calls
// (list, create, edit, activate, toggle, end, archive), joining, claims, check-ins, the rotating
// code, the challenge page's reads and the decisions of claims. Contract:
// api/modules/challenges.yaml; rules: docs/challenges.md.
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <boost/json/value.hpp>
#include <cmath>

#include "api/envelope.h"
#include "api/json_input.h"
#include "api/routes.h"
#include "core/errors.h"
#include "modules/approvals/approval_service.h"
#include "modules/challenges/challenge_rules.h"
#include "modules/challenges/challenge_service.h"
#include "modules/challenges/challenges_routes.h"
#include "modules/forms/form_service.h"
#include "modules/structure/audience_json.h"
#include "modules/users/user_json.h"

namespace aplauso::challenges {

namespace json = boost::json;
using http::Method;

namespace {
constexpr std::string_view kModule = "challenges";

json::value text_or_null(const std::optional<std::string>& v) {
  return v ? json::value(*v) : json::value(nullptr);
}
json::value int_or_null(const std::optional<std::int64_t>& v) {
  return v ? json::value(*v) : json::value(nullptr);
}
json::value milli_or_null(const std::optional<std::int64_t>& v) {
  return v ? json::value(from_milli(*v)) : json::value(nullptr);
}

Viewer viewer_of(const RequestContext& ctx) {
  Viewer v;
  v.user_id = ctx.who().user_id;
  v.role = ctx.who().role;
  v.timezone = ctx.org().timezone;
  v.today = forms::local_day(v.timezone, ctx.now_ms);
  return v;
}

json::object period_json(const Period& p) {
  return {{"key", p.key}, {"starts_on", p.starts_on}, {"ends_on", p.ends_on}};
}

json::object team_json(const TeamRef& t) {
  return {{"kind", t.kind}, {"id", t.id}, {"name", t.name}};
}

json::object mine_json(const Mine& m, const ChallengeRow& r) {
  json::array teams;
  for (const auto& t : m.teams) {
    teams.push_back(json::object{{"team", team_json(t.team)},
                                 {"total", from_milli(t.total)},
                                 {"members", t.members},
                                 {"score", from_milli(per_member(t.total, t.members))},
                                 {"rank", int_or_null(t.rank)}});
  }
  const std::int64_t remaining = std::max<std::int64_t>(0, r.target - m.score);
  const std::int64_t percent =
      r.target > 0 ? std::min<std::int64_t>(100, (m.score * 100) / r.target) : 0;
  return {{"participant", m.participant},
          {"joined", m.joined},
          {"can_join", m.can_join},
          {"period", period_json(m.period)},
          {"score", from_milli(m.score)},
          {"target", from_milli(r.target)},
          {"remaining", from_milli(remaining)},
          {"percent", percent},
          {"completed", m.completed},
          {"completed_at", int_or_null(m.completed_at)},
          {"rank", int_or_null(m.rank)},
          {"claims_today", m.claims_today},
          {"claims_left_today", std::max<std::int64_t>(0, r.max_claims_per_day - m.claims_today)},
          {"claims_in_period", m.claims_in_period},
          {"checked_in_today", m.checked_in_today},
          {"teams", std::move(teams)}};
}

json::object challenge_json(const ChallengeView& c) {
  const auto& r = c.row;
  json::array approvers;
  for (const auto& p : c.approvers) approvers.push_back(users::person_json(p));
  json::value badge = nullptr;
  if (c.badge) {
    badge = json::object{{"id", c.badge->id},
                         {"name", c.badge->name},
                         {"image_url", text_or_null(c.badge->image_url)}};
  }
  return {{"id", r.id},
          {"title", r.title},
          {"rules", r.rules},
          {"cover_key", text_or_null(r.cover_key)},
          {"cover_url", text_or_null(c.cover_url)},
          {"kind", r.kind},
          {"team_basis", text_or_null(r.team_basis)},
          {"audience", structure::audience_json(r.audience)},
          {"starts_on", r.starts_on},
          {"ends_on", r.ends_on},
          {"recurrence", r.recurrence},
          {"metric", r.metric},
          {"product_event", text_or_null(r.product_event)},
          {"evidence", r.evidence},
          {"unit", text_or_null(r.unit)},
          {"max_per_claim", milli_or_null(r.max_per_claim)},
          {"target", from_milli(r.target)},
          {"reward_points", r.reward_points},
          {"badge", std::move(badge)},
          {"approval", r.approval},
          {"approvers", std::move(approvers)},
          {"max_claims_per_day", r.max_claims_per_day},
          {"max_claims_total", int_or_null(r.max_claims_total)},
          {"four_eyes_points", int_or_null(r.four_eyes_points)},
          {"alternative", text_or_null(r.alternative)},
          {"join_mode", r.join_mode},
          {"show_in_feed", r.show_in_feed},
          {"status", r.status},
          {"open", c.open},
          {"position", r.position},
          {"participants", r.participants},
          {"pending_count", c.can_approve ? r.pending_count : 0},
          {"can_manage", c.can_manage},
          {"can_approve", c.can_approve},
          {"mine", mine_json(c.mine, r)},
          {"created_at", r.created_at}};
}

json::object claim_json(const ClaimView& s) {
  const auto& r = s.row;
  json::value attachment = nullptr;
  if (r.upload_key && s.attachment_url) {
    attachment = json::object{{"key", *r.upload_key},
                              {"name", r.upload_name.value_or("")},
                              {"content_type", r.upload_type.value_or("")},
                              {"url", *s.attachment_url}};
  }
  const auto person_or_null = [](const std::optional<users::Person>& p) {
    return p ? json::value(users::person_json(*p)) : json::value(nullptr);
  };
  return {{"id", r.id},
          {"challenge", json::object{{"id", r.challenge_id},
                                     {"title", r.challenge_title},
                                     {"metric", r.challenge_metric},
                                     {"unit", text_or_null(r.challenge_unit)}}},
          {"person", users::person_json(s.person)},
          {"status", r.status},
          {"period", r.period_key},
          {"text", r.text},
          {"link", text_or_null(r.link)},
          {"attachment", std::move(attachment)},
          {"number", milli_or_null(r.number)},
          {"used_alternative", r.used_alternative},
          {"approvals_needed", r.approvals_needed},
          {"approvals_done",
           r.status == "approved" ? r.approvals_needed : (r.first_approver_id ? 1 : 0)},
          {"first_approver", person_or_null(s.first_approver)},
          {"reviewer", person_or_null(s.reviewer)},
          {"reason", text_or_null(r.reason)},
          {"decided_at", int_or_null(r.decided_at)},
          {"created_at", r.created_at},
          {"can_decide", s.can_decide}};
}

json::object detail_json(const ChallengeDetail& d) {
  auto out = challenge_json(d.challenge);
  json::array claims, periods;
  for (const auto& s : d.my_claims) claims.push_back(claim_json(s));
  for (const auto& p : d.periods) periods.push_back(period_json(p));
  out["my_claims"] = std::move(claims);
  out["periods"] = std::move(periods);
  return out;
}

json::object entry_json(const LeaderEntry& e) {
  return {{"rank", e.rank},
          {"person", e.person ? json::value(users::person_json(*e.person)) : json::value(nullptr)},
          {"team", e.team ? json::value(team_json(*e.team)) : json::value(nullptr)},
          {"score", from_milli(e.score)},
          {"total", milli_or_null(e.total)},
          {"members", int_or_null(e.members)},
          {"completed", e.completed}};
}

std::int64_t id_of(const json::object& body) {
  const auto id = opt_int(body, "id");
  if (!id) throw invalid_input("id", "Indica el reto.");
  return *id;
}

std::optional<std::string> optional_text(const json::object& body, std::string_view key) {
  auto v = nullable_string(body, key);
  if (!v || !*v || (*v)->empty()) return std::nullopt;
  return **v;
}

/// A decimal field as thousandths; 400 when it is not a number.
std::optional<std::int64_t> opt_milli(const json::object& body, std::string_view key,
                                      const char* message) {
  const auto* v = body.if_contains(key);
  if (v == nullptr || v->is_null()) return std::nullopt;
  double d = 0;
  if (v->is_int64()) {
    d = static_cast<double>(v->as_int64());
  } else if (v->is_uint64()) {
    d = static_cast<double>(v->as_uint64());
  } else if (v->is_double()) {
    d = v->as_double();
  } else {
    throw invalid_input(std::string(key), message);
  }
  if (!std::isfinite(d) || std::fabs(d) > 1e12) throw invalid_input(std::string(key), message);
  return to_milli(d);
}

ChallengeInput input_of(const json::object& body) {
  ChallengeInput in;
  for (const auto& kv : body) in.present.emplace_back(kv.key());
  in.title = opt_string(body, "title").value_or("");
  in.rules = opt_string(body, "rules").value_or("");
  in.cover_key = optional_text(body, "cover_key");
  in.kind = opt_string(body, "kind").value_or("individual");
  in.team_basis = optional_text(body, "team_basis");
  in.audience = structure::audience_of(body);
  in.starts_on = opt_string(body, "starts_on").value_or("");
  in.ends_on = opt_string(body, "ends_on").value_or("");
  in.recurrence = opt_string(body, "recurrence").value_or("none");
  in.metric = opt_string(body, "metric").value_or("");
  in.product_event = optional_text(body, "product_event");
  in.evidence = opt_string(body, "evidence").value_or("none");
  in.unit = optional_text(body, "unit");
  in.max_per_claim = opt_milli(body, "max_per_claim", "El máximo por reclamo debe ser un número.");
  in.target = opt_milli(body, "target", "La meta debe ser un número.").value_or(0);
  in.reward_points = opt_int(body, "reward_points").value_or(0);
  in.badge_id = opt_int(body, "badge_id");
  in.approval = opt_string(body, "approval").value_or("manual");
  in.approver_ids = opt_int_list(body, "approver_ids", 20);
  in.max_claims_per_day = opt_int(body, "max_claims_per_day").value_or(5);
  in.max_claims_total = opt_int(body, "max_claims_total");
  in.four_eyes_points = opt_int(body, "four_eyes_points");
  in.alternative = optional_text(body, "alternative");
  in.join_mode = opt_string(body, "join_mode").value_or("open");
  in.show_in_feed = opt_bool(body, "show_in_feed").value_or(true);
  return in;
}

std::optional<std::string> status_query(const http::Request& req) {
  if (const auto s = req.query_param("status"); s && !s->empty()) return std::string(*s);
  return std::nullopt;
}

http::Response claim_page_json(const ClaimPage& found, PageMeta page) {
  json::array items;
  for (const auto& s : found.items) items.push_back(claim_json(s));
  page.total = found.total;
  return ok_page(std::move(items), page);
}
}  // namespace

void register_routes(RouteTable& table, const ChallengeService& challenges,
                     const approvals::ApprovalService& approvals) {
  table.add(Method::kGet, "/org/challenge", member(kModule).with_read_only(),
            [&challenges](const http::Request& req, RequestContext& ctx) {
              auto page = read_page(req, 20);
              const auto found = challenges.list(ctx.org_id(), viewer_of(ctx), status_query(req),
                                                 query_bool(req, "mine").value_or(false),
                                                 query_bool(req, "manage").value_or(false),
                                                 page.per_page, (page.page - 1) * page.per_page);
              json::array items;
              for (const auto& c : found.items) items.push_back(challenge_json(c));
              page.total = found.total;
              return ok_page(std::move(items), page);
            });
  table.add(Method::kPost, "/org/challenge", admin(kModule),
            [&challenges](const http::Request& req, RequestContext& ctx) {
              return ok(detail_json(challenges.create(ctx.org_id(), viewer_of(ctx),
                                                      input_of(parse_object(req)))),
                        201);
            });
  table.add(Method::kPost, "/org/challenge/edit", admin(kModule),
            [&challenges](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              return ok(detail_json(
                  challenges.edit(ctx.org_id(), viewer_of(ctx), id_of(body), input_of(body))));
            });
  for (const char* action : {"activate", "toggle", "end", "archive"}) {
    table.add(
        Method::kPost, std::string("/org/challenge/") + action, admin(kModule),
        [&challenges, action = std::string(action)](const http::Request& req, RequestContext& ctx) {
          return ok(detail_json(challenges.set_status(ctx.org_id(), viewer_of(ctx),
                                                      id_of(parse_object(req)), action)));
        });
  }
  table.add(
      Method::kGet, "/org/challenge/claims/mine", member(kModule).with_read_only(),
      [&challenges](const http::Request& req, RequestContext& ctx) {
        const auto page = read_page(req, 20);
        return claim_page_json(
            challenges.my_claims(ctx.org_id(), viewer_of(ctx), query_int(req, "challenge_id"),
                                 status_query(req), page.per_page, (page.page - 1) * page.per_page),
            page);
      });
  const auto decide = [&challenges, &approvals](const http::Request& req, RequestContext& ctx,
                                                bool approve) {
    std::optional<std::string> reason;
    if (!req.body.empty()) {
      const auto body = parse_object(req);
      reason = opt_string(body, approve ? "note" : "reason");
    }
    if (!approve && (!reason || reason->empty())) {
      throw invalid_input("reason", "Indica el motivo del rechazo.");
    }
    const auto approver = approvals.approver(ctx.org_id(), ctx.who().user_id, ctx.who().role);
    return ok(claim_json(
        challenges.decide(ctx.org_id(), approver, path_id(req, "claim_id"), approve, reason)));
  };
  table.add(
      Method::kPost, "/org/challenge/claim/{claim_id}/approve", member(kModule).with_idempotency(),
      [decide](const http::Request& req, RequestContext& ctx) { return decide(req, ctx, true); });
  table.add(
      Method::kPost, "/org/challenge/claim/{claim_id}/reject", member(kModule),
      [decide](const http::Request& req, RequestContext& ctx) { return decide(req, ctx, false); });
  table.add(Method::kGet, "/org/challenge/{challenge_id}", member(kModule).with_read_only(),
            [&challenges](const http::Request& req, RequestContext& ctx) {
              return ok(detail_json(
                  challenges.detail(ctx.org_id(), viewer_of(ctx), path_id(req, "challenge_id"))));
            });
  table.add(Method::kPost, "/org/challenge/{challenge_id}/join", member(kModule),
            [&challenges](const http::Request& req, RequestContext& ctx) {
              return ok(detail_json(
                  challenges.join(ctx.org_id(), viewer_of(ctx), path_id(req, "challenge_id"))));
            });
  table.add(Method::kPost, "/org/challenge/{challenge_id}/leave", member(kModule),
            [&challenges](const http::Request& req, RequestContext& ctx) {
              return ok(detail_json(
                  challenges.leave(ctx.org_id(), viewer_of(ctx), path_id(req, "challenge_id"))));
            });
  table.add(Method::kPost, "/org/challenge/{challenge_id}/claim",
            member(kModule).with_idempotency(),
            [&challenges](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              ClaimInput in;
              in.text = opt_string(body, "text").value_or("");
              in.link = optional_text(body, "link");
              in.upload_key = optional_text(body, "upload_key");
              in.number = opt_milli(body, "number", "Escribe un número.");
              in.used_alternative = opt_bool(body, "used_alternative").value_or(false);
              return ok(claim_json(challenges.claim(ctx.org_id(), viewer_of(ctx),
                                                    path_id(req, "challenge_id"), in)),
                        201);
            });
  table.add(Method::kPost, "/org/challenge/{challenge_id}/checkin", member(kModule),
            [&challenges](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const auto code = opt_string(body, "code").value_or("");
              if (code.empty() || code.size() > 40) {
                throw invalid_input("code", "Escribe el código de 6 dígitos.");
              }
              const auto id = path_id(req, "challenge_id");
              const auto v = viewer_of(ctx);
              const auto mine = challenges.checkin(ctx.org_id(), v, id, code);
              const auto d = challenges.detail(ctx.org_id(), v, id);
              return ok(mine_json(mine, d.challenge.row));
            });
  table.add(Method::kGet, "/org/challenge/{challenge_id}/code", member(kModule).with_read_only(),
            [&challenges](const http::Request& req, RequestContext& ctx) {
              const auto c =
                  challenges.code(ctx.org_id(), viewer_of(ctx), path_id(req, "challenge_id"));
              return ok(json::object{{"code", c.code},
                                     {"qr_text", c.qr_text},
                                     {"expires_at", c.expires_at},
                                     {"period_seconds", 30}});
            });
  table.add(Method::kGet, "/org/challenge/{challenge_id}/leaderboard",
            member(kModule).with_read_only(),
            [&challenges](const http::Request& req, RequestContext& ctx) {
              std::optional<std::string> period;
              if (const auto p = req.query_param("period"); p && !p->empty()) {
                period = std::string(*p);
              }
              const auto b = challenges.leaderboard(ctx.org_id(), viewer_of(ctx),
                                                    path_id(req, "challenge_id"), period);
              json::array top;
              for (const auto& e : b.top) top.push_back(entry_json(e));
              return ok(json::object{
                  {"kind", b.kind},
                  {"period", period_json(b.period)},
                  {"top", std::move(top)},
                  {"me", b.me ? json::value(entry_json(*b.me)) : json::value(nullptr)},
                  {"ahead", b.ahead ? json::value(entry_json(*b.ahead)) : json::value(nullptr)},
                  {"ranked", b.ranked}});
            });
  table.add(Method::kGet, "/org/challenge/{challenge_id}/activity",
            member(kModule).with_read_only(),
            [&challenges](const http::Request& req, RequestContext& ctx) {
              auto page = read_page(req, 20);
              const auto [list, total] =
                  challenges.activity(ctx.org_id(), viewer_of(ctx), path_id(req, "challenge_id"),
                                      page.per_page, (page.page - 1) * page.per_page);
              json::array items;
              for (const auto& a : list) {
                json::value amount = nullptr;
                if (a.amount) {
                  amount = a.amount_is_points ? json::value(*a.amount)
                                              : json::value(from_milli(*a.amount));
                }
                items.push_back(json::object{{"id", a.id},
                                             {"type", a.type},
                                             {"person", users::person_json(a.person)},
                                             {"amount", std::move(amount)},
                                             {"at", a.at}});
              }
              page.total = total;
              return ok_page(std::move(items), page);
            });
  table.add(
      Method::kGet, "/org/challenge/{challenge_id}/claims", member(kModule).with_read_only(),
      [&challenges](const http::Request& req, RequestContext& ctx) {
        const auto page = read_page(req, 20);
        return claim_page_json(
            challenges.claims(ctx.org_id(), viewer_of(ctx), path_id(req, "challenge_id"),
                              status_query(req), page.per_page, (page.page - 1) * page.per_page),
            page);
      });
  table.add(Method::kGet, "/org/challenge/{challenge_id}/stats", member(kModule).with_read_only(),
            [&challenges](const http::Request& req, RequestContext& ctx) {
              const auto s =
                  challenges.stats(ctx.org_id(), viewer_of(ctx), path_id(req, "challenge_id"));
              return ok(json::object{{"participants", s.participants},
                                     {"completions", s.completions},
                                     {"points_paid", s.points_paid},
                                     {"claims", json::object{{"pending", s.pending},
                                                             {"approved", s.approved},
                                                             {"rejected", s.rejected}}},
                                     {"checkins", s.checkins},
                                     {"contributions", s.contributions}});
            });
}

}  // namespace aplauso::challenges
