// The repository's root folder, for tests that read shared files (the contract, test vectors,
// helper scripts): found from the test binary's own path at run time, so no test source carries
// an absolute path (ccache then shares the test objects between checkouts).
#pragma once

#include <filesystem>
#include <stdexcept>
#include <string>

namespace aplauso::test {

/// The folder holding modules.json above the running test binary.
inline std::string repo_root() {
  static const std::string root = [] {
    for (auto dir = std::filesystem::canonical("/proc/self/exe").parent_path();
         dir != dir.root_path(); dir = dir.parent_path()) {
      if (std::filesystem::exists(dir / "modules.json")) return dir.string();
    }
    throw std::runtime_error("the repository root is not above the test binary");
  }();
  return root;
}

}  // namespace aplauso::test
