// The plan check of `make bench`: every statement a hot request runs (captured from the real
// request, with its real parameters) is explained on the generated data as the server runs it.
// On PostgreSQL that is the generic plan (the server sets plan_cache_mode = force_generic_plan)
// with the server's session settings, or the plan for its values for the few statements
// planned per call (db::Planning::kPerCall); on SQLite the query plan. A statement fails on
//   - a sequential scan (on SQLite: a SCAN of the table, or of an index that is neither covering
//     nor partial) of a table over 100,000 rows,
//   - a hashed subplan over such a table that reads more than 1,000 rows (its whole input is
//     hashed on every execution),
//   - JIT compilation (PostgreSQL).
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "db/conn.h"

namespace aplauso::bench {

struct PlanSubject {
  std::string request;  ///< "GET /api/post?perPage=10"
  std::vector<db::CapturedStatement> statements;
};

/// Explains every statement of every subject on the database at `target` (a PostgreSQL URL, or
/// the SQLite file), prints one line per statement and the reasons of each failure; answers the
/// number of failed statements.
int check_plans(const std::string& target, bool postgres, const std::vector<PlanSubject>& subjects,
                std::ostream& out);

}  // namespace aplauso::bench
