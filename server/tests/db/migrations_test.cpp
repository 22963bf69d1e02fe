// Migrations on a fresh database of this run's engine.
#include "db/migrations.h"

#include <gtest/gtest.h>

#include "core/embedded_assets.h"
#include "db/conn.h"
#include "support/test_server.h"
#include "support/test_sql.h"

namespace aplauso::test {
namespace {

TEST(DbMigrations, ApplyOnceAndRecordEveryVersion) {
  TestDatabase fresh;
  Config config;
  fresh.apply(config);
  auto db =
      db::Database::open(config.uses_postgres() ? config.database_url : config.sqlite_path(), 1);
  const auto first = db::migrate(*db);
  EXPECT_EQ(first.applied.size(), embedded::migrations().size());
  const auto second = db::migrate(*db);
  EXPECT_TRUE(second.applied.empty());
  EXPECT_EQ(second.current_version, first.current_version);
  const auto recorded = db->run([](db::Conn& c) { return c.scalar(sql::kMigrationsRecorded); });
  EXPECT_EQ(static_cast<std::size_t>(recorded.value_or(0)), embedded::migrations().size());
}

TEST(DbMigrations, SchemaEnforcesTenantUniqueness) {
  TestServer server;
  const auto org = make_org(server);
  try {
    exec(server, sql::kInsertUserRaw, {org.id, org.admin_email});
    ADD_FAILURE() << "a second member with the same e-mail was stored";
  } catch (const std::exception& e) {
    EXPECT_TRUE(db::is_unique_violation(e)) << e.what();
  }
}

TEST(UnitMigrations, FileNamesCarryVersions) {
  EXPECT_EQ(db::migration_version("0001_foundation.sql"), 1);
  EXPECT_EQ(db::migration_version("0042_x.sql"), 42);
  EXPECT_EQ(db::migration_version("foundation.sql"), -1);
  int last = 0;
  for (const auto& m : embedded::migrations()) {
    const int v = db::migration_version(m.name);
    EXPECT_GT(v, last) << m.name << ": versions must increase without gaps or repeats";
    last = v;
  }
}

TEST(DbTransactions, RollBackWhenTheWorkThrows) {
  TestServer server;
  const auto org = make_org(server);
  EXPECT_THROW(server.app().db().transact([&](db::Conn& c) {
    c.exec(sql::kRenameOrg, {org.id, "Changed"});
    throw std::runtime_error("abort");
  }),
               std::runtime_error);
  EXPECT_EQ(text(server, sql::kOrgName, {org.id}), "Org " + org.host);
}

}  // namespace
}  // namespace aplauso::test
