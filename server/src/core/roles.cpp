#include "core/roles.h"

namespace aplauso {

std::string_view to_string(Role role) {
  switch (role) {
    case Role::kEmployee: return "employee";
    case Role::kLeader: return "leader";
    case Role::kAdmin: return "admin";
  }
  return "employee";
}

std::optional<Role> parse_role(std::string_view text) {
  if (text == "employee") return Role::kEmployee;
  if (text == "leader") return Role::kLeader;
  if (text == "admin") return Role::kAdmin;
  return std::nullopt;
}

}  // namespace aplauso
