// HTTP routes of events under the module flag `events`. Contract: api/modules/events.yaml.
#include <boost/json/array.hpp>
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <boost/json/value.hpp>

#include "api/envelope.h"
#include "api/json_input.h"
#include "api/routes.h"
#include "core/errors.h"
#include "core/time_zone.h"
#include "modules/events/event_service.h"
#include "modules/events/events_routes.h"
#include "modules/users/user_json.h"

namespace aplauso::events {

namespace json = boost::json;
using http::Method;

namespace {
constexpr std::string_view kModule = "events";

json::value or_null(const std::optional<std::int64_t>& v) {
  return v ? json::value(*v) : json::value(nullptr);
}
json::value or_null(const std::optional<std::string>& v) {
  return v ? json::value(*v) : json::value(nullptr);
}

json::object counts_json(const Counts& c) {
  return {{"confirmed", c.confirmed}, {"offered", c.offered},     {"waitlisted", c.waitlisted},
          {"maybe", c.maybe},         {"not_going", c.not_going}, {"checked_in", c.checked_in},
          {"guests", c.guests}};
}

json::value answers_json(const std::optional<std::string>& answers) {
  if (!answers) return nullptr;
  boost::system::error_code ec;
  auto v = json::parse(*answers, ec);
  return ec ? json::value(nullptr) : v;
}

json::array reminders_json(const std::string& text) {
  json::array out;
  for (const auto& kind : reminders_of(text)) out.emplace_back(kind);
  return out;
}

json::object registration_json(const RegistrationRow& r) {
  return {{"id", r.id},
          {"response", r.response},
          {"status", r.status},
          {"waitlist_position", or_null(r.waitlist_position)},
          {"offered_until", or_null(r.offered_until)},
          {"checked_in_at", or_null(r.checked_in_at)},
          {"points_paid", r.points_paid},
          {"answers", answers_json(r.answers)},
          {"guests", r.guests},
          {"option_key", or_null(r.option_key)},
          {"created_at", r.created_at},
          {"updated_at", r.updated_at}};
}

json::object event_json(const EventView& v) {
  const auto& r = v.row;
  json::array organisers, departments, groups;
  for (const auto& p : v.organisers) organisers.push_back(users::person_json(p));
  for (const auto id : v.departments) departments.emplace_back(id);
  for (const auto id : v.groups) groups.emplace_back(id);
  json::value cover = nullptr;
  if (r.cover_media_id && v.cover_url) {
    cover = json::object{{"media_id", *r.cover_media_id}, {"url", *v.cover_url}};
  }
  const auto left = v.places_left();
  return {{"id", r.id},
          {"title", r.title},
          {"kind", r.kind},
          {"status", r.status},
          {"starts_at", r.starts_at},
          {"ends_at", r.ends_at},
          {"time_zone", r.time_zone},
          {"location", or_null(r.location)},
          {"link", or_null(r.link)},
          {"cover", std::move(cover)},
          {"capacity", or_null(r.capacity)},
          {"places_left", or_null(left)},
          {"hold_hours", r.hold_hours},
          {"registration_opens_at", or_null(r.registration_opens_at)},
          {"registration_closes_at", or_null(r.registration_closes_at)},
          {"registration_open", v.registration_open},
          {"checkin_open", v.checkin_open},
          {"attendance_points", r.attendance_points},
          {"allow_maybe", r.allow_maybe},
          {"max_guests", r.max_guests},
          {"rsvp_options", options_json(options_of(r.rsvp_options))},
          {"reminders", reminders_json(r.reminders)},
          {"followup_survey_id", or_null(r.followup_survey_id)},
          {"audience", json::object{{"everyone", r.audience_everyone},
                                    {"departments", std::move(departments)},
                                    {"groups", std::move(groups)}}},
          {"organisers", std::move(organisers)},
          {"counts", counts_json(v.counts)},
          {"sequence", r.sequence},
          {"has_form", r.form_id.has_value()},
          {"can_manage", v.can_manage},
          {"my", v.my ? json::value(registration_json(*v.my)) : json::value(nullptr)},
          {"created_at", r.created_at},
          {"updated_at", r.updated_at}};
}

json::object detail_json(const EventDetail& d) {
  auto o = event_json(d.event);
  o["description"] = d.event.row.description;
  o["form"] = d.form ? json::value(*d.form) : json::value(nullptr);
  o["form_version"] = or_null(d.form_version);
  if (d.form_context) {
    const auto& c = *d.form_context;
    o["form_context"] = json::object{{"department", or_null(c.department)},
                                     {"country", or_null(c.country)},
                                     {"tenure_band", or_null(c.tenure_band)}};
  } else {
    o["form_context"] = nullptr;
  }
  return o;
}

json::object checkin_json(const CheckinResult& r) {
  return {{"registration_id", r.registration_id},
          {"person", users::person_json(r.person)},
          {"checked_in_at", r.checked_in_at},
          {"already_checked_in", r.already},
          {"points_paid", r.points_paid}};
}

json::object attendee_json(const Attendee& a) {
  const auto& r = a.row;
  return {{"registration_id", r.id},
          {"person", users::person_json(a.person)},
          {"response", r.response},
          {"status", r.status},
          {"waitlist_position", or_null(r.waitlist_position)},
          {"offered_until", or_null(r.offered_until)},
          {"checked_in_at", or_null(r.checked_in_at)},
          {"checked_in_by", a.checked_in_by ? json::value(users::person_json(*a.checked_in_by))
                                            : json::value(nullptr)},
          {"points_paid", r.points_paid},
          {"answers", answers_json(r.answers)},
          {"guests", r.guests},
          {"option_key", or_null(r.option_key)},
          {"created_at", r.created_at}};
}

/// Each custom option with its registrations (the organisers' summary).
json::array option_summary(const AttendeePage& page) {
  json::array out;
  for (const auto& o : page.options) {
    const auto it = page.option_counts.find(o.key);
    out.push_back(json::object{{"key", o.key},
                               {"label", o.label},
                               {"label_en", or_null(o.label_en)},
                               {"counts_as", o.counts_as},
                               {"count", it == page.option_counts.end() ? 0 : it->second}});
  }
  return out;
}

Caller caller(const RequestContext& ctx) {
  return {ctx.who().user_id, ctx.who().role == Role::kAdmin};
}

bool flag(const http::Request& req, std::string_view name) {
  const auto v = query_int(req, name);
  return v && *v == 1;
}

http::Response calendar(std::string body, std::string_view file_name) {
  auto res = http::Response::text(200, std::move(body), "text/calendar; charset=utf-8");
  res.headers.set("Content-Disposition", "attachment; filename=\"" + std::string(file_name) + "\"");
  res.headers.set("Cache-Control", "no-store");
  return res;
}

/// The feed needs no session: the token in the path is the credential, so the route is public
/// but still under the module flag.
RoutePolicy feed_policy() {
  return {Access::kPublic, Role::kEmployee, kModule};
}
}  // namespace

void register_routes(RouteTable& table, const EventService& events, const PublicLinks& links) {
  table.add(Method::kGet, "/events", member(kModule).with_read_only(),
            [&events](const http::Request& req, RequestContext& ctx) {
              auto page = read_page(req, 20);
              ListQuery q;
              q.from = query_int(req, "from");
              q.to = query_int(req, "to");
              q.mine = flag(req, "mine");
              q.manage = flag(req, "manage");
              q.past = flag(req, "past");
              if (const auto s = req.query_param("status")) q.status = std::string(*s);
              q.limit = page.per_page;
              q.offset = (page.page - 1) * page.per_page;
              const auto found = events.list(ctx.org_id(), caller(ctx), q);
              json::array items;
              for (const auto& e : found.items) items.push_back(event_json(e));
              page.total = found.total;
              return ok_page(std::move(items), page);
            });
  table.add(Method::kPost, "/events", member(kModule),
            [&events](const http::Request& req, RequestContext& ctx) {
              return ok(detail_json(events.create(ctx.org_id(), caller(ctx), parse_object(req),
                                                  ctx.org().timezone)),
                        201);
            });
  table.add(Method::kGet, "/events/calendar", member(kModule).with_read_only(),
            [&events](const http::Request& req, RequestContext& ctx) {
              const auto month = req.query_param("month");
              // The viewer's zone, so the server's month is the one the grid lays out; the
              // organisation's when the client sends none.
              const auto zone = req.query_param("time_zone");
              if (zone && !known_time_zone(*zone)) {
                throw ApiError(ErrorKind::kInvalid, "invalid_time_zone",
                               "Zona horaria desconocida: usa un nombre como America/Bogota.",
                               {{"time_zone", "Zona horaria desconocida."}});
              }
              const auto m = events.month(
                  ctx.org_id(), caller(ctx), month ? std::string(*month) : std::string(),
                  zone ? std::string(*zone) : ctx.org().timezone, ctx.org().module_on("birthdays"),
                  ctx.org().module_on("anniversaries"));
              json::array list, celebrations;
              for (const auto& e : m.events) list.push_back(event_json(e));
              for (const auto& c : m.celebrations) {
                celebrations.push_back(json::object{
                    {"kind", c.kind},
                    {"day", c.day},
                    {"person", users::person_json(c.person)},
                    {"years", c.years ? json::value(*c.years) : json::value(nullptr)}});
              }
              return ok(json::object{{"month", m.month},
                                     {"time_zone", m.time_zone},
                                     {"events", std::move(list)},
                                     {"celebrations", std::move(celebrations)}});
            });
  table.add(
      Method::kPost, "/events/calendar/token", member(kModule),
      [&events, &links](const http::Request& /*req*/, RequestContext& ctx) {
        const auto feed = events.rotate_feed(ctx.org_id(), ctx.who().user_id);
        const auto base = links.base(ctx.org());
        const auto url = base + "/api/events/calendar/" + feed.token + ".ics";
        const auto scheme_end = url.find("://");
        const auto webcal =
            scheme_end == std::string::npos ? url : "webcal" + url.substr(scheme_end);
        return ok(
            json::object{{"url", url}, {"webcal_url", webcal}, {"created_at", feed.created_at}},
            201);
      });
  table.add(Method::kGet, "/events/calendar/{token}.ics", feed_policy(),
            [&events](const http::Request& req, RequestContext& ctx) {
              const auto body = events.feed(ctx.org_id(), std::string(req.param("token")),
                                            ctx.org().primary_host);
              if (!body) throw not_found("Ese calendario no existe.");
              return calendar(*body, "aplauso.ics");
            });
  table.add(Method::kGet, "/events/{event_id}", member(kModule).with_read_only(),
            [&events](const http::Request& req, RequestContext& ctx) {
              return ok(detail_json(events.read(ctx.org_id(), caller(ctx), path_id(req, "event_id"),
                                                ctx.org().timezone)));
            });
  table.add(
      Method::kPatch, "/events/{event_id}", member(kModule),
      [&events](const http::Request& req, RequestContext& ctx) {
        return ok(detail_json(events.update(ctx.org_id(), caller(ctx), path_id(req, "event_id"),
                                            parse_object(req), ctx.org().timezone)));
      });
  table.add(Method::kDelete, "/events/{event_id}", member(kModule),
            [&events](const http::Request& req, RequestContext& ctx) {
              const auto outcome =
                  events.remove(ctx.org_id(), caller(ctx), path_id(req, "event_id"));
              return ok(json::object{{"outcome", outcome}});
            });
  table.add(Method::kPost, "/events/{event_id}/publish", member(kModule),
            [&events](const http::Request& req, RequestContext& ctx) {
              return ok(detail_json(events.publish(ctx.org_id(), caller(ctx),
                                                   path_id(req, "event_id"), ctx.org().timezone)));
            });
  table.add(
      Method::kPost, "/events/{event_id}/rsvp", member(kModule),
      [&events](const http::Request& req, RequestContext& ctx) {
        return ok(registration_json(events.rsvp(ctx.org_id(), caller(ctx), path_id(req, "event_id"),
                                                parse_object(req), ctx.org().timezone)));
      });
  table.add(Method::kPost, "/events/{event_id}/confirm", member(kModule),
            [&events](const http::Request& req, RequestContext& ctx) {
              return ok(registration_json(
                  events.confirm(ctx.org_id(), caller(ctx), path_id(req, "event_id"))));
            });
  table.add(Method::kPost, "/events/{event_id}/decline", member(kModule),
            [&events](const http::Request& req, RequestContext& ctx) {
              return ok(registration_json(
                  events.decline(ctx.org_id(), caller(ctx), path_id(req, "event_id"))));
            });
  table.add(Method::kGet, "/events/{event_id}/ics", member(kModule).with_read_only(),
            [&events](const http::Request& req, RequestContext& ctx) {
              const auto id = path_id(req, "event_id");
              return calendar(events.ics(ctx.org_id(), caller(ctx), id, ctx.org().primary_host),
                              "evento-" + std::to_string(id) + ".ics");
            });
  table.add(Method::kGet, "/events/{event_id}/pass", member(kModule).with_read_only(),
            [&events](const http::Request& req, RequestContext& ctx) {
              const auto p = events.pass(ctx.org_id(), caller(ctx), path_id(req, "event_id"));
              return ok(json::object{{"registration_id", p.registration_id},
                                     {"code", p.code},
                                     {"qr_text", p.qr_text},
                                     {"expires_at", p.expires_at},
                                     {"period_seconds", 30}});
            });
  table.add(Method::kGet, "/events/{event_id}/checkin/code", member(kModule).with_read_only(),
            [&events](const http::Request& req, RequestContext& ctx) {
              const auto c = events.event_code(ctx.org_id(), caller(ctx), path_id(req, "event_id"));
              return ok(json::object{
                  {"code", c.code}, {"expires_at", c.expires_at}, {"period_seconds", 30}});
            });
  table.add(Method::kPost, "/events/{event_id}/checkin", member(kModule),
            [&events](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const auto pass = opt_string(body, "pass").value_or("");
              if (pass.empty()) throw invalid_input("pass", "Escanea o escribe el pase.");
              return ok(checkin_json(
                  events.checkin(ctx.org_id(), caller(ctx), path_id(req, "event_id"), pass)));
            });
  table.add(Method::kPost, "/events/{event_id}/self_checkin", member(kModule),
            [&events](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const auto code = opt_string(body, "code").value_or("");
              if (code.empty()) throw invalid_input("code", "Escribe el código del evento.");
              return ok(checkin_json(
                  events.self_checkin(ctx.org_id(), caller(ctx), path_id(req, "event_id"), code)));
            });
  table.add(
      Method::kGet, "/events/{event_id}/attendees", member(kModule).with_read_only(),
      [&events](const http::Request& req, RequestContext& ctx) {
        auto page = read_page(req, 50);
        const auto status = req.query_param("status");
        const auto found = events.attendees(ctx.org_id(), caller(ctx), path_id(req, "event_id"),
                                            status ? std::string(*status) : std::string(),
                                            page.per_page, (page.page - 1) * page.per_page);
        json::array items;
        for (const auto& a : found.items) items.push_back(attendee_json(a));
        json::object meta{
            {"page", page.page},
            {"perPage", page.per_page},
            {"total", found.total},
            {"hasMore", page.page * page.per_page < found.total},
            {"summary",
             json::object{{"counts", counts_json(found.counts)},
                          {"capacity", or_null(found.capacity)},
                          {"options", option_summary(found)},
                          {"ended", found.ended},
                          {"no_show_rate", found.no_show_rate ? json::value(*found.no_show_rate)
                                                              : json::value(nullptr)}}}};
        return raw_json(json::serialize(json::object{
            {"success", true}, {"data", std::move(items)}, {"meta", std::move(meta)}}));
      });
}

}  // namespace aplauso::events
