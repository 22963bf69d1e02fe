// The roles of a member of an organisation, ordered by what they may do.
#pragma once

#include <optional>
#include <string_view>

namespace aplauso {

enum class Role { kEmployee = 0, kLeader = 1, kAdmin = 2 };

std::string_view to_string(Role role);
/// Parses "employee" | "leader" | "admin".
std::optional<Role> parse_role(std::string_view text);
/// True when `have` may do what `need` may.
inline bool role_at_least(Role have, Role need) {
  return static_cast<int>(have) >= static_cast<int>(need);
}

}  // namespace aplauso
