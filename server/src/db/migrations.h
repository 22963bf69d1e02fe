// Applies the embedded migrations (server/migrations/NNNN_name.sql) that the database has not
// seen yet, each in its own transaction, recording them in schema_migrations. Safe to run from
// several nodes at once on PostgreSQL (an advisory lock serialises them).
#pragma once

#include <limits>
#include <string>
#include <vector>

#include "db/database.h"

namespace aplauso::db {

struct MigrationResult {
  std::vector<std::string> applied;  ///< names applied by this run
  int current_version = 0;
};

/// Applies the pending migrations up to version `up_to` (all by default; tests stop earlier to
/// see a migration at work on older data).
MigrationResult migrate(const Database& db, int up_to = std::numeric_limits<int>::max());

/// The version number at the start of a migration file name ("0003_x.sql" → 3); -1 if none.
int migration_version(std::string_view file_name);

}  // namespace aplauso::db
