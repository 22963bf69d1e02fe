// Binary assets of the demo organisation.
#pragma once

#include <string>

namespace aplauso {

/// The demo badge's image (PNG).
std::string demo_badge_png();

}  // namespace aplauso
