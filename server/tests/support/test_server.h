// Starts the real server in-process on a free loopback port, on a fresh database: SQLite in a
// temporary folder, or a new database of the PostgreSQL at TEST_DATABASE_URL when
// TEST_DATABASE=postgres. One per test suite; tests make their own organisations and people.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <thread>

#include "app/application.h"
#include "core/config.h"
#include "core/roles.h"
#include "support/http_client.h"

namespace aplauso::test {

/// A fresh database for one suite; dropped when destroyed.
///
/// Migrating a new database costs about a second under the sanitizers, and a run starts a few
/// hundred servers per engine. So the run migrates one template database once (the first time a
/// migrated database is asked for), and each migrated database is a copy of it: a file copy on
/// SQLite, `CREATE DATABASE … TEMPLATE` on PostgreSQL (docs/adr/0092). The server's own
/// migration then finds nothing to apply.
class TestDatabase {
 public:
  enum class Content {
    kEmpty,     ///< no table at all: for the tests of the migrations themselves
    kMigrated,  ///< every embedded migration applied, no rows
  };
  explicit TestDatabase(Content content = Content::kEmpty);
  ~TestDatabase();
  TestDatabase(const TestDatabase&) = delete;
  TestDatabase& operator=(const TestDatabase&) = delete;
  /// Points `config` at this database.
  void apply(Config& config) const;
  bool postgres() const { return !database_.empty(); }

 private:
  std::string data_dir() const;

  std::string dir_;
  std::string database_;
  std::string url_;
};

class TestServer {
 public:
  /// `tweak` may change the configuration before the server starts (rate limits, clock...).
  explicit TestServer(const std::function<void(Config&)>& tweak = {}, const Clock* clock = nullptr);
  ~TestServer();

  Application& app() { return *app_; }
  std::uint16_t port() const { return port_; }
  /// Stops serving as SIGTERM would (the application stays, its database open) and waits until
  /// run() has returned.
  void stop();
  /// Stops, then starts a new application on the same database (a restart), `tweak` changing
  /// the configuration first.
  void restart(const std::function<void(Config&)>& tweak = {});
  /// A client whose requests carry `host` as the Host header.
  HttpClient client(const std::string& host = "localhost") const { return HttpClient(port_, host); }

 private:
  void start(const Config& config);

  TestDatabase db_{TestDatabase::Content::kMigrated};
  const Clock* clock_ = nullptr;
  std::unique_ptr<Application> app_;
  std::uint16_t port_ = 0;
  std::thread thread_;
};

/// A unique suffix for names and hosts within one test run.
std::string unique(std::string_view prefix);

/// An organisation with its admin, created directly through the service.
struct TestOrg {
  std::int64_t id = 0;
  std::string host;
  std::string admin_email;
  std::string admin_password;
  std::string admin_token;
};

/// Creates an organisation on a new host and signs its admin in. `modules` are turned on.
TestOrg make_org(TestServer& server, const std::vector<std::string>& modules = {});

/// Creates an active, activated member and returns their token.
struct TestUser {
  std::int64_t id = 0;
  std::string email;
  std::string password;
  std::string token;
};
TestUser make_user(TestServer& server, const TestOrg& org, Role role = Role::kEmployee,
                   const std::string& first_name = "Test");

}  // namespace aplauso::test
