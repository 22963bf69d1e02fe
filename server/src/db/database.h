// The database: a pool of connections over SQLite or PostgreSQL, with transactions. A request
// leases one connection for its whole life (Database::Scope, opened by the dispatcher); work
// outside requests (jobs, the command line) leases one per call.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <type_traits>
#include <utility>

#include "db/dialect.h"

namespace aplauso::db {

class Conn;

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
  std::size_t pool_size() const;
  /// The postgresql:// URL or SQLite path it was opened on.
  const std::string& target() const { return target_; }

  class Scope;

  /// A borrowed connection; returned to the pool when the lease ends (unless a Scope owns it).
  class Lease {
   public:
    Lease(const Database* owner, std::size_t slot, Conn& c, Scope* scope = nullptr)
        : owner_(owner), slot_(slot), c_(&c), scope_(scope) {}
    Lease(Lease&& other) noexcept
        : owner_(std::exchange(other.owner_, nullptr)),
          slot_(other.slot_),
          c_(other.c_),
          scope_(std::exchange(other.scope_, nullptr)) {}
    Lease(const Lease&) = delete;
    Lease& operator=(const Lease&) = delete;
    Lease& operator=(Lease&&) = delete;
    ~Lease();
    Conn& operator*() const { return *c_; }

   private:
    const Database* owner_;  ///< null when the lease does not give the connection back
    std::size_t slot_;
    Conn* c_;
    Scope* scope_;  ///< the scope whose connection this is, if any
  };

  /// The request's connection when a Scope is open on this thread, otherwise a free one; waits
  /// up to five seconds, then throws ApiError(kUnavailable).
  Lease lease() const;

  /// While alive on the thread that made it, every lease of this database shares one
  /// connection, taken at the first use and given back when the scope ends (kWhole), or as soon
  /// as no lease and no transaction holds it (kWhileUsed: a request that waits on another system
  /// between its reads must not keep a connection from the others meanwhile).
  class Scope {
   public:
    enum class Keep { kWhole, kWhileUsed };
    explicit Scope(const Database& db, Keep keep = Keep::kWhole);
    ~Scope();
    Scope(const Scope&) = delete;
    Scope& operator=(const Scope&) = delete;

   private:
    friend class Database;
    /// A lease of this scope's connection ended.
    void lease_ended();
    const Database& db_;
    Keep keep_;
    Scope* previous_;
    std::size_t slot_ = 0;
    Conn* conn_ = nullptr;
    int leases_ = 0;
  };

  /// Runs `fn(conn)` outside a transaction (each statement commits on its own), or inside the
  /// caller's transaction when one is open on the scope's connection.
  template <class F>
  decltype(auto) run(F&& fn) const {
    Lease l = lease();
    return std::forward<F>(fn)(*l);
  }

  /// Runs `fn(conn)` in one transaction: committed when fn returns, rolled back when it throws.
  /// Deadlocks and serialization failures (and a connection lost mid-way) run fn again, up to
  /// five times with a random pause, so fn must do nothing but database work that can repeat.
  /// Inside an open transaction fn simply joins it. On SQLite the transaction takes the write
  /// lock up front (BEGIN IMMEDIATE), so two writers never deadlock on a lock upgrade.
  template <class F>
  decltype(auto) transact(F&& fn) const {
    Lease l = lease();
    Conn& c = *l;
    if (in_transaction(c)) return fn(c);
    for (int attempt = 1;; ++attempt) {
      begin(c);
      try {
        if constexpr (std::is_void_v<std::invoke_result_t<F&, Conn&>>) {
          fn(c);
          commit(c);
          return;
        } else {
          auto result = fn(c);
          commit(c);
          return result;
        }
      } catch (...) {
        if (!retry_after_failure(c, attempt)) throw;
      }
    }
  }

  /// True when a trivial query answers.
  bool ping() const;

 private:
  struct Pool;
  explicit Database(Dialect dialect);
  static bool in_transaction(const Conn& c);
  static void begin(Conn& c);
  static void commit(Conn& c);
  /// Rolls back; true when the current exception is worth another attempt (after a pause).
  static bool retry_after_failure(Conn& c, int attempt);
  std::pair<std::size_t, Conn*> acquire() const;
  void give_back(std::size_t slot) const;

  Dialect dialect_;
  std::string target_;
  std::unique_ptr<Pool> pool_;
};

/// True when `e` is a database error from a UNIQUE constraint.
bool is_unique_violation(const std::exception& e);

}  // namespace aplauso::db
