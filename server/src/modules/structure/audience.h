// Who something is for (programs, challenges): everyone, or the people in any listed department
// (sub-departments too) or communication group. Each module keeps its audience in its own table
// of (kind, ref_id) rows; these helpers turn an audience into those rows and back, and check it.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "core/errors.h"

namespace aplauso::structure {

struct Audience {
  bool everyone = true;
  std::vector<std::int64_t> departments;
  std::vector<std::int64_t> groups;
};

/// The rows an audience table keeps (kind "department" or "group", ref id), as the two arrays a
/// module's insert statement binds; none for everyone.
struct AudienceRows {
  std::vector<std::string> kinds;
  std::vector<std::int64_t> refs;
};
AudienceRows audience_rows(const Audience& audience);

/// Adds one stored row back to an audience.
void add_audience_row(Audience& audience, std::string_view kind, std::int64_t ref);

/// How many of these ids exist in the organisation (the module's own statement).
using CountIds = std::function<std::int64_t(const std::vector<std::int64_t>&)>;

/// An audience that is not everyone names at least one list, and every listed department and
/// group exists (repeats counted once). Problems go to `errors` under "audience…".
void check_audience(const Audience& audience, const CountIds& count_departments,
                    const CountIds& count_groups, std::vector<FieldError>& errors);

}  // namespace aplauso::structure
