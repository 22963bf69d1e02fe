// HTTP routes of the forms admins build: their definitions, every version readable (/org/forms),
// and people answering the latest one (/forms/{form_id}), under the module flag `forms`.
#include <algorithm>
#include <boost/json/array.hpp>
#include <boost/json/parse.hpp>
#include <boost/json/value.hpp>

#include "api/json_input.h"
#include "api/routes.h"
#include "modules/forms/form_service.h"
#include "modules/forms/forms_routes.h"

namespace aplauso::forms {

namespace json = boost::json;
using http::Method;

namespace {
constexpr std::string_view kModule = "forms";

json::value optional_int(const std::optional<std::int64_t>& v) {
  return v ? json::value(*v) : json::value(nullptr);
}

json::object version_json(const FormVersion& v) {
  return {{"form_id", v.stored.form_id},
          {"version", v.stored.version},
          {"archived", v.stored.archived_at.has_value()},
          {"created_at", v.stored.created_at},
          {"created_by", optional_int(v.stored.created_by)},
          {"definition", to_json(v.form)}};
}

json::object summary_json(const StoredForm& stored) {
  const Form form = form_from_json(json::parse(stored.definition));
  const auto questions = std::count_if(form.questions.begin(), form.questions.end(), answerable);
  return {{"form_id", stored.form_id},
          {"version", stored.version},
          {"title", to_json(form.title)},
          {"questions", static_cast<std::int64_t>(questions)},
          {"archived", stored.archived_at.has_value()},
          {"updated_at", stored.created_at},
          {"submissions", stored.submissions}};
}

json::object context_json(const FormContext& c) {
  return {{"department", optional_int(c.department)},
          {"country", c.country ? json::value(*c.country) : json::value(nullptr)},
          {"tenure_band", c.tenure_band ? json::value(*c.tenure_band) : json::value(nullptr)}};
}

std::string path_form_id(const http::Request& req) {
  return std::string(req.param("form_id"));
}

/// ?version=: a positive integer, or absent.
std::optional<std::int64_t> version_param(const http::Request& req) {
  const auto version = query_int(req, "version");
  if (version && *version < 1) throw invalid_input("version", "La versión no es válida.");
  return version;
}
}  // namespace

void register_routes(RouteTable& table, const FormService& service) {
  // --- Admins ----------------------------------------------------------------------------------
  table.add(Method::kGet, "/org/forms", admin(kModule),
            [&service](const http::Request& req, RequestContext& ctx) {
              auto page = read_page(req, 20);
              const auto page_of =
                  service.list(ctx.org_id(), query_bool(req, "archived").value_or(false),
                               page.per_page, (page.page - 1) * page.per_page);
              json::array items;
              for (const auto& f : page_of.items) items.push_back(summary_json(f));
              page.total = page_of.total;
              return ok_page(std::move(items), page);
            });
  table.add(Method::kPost, "/org/forms", admin(kModule),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto created =
                  service.create(ctx.org_id(), ctx.who().user_id, json::value(parse_object(req)));
              return ok(version_json(created), 201);
            });
  table.add(
      Method::kGet, "/org/forms/{form_id}", admin(kModule),
      [&service](const http::Request& req, RequestContext& ctx) {
        return ok(version_json(service.read(ctx.org_id(), path_form_id(req), version_param(req))));
      });
  table.add(Method::kPut, "/org/forms/{form_id}", admin(kModule),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto saved = service.update(ctx.org_id(), ctx.who().user_id, path_form_id(req),
                                                json::value(parse_object(req)));
              auto out = version_json(saved.version);
              out["changed"] = saved.created;
              return ok(std::move(out));
            });
  table.add(Method::kDelete, "/org/forms/{form_id}", admin(kModule),
            [&service](const http::Request& req, RequestContext& ctx) {
              service.archive(ctx.org_id(), path_form_id(req));
              return ok(json::object{{"archived", true}});
            });

  // --- People ----------------------------------------------------------------------------------
  table.add(Method::kGet, "/forms/{form_id}", member(kModule).with_read_only(),
            [&service](const http::Request& req, RequestContext& ctx) {
              std::optional<std::string> language;
              if (const auto lang = req.query_param("lang")) language = std::string(*lang);
              const auto form =
                  service.member_form(ctx.org_id(), ctx.who().user_id, path_form_id(req), language,
                                      local_day(ctx.org().timezone, ctx.now_ms));
              return ok(json::object{{"form_id", form.version.stored.form_id},
                                     {"version", form.version.stored.version},
                                     {"language", form.language},
                                     {"definition", localized(form.version.form, form.language)},
                                     {"context", context_json(form.context)}});
            });
  table.add(Method::kPost, "/forms/{form_id}/submissions", member(kModule),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const auto version = opt_int(body, "version");
              const auto* answers = body.if_contains("answers");
              const auto saved =
                  service.submit(ctx.org_id(), ctx.who().user_id, path_form_id(req), version,
                                 answers != nullptr ? *answers : json::value(nullptr),
                                 local_day(ctx.org().timezone, ctx.now_ms));
              return ok(json::object{{"id", saved.id},
                                     {"form_id", saved.form_id},
                                     {"version", saved.version},
                                     {"answers", saved.answers},
                                     {"submitted_at", saved.submitted_at}},
                        201);
            });
}

}  // namespace aplauso::forms
