// HTTP routes of the schedule module: a person's working hours (their own, a colleague's) and the
// admins' schedules, their people and the assignments.
#include "modules/schedule/schedule_routes.h"

#include <boost/json/array.hpp>
#include <boost/json/value.hpp>

#include "api/envelope.h"
#include "api/json_input.h"
#include "api/routes.h"
#include "modules/schedule/schedule_hours.h"
#include "modules/schedule/schedule_service.h"
#include "modules/users/user_json.h"
#include "modules/users/user_service.h"

namespace aplauso::schedule {

namespace json = boost::json;
using http::Method;

namespace {
constexpr std::string_view kModule = "schedule";

json::value opt_ms(const std::optional<std::int64_t>& v) {
  return v ? json::value(*v) : json::value(nullptr);
}

json::array week_json(const Week& week) {
  json::array days;
  for (const auto& day : week) {
    json::array intervals;
    for (const auto& i : day) {
      intervals.push_back(json::object{{"start", hhmm(i.start)}, {"end", hhmm(i.end)}});
    }
    days.push_back(std::move(intervals));
  }
  return days;
}

json::object schedule_json(const ScheduleRow& s) {
  return {{"id", s.id},
          {"name", s.name},
          {"timezone", s.timezone ? json::value(*s.timezone) : json::value(nullptr)},
          {"week", week_json(s.week)},
          {"is_default", s.is_default},
          {"status", s.status},
          {"people", s.people},
          {"created_at", s.created_at},
          {"updated_at", s.updated_at}};
}

// The week of a body: seven arrays of {start, end} "HH:MM" objects; a bad time is a 400 for its
// day ("week.<day>").
Week week_of(const json::value& v) {
  if (!v.is_array() || v.as_array().size() != 7) {
    throw invalid_input("week", "La semana son siete días, de lunes a domingo.");
  }
  Week week;
  std::vector<FieldError> errors;
  const auto& days = v.as_array();
  for (std::size_t d = 0; d < 7; ++d) {
    const std::string field = "week." + std::to_string(d);
    if (!days[d].is_array()) {
      errors.push_back({field, "Los tramos del día no son válidos."});
      continue;
    }
    for (const auto& item : days[d].as_array()) {
      const auto* o = item.if_object();
      const auto* start = o != nullptr ? o->if_contains("start") : nullptr;
      const auto* end = o != nullptr ? o->if_contains("end") : nullptr;
      const auto from =
          start != nullptr && start->is_string() ? minutes_of(start->as_string()) : std::nullopt;
      const auto to =
          end != nullptr && end->is_string() ? minutes_of(end->as_string()) : std::nullopt;
      if (!from || !to) {
        errors.push_back({field, "Escribe las horas como HH:MM (por ejemplo, 09:00)."});
        break;
      }
      week[d].push_back({*from, *to});
    }
  }
  if (!errors.empty()) throw invalid_input(std::move(errors));
  return week;
}

json::object hours_json(const PersonHours& h) {
  return {{"schedule", h.schedule ? json::value(schedule_json(*h.schedule)) : json::value()},
          {"source", h.source},
          {"timezone", h.timezone},
          {"timezone_source", h.timezone_source},
          {"working_now", h.now.working},
          {"until", opt_ms(h.now.until)},
          {"next_start", opt_ms(h.now.next_start)}};
}
}  // namespace

void register_routes(RouteTable& table, const ScheduleService& service,
                     const users::UserService& users) {
  table.add(Method::kGet, "/schedule/me", member(kModule).with_read_only(),
            [&service](const http::Request&, RequestContext& ctx) {
              return ok(hours_json(service.hours_of(ctx.org_id(), ctx.who().user_id)));
            });
  table.add(Method::kGet, "/schedule/people/{id}", member(kModule).with_read_only(),
            [&service](const http::Request& req, RequestContext& ctx) {
              return ok(hours_json(service.hours_of(ctx.org_id(), path_id(req))));
            });

  table.add(Method::kGet, "/org/schedules", admin(kModule),
            [&service](const http::Request&, RequestContext& ctx) {
              json::array items;
              for (const auto& s : service.list(ctx.org_id())) items.push_back(schedule_json(s));
              return ok(std::move(items));
            });
  table.add(Method::kPost, "/org/schedules", admin(kModule),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              ScheduleFields f;
              f.name = opt_string(body, "name").value_or("");
              f.timezone = nullable_string(body, "timezone").value_or(std::nullopt);
              const auto* week = body.if_contains("week");
              if (week == nullptr) throw invalid_input("week", "Falta la semana.");
              f.week = week_of(*week);
              const auto s = service.create(ctx.org_id(), ctx.who().user_id, std::move(f),
                                            opt_bool(body, "is_default").value_or(false));
              return ok(schedule_json(s), 201);
            });
  table.add(Method::kGet, "/org/schedules/{id}", admin(kModule),
            [&service](const http::Request& req, RequestContext& ctx) {
              return ok(schedule_json(service.get(ctx.org_id(), path_id(req))));
            });
  table.add(
      Method::kPatch, "/org/schedules/{id}", admin(kModule),
      [&service](const http::Request& req, RequestContext& ctx) {
        const auto body = parse_object(req);
        ScheduleEdit e;
        e.name = opt_string(body, "name");
        e.timezone = nullable_string(body, "timezone");
        if (const auto* week = body.if_contains("week")) e.week = week_of(*week);
        e.status = opt_string(body, "status");
        e.is_default = opt_bool(body, "is_default");
        return ok(schedule_json(service.update(ctx.org_id(), ctx.who().user_id, path_id(req), e)));
      });
  table.add(
      Method::kDelete, "/org/schedules/{id}", admin(kModule),
      [&service](const http::Request& req, RequestContext& ctx) {
        const auto r = service.remove(ctx.org_id(), ctx.who().user_id, path_id(req));
        return ok(json::object{
            {"deleted", r.deleted},
            {"schedule", r.archived ? json::value(schedule_json(*r.archived)) : json::value()}});
      });
  table.add(Method::kGet, "/org/schedules/{id}/people", admin(kModule),
            [&service, &users](const http::Request& req, RequestContext& ctx) {
              const auto ids = service.people(ctx.org_id(), path_id(req));
              const auto people = users.people(ctx.org_id(), ids);
              json::array items;
              for (const auto id : ids) {
                if (const auto it = people.find(id); it != people.end()) {
                  items.push_back(users::person_json(it->second));
                }
              }
              return ok(std::move(items));
            });
  table.add(Method::kPost, "/org/schedules/assign", admin(kModule),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              std::optional<std::int64_t> schedule_id;
              if (const auto* v = body.if_contains("schedule_id"); v != nullptr && !v->is_null()) {
                schedule_id = opt_int(body, "schedule_id");
              }
              Targets t;
              t.user_ids = opt_int_list(body, "user_ids", ScheduleService::kMostPeople + 1);
              if (const auto* v = body.if_contains("department_id");
                  v != nullptr && !v->is_null()) {
                t.department_id = opt_int(body, "department_id");
              }
              const auto n = service.assign(ctx.org_id(), ctx.who().user_id, schedule_id, t);
              return ok(json::object{{"assigned", n}});
            });
}

}  // namespace aplauso::schedule
