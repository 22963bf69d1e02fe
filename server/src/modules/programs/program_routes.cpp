// HTTP routes of programs under the module flag `programs`: the spec's /program calls (list,
// create, edit, deleted, assign, submit, activate, toggle, close), the program page's reads and
// the decisions of submissions. Contract: api/modules/programs.yaml; rules: docs/programs.md.
#include <algorithm>
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <boost/json/value.hpp>

#include "api/envelope.h"
#include "api/json_input.h"
#include "api/routes.h"
#include "core/errors.h"
#include "modules/approvals/approval_service.h"
#include "modules/forms/form_service.h"
#include "modules/programs/program_service.h"
#include "modules/programs/programs_routes.h"
#include "modules/structure/audience_json.h"
#include "modules/users/user_json.h"

namespace aplauso::programs {

namespace json = boost::json;
using http::Method;

namespace {
constexpr std::string_view kModule = "programs";

json::value text_or_null(const std::optional<std::string>& v) {
  return v ? json::value(*v) : json::value(nullptr);
}
json::value int_or_null(const std::optional<std::int64_t>& v) {
  return v ? json::value(*v) : json::value(nullptr);
}
json::array ints(const std::vector<std::int64_t>& v) {
  json::array out;
  for (const auto i : v) out.push_back(i);
  return out;
}

Viewer viewer_of(const RequestContext& ctx) {
  Viewer v;
  v.user_id = ctx.who().user_id;
  v.role = ctx.who().role;
  v.timezone = ctx.org().timezone;
  v.today = forms::local_day(v.timezone, ctx.now_ms);
  return v;
}

json::object program_json(const ProgramView& p) {
  const auto& r = p.row;
  json::array owners;
  for (const auto& o : p.owners) owners.push_back(users::person_json(o));
  json::value remaining = nullptr;
  if (r.budget_points) remaining = std::max<std::int64_t>(0, *r.budget_points - r.budget_spent);
  const auto& m = p.mine;
  const std::int64_t percent = m.total > 0 ? (m.completed * 100) / m.total : 0;
  return {{"id", r.id},
          {"title", r.title},
          {"description", r.description},
          {"cover_key", text_or_null(r.cover_key)},
          {"cover_url", text_or_null(p.cover_url)},
          {"status", r.status},
          {"open", p.open},
          {"starts_on", text_or_null(r.starts_on)},
          {"ends_on", text_or_null(r.ends_on)},
          {"budget_points", int_or_null(r.budget_points)},
          {"budget_spent", r.budget_spent},
          {"budget_remaining", std::move(remaining)},
          {"audience", structure::audience_json(r.audience)},
          {"show_in_feed", r.show_in_feed},
          {"mandatory", r.mandatory},
          {"owners", std::move(owners)},
          {"position", r.position},
          {"actions_count", r.actions_count},
          {"pending_count", p.can_manage ? r.pending_count : 0},
          {"can_manage", p.can_manage},
          {"mine", json::object{{"assigned", m.assigned},
                                {"due_on", text_or_null(m.due_on)},
                                {"overdue", m.overdue},
                                {"completed", m.completed},
                                {"total", m.total},
                                {"percent", percent},
                                {"points_earned", m.points_earned}}},
          {"created_at", r.created_at}};
}

json::object action_json(const ActionView& a) {
  const auto& r = a.row;
  return {{"id", r.id},
          {"key", std::to_string(r.id)},
          {"title", r.title},
          {"instructions", r.instructions},
          {"points", r.points},
          {"evidence", r.evidence},
          {"recurrence", r.recurrence},
          {"per_person_limit", int_or_null(r.per_person_limit)},
          {"starts_on", text_or_null(r.starts_on)},
          {"ends_on", text_or_null(r.ends_on)},
          {"prerequisites", ints(a.prerequisites)},
          {"auto_approve", r.auto_approve},
          {"archived", r.archived},
          {"position", r.position},
          {"state", a.state},
          {"locked_by", ints(a.locked_by)},
          {"completed", a.completed},
          {"done_in_window", a.done_in_window},
          {"pending_submission_id", int_or_null(a.pending_submission_id)}};
}

json::object submission_json(const SubmissionView& s) {
  const auto& r = s.row;
  json::value attachment = nullptr;
  if (r.attachment_key && s.attachment_url) {
    attachment = json::object{{"key", *r.attachment_key},
                              {"name", r.attachment_name.value_or("")},
                              {"content_type", r.attachment_type.value_or("")},
                              {"url", *s.attachment_url}};
  }
  return {{"id", r.id},
          {"program", json::object{{"id", r.program_id}, {"title", r.program_title}}},
          {"action",
           json::object{
               {"id", r.action_id}, {"title", r.action_title}, {"evidence", r.action_evidence}}},
          {"person", users::person_json(s.person)},
          {"status", r.status},
          {"text", r.text},
          {"link", text_or_null(r.link)},
          {"attachment", std::move(attachment)},
          {"points", r.points},
          {"share", r.share},
          {"reviewer",
           s.reviewer ? json::value(users::person_json(*s.reviewer)) : json::value(nullptr)},
          {"reason", text_or_null(r.reason)},
          {"decided_at", int_or_null(r.decided_at)},
          {"created_at", r.created_at},
          {"resubmission_of", int_or_null(r.resubmission_of)},
          {"can_decide", s.can_decide}};
}

json::object detail_json(const ProgramDetail& d) {
  auto out = program_json(d.program);
  json::array actions, mine;
  for (const auto& a : d.actions) actions.push_back(action_json(a));
  for (const auto& s : d.my_submissions) mine.push_back(submission_json(s));
  out["actions"] = std::move(actions);
  out["my_submissions"] = std::move(mine);
  out["assignments_count"] = d.assignments_count;
  return out;
}

json::object entry_json(const LeaderEntry& e) {
  return {{"rank", e.rank},
          {"person", users::person_json(e.person)},
          {"points", e.points},
          {"completed", e.completed}};
}

std::int64_t id_of(const json::object& body, std::string_view key = "id") {
  const auto id = opt_int(body, key);
  if (!id) throw invalid_input(std::string(key), "Indica el programa.");
  return *id;
}

std::optional<std::string> optional_text(const json::object& body, std::string_view key) {
  auto v = nullable_string(body, key);
  if (!v || !*v || (*v)->empty()) return std::nullopt;
  return **v;
}

ProgramInput input_of(const json::object& body) {
  ProgramInput in;
  in.title = opt_string(body, "title").value_or("");
  in.description = opt_string(body, "description").value_or("");
  in.cover_key = optional_text(body, "cover_key");
  in.starts_on = optional_text(body, "starts_on");
  in.ends_on = optional_text(body, "ends_on");
  in.budget_points = opt_int(body, "budget_points");
  in.audience = structure::audience_of(body);
  in.show_in_feed = opt_bool(body, "show_in_feed").value_or(true);
  in.mandatory = opt_bool(body, "mandatory").value_or(false);
  if (body.contains("owner_ids")) in.owner_ids = opt_int_list(body, "owner_ids", 20);
  const auto* actions = body.if_contains("actions");
  if (actions != nullptr && !actions->is_null()) {
    if (!actions->is_array()) throw invalid_input("actions", "Las acciones deben ser una lista.");
    for (const auto& v : actions->as_array()) {
      if (!v.is_object()) throw invalid_input("actions", "Cada acción debe ser un objeto.");
      const auto& o = v.as_object();
      ActionInput a;
      a.id = opt_int(o, "id");
      a.key = opt_string(o, "key").value_or(a.id ? std::to_string(*a.id) : "");
      a.title = opt_string(o, "title").value_or("");
      a.instructions = opt_string(o, "instructions").value_or("");
      a.points = opt_int(o, "points").value_or(0);
      a.evidence = opt_string(o, "evidence").value_or("none");
      a.recurrence = opt_string(o, "recurrence").value_or("once");
      a.per_person_limit = opt_int(o, "per_person_limit");
      a.starts_on = optional_text(o, "starts_on");
      a.ends_on = optional_text(o, "ends_on");
      a.prerequisites = opt_string_list(o, "prerequisites", 20);
      a.auto_approve = opt_bool(o, "auto_approve").value_or(false);
      in.actions.push_back(std::move(a));
    }
  }
  return in;
}

std::optional<std::string> status_query(const http::Request& req) {
  if (const auto s = req.query_param("status"); s && !s->empty()) return std::string(*s);
  return std::nullopt;
}
}  // namespace

void register_routes(RouteTable& table, const ProgramService& programs,
                     const approvals::ApprovalService& approvals) {
  table.add(Method::kGet, "/program", member(kModule).with_read_only(),
            [&programs](const http::Request& req, RequestContext& ctx) {
              auto page = read_page(req, 20);
              const auto found = programs.list(ctx.org_id(), viewer_of(ctx), status_query(req),
                                               query_bool(req, "mine").value_or(false),
                                               query_bool(req, "manage").value_or(false),
                                               page.per_page, (page.page - 1) * page.per_page);
              json::array items;
              for (const auto& p : found.items) items.push_back(program_json(p));
              page.total = found.total;
              return ok_page(std::move(items), page);
            });
  table.add(Method::kPost, "/program", admin(kModule),
            [&programs](const http::Request& req, RequestContext& ctx) {
              return ok(detail_json(programs.create(ctx.org_id(), viewer_of(ctx),
                                                    input_of(parse_object(req)))),
                        201);
            });
  table.add(Method::kPost, "/program/edit", member(kModule),
            [&programs](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              return ok(detail_json(
                  programs.edit(ctx.org_id(), viewer_of(ctx), id_of(body), input_of(body))));
            });
  table.add(Method::kPost, "/program/deleted", admin(kModule),
            [&programs](const http::Request& req, RequestContext& ctx) {
              const auto id = id_of(parse_object(req));
              const auto cancelled = programs.remove(ctx.org_id(), viewer_of(ctx), id);
              return ok(json::object{{"id", id}, {"cancelled", cancelled}});
            });
  table.add(Method::kPost, "/program/activate", member(kModule),
            [&programs](const http::Request& req, RequestContext& ctx) {
              return ok(detail_json(
                  programs.activate(ctx.org_id(), viewer_of(ctx), id_of(parse_object(req)))));
            });
  table.add(Method::kPost, "/program/toggle", member(kModule),
            [&programs](const http::Request& req, RequestContext& ctx) {
              return ok(detail_json(
                  programs.toggle(ctx.org_id(), viewer_of(ctx), id_of(parse_object(req)))));
            });
  table.add(Method::kPost, "/program/close", member(kModule),
            [&programs](const http::Request& req, RequestContext& ctx) {
              return ok(detail_json(
                  programs.close(ctx.org_id(), viewer_of(ctx), id_of(parse_object(req)))));
            });
  table.add(Method::kPost, "/program/assign", member(kModule),
            [&programs](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              AssignInput in;
              in.program_id = id_of(body, "program_id");
              in.user_ids = opt_int_list(body, "user_ids", 500);
              in.department_ids = opt_int_list(body, "department_ids", 50);
              in.group_ids = opt_int_list(body, "group_ids", 50);
              in.due_on = opt_string(body, "due_on").value_or("");
              const auto r = programs.assign(ctx.org_id(), viewer_of(ctx), in);
              return ok(json::object{
                  {"assigned", r.assigned}, {"updated", r.updated}, {"total", r.total}});
            });
  table.add(Method::kPost, "/program/unassign", member(kModule),
            [&programs](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const auto removed =
                  programs.unassign(ctx.org_id(), viewer_of(ctx), id_of(body, "program_id"),
                                    opt_int_list(body, "user_ids", 500));
              return ok(json::object{{"removed", removed}});
            });
  table.add(Method::kPost, "/program/submit", member(kModule).with_idempotency(),
            [&programs](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              SubmitInput in;
              const auto action = opt_int(body, "action_id");
              if (!action) throw invalid_input("action_id", "Indica la acción.");
              in.action_id = *action;
              in.text = opt_string(body, "text").value_or("");
              in.link = optional_text(body, "link");
              in.attachment_key = optional_text(body, "attachment_key");
              in.share = opt_bool(body, "share").value_or(true);
              in.resubmission_of = opt_int(body, "resubmission_of");
              return ok(submission_json(programs.submit(ctx.org_id(), viewer_of(ctx), in)), 201);
            });
  const auto decide = [&programs, &approvals](const http::Request& req, RequestContext& ctx,
                                              bool approve) {
    std::optional<std::string> reason;
    if (!req.body.empty()) {
      const auto body = parse_object(req);
      reason = opt_string(body, approve ? "note" : "reason");
    }
    if (!approve && (!reason || reason->empty())) {
      throw invalid_input("reason", "Indica el motivo del rechazo.");
    }
    if (reason && reason->size() > 2000) {
      throw invalid_input(approve ? "note" : "reason",
                          "El motivo no puede exceder 500 caracteres.");
    }
    const auto approver = approvals.approver(ctx.org_id(), ctx.who().user_id, ctx.who().role);
    return ok(submission_json(
        programs.decide(ctx.org_id(), approver, path_id(req, "submission_id"), approve, reason)));
  };
  table.add(
      Method::kPost, "/program/submission/{submission_id}/approve",
      member(kModule).with_idempotency(),
      [decide](const http::Request& req, RequestContext& ctx) { return decide(req, ctx, true); });
  table.add(
      Method::kPost, "/program/submission/{submission_id}/reject", member(kModule),
      [decide](const http::Request& req, RequestContext& ctx) { return decide(req, ctx, false); });
  table.add(Method::kGet, "/program/submissions/mine", member(kModule).with_read_only(),
            [&programs](const http::Request& req, RequestContext& ctx) {
              auto page = read_page(req, 20);
              const auto found = programs.my_submissions(
                  ctx.org_id(), viewer_of(ctx), query_int(req, "program_id"), status_query(req),
                  page.per_page, (page.page - 1) * page.per_page);
              json::array items;
              for (const auto& s : found.items) items.push_back(submission_json(s));
              page.total = found.total;
              return ok_page(std::move(items), page);
            });
  table.add(Method::kGet, "/program/{program_id}", member(kModule).with_read_only(),
            [&programs](const http::Request& req, RequestContext& ctx) {
              return ok(detail_json(
                  programs.detail(ctx.org_id(), viewer_of(ctx), path_id(req, "program_id"))));
            });
  table.add(Method::kGet, "/program/{program_id}/leaderboard", member(kModule).with_read_only(),
            [&programs](const http::Request& req, RequestContext& ctx) {
              const auto b =
                  programs.leaderboard(ctx.org_id(), viewer_of(ctx), path_id(req, "program_id"),
                                       query_int(req, "department"));
              json::array top;
              for (const auto& e : b.top) top.push_back(entry_json(e));
              return ok(json::object{
                  {"top", std::move(top)},
                  {"me", b.me ? json::value(entry_json(*b.me)) : json::value(nullptr)},
                  {"ahead", b.ahead ? json::value(entry_json(*b.ahead)) : json::value(nullptr)},
                  {"participants", b.participants}});
            });
  table.add(Method::kGet, "/program/{program_id}/activity", member(kModule).with_read_only(),
            [&programs](const http::Request& req, RequestContext& ctx) {
              auto page = read_page(req, 20);
              const auto [list, total] =
                  programs.activity(ctx.org_id(), viewer_of(ctx), path_id(req, "program_id"),
                                    page.per_page, (page.page - 1) * page.per_page);
              json::array items;
              for (const auto& a : list) {
                items.push_back(json::object{
                    {"id", a.id},
                    {"person", users::person_json(a.person)},
                    {"action", json::object{{"id", a.action_id}, {"title", a.action_title}}},
                    {"points", a.points},
                    {"at", a.at}});
              }
              page.total = total;
              return ok_page(std::move(items), page);
            });
  table.add(Method::kGet, "/program/{program_id}/submissions", member(kModule).with_read_only(),
            [&programs](const http::Request& req, RequestContext& ctx) {
              auto page = read_page(req, 20);
              const auto found = programs.submissions(
                  ctx.org_id(), viewer_of(ctx), path_id(req, "program_id"), status_query(req),
                  page.per_page, (page.page - 1) * page.per_page);
              json::array items;
              for (const auto& s : found.items) items.push_back(submission_json(s));
              page.total = found.total;
              return ok_page(std::move(items), page);
            });
  table.add(Method::kGet, "/program/{program_id}/assignments", member(kModule).with_read_only(),
            [&programs](const http::Request& req, RequestContext& ctx) {
              auto page = read_page(req, 20);
              const auto [list, total] =
                  programs.assignments(ctx.org_id(), viewer_of(ctx), path_id(req, "program_id"),
                                       page.per_page, (page.page - 1) * page.per_page);
              json::array items;
              for (const auto& a : list) {
                items.push_back(json::object{{"person", users::person_json(a.person)},
                                             {"due_on", a.due_on},
                                             {"assigned_at", a.assigned_at},
                                             {"completed", a.completed},
                                             {"total", a.total},
                                             {"overdue", a.overdue}});
              }
              page.total = total;
              return ok_page(std::move(items), page);
            });
  table.add(Method::kGet, "/program/{program_id}/stats", member(kModule).with_read_only(),
            [&programs](const http::Request& req, RequestContext& ctx) {
              const auto s =
                  programs.stats(ctx.org_id(), viewer_of(ctx), path_id(req, "program_id"));
              const auto pct = [](std::int64_t part, std::int64_t whole) {
                return whole > 0 ? (part * 100) / whole : 0;
              };
              json::array departments;
              for (const auto& d : s.by_department) {
                departments.push_back(json::object{
                    {"department", json::object{{"id", int_or_null(d.id)}, {"name", d.name}}},
                    {"audience", d.hidden ? json::value(nullptr) : json::value(d.audience)},
                    {"participants", d.hidden ? json::value(nullptr) : json::value(d.participants)},
                    {"participation", d.hidden ? json::value(nullptr)
                                               : json::value(pct(d.participants, d.audience))},
                    {"hidden", d.hidden}});
              }
              return ok(json::object{
                  {"audience", s.audience},
                  {"participants", s.participants},
                  {"participation", pct(s.participants, s.audience)},
                  {"by_status", json::object{{"pending", s.pending},
                                             {"approved", s.approved},
                                             {"rejected", s.rejected},
                                             {"cancelled", s.cancelled}}},
                  {"budget_points", int_or_null(s.budget_points)},
                  {"budget_spent", s.budget_spent},
                  {"median_hours_to_approve",
                   s.median_hours ? json::value(*s.median_hours) : json::value(nullptr)},
                  {"min_group_size", s.min_group_size},
                  {"by_department", std::move(departments)}});
            });
}

}  // namespace aplauso::programs
