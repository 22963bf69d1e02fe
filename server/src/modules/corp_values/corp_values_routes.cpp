// HTTP routes of the values page under the module flag `corporate_values`; contract in
// api/modules/recognition.yaml (CorporateValuesPage); rules: docs/values-and-levels.md.
#include "modules/corp_values/corp_values_routes.h"

#include <boost/json/array.hpp>

#include "api/json_input.h"
#include "api/json_output.h"
#include "core/utf8.h"
#include "modules/corp_values/corp_values_service.h"
#include "modules/recognition/recognition_json.h"
#include "modules/users/user_json.h"

namespace aplauso::corp_values {

namespace json = boost::json;
using http::Method;

namespace {
constexpr std::string_view kCorpValuesModule = "corporate_values";

json::value person_or_null(const ValuesPage& page, std::optional<std::int64_t> id) {
  if (!id) return nullptr;
  const auto p = page.people.find(*id);
  return p == page.people.end() ? json::value(nullptr) : json::value(users::person_json(p->second));
}

json::array people_json(const ValuesPage& page, const std::vector<PersonCount>& list) {
  json::array out;
  for (const auto& p : list) {
    if (!page.people.contains(p.user_id)) continue;
    out.push_back({{"person", person_or_null(page, p.user_id)}, {"count", p.count}});
  }
  return out;
}

json::object page_json(const ValuesPage& page) {
  json::array values;
  for (const auto& s : page.values) {
    json::array recent;
    for (const auto& r : s.recent) {
      recent.push_back({{"post_id", r.post_id},
                        {"author", person_or_null(page, r.author_id)},
                        {"message", std::string(utf8_prefix(r.message, 280))},
                        {"created_at", r.created_at}});
    }
    values.push_back({{"value", recognition::to_json(s.value)},
                      {"monthly", json::array(s.monthly.begin(), s.monthly.end())},
                      {"total", s.total},
                      {"share", s.share},
                      {"recent", std::move(recent)},
                      {"top_senders", people_json(page, s.top_senders)},
                      {"top_receivers", people_json(page, s.top_receivers)}});
  }
  json::object out{
      {"months", json::array(page.months.begin(), page.months.end())},
      {"recognitions", json::array(page.recognitions.begin(), page.recognitions.end())},
      {"values", std::move(values)},
      {"admin", nullptr}};
  if (page.admin) {
    json::array departments;
    for (const auto& d : page.departments) {
      json::array counts;
      for (const auto& [value_id, count] : d.by_value) {
        counts.push_back({{"value_id", value_id}, {"count", count}});
      }
      departments.push_back({{"id", d.department.id},
                             {"name", d.department.name},
                             {"members", d.department.members},
                             {"counts", std::move(counts)}});
    }
    const auto shown = page.suggestions_shown;
    out["admin"] = json::object{
        {"suggestions_shown", shown},
        {"suggestions_accepted", page.suggestions_accepted},
        {"acceptance_rate", shown > 0 ? json::value(static_cast<double>(page.suggestions_accepted) /
                                                    static_cast<double>(shown))
                                      : json::value(nullptr)},
        {"min_group", page.min_group},
        {"departments", std::move(departments)},
        {"hidden_departments", page.hidden_departments}};
  }
  return out;
}
}  // namespace

void register_routes(RouteTable& table, const CorpValuesService& service) {
  table.add(Method::kGet, "/corp_values", member(kCorpValuesModule),
            [&service](const http::Request&, RequestContext& ctx) {
              return ok(page_json(service.page(ctx.org_id(), ctx.who().role == Role::kAdmin)));
            });
  // VAL-3: the caller's choice to appear in the top lists (a literal segment wins over {id}).
  const auto preferences_json = [](bool listed) { return json::object{{"listed", listed}}; };
  table.add(Method::kGet, "/corp_values/preferences", member(kCorpValuesModule),
            [&service, preferences_json](const http::Request&, RequestContext& ctx) {
              return ok(preferences_json(service.listed(ctx.org_id(), ctx.who().user_id)));
            });
  table.add(
      Method::kPut, "/corp_values/preferences", member(kCorpValuesModule),
      [&service, preferences_json](const http::Request& req, RequestContext& ctx) {
        const auto listed = opt_bool(parse_object(req), "listed");
        if (!listed) throw invalid_input("listed", "Indica si apareces en los destacados.");
        return ok(preferences_json(service.set_listed(ctx.org_id(), ctx.who().user_id, *listed)));
      });
  table.add(Method::kGet, "/corp_values/{id}", member(kCorpValuesModule),
            [&service](const http::Request& req, RequestContext& ctx) {
              return ok(page_json(
                  service.page(ctx.org_id(), ctx.who().role == Role::kAdmin, path_id(req))));
            });
}

}  // namespace aplauso::corp_values
