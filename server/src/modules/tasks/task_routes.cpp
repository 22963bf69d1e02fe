// HTTP routes of tasks under the module flag `tasks`: people's tasks (/tasks) and the admins'
// templates and runs (/org/tasks). Contract: api/modules/tasks.yaml.
#include <boost/json/array.hpp>
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <boost/json/value.hpp>

#include "api/envelope.h"
#include "api/json_input.h"
#include "api/routes.h"
#include "modules/forms/form_service.h"
#include "modules/tasks/task_service.h"
#include "modules/tasks/task_templates.h"
#include "modules/tasks/tasks_routes.h"
#include "modules/users/user_json.h"

namespace aplauso::tasks {

namespace json = boost::json;
using http::Method;

namespace {
constexpr std::string_view kModule = "tasks";

json::value opt_text(const std::optional<std::string>& v) {
  return v ? json::value(*v) : json::value(nullptr);
}

json::value opt_number(const std::optional<std::int64_t>& v) {
  return v ? json::value(*v) : json::value(nullptr);
}

json::object task_json(const TaskView& t) {
  const auto& r = t.row;
  json::array assignees, blocked_by, depends_on, attachments;
  for (const auto& p : t.assignees) assignees.push_back(users::person_json(p));
  for (const auto& [id, title] : t.blocked_by) {
    blocked_by.push_back(json::object{{"id", id}, {"title", title}});
  }
  for (const auto id : t.depends_on) depends_on.emplace_back(id);
  for (const auto& a : t.attachments) {
    attachments.push_back(json::object{{"key", a.key}, {"name", a.name}, {"url", a.url}});
  }
  return {{"id", r.id},
          {"title", r.title},
          {"description", r.description},
          {"assignees", std::move(assignees)},
          {"creator", users::person_json(t.creator)},
          {"due_on", opt_text(r.due_on)},
          {"priority", r.priority},
          {"status", r.status},
          {"blocked", t.blocked()},
          {"blocked_by", std::move(blocked_by)},
          {"depends_on", std::move(depends_on)},
          {"source", json::object{{"kind", r.source_kind},
                                  {"id", opt_number(r.source_id)},
                                  {"label", opt_text(r.source_label)}}},
          {"attachments", std::move(attachments)},
          {"comments_count", r.comments_count},
          {"proof", r.proof},
          {"completed_at", opt_number(r.completed_at)},
          {"completed_by", t.completed_by ? json::value(users::person_json(*t.completed_by))
                                          : json::value(nullptr)},
          {"created_at", r.created_at},
          {"updated_at", r.updated_at}};
}

json::object comment_json(const CommentView& c) {
  return {{"id", c.row.id},
          {"author", users::person_json(c.author)},
          {"body", c.row.body},
          {"created_at", c.row.created_at}};
}

json::object name_json(const std::string& es, const std::optional<std::string>& en) {
  json::object o{{"es", es}};
  if (en) o["en"] = *en;
  return o;
}

json::object template_json(const Template& t) {
  const auto& r = t.row;
  return {{"id", r.id},
          {"name", name_json(r.name, r.name_en)},
          {"trigger", r.trigger},
          {"anchor", r.anchor},
          {"active", r.active},
          {"items", json::parse(r.items)},
          {"created_at", r.created_at},
          {"updated_at", r.updated_at}};
}

json::object run_json(const RunView& v) {
  const auto& r = v.row;
  return {{"id", r.id},
          {"template", json::object{{"id", opt_number(r.template_id)},
                                    {"name", name_json(r.template_name, r.template_name_en)}}},
          {"subject", users::person_json(v.subject)},
          {"anchor_on", r.anchor_on},
          {"started_at", r.started_at},
          {"tasks", r.tasks},
          {"done", r.done}};
}

Caller caller(const RequestContext& ctx) {
  return {ctx.who().user_id, ctx.who().role == Role::kAdmin};
}

std::string today(const RequestContext& ctx) {
  return forms::local_day(ctx.org().timezone, ctx.now_ms);
}

std::string query_text(const http::Request& req, std::string_view name) {
  const auto v = req.query_param(name);
  return v ? std::string(*v) : std::string();
}

http::Response no_content() {
  http::Response res;
  res.status = 204;
  return res;
}
}  // namespace

void register_routes(RouteTable& table, const TaskService& tasks,
                     const TemplateService& templates) {
  // --- People ----------------------------------------------------------------------------------
  table.add(Method::kGet, "/tasks", member(kModule).with_read_only(),
            [&tasks](const http::Request& req, RequestContext& ctx) {
              auto page = read_page(req, 20);
              ListQuery q;
              if (const auto v = req.query_param("view")) q.view = std::string(*v);
              if (const auto v = req.query_param("assignee")) q.assignee = std::string(*v);
              q.source = query_text(req, "source");
              q.status = query_text(req, "status");
              q.q = trim(query_text(req, "q"));
              q.today = today(ctx);
              q.limit = page.per_page;
              q.offset = (page.page - 1) * page.per_page;
              const auto found = tasks.list(ctx.org_id(), caller(ctx), q);
              json::array items;
              for (const auto& t : found.items) items.push_back(task_json(t));
              json::object meta{{"page", page.page},
                                {"perPage", page.per_page},
                                {"total", found.total},
                                {"hasMore", page.page * page.per_page < found.total},
                                {"today", q.today},
                                {"counts", json::object{{"today", found.counts.today},
                                                        {"overdue", found.counts.overdue},
                                                        {"upcoming", found.counts.upcoming}}}};
              return raw_json(json::serialize(json::object{
                  {"success", true}, {"data", std::move(items)}, {"meta", std::move(meta)}}));
            });
  table.add(Method::kPost, "/tasks", member(kModule),
            [&tasks](const http::Request& req, RequestContext& ctx) {
              return ok(task_json(tasks.create(ctx.org_id(), caller(ctx), parse_object(req))), 201);
            });
  table.add(Method::kGet, "/tasks/{task_id}", member(kModule).with_read_only(),
            [&tasks](const http::Request& req, RequestContext& ctx) {
              const auto d = tasks.read(ctx.org_id(), caller(ctx), path_id(req, "task_id"));
              auto o = task_json(d.task);
              json::array comments;
              for (const auto& c : d.comments) comments.push_back(comment_json(c));
              o["comments"] = std::move(comments);
              return ok(std::move(o));
            });
  table.add(Method::kPatch, "/tasks/{task_id}", member(kModule),
            [&tasks](const http::Request& req, RequestContext& ctx) {
              return ok(task_json(tasks.update(ctx.org_id(), caller(ctx), path_id(req, "task_id"),
                                               parse_object(req))));
            });
  table.add(Method::kDelete, "/tasks/{task_id}", member(kModule),
            [&tasks](const http::Request& req, RequestContext& ctx) {
              tasks.remove(ctx.org_id(), caller(ctx), path_id(req, "task_id"));
              return no_content();
            });
  table.add(Method::kPost, "/tasks/{task_id}/comments", member(kModule),
            [&tasks](const http::Request& req, RequestContext& ctx) {
              return ok(comment_json(tasks.comment(ctx.org_id(), caller(ctx),
                                                   path_id(req, "task_id"), parse_object(req))),
                        201);
            });
  table.add(Method::kPost, "/tasks/{task_id}/attachments", member(kModule),
            [&tasks](const http::Request& req, RequestContext& ctx) {
              return ok(task_json(tasks.attach(ctx.org_id(), caller(ctx), path_id(req, "task_id"),
                                               parse_object(req))));
            });

  // --- Admins ----------------------------------------------------------------------------------
  table.add(Method::kGet, "/org/tasks/templates", admin(kModule),
            [&templates](const http::Request& /*req*/, RequestContext& ctx) {
              json::array items;
              for (const auto& t : templates.list(ctx.org_id())) items.push_back(template_json(t));
              return ok(std::move(items));
            });
  table.add(Method::kPost, "/org/tasks/templates", admin(kModule),
            [&templates](const http::Request& req, RequestContext& ctx) {
              return ok(template_json(templates.create(ctx.org_id(), parse_object(req))), 201);
            });
  table.add(Method::kGet, "/org/tasks/templates/{template_id}", admin(kModule),
            [&templates](const http::Request& req, RequestContext& ctx) {
              return ok(template_json(templates.read(ctx.org_id(), path_id(req, "template_id"))));
            });
  table.add(Method::kPut, "/org/tasks/templates/{template_id}", admin(kModule),
            [&templates](const http::Request& req, RequestContext& ctx) {
              return ok(template_json(
                  templates.update(ctx.org_id(), path_id(req, "template_id"), parse_object(req))));
            });
  table.add(Method::kDelete, "/org/tasks/templates/{template_id}", admin(kModule),
            [&templates](const http::Request& req, RequestContext& ctx) {
              templates.remove(ctx.org_id(), path_id(req, "template_id"));
              return no_content();
            });
  table.add(Method::kPost, "/org/tasks/templates/{template_id}/runs", admin(kModule),
            [&templates](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const auto subject = opt_int(body, "subject_id");
              if (!subject) throw invalid_input("subject_id", "Elige a la persona.");
              const auto anchor = opt_string(body, "anchor_on");
              return ok(run_json(templates.start(ctx.org_id(), ctx.who().user_id,
                                                 path_id(req, "template_id"), *subject, anchor,
                                                 today(ctx))),
                        201);
            });
  table.add(Method::kGet, "/org/tasks/runs", admin(kModule),
            [&templates](const http::Request& req, RequestContext& ctx) {
              auto page = read_page(req, 20);
              const auto found = templates.runs(ctx.org_id(), query_int(req, "template"),
                                                query_int(req, "subject"), page.per_page,
                                                (page.page - 1) * page.per_page);
              json::array items;
              for (const auto& r : found.items) items.push_back(run_json(r));
              page.total = found.total;
              return ok_page(std::move(items), page);
            });
}

}  // namespace aplauso::tasks
