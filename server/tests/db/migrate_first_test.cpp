// The documented deployment order on an empty database of this run's engine: `aplauso migrate`
// alone first (nothing reads the database before its schema exists), then the server started
// without migrating (`aplauso serve --no-migrate`) serves.
#include <gtest/gtest.h>

#include <cstdlib>
#include <iostream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "app/application.h"
#include "cli/commands.h"
#include "core/embedded_assets.h"
#include "db/conn.h"
#include "modules/tenancy/org_service.h"
#include "support/test_server.h"
#include "support/test_sql.h"

namespace aplauso::test {
namespace {

// Runs the command line as `aplauso <args>` with the environment pointing at `config`'s database.
int aplauso(const Config& config, std::vector<std::string> args) {
  setenv("DATA_DIR", config.data_dir.c_str(), 1);
  if (config.uses_postgres()) {
    setenv("DATABASE_URL", config.database_url.c_str(), 1);
  } else {
    unsetenv("DATABASE_URL");
  }
  setenv("LOG_LEVEL", std::getenv("TEST_LOG") != nullptr ? "info" : "off", 1);
  args.insert(args.begin(), "aplauso");
  std::vector<char*> argv;
  for (auto& a : args) argv.push_back(a.data());
  // What the command prints stays out of the test's output.
  std::ostringstream printed;
  auto* const previous = std::cout.rdbuf(printed.rdbuf());
  const int code = cli::run(static_cast<int>(argv.size()), argv.data());
  std::cout.rdbuf(previous);
  unsetenv("DATA_DIR");
  unsetenv("DATABASE_URL");
  unsetenv("LOG_LEVEL");
  return code;
}

TEST(MigrateFirst, MigrateOnAnEmptyDatabaseThenServeWithoutMigrating) {
  TestDatabase empty;
  Config config;
  empty.apply(config);
  config.port = 0;
  config.bind_address = "127.0.0.1";
  config.worker_threads = 2;
  config.db_pool_size = 2;
  config.password_cost = password::Cost::kFast;
  config.static_dir = "/nonexistent";
  config.shutdown_grace_s = 2;
  config.run_jobs = true;  // the jobs read the schema too

  // What an operator runs first; the configuration check reads nothing either.
  EXPECT_EQ(aplauso(config, {"check-config"}), 0);
  ASSERT_EQ(aplauso(config, {"migrate"}), 0);
  {
    auto db =
        db::Database::open(config.uses_postgres() ? config.database_url : config.sqlite_path(), 1);
    EXPECT_EQ(static_cast<std::size_t>(db->run([](db::Conn& c) {
                                           return c.scalar(sql::kMigrationsRecorded);
                                         }).value_or(0)),
              embedded::migrations().size());
  }
  EXPECT_EQ(aplauso(config, {"migrate"}), 0) << "nothing left to apply";

  // Then `serve --no-migrate`: the same application, built without migrating.
  Application app(config, /*migrate=*/false);
  tenancy::OrganizationSpec spec;
  spec.name = "Primera";
  spec.hosts = {"primera.test"};
  spec.admin.email = "admin@primera.test";
  spec.admin.first_name = "Ada";
  spec.admin.password = "Admin-password-123";
  app.service<tenancy::OrgService>().create(spec);
  const auto port = app.listen(false);
  std::thread serving([&app] { app.run(); });
  const HttpClient client(port, "primera.test");
  EXPECT_EQ(client.get("/api/health").status, 200);
  const std::string token = client.login("admin@primera.test", "Admin-password-123");
  EXPECT_FALSE(token.empty());
  EXPECT_EQ(client.get("/api/user", token).status, 200);
  // The live stream's ticket: the hub started once the server did.
  EXPECT_EQ(client.post("/api/live/ticket", boost::json::object{}, token).status, 200);
  app.stop();
  serving.join();
}

}  // namespace
}  // namespace aplauso::test
