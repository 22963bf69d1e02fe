#include "modules/structure/audience_json.h"

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <boost/json/value.hpp>

#include "api/json_input.h"

namespace aplauso::structure {

namespace json = boost::json;

Audience audience_of(const json::object& body) {
  Audience a;
  const auto* v = body.if_contains("audience");
  if (v == nullptr || v->is_null()) return a;
  if (!v->is_object()) throw invalid_input("audience", "La audiencia no es válida.");
  const auto& o = v->as_object();
  a.everyone = opt_bool(o, "everyone").value_or(false);
  a.departments = opt_int_list(o, "departments", 200);
  a.groups = opt_int_list(o, "groups", 200);
  return a;
}

json::object audience_json(const Audience& audience) {
  return {{"everyone", audience.everyone},
          {"departments", json::array(audience.departments.begin(), audience.departments.end())},
          {"groups", json::array(audience.groups.begin(), audience.groups.end())}};
}

}  // namespace aplauso::structure
