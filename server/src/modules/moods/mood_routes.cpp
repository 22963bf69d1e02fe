// HTTP routes of moods under the module flag `moods`. Contract: api/modules/moods.yaml.
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include "api/envelope.h"
#include "api/json_input.h"
#include "api/routes.h"
#include "core/errors.h"
#include "modules/moods/mood_service.h"
#include "modules/moods/moods_routes.h"
#include "modules/users/user_json.h"

namespace aplauso::moods {

namespace json = boost::json;
using http::Method;

namespace {
constexpr std::string_view kModule = "moods";

json::value number_or_null(const std::optional<double>& v) {
  return v ? json::value(*v) : json::value(nullptr);
}

json::array counts_json(const std::array<std::int64_t, 5>& counts) {
  json::array out;
  for (const auto n : counts) out.emplace_back(n);
  return out;
}

json::object entry_json(const Entry& e, bool with_note) {
  json::object o{{"day", e.day}, {"level", e.level}};
  if (with_note) {
    json::array tags;
    for (const auto& t : e.tags) tags.emplace_back(t);
    o["note"] = e.note;
    o["tags"] = std::move(tags);
    o["updated_at"] = e.updated_at;
  }
  return o;
}

json::array tags_json(const std::vector<Tag>& tags) {
  json::array out;
  for (const auto& t : tags) {
    out.push_back(json::object{{"key", t.key}, {"label", t.label}, {"label_en", t.label_en}});
  }
  return out;
}

json::object resource_json(const CareResource& r) {
  return {{"title", r.title},
          {"title_en", r.title_en},
          {"body", r.body},
          {"body_en", r.body_en},
          {"url", r.url}};
}

json::value care_json(const std::optional<Care>& care) {
  if (!care) return nullptr;
  json::array resources;
  for (const auto& r : care->resources) resources.push_back(resource_json(r));
  // What other modules offer through the care slot (the telemedicine providers open to them).
  return json::object{{"resources", std::move(resources)},
                      {"support_contact", care->support_contact},
                      {"offers", care_offers_json(care->offers)}};
}

json::object history_json(const History& h, bool own) {
  json::array entries;
  for (const auto& e : h.entries) entries.push_back(entry_json(e, own));
  json::object o{{"start_date", h.start_date},
                 {"end_date", h.end_date},
                 {"entries", std::move(entries)},
                 {"average", number_or_null(h.average)},
                 {"counts", counts_json(h.counts)}};
  if (own) {
    o["share_with_leader"] = h.share_with_leader;
    o["care"] = care_json(h.care);
  }
  return o;
}

json::object figures_json(const Figures& f) {
  json::array tags;
  for (const auto& [tag, count] : f.tags)
    tags.push_back(json::object{{"tag", tag}, {"count", count}});
  const bool ok = f.status == "ok";
  return {{"status", f.status},
          {"refused", f.refused},
          {"respondents", ok ? json::value(f.respondents) : json::value(nullptr)},
          {"mean", number_or_null(f.mean)},
          {"distribution", ok ? json::value(counts_json(f.distribution)) : json::value(nullptr)},
          {"participation", number_or_null(f.participation)},
          {"tags", std::move(tags)}};
}

json::object settings_json(const Settings& s) {
  json::array days, care;
  for (const auto d : s.working_days) days.emplace_back(d);
  for (const auto& r : s.care_resources) care.push_back(resource_json(r));
  return {{"cadence", s.cadence},
          {"weekday", s.weekday},
          {"working_days", std::move(days)},
          {"prompt_time", s.prompt_time},
          {"tags", tags_json(s.tags)},
          {"alert_mean_below", s.alert_mean_below},
          {"alert_days", s.alert_days},
          {"alert_low_percent", s.alert_low_percent},
          {"care_resources", std::move(care)},
          {"support_contact", s.support_contact}};
}

std::optional<std::string> query_text(const http::Request& req, std::string_view name) {
  const auto v = req.query_param(name);
  if (!v || v->empty()) return std::nullopt;
  return std::string(*v);
}

std::string field_text(const json::object& o, std::string_view key, std::size_t max) {
  auto v = opt_string(o, key).value_or("");
  if (v.size() > max * 4) throw invalid_input(std::string(key), "Texto demasiado largo.");
  return v;
}

Settings settings_from(const json::object& body, Settings s) {
  if (auto v = opt_string(body, "cadence")) s.cadence = *v;
  if (auto v = opt_int(body, "weekday")) s.weekday = *v;
  if (body.contains("working_days")) s.working_days = opt_int_list(body, "working_days", 7);
  if (auto v = opt_string(body, "prompt_time")) s.prompt_time = *v;
  if (const auto* v = body.if_contains("alert_mean_below")) {
    if (!v->is_number()) throw invalid_input("alert_mean_below", "Indica un número.");
    s.alert_mean_below = v->to_number<double>();
  }
  if (auto v = opt_int(body, "alert_days")) s.alert_days = *v;
  if (auto v = opt_int(body, "alert_low_percent")) s.alert_low_percent = *v;
  if (auto v = opt_string(body, "support_contact")) s.support_contact = *v;
  if (const auto* v = body.if_contains("tags")) {
    if (!v->is_array() || v->as_array().size() > 50) {
      throw invalid_input("tags", "Indica una lista de etiquetas.");
    }
    s.tags.clear();
    for (const auto& t : v->as_array()) {
      if (!t.is_object()) throw invalid_input("tags", "Cada etiqueta es un objeto.");
      const auto& o = t.as_object();
      s.tags.push_back({trim(field_text(o, "key", 32)), trim(field_text(o, "label", 40)),
                        trim(field_text(o, "label_en", 40))});
    }
  }
  if (const auto* v = body.if_contains("care_resources")) {
    if (!v->is_array() || v->as_array().size() > 50) {
      throw invalid_input("care_resources", "Indica una lista de recursos.");
    }
    s.care_resources.clear();
    for (const auto& t : v->as_array()) {
      if (!t.is_object()) throw invalid_input("care_resources", "Cada recurso es un objeto.");
      const auto& o = t.as_object();
      s.care_resources.push_back(
          {trim(field_text(o, "title", 120)), trim(field_text(o, "title_en", 120)),
           trim(field_text(o, "body", 1000)), trim(field_text(o, "body_en", 1000)),
           trim(field_text(o, "url", 500))});
    }
  }
  return s;
}
}  // namespace

void register_routes(RouteTable& table, const MoodService& moods) {
  table.add(Method::kGet, "/moods/today", member(kModule),
            [&moods](const http::Request&, RequestContext& ctx) {
              const auto t = moods.today_view(ctx.org_id(), ctx.org().timezone, ctx.who().user_id);
              json::array week;
              for (const auto& e : t.week) week.push_back(entry_json(e, true));
              return ok(json::object{{"day", t.day},
                                     {"entry", t.entry ? json::value(entry_json(*t.entry, true))
                                                       : json::value(nullptr)},
                                     {"week", std::move(week)},
                                     {"tags", tags_json(t.tags)},
                                     {"share_with_leader", t.share_with_leader},
                                     {"care", care_json(t.care)}});
            });
  table.add(Method::kPut, "/moods/today", member(kModule),
            [&moods](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const auto level = opt_int(body, "level");
              if (!level) throw invalid_input("level", "Elige cómo te sientes (1 a 5).");
              const auto note = opt_string(body, "note").value_or("");
              if (note.size() > kMaxNote * 4) {
                throw invalid_input("note", "La nota puede tener hasta 500 caracteres.");
              }
              const auto tags = opt_string_list(body, "tags", 20);
              const auto e = moods.check_in(ctx.org_id(), ctx.org().timezone, ctx.who().user_id,
                                            *level, trim(note), tags, opt_string(body, "day"));
              return ok(entry_json(e, true));
            });
  table.add(Method::kDelete, "/moods/today", member(kModule),
            [&moods](const http::Request& req, RequestContext& ctx) {
              moods.remove_today(ctx.org_id(), ctx.org().timezone, ctx.who().user_id,
                                 query_text(req, "day"));
              return ok(json::object{{"deleted", true}});
            });
  table.add(Method::kGet, "/moods", member(kModule),
            [&moods](const http::Request& req, RequestContext& ctx) {
              const auto h =
                  moods.history(ctx.org_id(), ctx.org().timezone, ctx.who().user_id,
                                query_text(req, "start_date"), query_text(req, "end_date"));
              return ok(history_json(h, true));
            });
  table.add(Method::kPut, "/moods/sharing", member(kModule),
            [&moods](const http::Request& req, RequestContext& ctx) {
              const auto with = opt_bool(parse_object(req), "with_leader");
              if (!with) throw invalid_input("with_leader", "Indica si compartes tu historial.");
              return ok(json::object{
                  {"with_leader", moods.set_sharing(ctx.org_id(), ctx.who().user_id, *with)}});
            });
  table.add(Method::kGet, "/moods/people", member(kModule),
            [&moods](const http::Request&, RequestContext& ctx) {
              json::array people;
              for (const auto& p : moods.shared_people(ctx.org_id(), ctx.who().user_id)) {
                people.push_back(users::person_json(p));
              }
              return ok(people);
            });
  table.add(Method::kGet, "/moods/people/{id}", member(kModule),
            [&moods](const http::Request& req, RequestContext& ctx) {
              const auto h = moods.shared_history(
                  ctx.org_id(), ctx.org().timezone, ctx.who().user_id, path_id(req),
                  query_text(req, "start_date"), query_text(req, "end_date"));
              return ok(history_json(h, false));
            });
  table.add(Method::kGet, "/moods/insights", leader(kModule),
            [&moods](const http::Request& req, RequestContext& ctx) {
              const auto& who = ctx.who();
              const auto scope =
                  query_text(req, "scope").value_or(who.role == Role::kAdmin ? "org" : "team");
              const auto period = query_int(req, "period").value_or(7);
              const auto in =
                  moods.insights(ctx.org_id(), ctx.org().timezone,
                                 {who.user_id, who.role == Role::kAdmin}, scope, period);
              json::array days;
              for (const auto& d : in.days) {
                auto o = figures_json(d.figures);
                o["day"] = d.day;
                days.push_back(std::move(o));
              }
              auto summary = figures_json(in.summary);
              summary["published_days"] = in.published_days;
              return ok(json::object{{"scope", in.scope},
                                     {"scope_name", in.scope_name},
                                     {"period", in.period},
                                     {"people", in.people},
                                     {"k", in.k},
                                     {"k_comments", in.k_comments},
                                     {"days", std::move(days)},
                                     {"summary", std::move(summary)}});
            });
  table.add(Method::kGet, "/org/settings/moods", admin(kModule),
            [&moods](const http::Request&, RequestContext& ctx) {
              return ok(settings_json(moods.settings(ctx.org_id())));
            });
  table.add(Method::kPut, "/org/settings/moods", admin(kModule),
            [&moods](const http::Request& req, RequestContext& ctx) {
              const auto next = settings_from(parse_object(req), moods.settings(ctx.org_id()));
              return ok(settings_json(moods.set_settings(ctx.org_id(), next)));
            });
}

}  // namespace aplauso::moods
