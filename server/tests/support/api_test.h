// Base fixture for HTTP tests: one real server per test suite, on the database of this run.
#pragma once

#include <gtest/gtest.h>

#include <functional>
#include <memory>

#include "support/test_server.h"

namespace aplauso::test {

class ApiTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() { start_server(); }
  /// Starts the suite's server, `tweak` changing its configuration first.
  static void start_server(const std::function<void(Config&)>& tweak = {}) {
    server_ = std::make_unique<TestServer>(tweak);
  }
  static void TearDownTestSuite() { server_.reset(); }
  static TestServer& server() { return *server_; }
  static HttpClient client(const std::string& host = "localhost") { return server_->client(host); }

 private:
  static inline std::unique_ptr<TestServer> server_;
};

}  // namespace aplauso::test
