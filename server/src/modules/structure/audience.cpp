#include "modules/structure/audience.h"

#include <algorithm>

namespace aplauso::structure {
namespace {

std::vector<std::int64_t> unique_audience_ids(std::vector<std::int64_t> ids) {
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  return ids;
}

}  // namespace

AudienceRows audience_rows(const Audience& audience) {
  AudienceRows rows;
  if (audience.everyone) return rows;
  for (const auto d : audience.departments) {
    rows.kinds.emplace_back("department");
    rows.refs.push_back(d);
  }
  for (const auto g : audience.groups) {
    rows.kinds.emplace_back("group");
    rows.refs.push_back(g);
  }
  return rows;
}

void add_audience_row(Audience& audience, std::string_view kind, std::int64_t ref) {
  (kind == "department" ? audience.departments : audience.groups).push_back(ref);
}

void check_audience(const Audience& audience, const CountIds& count_departments,
                    const CountIds& count_groups, std::vector<FieldError>& errors) {
  if (audience.everyone) return;
  const auto departments = unique_audience_ids(audience.departments);
  const auto groups = unique_audience_ids(audience.groups);
  if (departments.empty() && groups.empty()) {
    errors.push_back({"audience", "Elige a quién va dirigido: todos, departamentos o grupos."});
  }
  if (!departments.empty() &&
      count_departments(departments) != static_cast<std::int64_t>(departments.size())) {
    errors.push_back({"audience.departments", "Algún departamento no existe."});
  }
  if (!groups.empty() && count_groups(groups) != static_cast<std::int64_t>(groups.size())) {
    errors.push_back({"audience.groups", "Algún grupo no existe."});
  }
}

}  // namespace aplauso::structure
