// HTTP routes of the audit trail (admins): the filtered, paged list and its .xlsx export
// (audit_module.cpp installs them).
#include <boost/json/array.hpp>
#include <boost/json/parse.hpp>

#include "api/json_input.h"
#include "api/json_output.h"
#include "api/routes.h"
#include "modules/audit/audit_routes.h"
#include "modules/audit/audit_service.h"

namespace aplauso::audit {

namespace json = boost::json;
using http::Method;

namespace {
std::optional<std::string> query_text(const http::Request& req, std::string_view name,
                                      std::size_t max_chars) {
  const auto v = req.query_param(name);
  if (!v) return std::nullopt;
  std::string text = trim(*v);
  if (text.empty()) return std::nullopt;
  if (utf8_length(text) > max_chars) {
    throw invalid_input(std::string(name), "El filtro es demasiado largo.");
  }
  return text;
}

Filter filter_of(const http::Request& req) {
  Filter f;
  f.actor_user_id = query_int(req, "actor_id");
  f.actor_key_id = query_int(req, "api_key_id");
  f.action = query_text(req, "action", 100);
  f.target_type = query_text(req, "target_type", 60);
  f.target_id = query_text(req, "target_id", 100);
  f.from = query_int(req, "from");
  f.to = query_int(req, "to");
  return f;
}

json::value stored_json(const std::optional<std::string>& text) {
  if (!text) return nullptr;
  boost::system::error_code ec;
  json::value v = json::parse(*text, ec);
  return ec ? json::value(*text) : v;
}

json::object actor_json(const ListedEntry& l) {
  const Entry& e = l.entry;
  if (e.actor_user_id) {
    std::optional<std::string> name;
    if (l.first_name) {
      name = *l.first_name;
      if (l.last_name && !l.last_name->empty()) *name += " " + *l.last_name;
    }
    return {{"type", "user"},
            {"id", *e.actor_user_id},
            {"name", or_null(name)},
            {"email", or_null(l.email)}};
  }
  if (e.actor_key_id) {
    return {{"type", "api_key"},
            {"id", *e.actor_key_id},
            {"name", or_null(l.key_name)},
            {"email", nullptr}};
  }
  return {{"type", "system"},
          {"id", nullptr},
          {"name", e.actor_system.value_or("system")},
          {"email", nullptr}};
}

json::object entry_json(const ListedEntry& l) {
  const Entry& e = l.entry;
  return {{"id", e.id},
          {"seq", e.seq},
          {"created_at", e.created_at},
          {"actor", actor_json(l)},
          {"address", e.address},
          {"action", e.action},
          {"target_type", e.target_type},
          {"target_id", e.target_id},
          {"before", stored_json(e.before)},
          {"after", stored_json(e.after)}};
}
}  // namespace

void register_routes(RouteTable& table, const AuditService& service) {
  table.add(Method::kGet, "/org/audit_log", admin(),
            [&service](const http::Request& req, RequestContext& ctx) {
              PageMeta page = read_page(req, 20);
              const auto result = service.page(ctx.org_id(), filter_of(req), page.per_page,
                                               (page.page - 1) * page.per_page);
              json::array items;
              for (const auto& l : result.items) items.push_back(entry_json(l));
              page.total = result.total;
              page.has_more = page.page * page.per_page < result.total;
              return ok_page(std::move(items), page);
            });
  table.add(Method::kGet, "/org/audit_log/export", admin(),
            [&service](const http::Request& req, RequestContext& ctx) {
              http::Response res;
              res.body = service.export_workbook(ctx.org_id(), filter_of(req), ctx.org().timezone);
              res.headers.set("Content-Type",
                              "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
              res.headers.set("Content-Disposition", "attachment; filename=\"auditoria.xlsx\"");
              res.headers.set("Cache-Control", "no-store");
              return res;
            });
}

}  // namespace aplauso::audit
