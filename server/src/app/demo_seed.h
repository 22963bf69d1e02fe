// The demo organisation that `make run` starts with: default host localhost (and
// demo.localhost), an admin, a leader and employees in departments, password demo1234.
#pragma once

#include <string>

namespace aplauso {

class Application;

inline constexpr const char* kDemoPassword = "demo1234";
inline constexpr const char* kDemoAdminEmail = "admin@demo.local";

/// Seeds the demo organisation when the database holds no organisation. Returns false when it
/// did nothing because organisations exist.
bool seed_demo(Application& app);

}  // namespace aplauso
