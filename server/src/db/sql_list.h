// Integer lists inlined into SQL ("id IN (1,2,3)"), for the bounded batch reads of list pages.
// Only ever numbers the server formats itself, so nothing from a client reaches the SQL text.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace aplauso::db {

/// "(1,2,3)"; "(NULL)" for an empty list, which matches nothing.
inline std::string in_list(const std::vector<std::int64_t>& ids) {
  if (ids.empty()) return "(NULL)";
  std::string out = "(";
  for (std::size_t i = 0; i < ids.size(); ++i) {
    if (i > 0) out += ',';
    out += std::to_string(ids[i]);
  }
  out += ')';
  return out;
}

}  // namespace aplauso::db
