#include "db/database.h"

#include <chrono>
#include <condition_variable>
#include <filesystem>
#include <mutex>
#include <random>
#include <thread>
#include <vector>

#include "core/errors.h"
#include "core/log.h"
#include "db/conn.h"

namespace aplauso::db {

namespace {
constexpr auto kLeaseTimeout = std::chrono::seconds(5);
constexpr int kMaxAttempts = 5;

thread_local Database::Scope* t_scope = nullptr;

constexpr Statement kPing{"db.ping", "SELECT 1"};

ApiError unavailable() {
  return {ErrorKind::kUnavailable, "database_busy",
          "Servidor temporalmente no disponible. Intenta más tarde."};
}
}  // namespace

struct Database::Pool {
  std::vector<std::unique_ptr<Conn>> conns;
  std::vector<std::size_t> free;
  std::mutex mutex;
  std::condition_variable available;
};

Database::Database(Dialect dialect) : dialect_(dialect), pool_(std::make_unique<Pool>()) {}

Database::~Database() = default;

std::size_t Database::pool_size() const {
  return pool_->conns.size();
}

std::unique_ptr<Database> Database::open(const std::string& target, std::size_t pool_size) {
  const bool pg = target.rfind("postgres", 0) == 0;
  std::unique_ptr<Database> db(new Database(pg ? Dialect::kPostgres : Dialect::kSqlite));
  db->target_ = target;
  if (!pg) {
    const auto parent = std::filesystem::path(target).parent_path();
    if (!parent.empty()) std::filesystem::create_directories(parent);
  }
  for (std::size_t i = 0; i < std::max<std::size_t>(1, pool_size); ++i) {
    db->pool_->conns.push_back(pg ? Conn::open_postgres(target) : Conn::open_sqlite(target));
    db->pool_->free.push_back(i);
  }
  return db;
}

std::pair<std::size_t, Conn*> Database::acquire() const {
  std::unique_lock lock(pool_->mutex);
  if (!pool_->available.wait_for(lock, kLeaseTimeout, [&] { return !pool_->free.empty(); })) {
    throw unavailable();
  }
  const std::size_t slot = pool_->free.back();
  pool_->free.pop_back();
  return {slot, pool_->conns[slot].get()};
}

void Database::give_back(std::size_t slot) const {
  // A connection goes back clean: no open transaction, reconnected if it broke.
  pool_->conns[slot]->recover();
  {
    const std::lock_guard lock(pool_->mutex);
    pool_->free.push_back(slot);
  }
  pool_->available.notify_one();
}

Database::Lease::~Lease() {
  if (owner_ != nullptr) owner_->give_back(slot_);
  if (scope_ != nullptr) scope_->lease_ended();
}

Database::Lease Database::lease() const {
  for (Scope* s = t_scope; s != nullptr; s = s->previous_) {
    if (&s->db_ != this) continue;
    if (s->conn_ == nullptr) std::tie(s->slot_, s->conn_) = acquire();
    ++s->leases_;
    return {nullptr, s->slot_, *s->conn_, s};
  }
  const auto [slot, conn] = acquire();
  return {this, slot, *conn};
}

Database::Scope::Scope(const Database& db, Keep keep) : db_(db), keep_(keep), previous_(t_scope) {
  t_scope = this;
}

void Database::Scope::lease_ended() {
  if (--leases_ > 0 || keep_ != Keep::kWhileUsed || conn_ == nullptr) return;
  if (conn_->in_transaction()) return;
  db_.give_back(slot_);
  conn_ = nullptr;
}

Database::Scope::~Scope() {
  t_scope = previous_;
  if (conn_ != nullptr) db_.give_back(slot_);
}

bool Database::in_transaction(const Conn& c) {
  return c.in_transaction();
}

void Database::begin(Conn& c) {
  c.begin();
}

void Database::commit(Conn& c) {
  c.commit();
}

bool Database::retry_after_failure(Conn& c, int attempt) {
  c.rollback();
  try {
    throw;
  } catch (const Error& e) {
    if (!e.retryable() || attempt >= kMaxAttempts) return false;
    if (e.failure() == Failure::kConnection) {
      c.recover();
    }
    log::warn("transaction_retried", {{"attempt", attempt}, {"error", e.what()}});
  } catch (...) {
    return false;
  }
  // Random pauses growing with each attempt, so that the transactions that clashed do not
  // clash again in step.
  thread_local std::minstd_rand random(std::random_device{}());
  const int ceiling_ms = 2 << attempt;
  std::this_thread::sleep_for(
      std::chrono::milliseconds(1 + static_cast<int>(random() % ceiling_ms)));
  return true;
}

bool Database::ping() const {
  try {
    return run([](Conn& c) { return c.scalar(kPing).value_or(0) == 1; });
  } catch (const std::exception&) {
    return false;
  }
}

bool is_unique_violation(const std::exception& e) {
  const auto* db = dynamic_cast<const Error*>(&e);
  return db != nullptr && db->failure() == Failure::kUniqueViolation;
}

}  // namespace aplauso::db
