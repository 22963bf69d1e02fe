// One database connection over the engine's own C API (libpq or SQLite), with a cache of
// prepared statements: a statement is parsed and planned once per connection, then only bound
// and executed (docs/adr/0010-prepared-statements-over-c-apis.md). Only repositories run
// statements; services pass a Conn& through to them.
#pragma once

#include <cstdint>
#include <functional>
#include <initializer_list>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "db/dialect.h"
#include "db/param.h"
#include "db/statement.h"

struct pg_conn;
struct pg_result;
struct sqlite3;
struct sqlite3_stmt;

namespace aplauso::db {

/// Why a statement failed, as far as callers decide anything on it.
enum class Failure {
  kOther,
  kUniqueViolation,  ///< PostgreSQL 23505, SQLite UNIQUE / PRIMARY KEY constraint
  kConflict,         ///< deadlock, serialization failure, SQLite busy: retry the transaction
  kConnection,       ///< the connection broke; it is reset before its next use
};

class Error : public std::runtime_error {
 public:
  Error(Failure failure, std::string sqlstate, const std::string& message)
      : std::runtime_error(message), failure_(failure), sqlstate_(std::move(sqlstate)) {}
  Failure failure() const { return failure_; }
  const std::string& sqlstate() const { return sqlstate_; }
  /// Worth running the whole transaction again.
  bool retryable() const {
    return failure_ == Failure::kConflict || failure_ == Failure::kConnection;
  }

 private:
  Failure failure_;
  std::string sqlstate_;
};

/// The current row of a result. Text views stay valid until the next row.
class Row {
 public:
  bool is_null(int col) const;
  std::int64_t i64(int col) const;  ///< NULL reads as 0
  std::optional<std::int64_t> opt_i64(int col) const;
  double real(int col) const;
  bool boolean(int col) const;  ///< 0/1 integers and PostgreSQL booleans
  std::string_view view(int col) const;
  std::string text(int col) const { return std::string(view(col)); }
  std::optional<std::string> opt_text(int col) const;

 private:
  friend class Rows;
  friend class Conn;
  pg_result* pg_ = nullptr;
  int index_ = 0;
  sqlite3_stmt* lite_ = nullptr;
};

class Conn;

/// The rows of one statement, read once, front to back.
class Rows {
 public:
  Rows(Rows&& other) noexcept;
  Rows(const Rows&) = delete;
  Rows& operator=(const Rows&) = delete;
  Rows& operator=(Rows&&) = delete;
  ~Rows();

  /// Moves to the next row; false when there is none.
  bool next();
  const Row& row() const { return row_; }

  struct End {};
  class Iterator {
   public:
    explicit Iterator(Rows& rows) : rows_(&rows), more_(rows.next()) {}
    const Row& operator*() const { return rows_->row(); }
    Iterator& operator++() {
      more_ = rows_->next();
      return *this;
    }
    bool operator!=(End /*end*/) const { return more_; }

   private:
    Rows* rows_;
    bool more_;
  };
  Iterator begin() { return Iterator(*this); }
  End end() { return {}; }

 private:
  friend class Conn;
  Rows() = default;
  Conn* conn_ = nullptr;
  Row row_;
  int count_ = 0;              ///< PostgreSQL: rows in the result
  bool started_ = false;       ///< PostgreSQL: next() was called once
  bool* busy_flag_ = nullptr;  ///< SQLite: the cached statement's in-use flag
  bool finalize_ = false;      ///< SQLite: a one-off statement (the cached one was busy)
};

class Conn {
 public:
  /// Opens a connection; throws std::runtime_error when the database cannot be reached.
  static std::unique_ptr<Conn> open_postgres(const std::string& url);
  static std::unique_ptr<Conn> open_sqlite(const std::string& path);
  ~Conn();
  Conn(const Conn&) = delete;
  Conn& operator=(const Conn&) = delete;

  Dialect dialect() const { return dialect_; }

  /// Runs a statement that returns rows. Throws db::Error.
  Rows query(const Statement& st, std::initializer_list<Param> params = {});
  /// Runs a statement; returns how many rows it changed. Throws db::Error.
  std::int64_t exec(const Statement& st, std::initializer_list<Param> params = {});
  /// The first column of the first row; nullopt when there is no row or it is NULL.
  std::optional<std::int64_t> scalar(const Statement& st, std::initializer_list<Param> params = {});
  /// Runs a statement that returns no rows without waiting for its answer. On PostgreSQL, inside a
  /// transaction, it goes out in one pipeline with the next statement or the commit, saving a
  /// round trip each (docs/adr/0022-pipelined-writes.md); elsewhere it runs at once. Its failure
  /// is thrown by that next statement or the commit, so defer only writes whose failure fails
  /// the whole transaction (never one whose unique violation the caller handles).
  void defer(const Statement& st, std::initializer_list<Param> params = {});
  /// A read whose answer can wait for the next statement (a request's session check, ADR 0043):
  /// on PostgreSQL, outside a transaction, it goes out in one pipeline with the next statement
  /// this connection runs, and `answer` gets its rows as soon as both answers are in, before the
  /// caller reads that statement's; `run_ahead()` runs it alone when no statement followed.
  /// Elsewhere (SQLite, inside a transaction) it runs at once. One at a time; `answer` must not
  /// run statements.
  void ahead(const Statement& st, std::initializer_list<Param> params,
             std::function<void(Rows&)> answer);
  /// Runs the read `ahead()` left waiting, if any.
  void run_ahead();
  /// Runs statements separated by ';' without preparing them (migrations, set-up).
  void script(std::string_view sql);

  /// Opens a transaction. On PostgreSQL the BEGIN goes out with the transaction's first statement.
  void begin();
  void commit();
  /// Rolls back if a transaction is open; never throws.
  void rollback() noexcept;
  /// Runs `fn` once the open transaction has committed (at once outside a transaction); a
  /// rollback forgets it. For telling others of what is now visible (live updates).
  void after_commit(std::function<void()> fn);
  /// Runs `fn` inside the open transaction just before it commits, after everything else it
  /// does (its statements join the transaction; a throw fails the commit, and the caller rolls
  /// back); a rollback forgets it. For taking a contended lock as late as possible (the audit
  /// trail's chain head). Only inside a transaction (std::logic_error otherwise).
  void before_commit(std::function<void()> fn);
  bool in_transaction() const { return in_transaction_; }
  /// Resets the connection if it broke (called when it goes back to the pool).
  void recover() noexcept;

  /// Statements this connection has prepared (tests and benchmarks).
  std::size_t prepared_count() const { return cache_.size(); }

 private:
  friend class Rows;
  struct Prepared {
    std::string pg_name;  ///< empty for a statement planned per call (Planning::kPerCall)
    std::string pg_text;  ///< the text of a statement planned per call
    sqlite3_stmt* lite = nullptr;
    bool busy = false;
  };
  /// A PostgreSQL message sent in pipeline mode whose answer is not read yet.
  struct Sent {
    const Statement* statement;
    bool prepare;        ///< its Parse (the first use on this connection), not its execution
    bool kept = false;   ///< its rows are kept for the read ahead (`kept_`)
    bool aside = false;  ///< a SET around a statement planned per call: its answer is not read
  };

  /// Parameters in libpq's text form; `values` point into `storage`.
  struct PgValues {
    std::vector<std::string> storage;
    std::vector<const char*> values;
  };
  /// The read `ahead()` left waiting for the next statement (moving `values` keeps its
  /// pointers: the strings stay where they are).
  struct Ahead {
    const Statement* statement;
    PgValues values;
    std::function<void(Rows&)> answer;
  };
  explicit Conn(Dialect d) : dialect_(d) {}
  Prepared& prepare(const Statement& st);
  PgValues pg_values(std::initializer_list<Param> params) const;
  pg_result* pg_execute(const Statement& st, std::initializer_list<Param> params);
  /// `kept`: the statement is a read ahead whose rows go to `kept_`.
  void pg_send(const Statement& st, const PgValues& values, bool kept = false);
  pg_result* pg_sync();
  /// Sends the read ahead and `st` in one pipeline; hands the read's rows to its answer.
  pg_result* pg_execute_with_ahead(const Statement& st, const PgValues& values);
  /// Leaves pipeline mode and sends a pending BEGIN (before a PQexec).
  void settle();
  sqlite3_stmt* lite_bind(const Statement& st, std::initializer_list<Param> params, Rows* rows);
  [[noreturn]] void fail_pg(pg_result* res, const Statement& st);
  [[noreturn]] void fail_lite(int rc, std::string_view what);
  void forget_prepared() noexcept;

  Dialect dialect_;
  pg_conn* pg_ = nullptr;
  sqlite3* lite_ = nullptr;
  bool in_transaction_ = false;
  bool begin_pending_ = false;  ///< PostgreSQL: begin() was called, BEGIN not sent yet
  bool broken_ = false;
  std::vector<Sent> sent_;  ///< PostgreSQL pipeline, in the order the answers come
  std::optional<Ahead> ahead_;
  pg_result* kept_ = nullptr;  ///< the rows of the read ahead, from the last pipeline
  std::vector<std::function<void()>> before_commit_;
  std::vector<std::function<void()>> after_commit_;
  int next_name_ = 0;
  std::unordered_map<const Statement*, Prepared> cache_;
};

/// What every PostgreSQL connection runs when it opens (the benchmark's replayer too). Statements
/// are prepared once per connection, so their generic plan is made once and reused; by default
/// PostgreSQL plans a custom one for each of the first executions and whenever it guesses that
/// one is cheaper (planning a feed page cost more than running it). JIT is off: a generic plan's
/// cost ignores the LIMIT, so it crossed jit_above_cost and compiled on every execution of a page
/// that runs in a fraction of a millisecond (docs/adr/0035).
inline constexpr const char* kPostgresSession =
    "SET application_name = 'aplauso'; SET client_min_messages = warning; "
    "SET plan_cache_mode = force_generic_plan; SET jit = off";

/// A parameter as a statement received it, owned (see QueryCapture).
struct CapturedParam {
  Param::Kind kind = Param::Kind::kNull;
  std::int64_t integer = 0;
  double real = 0;
  std::string text;
  std::vector<std::int64_t> ints;
  std::vector<std::string> texts;
  Param param() const;  ///< valid while this object lives
};

struct CapturedStatement {
  const Statement* statement = nullptr;
  std::vector<CapturedParam> params;
};

/// While alive, records on this thread every statement a Conn runs with its parameters (tests
/// count a code path's statements; benchmarks replay them against the engine alone).
class QueryCapture {
 public:
  QueryCapture();
  ~QueryCapture();
  QueryCapture(const QueryCapture&) = delete;
  QueryCapture& operator=(const QueryCapture&) = delete;
  const std::vector<CapturedStatement>& statements() const { return statements_; }
  /// The statements' names, in order.
  std::vector<std::string> names() const;

 private:
  friend class Conn;
  friend void record_statement(const Statement& st, std::initializer_list<Param> params);
  std::vector<CapturedStatement> statements_;
  QueryCapture* previous_;
};

/// Adds a statement to the thread's QueryCapture, if one is alive.
void record_statement(const Statement& st, std::initializer_list<Param> params);

/// The text a connection of `dialect` prepares for `st`: macros expanded, placeholders in the
/// engine's form.
std::string prepared_text(const Statement& st, Dialect dialect);

}  // namespace aplauso::db
