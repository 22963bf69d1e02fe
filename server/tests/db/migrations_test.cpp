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

// Rows as version 29 had them, for the coupon-code migration (0030).
constexpr db::Statement kOldOrg{
    "test.old_org",
    "INSERT INTO organizations (name, slug, created_at, updated_at) VALUES ($1, $1, 1, 1) "
    "RETURNING id"};
constexpr db::Statement kOldUser{
    "test.old_user",
    "INSERT INTO users (org_id, email, first_name, created_at, "
    "updated_at) VALUES ($1, 'ana@old.test', 'Ana', 1, 1) RETURNING id"};
constexpr db::Statement kOldProduct{
    "test.old_product",
    "INSERT INTO products (org_id, name, points, type, created_at, updated_at) VALUES ($1, $2, "
    "10, 'coupon', 1, 1) RETURNING id"};
constexpr db::Statement kOldItem{
    "test.old_item",
    "INSERT INTO order_items (order_id, org_id, product_id, name, type, points, quantity, status, "
    "status_at) SELECT o.id, o.org_id, $2, 'Cupón', 'coupon', 10, 1, 'delivered', 1 FROM orders o "
    "WHERE o.id = (SELECT MAX(id) FROM orders WHERE org_id = $1) RETURNING id"};
constexpr db::Statement kOldOrder{
    "test.old_order",
    "INSERT INTO orders (org_id, user_id, total_points, created_at) VALUES ($1, $2, 10, 1)"};
constexpr db::Statement kOldCode{
    "test.old_code",
    "INSERT INTO coupon_codes (org_id, product_id, code, order_item_id, created_at) VALUES ($1, "
    "$2, $3, $4, 1) RETURNING id"};
constexpr db::Statement kCodesLeft{
    "test.codes_left", "SELECT id FROM coupon_codes WHERE org_id = $1 AND code = $2 ORDER BY id"};

TEST(DbMigrations, RepeatedCouponCodesKeepWhatWasHandedOutAndOneFreeCopy) {
  TestDatabase fresh;
  Config config;
  fresh.apply(config);
  auto db =
      db::Database::open(config.uses_postgres() ? config.database_url : config.sqlite_path(), 1);
  db::migrate(*db, 29);
  struct Ids {
    std::int64_t org, other, a, b, c, item;
    std::int64_t sold, sold_copy, first, second, third, theirs;
  } ids{};
  db->transact([&](db::Conn& c) {
    ids.org = *c.scalar(kOldOrg, {"Vieja"});
    ids.other = *c.scalar(kOldOrg, {"Otra"});
    const auto user = *c.scalar(kOldUser, {ids.org});
    ids.a = *c.scalar(kOldProduct, {ids.org, "Cine"});
    ids.b = *c.scalar(kOldProduct, {ids.org, "Regalo"});
    ids.c = *c.scalar(kOldProduct, {ids.other, "Cine"});
    c.exec(kOldOrder, {ids.org, user});
    ids.item = *c.scalar(kOldItem, {ids.org, ids.a});
    // SOLD was handed out from pool a and is free in pool b; FREE is free in a and twice in b.
    ids.sold = *c.scalar(kOldCode, {ids.org, ids.a, "SOLD", ids.item});
    ids.sold_copy = *c.scalar(kOldCode, {ids.org, ids.b, "SOLD", nullptr});
    ids.first = *c.scalar(kOldCode, {ids.org, ids.a, "FREE", nullptr});
    ids.second = *c.scalar(kOldCode, {ids.org, ids.b, "FREE", nullptr});
    ids.theirs = *c.scalar(kOldCode, {ids.other, ids.c, "FREE", nullptr});
  });
  db::migrate(*db);
  const auto left = [&](std::int64_t org, const char* code) {
    return db->run([&](db::Conn& c) {
      std::vector<std::int64_t> out;
      for (const db::Row& r : c.query(kCodesLeft, {org, code})) out.push_back(r.i64(0));
      return out;
    });
  };
  EXPECT_EQ(left(ids.org, "SOLD"), (std::vector<std::int64_t>{ids.sold}))
      << "the buyer keeps the code; its free copy goes";
  EXPECT_EQ(left(ids.org, "FREE"), (std::vector<std::int64_t>{ids.first})) << "the oldest stays";
  EXPECT_EQ(left(ids.other, "FREE"), (std::vector<std::int64_t>{ids.theirs}))
      << "another organisation's code is its own";
  // From now on the database itself refuses a second free copy in the organisation.
  try {
    db->run([&](db::Conn& c) { c.exec(kOldCode, {ids.org, ids.b, "FREE", nullptr}); });
    ADD_FAILURE() << "a second free copy of a code was stored";
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
