// HTTP routes of the health and safety module: what members report and follow (their reports,
// an anonymous hazard's receipt code), their private body metrics, the officers' console (list,
// investigation, actions, replies to the reporter, statistics) and the admins' list of officers.
#include "modules/health_safety/health_safety_routes.h"

#include <boost/json/array.hpp>
#include <boost/json/value.hpp>
#include <chrono>
#include <cmath>
#include <map>

#include "api/envelope.h"
#include "api/json_input.h"
#include "api/routes.h"
#include "core/days.h"
#include "core/time_zone.h"
#include "modules/health_safety/health_safety_service.h"
#include "modules/users/user_json.h"
#include "modules/users/user_service.h"
#include "storage/file_store.h"

namespace aplauso::health_safety {

namespace json = boost::json;
using http::Method;

namespace {
constexpr std::string_view kModule = "health_safety";

json::value opt(const std::optional<std::string>& s) {
  return s ? json::value(*s) : json::value(nullptr);
}
json::value opt(const std::optional<std::int64_t>& v) {
  return v ? json::value(*v) : json::value(nullptr);
}

http::Response no_content() {
  http::Response res;
  res.status = 204;
  return res;
}

Caller caller(const RequestContext& ctx) {
  return {ctx.who().user_id, ctx.who().role == Role::kAdmin};
}

std::optional<double> opt_number(const json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  if (v == nullptr || v->is_null()) return std::nullopt;
  if (v->is_double()) return v->as_double();
  if (v->is_int64()) return static_cast<double>(v->as_int64());
  if (v->is_uint64()) return static_cast<double>(v->as_uint64());
  throw invalid_input(std::string(key), "Debe ser un número.");
}

NewReport report_of(const json::object& body) {
  NewReport in;
  in.kind = opt_string(body, "kind").value_or("");
  if (const auto* v = body.if_contains("site_id"); v != nullptr && !v->is_null()) {
    in.site_id = opt_int(body, "site_id");
  }
  in.place = opt_string(body, "place").value_or("");
  in.occurred_at = opt_string(body, "occurred_at").value_or("");
  in.description = opt_string(body, "description").value_or("");
  in.injury = opt_bool(body, "injury").value_or(false);
  in.severity = opt_string(body, "severity").value_or("none");
  in.injured = opt_int_list(body, "injured_ids", 50);
  in.photo_keys = opt_string_list(body, "photo_keys", 20);
  return in;
}

/// The day an entry is shown with: in the organisation's time zone, or, for an anonymous entry
/// (kept as midnight UTC of its day), that day.
std::string follow_day(const FollowUp& f, const std::string& zone) {
  if (!f.day_only) {
    if (const auto t = aplauso::local_time(zone, f.at)) {
      return day_text(std::chrono::year_month_day{
          std::chrono::year{t->year}, std::chrono::month{t->month}, std::chrono::day{t->day}});
    }
  }
  return day_text(std::chrono::year_month_day{std::chrono::floor<std::chrono::days>(
      std::chrono::sys_time<std::chrono::milliseconds>{std::chrono::milliseconds{f.at}})});
}

json::array follow_up_json(const std::vector<FollowUp>& entries, const RequestContext& ctx) {
  json::array out;
  for (const auto& f : entries) {
    out.push_back(
        json::object{{"id", f.id},
                     {"kind", f.kind},
                     {"day", follow_day(f, ctx.org().timezone)},
                     {"text", f.text.empty() ? json::value(nullptr) : json::value(f.text)}});
  }
  return out;
}

/// What a receipt code shows: the report as filed, its stage and what the reporter follows. The
/// answer is never cached (the code came in the body).
http::Response receipt_response(const ReceiptView& v, const RequestContext& ctx, int status) {
  const auto& r = v.row;
  auto res = ok(json::object{{"kind", r.kind},
                             {"place", r.place},
                             {"site_name", opt(v.site_name)},
                             {"occurred_at", r.occurred_at},
                             {"description", r.description},
                             {"status", r.status},
                             {"follow_up", follow_up_json(v.follow_up, ctx)},
                             {"can_comment", v.can_comment}},
                status);
  res.headers.set("Cache-Control", "no-store");
  return res;
}

json::object metric_json(const MetricRow& m) {
  return {
      {"id", m.id},
      {"day", m.day},
      {"weight_kg",
       m.weight_dg ? json::value(static_cast<double>(*m.weight_dg) / 10.0) : json::value(nullptr)},
      {"steps", opt(m.steps)},
      {"sleep_hours",
       m.sleep_minutes ? json::value(std::round(static_cast<double>(*m.sleep_minutes) / 6.0) / 10.0)
                       : json::value(nullptr)},
      {"resting_hr", opt(m.resting_hr)},
      {"created_at", m.created_at}};
}

/// Turns reports into their JSON, resolving every person at once.
class Writer {
 public:
  Writer(const users::UserService& users, const storage::FileStore& store,
         const RequestContext& ctx)
      : users_(users), store_(store), ctx_(ctx) {}

  json::array list(const std::vector<ReportView>& views) {
    load(views);
    json::array out;
    for (const auto& v : views) out.push_back(summary(v));
    return out;
  }

  json::object full(const ReportView& v) {
    load({v});
    json::object o = summary(v);
    json::array injured;
    for (const auto id : v.row.injured) injured.push_back(person(id));
    o["injured"] = std::move(injured);
    json::array photos;
    for (const auto& p : v.row.photos) {
      photos.push_back(json::object{{"name", p.name},
                                    {"url", store_.read_url(p.key, ctx_.now_ms / 1000, 3600)}});
    }
    o["photos"] = std::move(photos);
    json::array actions;
    for (const auto& a : v.actions) {
      json::array assignees;
      for (const auto id : a.assignees) assignees.push_back(person(id));
      actions.push_back(json::object{{"task_id", a.task_id},
                                     {"title", a.title},
                                     {"status", a.status},
                                     {"due_on", opt(a.due_on)},
                                     {"assignees", std::move(assignees)}});
    }
    o["actions"] = std::move(actions);
    if (v.officer) {
      o["root_cause"] = v.row.root_cause;
      json::array events;
      for (const auto& e : v.events) {
        events.push_back(json::object{{"id", e.id},
                                      {"at", e.at},
                                      {"kind", e.kind},
                                      {"actor", e.actor_id ? person(*e.actor_id) : json::value()},
                                      {"detail", e.detail}});
      }
      o["events"] = std::move(events);
    } else {
      o["root_cause"] = nullptr;
      o["events"] = json::array{};
    }
    o["follow_up"] = follow_up_json(v.follow_up, ctx_);
    o["signed_off_by"] = v.row.signed_off_by ? person(*v.row.signed_off_by) : json::value();
    o["signed_off_at"] = opt(v.row.signed_off_at);
    o["care_offers"] = v.care ? json::value(moods::care_offers_json(*v.care)) : json::value();
    return o;
  }

 private:
  void load(const std::vector<ReportView>& views) {
    std::vector<std::int64_t> ids;
    for (const auto& v : views) {
      if (v.row.reporter_id) ids.push_back(*v.row.reporter_id);
      if (v.row.signed_off_by) ids.push_back(*v.row.signed_off_by);
      for (const auto id : v.row.injured) ids.push_back(id);
      for (const auto& e : v.events) {
        if (e.actor_id) ids.push_back(*e.actor_id);
      }
      for (const auto& a : v.actions) {
        for (const auto id : a.assignees) ids.push_back(id);
      }
    }
    people_ = users_.people(ctx_.org_id(), ids);
  }
  json::value person(std::int64_t id) const {
    const auto it = people_.find(id);
    return it == people_.end() ? json::value(nullptr) : json::value(users::person_json(it->second));
  }
  json::object summary(const ReportView& v) const {
    const auto& r = v.row;
    return {{"id", r.id},
            {"kind", r.kind},
            {"site_id", opt(r.site_id)},
            {"site_name", opt(v.site_name)},
            {"place", r.place},
            {"occurred_at", r.occurred_at},
            {"description", r.description},
            {"injury", r.injury},
            {"injured_count", static_cast<std::int64_t>(r.injured.size())},
            {"severity", r.severity},
            {"status", r.status},
            {"anonymous", !r.reporter_id},
            {"reporter", v.officer && r.reporter_id ? person(*r.reporter_id) : json::value()},
            {"mine", v.mine},
            {"created_at", r.created_at},
            {"updated_at", r.updated_at}};
  }

  const users::UserService& users_;
  const storage::FileStore& store_;
  const RequestContext& ctx_;
  std::map<std::int64_t, users::Person> people_;
};

json::array cells_json(const std::vector<StatCell>& cells) {
  json::array out;
  for (const auto& c : cells) {
    out.push_back(json::object{{"key", c.key}, {"label", opt(c.label)}, {"count", opt(c.count)}});
  }
  return out;
}

json::array ids_json(const std::vector<std::int64_t>& ids, const users::UserService& users,
                     const RequestContext& ctx) {
  const auto people = users.people(ctx.org_id(), ids);
  json::array out;
  for (const auto id : ids) {
    if (const auto it = people.find(id); it != people.end()) {
      out.push_back(users::person_json(it->second));
    }
  }
  return out;
}
}  // namespace

void register_routes(RouteTable& table, const HealthSafetyService& service,
                     const users::UserService& users, const storage::FileStore& store) {
  table.add(Method::kGet, "/health_safety", member(kModule).with_read_only(),
            [&service](const http::Request&, RequestContext& ctx) {
              const auto o = service.overview(ctx.org_id(), caller(ctx));
              json::array sites;
              for (const auto& s : service.sites(ctx.org_id())) {
                sites.push_back(json::object{{"id", s.id}, {"name", s.name}});
              }
              return ok(json::object{{"officer", o.officer},
                                     {"metrics_enabled", o.metrics_enabled},
                                     {"care_offers", moods::care_offers_json(o.care)},
                                     {"sites", std::move(sites)}});
            });
  table.add(Method::kPost, "/health_safety/reports", member(kModule),
            [&service, &users, &store](const http::Request& req, RequestContext& ctx) {
              const auto v =
                  service.report(ctx.org_id(), caller(ctx), report_of(parse_object(req)));
              return ok(Writer(users, store, ctx).full(v), 201);
            });
  // The log names no caller: the path alone would tie a person to an anonymous hazard. The
  // receipt code goes only in this answer (never cached) and, to follow it, in request bodies.
  table.add(
      Method::kPost, "/health_safety/hazards/anonymous", member(kModule).with_unattributed_log(),
      [&service](const http::Request& req, RequestContext& ctx) {
        const auto code = service.report_anonymous(ctx.org_id(), report_of(parse_object(req)));
        auto res = ok(json::object{{"received", true}, {"receipt", code}}, 201);
        res.headers.set("Cache-Control", "no-store");
        return res;
      });
  table.add(Method::kPost, "/health_safety/receipts", member(kModule).with_unattributed_log(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              return receipt_response(
                  service.follow(ctx.org_id(), secret_string(body, "code"), req.remote_ip), ctx,
                  200);
            });
  table.add(Method::kPost, "/health_safety/receipts/comments",
            member(kModule).with_unattributed_log(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              return receipt_response(
                  service.add_information(ctx.org_id(), secret_string(body, "code"),
                                          opt_string(body, "text").value_or(""), req.remote_ip),
                  ctx, 201);
            });
  table.add(Method::kGet, "/health_safety/reports", member(kModule).with_read_only(),
            [&service, &users, &store](const http::Request& req, RequestContext& ctx) {
              PageMeta meta = read_page(req, 10);
              const auto page = service.mine(ctx.org_id(), caller(ctx), meta.page, meta.per_page);
              meta.has_more = page.has_more;
              return ok_page(Writer(users, store, ctx).list(page.items), meta);
            });
  table.add(Method::kGet, "/health_safety/reports/{id}", member(kModule).with_read_only(),
            [&service, &users, &store](const http::Request& req, RequestContext& ctx) {
              const auto v = service.get(ctx.org_id(), caller(ctx), path_id(req));
              return ok(Writer(users, store, ctx).full(v));
            });

  table.add(Method::kGet, "/health_safety/officer/reports", member(kModule).with_read_only(),
            [&service, &users, &store](const http::Request& req, RequestContext& ctx) {
              PageMeta meta = read_page(req, 20);
              std::string filter;
              std::string value;
              if (const auto s = req.query_param("status"); s && !s->empty()) {
                filter = "status";
                value = std::string(*s);
              } else if (const auto k = req.query_param("kind"); k && !k->empty()) {
                filter = "kind";
                value = std::string(*k);
              }
              const auto page =
                  service.list(ctx.org_id(), caller(ctx), filter, value, meta.page, meta.per_page);
              meta.has_more = page.has_more;
              return ok_page(Writer(users, store, ctx).list(page.items), meta);
            });
  table.add(Method::kPost, "/health_safety/officer/reports/{id}/transition", member(kModule),
            [&service, &users, &store](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const auto v = service.transition(
                  ctx.org_id(), caller(ctx), path_id(req), opt_string(body, "from").value_or(""),
                  opt_string(body, "to").value_or(""), opt_string(body, "note").value_or(""));
              return ok(Writer(users, store, ctx).full(v));
            });
  table.add(Method::kPatch, "/health_safety/officer/reports/{id}", member(kModule),
            [&service, &users, &store](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const auto v =
                  service.investigate(ctx.org_id(), caller(ctx), path_id(req),
                                      opt_string(body, "severity"), opt_string(body, "root_cause"));
              return ok(Writer(users, store, ctx).full(v));
            });
  table.add(Method::kPost, "/health_safety/officer/reports/{id}/actions", member(kModule),
            [&service, &users, &store](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const auto v = service.add_action(
                  ctx.org_id(), caller(ctx), path_id(req), opt_string(body, "title").value_or(""),
                  opt_string(body, "description").value_or(""),
                  opt_int(body, "assignee_id").value_or(0), opt_string(body, "due_on"));
              return ok(Writer(users, store, ctx).full(v), 201);
            });
  table.add(Method::kPost, "/health_safety/officer/reports/{id}/replies", member(kModule),
            [&service, &users, &store](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const auto v = service.reply(ctx.org_id(), caller(ctx), path_id(req),
                                           opt_string(body, "text").value_or(""));
              return ok(Writer(users, store, ctx).full(v), 201);
            });
  table.add(Method::kGet, "/health_safety/officer/stats", member(kModule).with_read_only(),
            [&service](const http::Request&, RequestContext& ctx) {
              const auto s = service.stats(ctx.org_id(), caller(ctx));
              return ok(json::object{{"k", s.k},
                                     {"total", opt(s.total)},
                                     {"by_site", cells_json(s.by_site)},
                                     {"by_kind", cells_json(s.by_kind)},
                                     {"by_month", cells_json(s.by_month)}});
            });

  table.add(Method::kGet, "/org/health_safety/officers", admin(kModule).with_read_only(),
            [&service, &users](const http::Request&, RequestContext& ctx) {
              return ok(ids_json(service.officers(ctx.org_id()), users, ctx));
            });
  table.add(
      Method::kPut, "/org/health_safety/officers", admin(kModule),
      [&service, &users](const http::Request& req, RequestContext& ctx) {
        const auto body = parse_object(req);
        return ok(ids_json(service.set_officers(ctx.org_id(), opt_int_list(body, "user_ids", 100)),
                           users, ctx));
      });

  table.add(Method::kGet, "/health_safety/metrics", member(kModule).with_read_only(),
            [&service](const http::Request& req, RequestContext& ctx) {
              PageMeta meta = read_page(req, 10);
              const auto page =
                  service.metrics(ctx.org_id(), ctx.who().user_id, meta.page, meta.per_page);
              json::array items;
              for (const auto& m : page.items) items.push_back(metric_json(m));
              meta.total = page.total;
              meta.has_more = meta.page * meta.per_page < page.total;
              return ok_page(std::move(items), meta);
            });
  table.add(Method::kPut, "/health_safety/metrics/settings", member(kModule),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const bool on = service.set_metrics_enabled(
                  ctx.org_id(), ctx.who().user_id, opt_bool(body, "enabled").value_or(false));
              return ok(json::object{{"enabled", on}});
            });
  table.add(Method::kPost, "/health_safety/metrics", member(kModule),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              MetricInput in;
              in.day = opt_string(body, "day").value_or("");
              in.weight_kg = opt_number(body, "weight_kg");
              in.steps = opt_int(body, "steps");
              in.sleep_hours = opt_number(body, "sleep_hours");
              in.resting_hr = opt_int(body, "resting_hr");
              return ok(metric_json(service.add_metric(ctx.org_id(), ctx.who().user_id, in)), 201);
            });
  table.add(Method::kDelete, "/health_safety/metrics/{id}", member(kModule),
            [&service](const http::Request& req, RequestContext& ctx) {
              service.delete_metric(ctx.org_id(), ctx.who().user_id, path_id(req));
              return no_content();
            });
}

}  // namespace aplauso::health_safety
