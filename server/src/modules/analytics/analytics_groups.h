// How the analytics reports group people (the equity report, custom analytics): a member's group
// by one attribute, and the Gini coefficient of a group's counts. analytics_reports.cpp.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "modules/analytics/analytics_repo.h"

namespace aplauso::analytics {

/// The bands of the seniority and age groups, youngest first ("unknown" besides).
inline constexpr std::string_view kSeniorityBands[] = {"lt1", "1-3", "3-5", "5-10", "10+"};
inline constexpr std::string_view kAgeBands[] = {"lt25", "25-34", "35-44", "45-54", "55+"};

struct GroupKey {
  std::string key;  ///< a department or site id, a band, a country code; "none" / "unknown"
  std::optional<std::string> name;
};

/// The group of `m` by `by` (department | site | seniority | age | country | contract_type |
/// gender) on `today` ("unknown" for a contract type or gender not recorded);
/// `sites` maps people to their site (needed for "site" only).
GroupKey group_of(const MemberAttributes& m, std::string_view by,
                  const std::map<std::int64_t, NamedSite>& sites, const std::string& today);

/// The Gini coefficient of `values` (each person's count; zeros included): 0 when all are equal
/// or none has any.
double gini(std::vector<std::int64_t> values);

}  // namespace aplauso::analytics
