// HTTP routes of points: balances and history, admin budgets, corrections and reports, levels.
#include "modules/points/points_routes.h"

#include "api/json_input.h"
#include "api/routes.h"
#include "modules/points/point_request_service.h"
#include "modules/points/points_json.h"
#include "modules/users/user_service.h"

namespace aplauso::points {

namespace json = boost::json;
using http::Method;

namespace {
constexpr std::string_view kLevelsModule = "levels";

/// The member a call is about: the caller, or (admins only) another member by user_id.
std::int64_t subject(const http::Request& req, const RequestContext& ctx) {
  const auto asked = query_int(req, "user_id");
  const Principal& who = ctx.who();
  if (!asked || *asked == who.user_id) return who.user_id;
  if (who.role != Role::kAdmin) {
    throw forbidden("forbidden",
                    "Solo los administradores pueden ver los puntos de otras personas.");
  }
  return *asked;
}

std::int64_t positive_amount(const json::object& body) {
  const auto amount = opt_int(body, "amount");
  if (!amount) throw invalid_input("amount", "Los puntos son requeridos.");
  return *amount;
}
}  // namespace

void register_routes(RouteTable& table, const PointsService& service,
                     const users::UserService& users) {
  table.add(Method::kGet, "/user/points", member(),
            [&service](const http::Request& req, RequestContext& ctx) {
              return ok(summary_json(service.summary(ctx.org_id(), subject(req, ctx))));
            });

  table.add(Method::kGet, "/user/points/history", member(),
            [&service, &users](const http::Request& req, RequestContext& ctx) {
              PageMeta page = read_page(req, 20);
              std::int64_t total = 0;
              const auto rows = service.history(ctx.org_id(), subject(req, ctx), page.page,
                                                page.per_page, &total);
              page.total = total;
              page.has_more = page.page * page.per_page < total;
              const auto people = users.people(ctx.org_id(), counterparties(rows));
              return ok_page(history_json(rows, people), page);
            });

  table.add(Method::kPost, "/org/points_to_distribute", admin(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              DistributeRequest r;
              r.mode = opt_string(body, "mode").value_or("");
              r.amount = positive_amount(body);
              r.user_ids = opt_int_list(body, "user_ids", 10000);
              r.emails = opt_string_list(body, "emails", 10000);
              r.department_ids = opt_int_list(body, "department_ids", 1000);
              r.all = opt_bool(body, "all").value_or(false);
              r.memo = opt_string(body, "memo");
              const auto result = service.distribute(ctx.org_id(), ctx.who().user_id, r);
              return ok({{"affected", result.affected}, {"points_moved", result.points_moved}});
            });

  const auto rules_json = [](const PointRules& r) {
    return json::object{
        {"period", r.period}, {"base_points", r.base_points}, {"expire_unused", r.expire_unused}};
  };
  // The console's overview: points given, redeemed and granted this period, the budget used.
  table.add(Method::kGet, "/org/overview/points", admin().with_read_only(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto period = req.query_param("period");
              const auto o = service.overview(
                  ctx.org_id(), period && !period->empty() ? std::string(*period) : "month");
              return ok({{"period", o.period},
                         {"from", o.from},
                         {"to", o.to},
                         {"given", o.given},
                         {"redeemed", o.redeemed},
                         {"granted", o.granted},
                         {"to_give", o.to_give},
                         {"budget_used", o.budget_used}});
            });
  table.add(Method::kGet, "/org/base_points", admin(),
            [&service, rules_json](const http::Request&, RequestContext& ctx) {
              return ok(rules_json(service.rules(ctx.org_id())));
            });
  table.add(Method::kPost, "/org/base_points", admin(),
            [&service, rules_json](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              PointRules r = service.rules(ctx.org_id());
              if (auto p = opt_string(body, "period")) r.period = *p;
              if (auto b = opt_int(body, "base_points")) r.base_points = *b;
              if (auto e = opt_bool(body, "expire_unused")) r.expire_unused = *e;
              return ok(rules_json(service.set_rules(ctx.org_id(), r)));
            });

  table.add(Method::kPost, "/user/extra_points", admin(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const std::int64_t user_id = opt_int(body, "user_id").value_or(0);
              if (user_id != 0) {
                return ok(summary_json(service.grant_extra(ctx.org_id(), ctx.who().user_id, user_id,
                                                           positive_amount(body),
                                                           opt_string(body, "memo"))));
              }
              const auto email = opt_string(body, "email");
              if (!email) throw invalid_input("user_id", "Indica la persona (user_id o email).");
              return ok(summary_json(service.grant_extra(ctx.org_id(), ctx.who().user_id, *email,
                                                         positive_amount(body),
                                                         opt_string(body, "memo"))));
            });

  table.add(Method::kPost, "/transfer/admin/points", admin(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const auto from = opt_int(body, "from_user_id");
              const auto to = opt_int(body, "to_user_id");
              if (!from) throw invalid_input("from_user_id", "Indica de quién salen los puntos.");
              if (!to) throw invalid_input("to_user_id", "Indica quién recibe los puntos.");
              const std::string account = opt_string(body, "account").value_or("");
              if (account != "give" && account != "redeem") {
                throw invalid_input("account", "La cuenta debe ser give o redeem.");
              }
              const auto [a, b] = service.transfer(
                  ctx.org_id(), ctx.who().user_id, *from, *to, positive_amount(body),
                  account == "give" ? AccountKind::kGive : AccountKind::kRedeem,
                  opt_string(body, "memo"));
              return ok({{"from", summary_json(a)}, {"to", summary_json(b)}});
            });

  table.add(
      Method::kPost, "/points/outputs", admin(),
      [&service](const http::Request& req, RequestContext& ctx) {
        const auto body = req.body.empty() ? json::object{} : parse_object(req);
        const std::int64_t now = ctx.now_ms;
        // `to` is exclusive; by default the report includes what happened this very millisecond.
        const std::int64_t to = opt_int(body, "to").value_or(now + 1);
        const std::int64_t from = opt_int(body, "from").value_or(to - 365LL * 86'400'000);
        const auto report =
            service.outputs(ctx.org_id(), from, to, opt_string(body, "group_by").value_or("month"));
        json::array rows;
        for (const auto& r : report.rows) {
          rows.push_back(json::object{
              {"period", r.period}, {"kind", r.kind}, {"count", r.count}, {"total", r.total}});
        }
        json::object totals;
        for (const auto& [kind, total] : report.totals) totals[kind] = total;
        return ok({{"from", report.from},
                   {"to", report.to},
                   {"rows", std::move(rows)},
                   {"totals", std::move(totals)}});
      });

  const auto levels_json = [](const std::vector<Level>& levels) {
    json::array out;
    for (const auto& l : levels) out.push_back(level_json(l));
    return out;
  };
  table.add(Method::kGet, "/levels", member(),
            [&service, levels_json](const http::Request&, RequestContext& ctx) {
              return ok(levels_json(service.levels(ctx.org_id())));
            });
  const auto parse_levels = [](const http::Request& req) {
    const auto body = parse_object(req);
    const auto* list = body.if_contains("levels");
    if (list == nullptr || !list->is_array()) {
      throw invalid_input("levels", "Envía la lista de niveles.");
    }
    std::vector<Level> levels;
    for (const auto& item : list->as_array()) {
      if (!item.is_object()) throw invalid_input("levels", "Cada nivel es un objeto.");
      Level l;
      l.name = opt_string(item.as_object(), "name").value_or("");
      l.min_points = opt_int(item.as_object(), "min_points").value_or(-1);
      l.emoji = opt_string(item.as_object(), "emoji");
      l.name_en = opt_string(item.as_object(), "name_en");
      l.badge_id = opt_int(item.as_object(), "badge_id");
      levels.push_back(std::move(l));
    }
    return levels;
  };
  table.add(Method::kPut, "/org/levels", admin(),
            [&service, levels_json, parse_levels](const http::Request& req, RequestContext& ctx) {
              return ok(levels_json(service.replace_levels(ctx.org_id(), parse_levels(req))));
            });
  // LVL-4: how many people each level of a draft would hold, before saving it.
  table.add(Method::kPost, "/org/levels/preview", admin(kLevelsModule),
            [&service, parse_levels](const http::Request& req, RequestContext& ctx) {
              json::array out;
              for (const auto& l : service.preview_levels(ctx.org_id(), parse_levels(req))) {
                out.push_back({{"min_points", l.min_points}, {"people", l.people}});
              }
              return ok(out);
            });
  // LVL-1: which ledger kinds count toward levels.
  const auto sources_json = [](const std::vector<std::string>& sources) {
    const auto kinds = level_source_kinds();
    const auto defaults = default_level_sources();
    return json::object{{"sources", json::array(sources.begin(), sources.end())},
                        {"available", json::array(kinds.begin(), kinds.end())},
                        {"defaults", json::array(defaults.begin(), defaults.end())}};
  };
  table.add(Method::kGet, "/org/levels/settings", admin(kLevelsModule),
            [&service, sources_json](const http::Request&, RequestContext& ctx) {
              return ok(sources_json(service.level_sources(ctx.org_id())));
            });
  table.add(Method::kPut, "/org/levels/settings", admin(kLevelsModule),
            [&service, sources_json](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              if (!body.contains("sources")) {
                throw invalid_input("sources", "Indica qué fuentes de puntos cuentan.");
              }
              return ok(sources_json(
                  service.set_level_sources(ctx.org_id(), opt_string_list(body, "sources", 20))));
            });
  // LVL-3, LVL-★3: the caller's level, its history and how to reach the next one.
  table.add(Method::kGet, "/levels/me", member(kLevelsModule),
            [&service](const http::Request&, RequestContext& ctx) {
              const auto p = service.level_progress(ctx.org_id(), ctx.who().user_id);
              json::array history;
              for (const auto& h : p.history) {
                history.push_back(
                    {{"level_name", h.level_name},
                     {"level_name_en",
                      h.level_name_en ? json::value(*h.level_name_en) : json::value(nullptr)},
                     {"emoji", h.level_emoji ? json::value(*h.level_emoji) : json::value(nullptr)},
                     {"min_points", h.min_points},
                     {"created_at", h.created_at}});
              }
              json::array recent;
              for (const auto& [kind, points] : p.last_30_days) {
                recent.push_back({{"source", kind}, {"points", points}});
              }
              const auto& sm = p.summary;
              return ok({{"level", level_json(sm.level)},
                         {"next_level", level_json(sm.next_level)},
                         {"level_points", sm.level_points},
                         {"points_to_next",
                          sm.next_level ? json::value(sm.next_level->min_points - sm.level_points)
                                        : json::value(nullptr)},
                         {"history", std::move(history)},
                         {"last_30_days", std::move(recent)},
                         {"weeks_to_next",
                          p.weeks_to_next ? json::value(*p.weeks_to_next) : json::value(nullptr)},
                         {"publish_level_ups", p.publish_level_ups}});
            });
  table.add(Method::kPut, "/levels/me/preferences", member(kLevelsModule),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const auto publish = opt_bool(body, "publish_level_ups");
              if (!publish) {
                throw invalid_input("publish_level_ups",
                                    "Indica si publicas tus subidas de nivel.");
              }
              service.set_publish_level_ups(ctx.org_id(), ctx.who().user_id, *publish);
              return ok({{"publish_level_ups", *publish}});
            });
}

}  // namespace aplauso::points
