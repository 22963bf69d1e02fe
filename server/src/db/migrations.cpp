#include "db/migrations.h"

#include <soci/soci.h>

#include <charconv>
#include <set>
#include <stdexcept>

#include "core/clock.h"
#include "core/embedded_assets.h"
#include "core/log.h"
#include "db/dialect.h"

namespace aplauso::db {

namespace {
constexpr long long kAdvisoryLockKey = 746'221'001;  // any fixed number unique to Aplauso
}

int migration_version(std::string_view file_name) {
  int v = -1;
  const auto underscore = file_name.find('_');
  if (underscore == std::string_view::npos) return -1;
  const auto [ptr, ec] = std::from_chars(file_name.data(), file_name.data() + underscore, v);
  if (ec != std::errc() || ptr != file_name.data() + underscore) return -1;
  return v;
}

MigrationResult migrate(const Database& db) {
  MigrationResult result;
  db.run([&](soci::session& s) {
    if (db.is_postgres()) s << "SELECT pg_advisory_lock(" << kAdvisoryLockKey << ")";
    try {
      s << "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, "
           "name TEXT NOT NULL, applied_at BIGINT NOT NULL)";
      std::set<int> done;
      {
        soci::rowset<int> rows = (s.prepare << "SELECT version FROM schema_migrations");
        for (int v : rows) done.insert(v);
      }
      const SystemClock clock;
      for (const auto& m : embedded::migrations()) {
        const int version = migration_version(m.name);
        if (version < 0) throw std::runtime_error("bad migration name: " + std::string(m.name));
        result.current_version = std::max(result.current_version, version);
        if (done.contains(version)) continue;
        Database::Transaction tx(s, db.dialect());
        for (const auto& statement : split_statements(expand(m.content, db.dialect()))) {
          try {
            s << statement;
          } catch (const std::exception& e) {
            throw std::runtime_error("migration " + std::string(m.name) + " failed: " + e.what() +
                                     "\nstatement: " + statement);
          }
        }
        const std::string name(m.name);
        const long long now = clock.now_ms();
        s << "INSERT INTO schema_migrations (version, name, applied_at) VALUES (:v, :n, :t)",
            soci::use(version), soci::use(name), soci::use(now);
        tx.commit();
        result.applied.push_back(name);
        log::info("migration_applied", {{"name", name}});
      }
    } catch (...) {
      if (db.is_postgres()) s << "SELECT pg_advisory_unlock(" << kAdvisoryLockKey << ")";
      throw;
    }
    if (db.is_postgres()) s << "SELECT pg_advisory_unlock(" << kAdvisoryLockKey << ")";
  });
  return result;
}

}  // namespace aplauso::db
