// The database: a pool of SOCI sessions over SQLite or PostgreSQL, with transactions. Modules
// borrow a session for one unit of work and never hold it across requests.
#pragma once

#include <cstddef>
#include <exception>
#include <memory>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

namespace soci {
class session;
class connection_pool;
}  // namespace soci

namespace aplauso::db {

enum class Dialect { kSqlite, kPostgres };

class Database {
 public:
  /// Opens `pool_size` connections. `target` is a postgresql:// URL or a SQLite file path.
  /// Throws std::runtime_error when the database cannot be reached.
  static std::unique_ptr<Database> open(const std::string& target, std::size_t pool_size);
  ~Database();
  Database(const Database&) = delete;
  Database& operator=(const Database&) = delete;

  Dialect dialect() const { return dialect_; }
  bool is_postgres() const { return dialect_ == Dialect::kPostgres; }
  std::size_t pool_size() const { return size_; }

  /// A borrowed session; returned to the pool when the lease ends.
  class Lease {
   public:
    Lease(const Database& db, std::size_t pos, soci::session& s) : db_(&db), pos_(pos), s_(&s) {}
    Lease(Lease&& other) noexcept
        : db_(std::exchange(other.db_, nullptr)), pos_(other.pos_), s_(other.s_) {}
    Lease(const Lease&) = delete;
    Lease& operator=(const Lease&) = delete;
    Lease& operator=(Lease&&) = delete;
    ~Lease();
    soci::session& operator*() const { return *s_; }

   private:
    const Database* db_;
    std::size_t pos_;
    soci::session* s_;
  };

  /// Waits up to five seconds for a free session; throws ApiError(kUnavailable) after that.
  Lease lease() const;

  /// Runs `fn(session)` outside a transaction (each statement commits on its own).
  template <class F>
  decltype(auto) run(F&& fn) const {
    Lease l = lease();
    return std::forward<F>(fn)(*l);
  }

  /// Runs `fn(session)` in one transaction: committed when fn returns, rolled back when it
  /// throws. On SQLite the transaction takes the write lock up front (BEGIN IMMEDIATE), so two
  /// writers never deadlock on a lock upgrade.
  template <class F>
  decltype(auto) transact(F&& fn) const {
    Lease l = lease();
    Transaction tx(*l, dialect_);
    if constexpr (std::is_void_v<std::invoke_result_t<F, soci::session&>>) {
      std::forward<F>(fn)(*l);
      tx.commit();
    } else {
      auto result = std::forward<F>(fn)(*l);
      tx.commit();
      return result;
    }
  }

  /// Expands the dialect macros ({{ID}}, {{NOW}}, ...) of `sql` for this database.
  std::string sql(std::string_view text) const;

  /// True when a trivial query answers.
  bool ping() const;

  class Transaction {
   public:
    Transaction(soci::session& s, Dialect d);
    ~Transaction();
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;
    void commit();

   private:
    soci::session& s_;
    bool open_ = true;
  };

 private:
  Database(Dialect dialect, std::size_t size);
  void give_back(std::size_t pos) const;

  Dialect dialect_;
  std::size_t size_;
  std::unique_ptr<soci::connection_pool> pool_;
};

/// Converts postgresql://user:pass@host:port/db?sslmode=require into libpq's keyword form
/// ("host=... port=... dbname=... user=... password=... sslmode=require"), which is what SOCI's
/// PostgreSQL backend accepts. Values are quoted; percent-escapes are decoded. Throws
/// std::invalid_argument on a malformed URL.
std::string postgres_conninfo(std::string_view url);

/// True when `e` is a database error from a UNIQUE constraint (PostgreSQL 23505, SQLite
/// "UNIQUE constraint failed").
bool is_unique_violation(const std::exception& e);

}  // namespace aplauso::db
