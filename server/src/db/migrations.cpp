#include "db/migrations.h"

#include <charconv>
#include <set>
#include <stdexcept>

#include "core/clock.h"
#include "core/embedded_assets.h"
#include "core/log.h"
#include "db/conn.h"
#include "db/dialect.h"

namespace aplauso::db {

namespace {
// Serialises migrations of several nodes starting at once (any fixed number unique to Aplauso).
constexpr Statement kLock{"migrations.lock", "SELECT 1", "SELECT pg_advisory_lock(746221001)"};
constexpr Statement kUnlock{"migrations.unlock", "SELECT 1",
                            "SELECT pg_advisory_unlock(746221001)"};
constexpr Statement kCreateTable{
    "migrations.create_table",
    "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, "
    "name TEXT NOT NULL, applied_at BIGINT NOT NULL)"};
constexpr Statement kApplied{"migrations.applied", "SELECT version FROM schema_migrations"};
constexpr Statement kRecord{
    "migrations.record",
    "INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)"};
}  // namespace

int migration_version(std::string_view file_name) {
  int v = -1;
  const auto underscore = file_name.find('_');
  if (underscore == std::string_view::npos) return -1;
  const auto [ptr, ec] = std::from_chars(file_name.data(), file_name.data() + underscore, v);
  if (ec != std::errc() || ptr != file_name.data() + underscore) return -1;
  return v;
}

MigrationResult migrate(const Database& db, int up_to) {
  MigrationResult result;
  db.run([&](Conn& c) {
    (void)c.query(kLock);
    try {
      c.exec(kCreateTable);
      std::set<int> done;
      for (const Row& r : c.query(kApplied)) done.insert(static_cast<int>(r.i64(0)));
      const SystemClock clock;
      for (const auto& m : embedded::migrations()) {
        const int version = migration_version(m.name);
        if (version < 0) throw std::runtime_error("bad migration name: " + std::string(m.name));
        if (version > up_to) break;
        result.current_version = std::max(result.current_version, version);
        if (done.contains(version)) continue;
        const std::string name(m.name);
        c.begin();
        try {
          for (const auto& statement : split_statements(expand(m.content, c.dialect()))) {
            try {
              c.script(statement);
            } catch (const std::exception& e) {
              throw std::runtime_error("migration " + name + " failed: " + e.what() +
                                       "\nstatement: " + statement);
            }
          }
          c.exec(kRecord, {version, name, clock.now_ms()});
          c.commit();
        } catch (...) {
          c.rollback();
          throw;
        }
        result.applied.push_back(name);
        log::info("migration_applied", {{"name", name}});
      }
    } catch (...) {
      (void)c.query(kUnlock);
      throw;
    }
    (void)c.query(kUnlock);
  });
  return result;
}

}  // namespace aplauso::db
