// HTTP routes of goals under the module flag `goals`: people's goals, check-ins, checklists,
// links and weights (/goals) and the admins' categories and settings (/org/goals). Contract:
// api/modules/goals.yaml; rules: docs/goals.md.
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <boost/json/serialize.hpp>
#include <boost/json/value.hpp>
#include <cmath>

#include "api/envelope.h"
#include "api/json_input.h"
#include "api/routes.h"
#include "core/errors.h"
#include "modules/forms/form_service.h"
#include "modules/goals/goal_service.h"
#include "modules/goals/goals_routes.h"
#include "modules/users/user_json.h"

namespace aplauso::goals {

namespace json = boost::json;
using http::Method;

namespace {
constexpr std::string_view kModule = "goals";

json::value or_null(const std::optional<std::string>& v) {
  return v ? json::value(*v) : json::value(nullptr);
}
json::value or_null(const std::optional<std::int64_t>& v) {
  return v ? json::value(*v) : json::value(nullptr);
}
json::value or_null(const std::optional<double>& v) {
  return v ? json::value(*v) : json::value(nullptr);
}

json::value person_or_null(const std::optional<users::Person>& p) {
  return p ? json::value(users::person_json(*p)) : json::value(nullptr);
}

json::array people_json(const std::vector<users::Person>& people) {
  json::array out;
  for (const auto& p : people) out.push_back(users::person_json(p));
  return out;
}

std::string name_in(const std::string& language, const std::string& es,
                    const std::optional<std::string>& en) {
  return language == "en" && en && !en->empty() ? *en : es;
}

Viewer viewer_of(const http::Request& req, const RequestContext& ctx) {
  Viewer v;
  v.user_id = ctx.who().user_id;
  v.role = ctx.who().role;
  const auto asked = req.query_param("language");
  v.language = asked ? std::string(*asked) : ctx.org().default_language;
  if (v.language != "en") v.language = "es";
  v.timezone = ctx.org().timezone;
  v.today = forms::local_day(v.timezone, ctx.now_ms);
  return v;
}

json::object goal_json(const GoalView& g, const std::string& language) {
  const auto& r = g.row;
  json::value department = nullptr, group = nullptr, category = nullptr, last = nullptr;
  if (r.department_id) {
    department = json::object{{"id", *r.department_id}, {"name", r.department_name.value_or("")}};
  }
  if (r.group_id) group = json::object{{"id", *r.group_id}, {"name", r.group_name.value_or("")}};
  if (r.category_id) {
    category =
        json::object{{"id", *r.category_id},
                     {"name", name_in(language, r.category_name.value_or(""), r.category_name_en)},
                     {"value_id", or_null(r.category_value_id)}};
  }
  if (r.last_checkin_at) {
    last = json::object{{"at", *r.last_checkin_at},
                        {"status", r.last_checkin_status.value_or("on_track")},
                        {"confidence", r.last_checkin_confidence.value_or(3)}};
  }
  return {{"id", r.id},
          {"title", r.title},
          {"level", r.level},
          {"department", department},
          {"group", group},
          {"owner", users::person_json(g.owner)},
          {"co_owners", people_json(g.co_owners)},
          {"category", category},
          {"starts_on", r.starts_on},
          {"ends_on", r.ends_on},
          {"metric", r.metric},
          {"unit", or_null(r.unit)},
          {"currency", or_null(r.currency)},
          {"start_value", r.start_value},
          {"target_value", r.target_value},
          {"current_value", r.current_value},
          {"progress", round1(r.progress)},
          {"expected", g.expected},
          {"health", g.health},
          {"status", r.status},
          {"weight", r.weight},
          {"visibility", r.visibility},
          {"last_checkin", last},
          {"parents_count", r.parents_count},
          {"children_count", r.children_count},
          {"points", r.points},
          {"updated_at", r.updated_at}};
}

json::object link_json(const GoalView& g, const std::string& language) {
  return {{"goal", goal_json(g, language)}, {"contribution", g.row.contribution}};
}

json::object item_json(const ChecklistView& i) {
  return {{"id", i.row.id},
          {"title", i.row.title},
          {"done", i.row.done},
          {"weight", or_null(i.row.weight)},
          {"done_at", or_null(i.row.done_at)},
          {"done_by", person_or_null(i.done_by)}};
}

json::object detail_json(const GoalDetail& d, const std::string& language) {
  auto o = goal_json(d.goal, language);
  const auto& r = d.goal.row;
  json::array checklist, parents, children, points;
  for (const auto& i : d.checklist) checklist.push_back(item_json(i));
  for (const auto& p : d.parents) parents.push_back(link_json(p, language));
  for (const auto& c : d.children) children.push_back(link_json(c, language));
  for (const auto& [day, value] : d.goal.points) {
    points.push_back(json::object{{"on", day}, {"value", value}});
  }
  json::value forecast = nullptr;
  if (d.goal.forecast) {
    const auto& f = *d.goal.forecast;
    forecast =
        json::object{{"value", round1(f.value)}, {"low", round1(f.low)}, {"high", round1(f.high)},
                     {"method", "linear"},       {"at_risk", f.at_risk}, {"points", points}};
  }
  json::value closed = nullptr;
  if (r.closed_outcome && r.closed_at) {
    closed = json::object{{"outcome", *r.closed_outcome},
                          {"value", or_null(r.closed_value)},
                          {"comment", or_null(r.closed_comment)},
                          {"at", *r.closed_at},
                          {"by", person_or_null(d.closed_by)}};
  }
  o["description"] = or_null(r.description);
  o["progress_mode"] = r.progress_mode;
  o["viewers"] = people_json(d.viewers);
  o["checklist"] = std::move(checklist);
  o["parents"] = std::move(parents);
  o["children"] = std::move(children);
  o["hidden_children"] = d.hidden_children;
  o["forecast"] = std::move(forecast);
  o["can"] = json::object{{"edit", d.can.edit},       {"check_in", d.can.check_in},
                          {"close", d.can.close},     {"delete", d.can.remove},
                          {"approve", d.can.approve}, {"comment", d.can.comment}};
  o["closed"] = std::move(closed);
  return o;
}

json::object checkin_json(const CheckinView& k) {
  json::array files;
  for (const auto& f : k.files) {
    files.push_back(json::object{{"key", f.key}, {"name", f.name}, {"url", f.url}});
  }
  return {{"id", k.row.id},
          {"author", users::person_json(k.author)},
          {"value", k.row.value},
          {"status", k.row.status},
          {"confidence", k.row.confidence},
          {"comment", or_null(k.row.comment)},
          {"attachments", std::move(files)},
          {"created_at", k.row.created_at}};
}

json::object comment_json(const CommentView& c) {
  return {{"id", c.row.id},
          {"author", users::person_json(c.author)},
          {"body", c.row.body},
          {"created_at", c.row.created_at}};
}

json::object category_json(const CategoryRow& k) {
  json::object name{{"es", k.name}};
  if (k.name_en) name["en"] = *k.name_en;
  json::value value = nullptr;
  if (k.value_id) {
    value =
        json::object{{"id", *k.value_id}, {"name", k.value_name.value_or("")}, {"color", nullptr}};
  }
  return {{"id", k.id},
          {"name", std::move(name)},
          {"value_id", or_null(k.value_id)},
          {"value", std::move(value)},
          {"active", k.active}};
}

json::object settings_json(const SettingsRow& s) {
  return {{"nudge_days", s.nudge_days},
          {"behind_delta", s.behind_delta},
          {"at_risk_delta", s.at_risk_delta}};
}

/// An envelope with a meta object of its own (the list's weights, the tree's `more`).
http::Response with_meta(json::value data, json::object meta) {
  return raw_json(json::serialize(
      json::object{{"success", true}, {"data", std::move(data)}, {"meta", std::move(meta)}}));
}

std::int64_t goal_id(const http::Request& req) {
  return path_id(req, "goal_id");
}

std::optional<double> opt_number(const json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  if (v == nullptr || v->is_null()) return std::nullopt;
  if (v->is_int64()) return static_cast<double>(v->as_int64());
  if (v->is_uint64()) return static_cast<double>(v->as_uint64());
  if (v->is_double() && std::isfinite(v->as_double())) return v->as_double();
  throw invalid_input(std::string(key), "El campo " + std::string(key) + " debe ser un número.");
}

template <class T, class F>
std::optional<std::optional<T>> nullable(const json::object& o, std::string_view key, F read) {
  const auto* v = o.if_contains(key);
  if (v == nullptr) return std::nullopt;
  if (v->is_null()) return std::optional<T>{};
  return std::optional<T>{read(o, key)};
}

const json::array* opt_array(const json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  if (v == nullptr || v->is_null()) return nullptr;
  if (!v->is_array()) throw invalid_input(std::string(key), "Debe ser una lista.");
  return &v->as_array();
}

/// [{goal_id, <number field>}] as pairs.
std::vector<std::pair<std::int64_t, double>> pairs_of(const json::object& o, std::string_view key,
                                                      std::string_view number) {
  std::vector<std::pair<std::int64_t, double>> out;
  if (const auto* list = opt_array(o, key)) {
    if (list->size() > 500) throw invalid_input(std::string(key), "Demasiados elementos.");
    for (const auto& item : *list) {
      if (!item.is_object()) throw invalid_input(std::string(key), "Cada elemento es un objeto.");
      const auto id = opt_int(item.as_object(), "goal_id");
      const auto value = opt_number(item.as_object(), number);
      if (!id || !value)
        throw invalid_input(std::string(key), "Falta goal_id o " + std::string(number) + ".");
      out.emplace_back(*id, *value);
    }
  }
  return out;
}

std::vector<ChecklistRow> checklist_of(const json::object& o, std::string_view key) {
  std::vector<ChecklistRow> out;
  if (const auto* list = opt_array(o, key)) {
    if (list->size() > 50) {
      throw rule_broken("invalid_checklist", "Hasta 50 elementos.",
                        {{std::string(key), "Hasta 50."}});
    }
    for (const auto& item : *list) {
      if (!item.is_object()) throw invalid_input(std::string(key), "Cada elemento es un objeto.");
      const auto& i = item.as_object();
      ChecklistRow r;
      r.id = opt_int(i, "id").value_or(0);
      r.title = opt_string(i, "title").value_or("");
      r.weight = opt_number(i, "weight");
      r.done = opt_bool(i, "done").value_or(false);
      out.push_back(std::move(r));
    }
  }
  return out;
}

GoalInput goal_input(const json::object& o, bool create) {
  GoalInput in;
  in.title = opt_string(o, "title");
  in.description = nullable<std::string>(
      o, "description", [](auto& ob, auto k) { return opt_string(ob, k).value_or(""); });
  if (in.description && *in.description && (*in.description)->empty())
    *in.description = std::nullopt;
  in.owner_id = opt_int(o, "owner_id");
  if (o.contains("co_owner_ids")) in.co_owner_ids = opt_int_list(o, "co_owner_ids", 20);
  in.level = opt_string(o, "level");
  const auto read_int = [](auto& ob, auto k) { return opt_int(ob, k).value_or(0); };
  in.department_id = nullable<std::int64_t>(o, "department_id", read_int);
  in.group_id = nullable<std::int64_t>(o, "group_id", read_int);
  in.category_id = nullable<std::int64_t>(o, "category_id", read_int);
  in.starts_on = opt_string(o, "starts_on");
  in.ends_on = opt_string(o, "ends_on");
  in.metric = opt_string(o, "metric");
  const auto read_text = [](auto& ob, auto k) { return opt_string(ob, k).value_or(""); };
  in.unit = nullable<std::string>(o, "unit", read_text);
  if (in.unit && *in.unit && (*in.unit)->empty()) *in.unit = std::nullopt;
  in.currency = nullable<std::string>(o, "currency", read_text);
  in.start_value = opt_number(o, "start_value");
  in.target_value = opt_number(o, "target_value");
  in.progress_mode = opt_string(o, "progress_mode");
  in.visibility = opt_string(o, "visibility");
  if (o.contains("viewer_ids")) in.viewer_ids = opt_int_list(o, "viewer_ids", 100);
  in.weight = opt_number(o, "weight");
  in.points = opt_int(o, "points");
  if (create) {
    in.checklist = checklist_of(o, "checklist");
    in.parents = pairs_of(o, "parents", "contribution");
  } else {
    in.archived = opt_bool(o, "archived");
  }
  return in;
}

}  // namespace

void register_routes(RouteTable& table, const GoalService& goals) {
  // --- People ----------------------------------------------------------------------------------
  table.add(
      Method::kGet, "/goals", member(kModule).with_read_only(),
      [&goals](const http::Request& req, RequestContext& ctx) {
        auto page = read_page(req, 20);
        const auto v = viewer_of(req, ctx);
        ListFilter f;
        if (const auto s = req.query_param("scope")) f.scope = std::string(*s);
        if (f.scope != "mine" && f.scope != "team" && f.scope != "company" && f.scope != "all") {
          throw invalid_input("scope", "El alcance es mine, team, company o all.");
        }
        if (const auto s = req.query_param("status")) f.status = std::string(*s);
        if (const auto s = req.query_param("level")) f.level = std::string(*s);
        f.category = query_int(req, "category").value_or(0);
        f.owner = query_int(req, "owner").value_or(0);
        f.department = query_int(req, "department").value_or(0);
        if (const auto s = req.query_param("period_from")) f.period_from = std::string(*s);
        if (const auto s = req.query_param("period_to")) f.period_to = std::string(*s);
        if (const auto s = req.query_param("q"); s && !s->empty()) {
          if (s->size() > 100) throw invalid_input("q", "Hasta 100 caracteres.");
          std::string like = "%";
          for (const char ch : *s) {
            if (ch == '%' || ch == '_') continue;
            like += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
          }
          f.like = like + "%";
        }
        if (const auto s = req.query_param("health"); s && !s->empty()) {
          f.health = std::string(*s);
          if (f.health != "on_track" && f.health != "behind" && f.health != "at_risk" &&
              f.health != "not_started" && f.health != "done") {
            throw invalid_input("health",
                                "La salud es on_track, behind, at_risk, not_started o done.");
          }
        }
        const auto found =
            goals.list(ctx.org_id(), v, f, page.per_page, (page.page - 1) * page.per_page);
        json::array items;
        for (const auto& g : found.items) items.push_back(goal_json(g, v.language));
        json::object meta{{"page", page.page},
                          {"perPage", page.per_page},
                          {"total", found.total},
                          {"hasMore", page.page * page.per_page < found.total}};
        if (found.weights) {
          meta["weights"] =
              json::object{{"sum", found.weights->first}, {"count", found.weights->second}};
        }
        return with_meta(std::move(items), std::move(meta));
      });
  table.add(Method::kPost, "/goals", member(kModule),
            [&goals](const http::Request& req, RequestContext& ctx) {
              const auto v = viewer_of(req, ctx);
              const auto d = goals.create(ctx.org_id(), v, goal_input(parse_object(req), true));
              return ok(detail_json(d, v.language), 201);
            });
  table.add(Method::kGet, "/goals/tree", member(kModule).with_read_only(),
            [&goals](const http::Request& req, RequestContext& ctx) {
              const auto v = viewer_of(req, ctx);
              const auto parent = query_int(req, "parent");
              std::string from, to;
              if (const auto s = req.query_param("period_from")) from = std::string(*s);
              if (const auto s = req.query_param("period_to")) to = std::string(*s);
              const auto page = goals.tree(ctx.org_id(), v, parent, from, to);
              json::array items;
              for (const auto& g : page.items) {
                auto o = goal_json(g, v.language);
                if (parent) o["contribution"] = g.row.contribution;
                items.push_back(std::move(o));
              }
              json::object meta{{"more", page.more}};
              if (parent) meta["hidden_children"] = page.hidden_children;
              return with_meta(std::move(items), std::move(meta));
            });
  table.add(Method::kGet, "/goals/categories", member(kModule).with_read_only(),
            [&goals](const http::Request&, RequestContext& ctx) {
              json::array items;
              for (const auto& k : goals.categories(ctx.org_id(), true)) {
                items.push_back(category_json(k));
              }
              return ok(std::move(items));
            });
  table.add(Method::kPut, "/goals/weights", member(kModule),
            [&goals](const http::Request& req, RequestContext& ctx) {
              const auto v = viewer_of(req, ctx);
              const auto body = parse_object(req);
              const auto owner = opt_int(body, "owner_id");
              if (!owner) throw invalid_input("owner_id", "Indica la persona.");
              const auto [sum, list] = goals.set_weights(
                  ctx.org_id(), v, *owner, opt_string(body, "period_from").value_or(""),
                  opt_string(body, "period_to").value_or(""), pairs_of(body, "weights", "weight"));
              json::array items;
              for (const auto& g : list) items.push_back(goal_json(g, v.language));
              return ok(json::object{{"sum", sum}, {"goals", std::move(items)}});
            });
  table.add(Method::kGet, "/goals/{goal_id}", member(kModule).with_read_only(),
            [&goals](const http::Request& req, RequestContext& ctx) {
              const auto v = viewer_of(req, ctx);
              return ok(detail_json(goals.detail(ctx.org_id(), v, goal_id(req)), v.language));
            });
  table.add(Method::kPatch, "/goals/{goal_id}", member(kModule),
            [&goals](const http::Request& req, RequestContext& ctx) {
              const auto v = viewer_of(req, ctx);
              const auto d =
                  goals.update(ctx.org_id(), v, goal_id(req), goal_input(parse_object(req), false));
              return ok(detail_json(d, v.language));
            });
  table.add(Method::kDelete, "/goals/{goal_id}", member(kModule),
            [&goals](const http::Request& req, RequestContext& ctx) {
              goals.remove(ctx.org_id(), viewer_of(req, ctx), goal_id(req));
              http::Response res;
              res.status = 204;
              return res;
            });
  table.add(Method::kPut, "/goals/{goal_id}/checklist", member(kModule),
            [&goals](const http::Request& req, RequestContext& ctx) {
              const auto items =
                  goals.replace_checklist(ctx.org_id(), viewer_of(req, ctx), goal_id(req),
                                          checklist_of(parse_object(req), "items"));
              json::array out;
              for (const auto& i : items) out.push_back(item_json(i));
              return ok(std::move(out));
            });
  table.add(Method::kPatch, "/goals/{goal_id}/checklist/{item_id}", member(kModule),
            [&goals](const http::Request& req, RequestContext& ctx) {
              const auto done = opt_bool(parse_object(req), "done");
              if (!done) throw invalid_input("done", "Indica si está hecho.");
              return ok(item_json(goals.toggle_item(ctx.org_id(), viewer_of(req, ctx), goal_id(req),
                                                    path_id(req, "item_id"), *done)));
            });
  table.add(Method::kGet, "/goals/{goal_id}/checkins", member(kModule).with_read_only(),
            [&goals](const http::Request& req, RequestContext& ctx) {
              auto page = read_page(req, 20);
              const auto [list, total] =
                  goals.checkins(ctx.org_id(), viewer_of(req, ctx), goal_id(req), page.per_page,
                                 (page.page - 1) * page.per_page);
              json::array items;
              for (const auto& k : list) items.push_back(checkin_json(k));
              page.total = total;
              return ok_page(std::move(items), page);
            });
  table.add(Method::kPost, "/goals/{goal_id}/checkins", member(kModule).with_idempotency(),
            [&goals](const http::Request& req, RequestContext& ctx) {
              const auto v = viewer_of(req, ctx);
              const auto body = parse_object(req);
              CheckinInput in;
              const auto value = opt_number(body, "value");
              if (!value) {
                throw rule_broken("invalid_checkin", "Indica el valor.", {{"value", "Un número."}});
              }
              in.value = *value;
              in.status = opt_string(body, "status").value_or("");
              in.confidence = opt_int(body, "confidence").value_or(0);
              in.comment = opt_string(body, "comment");
              if (in.comment && in.comment->empty()) in.comment.reset();
              in.attachments = opt_string_list(body, "attachments", 5);
              const auto [checkin, detail] = goals.check_in(ctx.org_id(), v, goal_id(req), in);
              return ok(json::object{{"checkin", checkin_json(checkin)},
                                     {"goal", detail_json(detail, v.language)}},
                        201);
            });
  table.add(Method::kPut, "/goals/{goal_id}/parents", member(kModule),
            [&goals](const http::Request& req, RequestContext& ctx) {
              const auto v = viewer_of(req, ctx);
              const auto body = parse_object(req);
              if (!body.contains("parents"))
                throw invalid_input("parents", "Indica los objetivos.");
              const auto d = goals.set_parents(ctx.org_id(), v, goal_id(req),
                                               pairs_of(body, "parents", "contribution"));
              return ok(detail_json(d, v.language));
            });
  table.add(Method::kPut, "/goals/{goal_id}/children/weights", member(kModule),
            [&goals](const http::Request& req, RequestContext& ctx) {
              const auto v = viewer_of(req, ctx);
              const auto d = goals.set_children_weights(
                  ctx.org_id(), v, goal_id(req),
                  pairs_of(parse_object(req), "weights", "contribution"));
              return ok(detail_json(d, v.language));
            });
  table.add(Method::kPost, "/goals/{goal_id}/close", member(kModule).with_idempotency(),
            [&goals](const http::Request& req, RequestContext& ctx) {
              const auto v = viewer_of(req, ctx);
              const auto body = parse_object(req);
              auto comment = opt_string(body, "comment");
              if (comment && comment->empty()) comment.reset();
              const auto [d, rec] = goals.close(ctx.org_id(), v, goal_id(req),
                                                opt_string(body, "outcome").value_or(""),
                                                opt_number(body, "value"), comment);
              json::value recognition = nullptr;
              if (rec) {
                recognition =
                    json::object{{"people", people_json(rec->people)}, {"message", rec->message}};
              }
              return ok(json::object{{"goal", detail_json(d, v.language)},
                                     {"recognition", std::move(recognition)}});
            });
  table.add(Method::kPost, "/goals/{goal_id}/reopen", member(kModule),
            [&goals](const http::Request& req, RequestContext& ctx) {
              const auto v = viewer_of(req, ctx);
              return ok(detail_json(goals.reopen(ctx.org_id(), v, goal_id(req)), v.language));
            });
  table.add(Method::kPost, "/goals/{goal_id}/approve", member(kModule).with_idempotency(),
            [&goals](const http::Request& req, RequestContext& ctx) {
              const auto v = viewer_of(req, ctx);
              return ok(detail_json(goals.approve(ctx.org_id(), v, goal_id(req)), v.language));
            });
  table.add(
      Method::kPost, "/goals/{goal_id}/reject", member(kModule),
      [&goals](const http::Request& req, RequestContext& ctx) {
        const auto v = viewer_of(req, ctx);
        std::optional<std::string> reason;
        if (!req.body.empty()) reason = opt_string(parse_object(req), "reason");
        return ok(detail_json(goals.reject(ctx.org_id(), v, goal_id(req), reason), v.language));
      });
  table.add(Method::kGet, "/goals/{goal_id}/comments", member(kModule).with_read_only(),
            [&goals](const http::Request& req, RequestContext& ctx) {
              auto page = read_page(req, 20);
              const auto [list, total] =
                  goals.comments(ctx.org_id(), viewer_of(req, ctx), goal_id(req), page.per_page,
                                 (page.page - 1) * page.per_page);
              json::array items;
              for (const auto& k : list) items.push_back(comment_json(k));
              page.total = total;
              return ok_page(std::move(items), page);
            });
  table.add(Method::kPost, "/goals/{goal_id}/comments", member(kModule),
            [&goals](const http::Request& req, RequestContext& ctx) {
              const auto body = opt_string(parse_object(req), "body").value_or("");
              return ok(comment_json(
                            goals.comment(ctx.org_id(), viewer_of(req, ctx), goal_id(req), body)),
                        201);
            });

  // --- Admins ----------------------------------------------------------------------------------
  const auto category_input = [](const http::Request& req) {
    const auto body = parse_object(req);
    CategoryRow k;
    const auto* name = body.if_contains("name");
    if (name == nullptr || !name->is_object()) {
      throw rule_broken("invalid_category", "Escribe el nombre.", {{"name.es", "Obligatorio."}});
    }
    k.name = opt_string(name->as_object(), "es").value_or("");
    k.name_en = opt_string(name->as_object(), "en");
    k.value_id = opt_int(body, "value_id");
    k.active = opt_bool(body, "active").value_or(true);
    return k;
  };
  table.add(Method::kGet, "/org/goals/categories", admin(kModule),
            [&goals](const http::Request&, RequestContext& ctx) {
              json::array items;
              for (const auto& k : goals.categories(ctx.org_id(), false)) {
                items.push_back(category_json(k));
              }
              return ok(std::move(items));
            });
  table.add(Method::kPost, "/org/goals/categories", admin(kModule),
            [&goals, category_input](const http::Request& req, RequestContext& ctx) {
              return ok(category_json(
                            goals.save_category(ctx.org_id(), std::nullopt, category_input(req))),
                        201);
            });
  table.add(Method::kPut, "/org/goals/categories/{category_id}", admin(kModule),
            [&goals, category_input](const http::Request& req, RequestContext& ctx) {
              return ok(category_json(goals.save_category(ctx.org_id(), path_id(req, "category_id"),
                                                          category_input(req))));
            });
  table.add(Method::kDelete, "/org/goals/categories/{category_id}", admin(kModule),
            [&goals](const http::Request& req, RequestContext& ctx) {
              goals.delete_category(ctx.org_id(), path_id(req, "category_id"));
              http::Response res;
              res.status = 204;
              return res;
            });
  table.add(Method::kGet, "/org/goals/settings", admin(kModule),
            [&goals](const http::Request&, RequestContext& ctx) {
              return ok(settings_json(goals.settings(ctx.org_id())));
            });
  table.add(Method::kPut, "/org/goals/settings", admin(kModule),
            [&goals](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              SettingsRow s;
              s.nudge_days = opt_int(body, "nudge_days").value_or(14);
              s.behind_delta = opt_number(body, "behind_delta").value_or(10);
              s.at_risk_delta = opt_number(body, "at_risk_delta").value_or(25);
              return ok(settings_json(goals.save_settings(ctx.org_id(), s)));
            });
}

}  // namespace aplauso::goals
