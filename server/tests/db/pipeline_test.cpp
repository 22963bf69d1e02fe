// Deferred writes (Conn::defer): on PostgreSQL they go out in one pipeline with the next statement
// or the commit. A transaction must behave exactly as if they had run at once: committed together,
// and any failure rolls the whole transaction back and leaves the connection usable.
#include <gtest/gtest.h>

#include <optional>
#include <stdexcept>
#include <string>

#include "db/conn.h"
#include "db/database.h"
#include "support/test_server.h"
#include "support/test_sql.h"

namespace aplauso::test {
namespace {

// One pooled connection, so every transaction below runs on the one the previous one used.
TestServer one_connection_server() {
  return TestServer([](Config& c) { c.db_pool_size = 1; });
}

TEST(DbPipeline, DeferredWritesCommitWithTheTransaction) {
  auto server = one_connection_server();
  const auto org = make_org(server);
  const auto name = server.app().db().transact([&](db::Conn& c) {
    c.defer(sql::kRenameOrg, {org.id, "Primero"});
    c.defer(sql::kRenameOrg, {org.id, "Segundo"});
    // A statement after them sees what they wrote.
    auto rows = c.query(sql::kOrgName, {org.id});
    rows.next();
    return rows.row().text(0);
  });
  EXPECT_EQ(name, "Segundo");
  EXPECT_EQ(text(server, sql::kOrgName, {org.id}), "Segundo");
}

TEST(DbPipeline, DeferredWritesAloneAreCommitted) {
  auto server = one_connection_server();
  const auto org = make_org(server);
  server.app().db().transact([&](db::Conn& c) { c.defer(sql::kRenameOrg, {org.id, "Solo"}); });
  EXPECT_EQ(text(server, sql::kOrgName, {org.id}), "Solo");
}

TEST(DbPipeline, AFailedDeferredWriteRollsBackTheWholeTransaction) {
  auto server = one_connection_server();
  const auto org = make_org(server);
  const auto original = text(server, sql::kOrgName, {org.id});
  // Thrown by the statement after it...
  try {
    server.app().db().transact([&](db::Conn& c) {
      c.defer(sql::kRenameOrg, {org.id, "Cambiado"});
      c.defer(sql::kInsertUserRaw, {org.id, org.admin_email});  // e-mail taken
      c.query(sql::kOrgName, {org.id});
    });
    ADD_FAILURE() << "the duplicate member was stored";
  } catch (const std::exception& e) {
    EXPECT_TRUE(db::is_unique_violation(e)) << e.what();
  }
  // ...or by the commit.
  try {
    server.app().db().transact([&](db::Conn& c) {
      c.defer(sql::kRenameOrg, {org.id, "Cambiado"});
      c.defer(sql::kInsertUserRaw, {org.id, org.admin_email});
    });
    ADD_FAILURE() << "the duplicate member was stored";
  } catch (const std::exception& e) {
    EXPECT_TRUE(db::is_unique_violation(e)) << e.what();
  }
  EXPECT_EQ(text(server, sql::kOrgName, {org.id}), original);
}

TEST(DbPipeline, AnErrorAfterDeferredWritesRollsThemBack) {
  auto server = one_connection_server();
  const auto org = make_org(server);
  const auto original = text(server, sql::kOrgName, {org.id});
  EXPECT_THROW(server.app().db().transact([&](db::Conn& c) {
    c.defer(sql::kRenameOrg, {org.id, "Cambiado"});
    throw std::runtime_error("a rule failed");
  }),
               std::runtime_error);
  EXPECT_EQ(text(server, sql::kOrgName, {org.id}), original);
  // The connection is clean for the next transaction.
  server.app().db().transact([&](db::Conn& c) { c.exec(sql::kRenameOrg, {org.id, "Después"}); });
  EXPECT_EQ(text(server, sql::kOrgName, {org.id}), "Después");
}

// The first attempt fails after its deferred write: on PostgreSQL the connection is killed under
// it (the pipeline is reset with it); on SQLite, which has no connection to lose, the attempt
// fails as a lost connection would. Either way the transaction runs again and writes once.
TEST(DbPipeline, AFailedAttemptAfterDeferredWritesIsRetriedAndWritesOnce) {
  auto server = one_connection_server();
  const bool postgres = server.app().db().dialect() == db::Dialect::kPostgres;
  static constexpr db::Statement kDisconnect{"test.disconnect",
                                             "SELECT pg_terminate_backend(pg_backend_pid())"};
  static constexpr db::Statement kAppend{
      "test.append_org_name", "UPDATE organizations SET name = name || '+' WHERE id = $1"};
  const auto org = make_org(server);
  const auto before = text(server, sql::kOrgName, {org.id});
  int attempts = 0;
  server.app().db().transact([&](db::Conn& c) {
    c.defer(kAppend, {org.id});
    if (++attempts > 1) return;
    if (postgres) {
      c.query(kDisconnect);
    } else {
      throw db::Error(db::Failure::kConnection, "", "connection lost");
    }
  });
  EXPECT_EQ(attempts, 2);
  EXPECT_EQ(text(server, sql::kOrgName, {org.id}), before.value_or("") + "+");
}

TEST(DbPipeline, AnEmptyTransactionCommits) {
  auto server = one_connection_server();
  const auto org = make_org(server);
  server.app().db().transact([](db::Conn& /*c*/) {});
  EXPECT_EQ(text(server, sql::kOrgName, {org.id}), "Org " + org.host);
}

TEST(DbPipeline, AfterCommitRunsOnceCommittedAndNeverAfterARollback) {
  auto server = one_connection_server();
  const auto org = make_org(server);
  int runs = 0;
  server.app().db().transact([&](db::Conn& c) {
    c.after_commit([&] { ++runs; });
    c.defer(sql::kRenameOrg, {org.id, "Tras commit"});
    EXPECT_EQ(runs, 0) << "not before the commit";
  });
  EXPECT_EQ(runs, 1);
  try {
    server.app().db().transact([&](db::Conn& c) {
      c.after_commit([&] { ++runs; });
      throw std::runtime_error("changed my mind");
    });
  } catch (const std::runtime_error&) {
  }
  // The next transaction on the same connection does not run the forgotten one either.
  server.app().db().transact([&](db::Conn& c) { c.defer(sql::kRenameOrg, {org.id, "Otra"}); });
  EXPECT_EQ(runs, 1);
}

// A statement planned per call (db::Planning::kPerCall) runs with its values alone, again on the
// same connection, and in one pipeline after deferred writes.
TEST(DbPipeline, StatementsPlannedPerCallRunAloneAndInAPipeline) {
  auto server = one_connection_server();
  const auto org = make_org(server);
  const auto original = text(server, sql::kOrgName, {org.id});
  EXPECT_EQ(text(server, sql::kOrgNameOr, {org.id, nullptr}), original);
  EXPECT_EQ(text(server, sql::kOrgNameOr, {org.id, "Otro"}), "Otro");
  const auto seen = server.app().db().transact([&](db::Conn& c) {
    c.defer(sql::kRenameOrg, {org.id, "Renombrada"});
    auto rows = c.query(sql::kOrgNameOr, {org.id, nullptr});
    rows.next();
    return rows.row().text(0);
  });
  EXPECT_EQ(seen, "Renombrada");
}

// On PostgreSQL a statement planned per call is planned with its values (a custom plan), alone,
// in a transaction, after deferred writes and as a read ahead; the statements after it go back
// to the session's generic plans, also when it fails.
TEST(DbPipeline, StatementsPlannedPerCallGetCustomPlansAndNothingElseDoes) {
  auto server = one_connection_server();
  const auto org = make_org(server);
  const auto& db = server.app().db();
  if (!db.is_postgres()) return;  // SQLite has no plan cache
  EXPECT_EQ(text(server, sql::kPlanModePerCall, {1}), "force_custom_plan");
  EXPECT_EQ(text(server, sql::kPlanMode, {1}), "force_generic_plan");
  db.transact([&](db::Conn& c) {
    c.defer(sql::kRenameOrg, {org.id, "Planeada"});
    auto rows = c.query(sql::kPlanModePerCall, {1});
    ASSERT_TRUE(rows.next());
    EXPECT_EQ(rows.row().text(0), "force_custom_plan");
    auto after = c.query(sql::kPlanMode, {1});
    ASSERT_TRUE(after.next());
    EXPECT_EQ(after.row().text(0), "force_generic_plan");
  });
  std::optional<std::string> ahead;
  db.run([&](db::Conn& c) {
    c.ahead(sql::kPlanModePerCall, {1}, [&](db::Rows& rows) {
      ASSERT_TRUE(rows.next());
      ahead = rows.row().text(0);
    });
    auto rows = c.query(sql::kPlanMode, {1});
    ASSERT_TRUE(rows.next());
    EXPECT_EQ(rows.row().text(0), "force_generic_plan");
  });
  EXPECT_EQ(ahead, "force_custom_plan");
  db.run([&](db::Conn& c) {
    c.ahead(sql::kPlanModePerCall, {1}, [&](db::Rows& rows) {
      ASSERT_TRUE(rows.next());
      ahead = rows.row().text(0) + " alone";
    });
    c.run_ahead();
  });
  EXPECT_EQ(ahead, "force_custom_plan alone");
  // A failing per-call statement (a value that is not a number) leaves generic plans behind.
  EXPECT_THROW(text(server, sql::kPlanModePerCall, {"x"}), std::exception);
  EXPECT_EQ(text(server, sql::kPlanMode, {1}), "force_generic_plan");
}

// A read ahead (Conn::ahead, ADR 0043) is answered with the next statement, or alone when asked,
// or before a transaction starts; a throw from its answer fails that statement and leaves the
// connection usable.
TEST(DbPipeline, AReadAheadIsAnsweredWithTheNextStatement) {
  auto server = one_connection_server();
  const auto org = make_org(server);
  const auto& db = server.app().db();
  std::optional<std::string> seen;
  const auto remember = [&](db::Rows& rows) {
    ASSERT_TRUE(rows.next());
    seen = rows.row().text(0);
  };
  db.run([&](db::Conn& c) {
    c.ahead(sql::kOrgName, {org.id}, remember);
    auto rows = c.query(sql::kOrgName, {org.id});
    ASSERT_TRUE(seen.has_value()) << "answered by the time the next statement's rows are read";
    ASSERT_TRUE(rows.next());
    EXPECT_EQ(*seen, rows.row().text(0));
  });
  seen.reset();
  db.run([&](db::Conn& c) {
    c.ahead(sql::kOrgName, {org.id}, remember);
    c.run_ahead();
    EXPECT_TRUE(seen.has_value());
  });
  seen.reset();
  db.run([&](db::Conn& c) {
    c.ahead(sql::kOrgName, {org.id}, remember);
    c.begin();
    EXPECT_TRUE(seen.has_value()) << "a transaction starts after it";
    c.exec(sql::kRenameOrg, {org.id, "Después"});
    c.commit();
  });
  EXPECT_EQ(text(server, sql::kOrgName, {org.id}), "Después");
  // A connection given back to the pool forgets a read nobody waited for.
  seen.reset();
  db.run([&](db::Conn& c) { c.ahead(sql::kOrgName, {org.id}, remember); });
  db.run([&](db::Conn& c) { c.query(sql::kOrgName, {org.id}); });
  if (db.is_postgres()) {
    EXPECT_FALSE(seen.has_value());
  }

  db.run([&](db::Conn& c) {
    // At once on SQLite, with the next statement on PostgreSQL.
    const auto throwing = [](db::Rows&) { throw std::runtime_error("no session"); };
    EXPECT_THROW(
        {
          c.ahead(sql::kOrgName, {org.id}, throwing);
          c.query(sql::kOrgName, {org.id});
        },
        std::runtime_error);
    auto rows = c.query(sql::kOrgName, {org.id});
    ASSERT_TRUE(rows.next());
    EXPECT_EQ(rows.row().text(0), "Después");
  });
}

}  // namespace
}  // namespace aplauso::test
