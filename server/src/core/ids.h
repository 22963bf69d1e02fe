// Identifiers that must not be mixed up with other integers. An organisation id is its own type
// so that every repository call says which tenant it reads or writes.
#pragma once

#include <cstdint>
#include <string>

namespace aplauso {

/// The organisation (tenant) a row belongs to.
struct OrgId {
  constexpr OrgId() = default;
  constexpr explicit OrgId(std::int64_t id) : value(id) {}
  std::int64_t value = 0;

  friend constexpr bool operator==(OrgId a, OrgId b) { return a.value == b.value; }
  friend constexpr auto operator<=>(OrgId a, OrgId b) { return a.value <=> b.value; }
};

inline std::string to_string(OrgId id) {
  return std::to_string(id.value);
}

}  // namespace aplauso
