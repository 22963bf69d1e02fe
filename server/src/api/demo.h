// The demo organisation that `aplauso serve --seed-demo` starts with. Each module adds its own
// part from its own folder (`<m>_demo.cpp`), registered in its install() with
// ModuleContext::demo(); app/demo_seed.cpp creates the organisation and its admin, then runs the
// parts in install order, each through the module's own services.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <stdexcept>
#include <string>

#include "core/ids.h"

namespace aplauso {

struct DemoOrg {
  OrgId org;
  std::int64_t admin_id = 0;
  std::string password_hash;  ///< the demo password, hashed at the configured cost
  std::string timezone;       ///< the organisation's IANA zone: "today" is its local day
  /// What earlier parts made that later parts use, by name: "person:<e-mail>",
  /// "recognition.type:<name>", "recognition.value:<name>", "catalog.category:<name>".
  std::map<std::string, std::int64_t> ids;

  /// An id an earlier part recorded; std::logic_error when none did (install order).
  std::int64_t id(const std::string& name) const {
    const auto it = ids.find(name);
    if (it == ids.end()) throw std::logic_error("demo id not seeded: " + name);
    return it->second;
  }
};

/// One module's part of the demo organisation.
struct DemoPart {
  std::string module;
  std::function<void(DemoOrg&)> seed;
};

}  // namespace aplauso
