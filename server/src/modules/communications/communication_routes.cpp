// HTTP routes of communications: the three sends, groups, pinning, each person's list and
// actions (read, acknowledge, file, vote), the admins' list and the recipients' report
// (communications_module.cpp installs them).
#include <boost/json/array.hpp>

#include "api/envelope.h"
#include "api/json_input.h"
#include "api/json_output.h"
#include "api/routes.h"
#include "modules/communications/communication_service.h"
#include "modules/communications/communications_routes.h"
#include "modules/users/user_json.h"

namespace aplauso::communications {

namespace json = boost::json;
using http::Method;

namespace {
constexpr std::string_view kModule = "communications";
constexpr std::size_t kMaxAttachments = 5;
constexpr std::size_t kMaxPollOptions = 100;
constexpr std::size_t kMaxGroupMembers = 5000;

Viewer viewer_of(RequestContext& ctx) {
  return {ctx.who().user_id, ctx.who().role == Role::kAdmin};
}

json::object poll_json(const View& v) {
  json::array options;
  for (const auto& o : v.options) {
    options.push_back(json::object{{"id", o.id},
                                   {"text", o.text},
                                   {"votes", v.results_visible ? json::value(o.votes) : nullptr}});
  }
  json::array mine;
  for (const auto id : v.my_votes) mine.push_back(id);
  return {{"question", *v.row.poll_question},
          {"multiple", v.row.poll_multiple},
          {"options", std::move(options)},
          {"voters", v.results_visible ? json::value(v.voters) : nullptr},
          {"my_votes", std::move(mine)}};
}

json::object communication_json(const View& v, bool with_stats) {
  const auto& r = v.row;
  json::array files;
  for (const auto& a : v.attachments) {
    files.push_back(json::object{{"key", a.key},
                                 {"name", a.name},
                                 {"content_type", a.content_type},
                                 {"size", a.size},
                                 {"url", a.url}});
  }
  json::object out{{"id", r.id},
                   {"title", r.title},
                   {"message", r.message},
                   {"audience", r.audience},
                   {"audience_id", or_null(r.audience_id)},
                   {"audience_name", or_null(r.audience_name)},
                   {"pinned", r.pinned},
                   {"email", r.email},
                   {"whatsapp", r.whatsapp},
                   {"newsfeed", r.newsfeed},
                   {"acknowledge", r.acknowledge},
                   {"author", users::person_json(v.author)},
                   {"created_at", r.created_at},
                   {"attachments", std::move(files)},
                   {"poll", r.poll_question ? json::value(poll_json(v)) : nullptr},
                   {"read_at", v.state ? or_null(v.state->read_at) : nullptr},
                   {"acknowledged_at", v.state ? or_null(v.state->acknowledged_at) : nullptr},
                   {"filed", v.state && v.state->filed}};
  if (with_stats) {
    out["stats"] = json::object{
        {"recipients", r.recipients_count},     {"read", r.read_count},
        {"acknowledged", r.acknowledged_count}, {"emailed", r.emailed_count},
        {"whatsapp_queued", r.whatsapp_count},  {"delivered", r.fanout_state == "done"}};
  }
  return out;
}

http::Response page_json(const ViewPage& result, PageMeta page, bool with_stats) {
  json::array items;
  for (const auto& v : result.items) items.push_back(communication_json(v, with_stats));
  page.total = result.total;
  page.has_more = page.page * page.per_page < result.total;
  return ok_page(std::move(items), page);
}

// The communication form (spec section 3): title, message, pin, email, whatsapp, newsfeed, and
// acknowledge, attachments and poll.
Draft read_draft(const json::object& body) {
  if (body.empty()) throw invalid_input("body", "No se han proporcionado datos");
  Draft d;
  d.title = opt_string(body, "title").value_or("");
  d.message = opt_string(body, "message").value_or("");
  d.pin = opt_bool(body, "pin").value_or(false);
  d.email = opt_bool(body, "email").value_or(false);
  d.whatsapp = opt_bool(body, "whatsapp").value_or(false);
  d.newsfeed = opt_bool(body, "newsfeed").value_or(false);
  d.acknowledge = opt_bool(body, "acknowledge").value_or(false);
  d.attachment_keys = opt_string_list(body, "attachments", kMaxAttachments);
  if (const auto* poll = body.if_contains("poll"); poll != nullptr && !poll->is_null()) {
    if (!poll->is_object()) throw invalid_input("poll", "La encuesta debe ser un objeto.");
    const auto& p = poll->as_object();
    d.poll_question = opt_string(p, "question").value_or("");
    d.poll_options = opt_string_list(p, "options", kMaxPollOptions);
    d.poll_multiple = opt_bool(p, "multiple").value_or(false);
  }
  return d;
}

json::object group_json(const Group& g) {
  json::array members;
  for (const auto& p : g.members) members.push_back(users::person_json(p));
  return {{"id", g.row.id},
          {"name", g.row.name},
          {"members_count", g.row.members_count},
          {"created_at", g.row.created_at},
          {"members", std::move(members)}};
}
}  // namespace

void register_routes(RouteTable& routes, const CommunicationService& service) {
  // --- Sending (admins) --------------------------------------------------------------------------
  routes.add(Method::kPost, "/communication/all", admin(kModule).with_idempotency(),
             [&service](const http::Request& req, RequestContext& ctx) {
               const auto draft = read_draft(parse_object(req));
               return ok(
                   communication_json(
                       service.send(ctx.org_id(), ctx.who().user_id, {"all", {}}, draft), true),
                   201);
             });
  routes.add(Method::kPost, "/communication/department", admin(kModule).with_idempotency(),
             [&service](const http::Request& req, RequestContext& ctx) {
               const auto body = parse_object(req);
               const auto draft = read_draft(body);
               const auto id = opt_int(body, "id");
               if (!id) throw invalid_input("id", "ID del departamento es requerido");
               return ok(communication_json(service.send(ctx.org_id(), ctx.who().user_id,
                                                         {"department", *id}, draft),
                                            true),
                         201);
             });
  routes.add(Method::kPost, "/communication/group/{id}", admin(kModule).with_idempotency(),
             [&service](const http::Request& req, RequestContext& ctx) {
               const auto id = path_id(req);
               const auto draft = read_draft(parse_object(req));
               return ok(
                   communication_json(
                       service.send(ctx.org_id(), ctx.who().user_id, {"group", id}, draft), true),
                   201);
             });
  routes.add(Method::kPost, "/communication/{id}/pin", admin(kModule),
             [&service](const http::Request& req, RequestContext& ctx) {
               const auto id = path_id(req);
               const auto pin = opt_bool(parse_object(req), "pin");
               if (!pin) throw invalid_input("pin", "Indica pin (true o false).");
               return ok(communication_json(service.pin(ctx.org_id(), id, *pin), true));
             });

  // --- Groups (admins) ---------------------------------------------------------------------------
  routes.add(Method::kGet, "/communication/groups", admin(kModule),
             [&service](const http::Request&, RequestContext& ctx) {
               json::array out;
               for (const auto& g : service.groups(ctx.org_id())) {
                 out.push_back(json::object{{"id", g.id},
                                            {"name", g.name},
                                            {"members_count", g.members_count},
                                            {"created_at", g.created_at}});
               }
               return ok(std::move(out));
             });
  routes.add(Method::kGet, "/communication/group/{id}", admin(kModule),
             [&service](const http::Request& req, RequestContext& ctx) {
               return ok(group_json(service.group(ctx.org_id(), path_id(req))));
             });
  routes.add(Method::kPost, "/communication/group", admin(kModule),
             [&service](const http::Request& req, RequestContext& ctx) {
               const auto body = parse_object(req);
               return ok(group_json(service.create_group(
                             ctx.org_id(), ctx.who().user_id, opt_string(body, "name").value_or(""),
                             opt_int_list(body, "member_ids", kMaxGroupMembers))),
                         201);
             });
  routes.add(Method::kPatch, "/communication/group/{id}", admin(kModule),
             [&service](const http::Request& req, RequestContext& ctx) {
               const auto id = path_id(req);
               const auto body = parse_object(req);
               std::optional<std::string> name;
               if (body.contains("name")) name = opt_string(body, "name").value_or("");
               std::optional<std::vector<std::int64_t>> members;
               if (body.contains("member_ids")) {
                 members = opt_int_list(body, "member_ids", kMaxGroupMembers);
               }
               if (!name && !members) {
                 throw invalid_input("body", "No se han proporcionado datos");
               }
               return ok(group_json(service.update_group(ctx.org_id(), id, name, members)));
             });
  routes.add(Method::kDelete, "/communication/group/{id}", admin(kModule),
             [&service](const http::Request& req, RequestContext& ctx) {
               const auto id = path_id(req);
               service.delete_group(ctx.org_id(), id);
               return ok(json::object{{"id", id}});
             });

  // --- Each person's communications --------------------------------------------------------------
  routes.add(Method::kGet, "/communications", member(kModule),
             [&service](const http::Request& req, RequestContext& ctx) {
               const PageMeta page = read_page(req, 20);
               const bool filed = query_bool(req, "filed").value_or(false);
               return page_json(service.member_page(ctx.org_id(), ctx.who().user_id, filed,
                                                    page.per_page, (page.page - 1) * page.per_page),
                                page, false);
             });
  for (const std::string kind : {"group", "department"}) {
    routes.add(Method::kGet, "/communications/" + kind + "/{id}", member(kModule),
               [&service, kind](const http::Request& req, RequestContext& ctx) {
                 const auto id = path_id(req);
                 const PageMeta page = read_page(req, 20);
                 return page_json(
                     service.audience_page(ctx.org_id(), viewer_of(ctx), kind, id, page.per_page,
                                           (page.page - 1) * page.per_page),
                     page, false);
               });
  }
  routes.add(Method::kGet, "/communications/{id}", member(kModule),
             [&service](const http::Request& req, RequestContext& ctx) {
               return ok(communication_json(service.one(ctx.org_id(), viewer_of(ctx), path_id(req)),
                                            false));
             });
  routes.add(Method::kPost, "/communications/{id}/read", member(kModule),
             [&service](const http::Request& req, RequestContext& ctx) {
               return ok(communication_json(
                   service.read(ctx.org_id(), viewer_of(ctx), path_id(req)), false));
             });
  routes.add(Method::kPost, "/communications/{id}/acknowledge", member(kModule),
             [&service](const http::Request& req, RequestContext& ctx) {
               return ok(communication_json(
                   service.acknowledge(ctx.org_id(), viewer_of(ctx), path_id(req)), false));
             });
  routes.add(Method::kPost, "/communications/{id}/file", member(kModule),
             [&service](const http::Request& req, RequestContext& ctx) {
               const auto id = path_id(req);
               const auto filed = opt_bool(parse_object(req), "filed");
               if (!filed) throw invalid_input("filed", "Indica filed (true o false).");
               return ok(communication_json(service.file(ctx.org_id(), viewer_of(ctx), id, *filed),
                                            false));
             });
  routes.add(Method::kPost, "/communications/{id}/vote", member(kModule),
             [&service](const http::Request& req, RequestContext& ctx) {
               const auto id = path_id(req);
               const auto options = opt_int_list(parse_object(req), "option_ids", kMaxPollOptions);
               return ok(communication_json(service.vote(ctx.org_id(), viewer_of(ctx), id, options),
                                            false));
             });

  // --- Admins' views -----------------------------------------------------------------------------
  routes.add(Method::kGet, "/admin/communications", admin(kModule),
             [&service](const http::Request& req, RequestContext& ctx) {
               const PageMeta page = read_page(req, 20);
               return page_json(
                   service.admin_page(ctx.org_id(), page.per_page, (page.page - 1) * page.per_page),
                   page, true);
             });
  routes.add(
      Method::kGet, "/admin/communications/{id}/recipients", admin(kModule),
      [&service](const http::Request& req, RequestContext& ctx) {
        const auto id = path_id(req);
        PageMeta page = read_page(req, 20);
        const auto state = req.query_param("state").value_or("all");
        const auto result = service.recipients(ctx.org_id(), id, std::string(state), page.per_page,
                                               (page.page - 1) * page.per_page);
        json::array items;
        for (const auto& line : result.items) {
          items.push_back(json::object{{"person", users::person_json(line.person)},
                                       {"read_at", or_null(line.row.read_at)},
                                       {"acknowledged_at", or_null(line.row.acknowledged_at)},
                                       {"voted", line.row.voted},
                                       {"email_status", or_null(line.row.mail_status)},
                                       {"whatsapp_status", or_null(line.row.whatsapp_status)}});
        }
        page.total = result.total;
        page.has_more = page.page * page.per_page < result.total;
        return ok_page(std::move(items), page);
      });
}

}  // namespace aplauso::communications
