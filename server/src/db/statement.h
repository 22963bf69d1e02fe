// A SQL statement as the repositories declare it: a named constant of fixed text with $1..$n
// parameters and the dialect macros of db/dialect.h. Each pooled connection prepares a statement
// the first time it runs it and reuses it after that, keyed by the constant's address, so a
// statement must be declared once (`inline constexpr` in a module's *_sql.h).
#pragma once

#include <string_view>

namespace aplauso::db {

/// How PostgreSQL plans a statement.
enum class Planning {
  kGeneric,  ///< prepared once per connection, its generic plan reused (every hot statement)
  /// Planned for each call's values (an unnamed statement): for the few rare statements with
  /// optional filters (`$n IS NULL OR ...`), whose generic plan cannot know which filters are on
  /// nor how many rows a page wants. Planning then costs a fraction of a millisecond per call.
  kPerCall,
};

struct Statement {
  std::string_view name;  ///< "module.what", for logs and statement counts
  std::string_view text;  ///< for both engines
  /// PostgreSQL's own text where the engines cannot share one (batched inserts); empty otherwise.
  std::string_view postgres_text = {};
  Planning planning = Planning::kGeneric;
};

}  // namespace aplauso::db
