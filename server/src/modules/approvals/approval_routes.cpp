// HTTP routes of the approvals inbox: the caller's pending items of every kind whose module is
// on, and bulk decisions. No module flag of its own. Contract: api/modules/approvals.yaml.
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <boost/json/serialize.hpp>
#include <boost/json/value.hpp>

#include "api/envelope.h"
#include "api/json_input.h"
#include "api/routes.h"
#include "core/errors.h"
#include "modules/approvals/approval_service.h"
#include "modules/approvals/approvals_routes.h"
#include "modules/users/user_json.h"

namespace aplauso::approvals {

namespace json = boost::json;
using http::Method;

namespace {
std::vector<std::string> enabled_kinds(const ApprovalService& service, const RequestContext& ctx) {
  std::vector<std::string> out;
  for (const auto& [kind, flag] : service.kinds()) {
    if (flag.empty() || ctx.org().module_on(flag)) out.push_back(kind);
  }
  return out;
}

json::value text_or_null(const std::optional<std::string>& v) {
  return v ? json::value(*v) : json::value(nullptr);
}

json::object item_json(const ApprovalItem& item, const users::Person& requester,
                       std::int64_t now_ms) {
  json::value attachment = nullptr;
  if (item.attachment) {
    attachment = json::object{{"key", item.attachment->key},
                              {"name", item.attachment->name},
                              {"content_type", text_or_null(item.attachment->content_type)},
                              {"url", item.attachment->url}};
  }
  const std::int64_t age =
      now_ms > item.submitted_at_ms ? (now_ms - item.submitted_at_ms) / (3600 * 1000) : 0;
  json::object out{{"kind", item.kind},
                   {"id", item.id},
                   {"requester", users::person_json(requester)},
                   {"title", item.title},
                   {"detail", item.detail},
                   {"context", text_or_null(item.context)},
                   {"points", item.points},
                   {"submitted_at", item.submitted_at_ms},
                   {"age_hours", age},
                   {"attachment", std::move(attachment)},
                   {"link", text_or_null(item.link)},
                   {"blocked", item.blocked},
                   {"blocked_reason", text_or_null(item.blocked_reason)},
                   {"href", item.href},
                   {"due_at", item.due_at_ms ? json::value(*item.due_at_ms) : json::value(nullptr)},
                   {"overdue", item.due_at_ms && *item.due_at_ms < now_ms}};
  if (item.approvals_needed) {
    out["approvals"] =
        json::object{{"done", item.approvals_done.value_or(0)}, {"needed", *item.approvals_needed}};
  }
  return out;
}
}  // namespace

void register_routes(RouteTable& table, const ApprovalService& service) {
  table.add(Method::kGet, "/approvals", member(),
            [&service](const http::Request& req, RequestContext& ctx) {
              auto page = read_page(req, 20);
              std::optional<std::string> kind;
              if (const auto k = req.query_param("kind"); k && !k->empty()) kind = std::string(*k);
              const auto approver =
                  service.approver(ctx.org_id(), ctx.who().user_id, ctx.who().role);
              const auto inbox = service.list(ctx.org_id(), approver, enabled_kinds(service, ctx),
                                              kind, page.per_page, (page.page - 1) * page.per_page);
              std::vector<std::int64_t> ids;
              for (const auto& item : inbox.items) ids.push_back(item.requester_id);
              const auto people = service.people(ctx.org_id(), ids);
              json::array items;
              for (const auto& item : inbox.items) {
                users::Person requester;
                requester.id = item.requester_id;
                for (const auto& p : people) {
                  if (p.id == item.requester_id) requester = p;
                }
                items.push_back(item_json(item, requester, ctx.now_ms));
              }
              json::object counts;
              for (const auto& [k, n] : inbox.counts) counts[k] = n;
              json::object meta{{"page", page.page},
                                {"perPage", page.per_page},
                                {"total", inbox.total},
                                {"hasMore", page.page * page.per_page < inbox.total},
                                {"counts", std::move(counts)}};
              return raw_json(json::serialize(json::object{
                  {"success", true}, {"data", std::move(items)}, {"meta", std::move(meta)}}));
            });
  table.add(Method::kPost, "/approvals/decide", member(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              std::vector<ItemRef> refs;
              const auto* items = body.if_contains("items");
              if (items == nullptr || !items->is_array()) {
                throw invalid_input("items", "Elige entre 1 y 500 pendientes.");
              }
              for (const auto& v : items->as_array()) {
                if (!v.is_object()) throw invalid_input("items", "Cada pendiente lleva kind e id.");
                const auto kind = opt_string(v.as_object(), "kind");
                const auto id = opt_int(v.as_object(), "id");
                if (!kind || !id) throw invalid_input("items", "Cada pendiente lleva kind e id.");
                refs.push_back({*kind, *id});
              }
              const auto approver =
                  service.approver(ctx.org_id(), ctx.who().user_id, ctx.who().role);
              const auto results = service.decide(
                  ctx.org_id(), approver, enabled_kinds(service, ctx), refs,
                  opt_string(body, "decision").value_or(""), opt_string(body, "reason"));
              json::array out;
              std::int64_t failed = 0, done = 0;
              for (const auto& r : results) {
                json::value error = nullptr;
                if (r.ok) {
                  ++done;
                } else {
                  ++failed;
                  error = json::object{{"code", r.code}, {"message", r.message}};
                }
                out.push_back(json::object{
                    {"kind", r.kind}, {"id", r.id}, {"ok", r.ok}, {"error", std::move(error)}});
              }
              const bool approve = opt_string(body, "decision").value_or("") == "approve";
              return ok(json::object{{"results", std::move(out)},
                                     {"approved", approve ? done : 0},
                                     {"rejected", approve ? 0 : done},
                                     {"failed", failed}});
            });
}

}  // namespace aplauso::approvals
