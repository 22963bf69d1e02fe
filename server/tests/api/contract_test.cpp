// The contract is code: every registered route is in api/openapi.yaml, and every path there is
// served. A route added without its contract (or the other way round) fails here.
#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <sstream>

#include "app/dispatcher.h"
#include "support/repo_root.h"
#include "support/test_server.h"

namespace aplauso::test {
namespace {

// Reads "  /path:" and "    method:" lines under "paths:" (the layout openapi.yaml keeps).
std::set<std::string> contract_operations() {
  std::ifstream in(aplauso::test::repo_root() + "/api/openapi.yaml");
  EXPECT_TRUE(in) << "api/openapi.yaml not found";
  std::set<std::string> ops;
  std::string line;
  std::string path;
  bool in_paths = false;
  while (std::getline(in, line)) {
    while (!line.empty() && (line.back() == ' ' || line.back() == '\r')) line.pop_back();
    if (line == "paths:") {
      in_paths = true;
      continue;
    }
    if (!in_paths || line.empty()) continue;
    if (line[0] != ' ' && line[0] != '#') {
      in_paths = false;
    } else if (line.rfind("  /", 0) == 0 && line.back() == ':') {
      path = line.substr(2, line.size() - 3);
    } else if (line.rfind("    ", 0) == 0 && line[4] != ' ' && line.back() == ':' &&
               !path.empty()) {
      std::string method = line.substr(4, line.size() - 5);
      if (method == "get" || method == "post" || method == "put" || method == "patch" ||
          method == "delete") {
        for (auto& c : method) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
        ops.insert(method + " " + path);
      }
    }
  }
  return ops;
}

TEST(DbContract, RoutesAndOpenApiAgree) {
  TestServer server;
  std::set<std::string> served;
  for (const auto& r : server.app().dispatcher().routes()) {
    served.insert(std::string(http::to_string(r.method)) + " " + r.pattern);
  }
  const auto documented = contract_operations();
  for (const auto& op : served) {
    EXPECT_TRUE(documented.contains(op)) << op << " is served but missing from api/openapi.yaml";
  }
  for (const auto& op : documented) {
    EXPECT_TRUE(served.contains(op)) << op << " is in api/openapi.yaml but not served";
  }
}

}  // namespace
}  // namespace aplauso::test
