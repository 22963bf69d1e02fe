// Migrations on a fresh database of this run's engine.
#include "db/migrations.h"

#include <gtest/gtest.h>
#include <soci/soci.h>

#include "core/embedded_assets.h"
#include "support/test_server.h"

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
  long long recorded = 0;
  db->run([&](soci::session& s) {
    s << "SELECT COUNT(*) FROM schema_migrations", soci::into(recorded);
  });
  EXPECT_EQ(static_cast<std::size_t>(recorded), embedded::migrations().size());
}

TEST(DbMigrations, SchemaEnforcesTenantUniqueness) {
  TestServer server;
  const auto org = make_org(server);
  EXPECT_THROW(server.app().db().run([&](soci::session& s) {
    s << "INSERT INTO users (org_id, email, first_name, created_at, updated_at) "
         "VALUES (:o, :e, 'Dup', 1, 1)",
        soci::use(org.id), soci::use(org.admin_email);
  }),
               std::exception);
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
  EXPECT_THROW(server.app().db().transact([&](soci::session& s) {
    s << "UPDATE organizations SET name = 'Changed' WHERE id = :id", soci::use(org.id);
    throw std::runtime_error("abort");
  }),
               std::runtime_error);
  std::string name;
  server.app().db().run([&](soci::session& s) {
    s << "SELECT name FROM organizations WHERE id = :id", soci::use(org.id), soci::into(name);
  });
  EXPECT_EQ(name, "Org " + org.host);
}

}  // namespace
}  // namespace aplauso::test
