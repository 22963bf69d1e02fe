// Base fixture for HTTP tests: one real server per test suite, on the database of this run.
#pragma once

#include <gtest/gtest.h>

#include <memory>

#include "support/test_server.h"

namespace aplauso::test {

class ApiTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() { server_ = std::make_unique<TestServer>(); }
  static void TearDownTestSuite() { server_.reset(); }
  static TestServer& server() { return *server_; }
  static HttpClient client(const std::string& host = "localhost") { return server_->client(host); }

 private:
  static inline std::unique_ptr<TestServer> server_;
};

}  // namespace aplauso::test
