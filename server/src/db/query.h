// Literal read queries in one round trip. SOCI 4.0 runs every rowset on PostgreSQL as PREPARE,
// EXECUTE and DEALLOCATE: three round trips for a statement used once. The feed's page queries
// are plain text built from numbers the server formats, so they go straight to the engine's C API
// on the pooled connection (PQexec / sqlite3_prepare) and come back as text cells.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace soci {
class session;
}

namespace aplauso::db {

class Rows {
 public:
  std::size_t size() const { return rows_; }
  bool empty() const { return rows_ == 0; }
  bool is_null(std::size_t row, std::size_t col) const { return !cell(row, col).has_value(); }
  std::string text(std::size_t row, std::size_t col) const;
  std::optional<std::string> opt_text(std::size_t row, std::size_t col) const;
  std::int64_t integer(std::size_t row, std::size_t col) const;
  std::optional<std::int64_t> opt_integer(std::size_t row, std::size_t col) const;
  bool boolean(std::size_t row, std::size_t col) const;

 private:
  friend Rows query(soci::session& s, const std::string& sql);
  const std::optional<std::string>& cell(std::size_t row, std::size_t col) const {
    return cells_[row * cols_ + col];
  }
  std::size_t rows_ = 0;
  std::size_t cols_ = 0;
  std::vector<std::optional<std::string>> cells_;
};

/// While alive, records on this thread every statement db::query runs (benchmarks and tests use
/// it to replay or count a code path's queries).
class QueryCapture {
 public:
  QueryCapture();
  ~QueryCapture();
  QueryCapture(const QueryCapture&) = delete;
  QueryCapture& operator=(const QueryCapture&) = delete;
  const std::vector<std::string>& statements() const { return statements_; }

 private:
  std::vector<std::string> statements_;
  QueryCapture* previous_;
};

/// Runs a literal SELECT (no parameters) on the session's connection, inside whatever
/// transaction the session is in. Throws std::runtime_error with the engine's message.
Rows query(soci::session& s, const std::string& sql);

}  // namespace aplauso::db
