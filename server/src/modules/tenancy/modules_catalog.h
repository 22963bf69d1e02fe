// Every module flag an organisation can switch (spec §1), the ones this build implements and the
// ones a new organisation starts with, generated at build time from modules.json (the one list
// the web app reads too).
#pragma once

#include <string_view>
#include <vector>

namespace aplauso::tenancy {

/// Every flag, in the spec's order.
const std::vector<std::string_view>& all_modules();
/// Modules this build has screens and calls for; the demo organisation turns these on.
const std::vector<std::string_view>& built_modules();
/// Modules on for a new organisation (spec §4: all off but auth).
const std::vector<std::string_view>& default_modules();

bool is_known_module(std::string_view name);

}  // namespace aplauso::tenancy
