#include "db/conn.h"

#include <fcntl.h>
#include <libpq-fe.h>
#include <sqlite3.h>
#include <unistd.h>

#include <charconv>
#include <cstdlib>
#include <mutex>
#include <utility>

#include "core/errors.h"
#include "core/log.h"
#include "core/utf8.h"

namespace aplauso::db {

namespace {
thread_local QueryCapture* t_capture = nullptr;

constexpr Statement kBegin{"tx.begin", "BEGIN IMMEDIATE", "BEGIN"};
// Around a statement planned per call on PostgreSQL (Planning::kPerCall): the session's generic
// plans (kPostgresSession) apply to unnamed statements too.
constexpr Statement kCustomPlans{"db.custom_plans", "SET plan_cache_mode = force_custom_plan"};
constexpr Statement kGenericPlans{"db.generic_plans", "SET plan_cache_mode = force_generic_plan"};
constexpr Statement kCommit{"tx.commit", "COMMIT"};
constexpr Statement kRollback{"tx.rollback", "ROLLBACK"};

bool is_control(const Statement& st) {
  return &st == &kBegin || &st == &kCommit || &st == &kRollback;
}

}  // namespace

void record_statement(const Statement& st, std::initializer_list<Param> params) {
  if (t_capture == nullptr || is_control(st)) return;
  CapturedStatement c;
  c.statement = &st;
  for (const Param& p : params) {
    CapturedParam cp;
    cp.kind = p.kind();
    switch (p.kind()) {
      case Param::Kind::kNull: break;
      case Param::Kind::kInt: cp.integer = p.integer(); break;
      case Param::Kind::kReal: cp.real = p.real(); break;
      case Param::Kind::kText: cp.text = std::string(p.text()); break;
      case Param::Kind::kIntList: cp.ints = p.ints(); break;
      case Param::Kind::kTextList: cp.texts = p.texts(); break;
    }
    c.params.push_back(std::move(cp));
  }
  t_capture->statements_.push_back(std::move(c));
}

namespace {

// Every text that reaches the database is valid UTF-8 (PostgreSQL would refuse it with an
// error; SQLite would store it): refuse it here too, whatever edge let it through.
void check_text(std::string_view s) {
  if (!valid_utf8(s)) {
    throw invalid_input("text", "El texto contiene caracteres no válidos (UTF-8).");
  }
}

void append_json_string(std::string& out, std::string_view s) {
  out += '"';
  for (const char c : s) {
    const auto u = static_cast<unsigned char>(c);
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (u < 0x20) {
      static constexpr char kHex[] = "0123456789abcdef";
      out += "\\u00";
      out += kHex[u >> 4U];
      out += kHex[u & 0xFU];
    } else {
      out += c;
    }
  }
  out += '"';
}

// An array parameter in the engine's form: "{1,2}" / {"a","b"} for PostgreSQL, a JSON array
// for SQLite's json_each.
std::string list_text(const Param& p, Dialect d) {
  std::string out(1, d == Dialect::kPostgres ? '{' : '[');
  bool first = true;
  if (p.kind() == Param::Kind::kIntList) {
    for (const std::int64_t v : p.ints()) {
      if (!first) out += ',';
      first = false;
      out += std::to_string(v);
    }
  } else {
    for (const std::string& s : p.texts()) {
      check_text(s);
      if (!first) out += ',';
      first = false;
      if (d == Dialect::kSqlite) {
        append_json_string(out, s);
      } else {
        out += '"';
        for (const char c : s) {
          if (c == '"' || c == '\\') out += '\\';
          out += c;
        }
        out += '"';
      }
    }
  }
  out += d == Dialect::kPostgres ? '}' : ']';
  return out;
}

std::int64_t parse_int(std::string_view text) {
  std::int64_t v = 0;
  const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec == std::errc() && ptr == text.data() + text.size()) return v;
  if (text == "t") return 1;
  if (text == "f") return 0;
  // NUMERIC aggregates ("12.0").
  return static_cast<std::int64_t>(std::strtod(std::string(text).c_str(), nullptr));
}

Failure pg_failure(std::string_view state) {
  if (state == "23505") return Failure::kUniqueViolation;
  if (state == "40001" || state == "40P01") return Failure::kConflict;
  if (state.starts_with("08") || state == "57P01") return Failure::kConnection;
  return Failure::kOther;
}
}  // namespace

// --- Row ---------------------------------------------------------------------------------------

bool Row::is_null(int col) const {
  if (pg_ != nullptr) return PQgetisnull(pg_, index_, col) != 0;
  return sqlite3_column_type(lite_, col) == SQLITE_NULL;
}

std::int64_t Row::i64(int col) const {
  if (pg_ != nullptr) return is_null(col) ? 0 : parse_int(view(col));
  return sqlite3_column_int64(lite_, col);
}

std::optional<std::int64_t> Row::opt_i64(int col) const {
  if (is_null(col)) return std::nullopt;
  return i64(col);
}

double Row::real(int col) const {
  if (pg_ != nullptr) return is_null(col) ? 0 : std::strtod(PQgetvalue(pg_, index_, col), nullptr);
  return sqlite3_column_double(lite_, col);
}

bool Row::boolean(int col) const {
  return i64(col) != 0;
}

std::string_view Row::view(int col) const {
  if (pg_ != nullptr) {
    return {PQgetvalue(pg_, index_, col), static_cast<std::size_t>(PQgetlength(pg_, index_, col))};
  }
  const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(lite_, col));
  if (text == nullptr) return {};
  return {text, static_cast<std::size_t>(sqlite3_column_bytes(lite_, col))};
}

std::optional<std::string> Row::opt_text(int col) const {
  if (is_null(col)) return std::nullopt;
  return text(col);
}

// --- Rows --------------------------------------------------------------------------------------

Rows::Rows(Rows&& other) noexcept
    : conn_(std::exchange(other.conn_, nullptr)),
      row_(other.row_),
      count_(other.count_),
      started_(other.started_),
      busy_flag_(std::exchange(other.busy_flag_, nullptr)),
      finalize_(other.finalize_) {
  other.row_ = Row{};
}

Rows::~Rows() {
  if (row_.pg_ != nullptr) PQclear(row_.pg_);
  if (row_.lite_ != nullptr) {
    if (finalize_) {
      sqlite3_finalize(row_.lite_);
    } else {
      sqlite3_reset(row_.lite_);
      sqlite3_clear_bindings(row_.lite_);
      if (busy_flag_ != nullptr) *busy_flag_ = false;
    }
  }
}

bool Rows::next() {
  if (row_.pg_ != nullptr) {
    if (started_) {
      ++row_.index_;
    } else {
      started_ = true;
    }
    return row_.index_ < count_;
  }
  if (row_.lite_ == nullptr) return false;
  const int rc = sqlite3_step(row_.lite_);
  if (rc == SQLITE_ROW) return true;
  if (rc == SQLITE_DONE) return false;
  conn_->fail_lite(sqlite3_reset(row_.lite_), "step");
}

// --- Conn: opening and closing -----------------------------------------------------------------

std::unique_ptr<Conn> Conn::open_postgres(const std::string& url) {
  std::unique_ptr<Conn> c(new Conn(Dialect::kPostgres));
  c->pg_ = PQconnectdb(url.c_str());
  if (c->pg_ == nullptr || PQstatus(c->pg_) != CONNECTION_OK) {
    const std::string why = c->pg_ != nullptr ? PQerrorMessage(c->pg_) : "out of memory";
    throw std::runtime_error("cannot open the database: " + why);
  }
  c->script(kPostgresSession);
  return c;
}

std::unique_ptr<Conn> Conn::open_sqlite(const std::string& path) {
  static std::once_flag configured;
  std::call_once(configured, [] {
    // The global memory statistics take a process-wide mutex on every allocation.
    sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
  });
  // A new database file is readable by its owner only, like the JWT secret beside it.
  if (const int fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0600); fd >= 0) {
    ::close(fd);
  }
  std::unique_ptr<Conn> c(new Conn(Dialect::kSqlite));
  // Each connection is used by one thread at a time (the pool), so SQLite's own mutexes go.
  const int rc =
      sqlite3_open_v2(path.c_str(), &c->lite_,
                      SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nullptr);
  if (rc != SQLITE_OK) {
    const std::string why = c->lite_ != nullptr ? sqlite3_errmsg(c->lite_) : "out of memory";
    throw std::runtime_error("cannot open the database: " + why);
  }
  sqlite3_extended_result_codes(c->lite_, 1);
  sqlite3_busy_timeout(c->lite_, 10000);
  // WAL lets readers run beside the one writer; NORMAL sync in WAL mode keeps every commit
  // through a process crash (kill -9), only an OS crash may lose the last ones.
  c->script("PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL; PRAGMA foreign_keys=ON");
  return c;
}

Conn::~Conn() {
  if (kept_ != nullptr) PQclear(kept_);
  forget_prepared();
  if (pg_ != nullptr) PQfinish(pg_);
  if (lite_ != nullptr) sqlite3_close_v2(lite_);
}

void Conn::forget_prepared() noexcept {
  for (auto& [st, p] : cache_) {
    if (p.lite != nullptr) sqlite3_finalize(p.lite);
  }
  cache_.clear();
}

void Conn::recover() noexcept {
  rollback();
  sent_.clear();
  ahead_.reset();
  begin_pending_ = false;
  if (pg_ != nullptr && (broken_ || PQstatus(pg_) != CONNECTION_OK)) {
    forget_prepared();
    PQreset(pg_);
    broken_ = PQstatus(pg_) != CONNECTION_OK;
    if (broken_) {
      log::error("database_unreachable", {{"error", PQerrorMessage(pg_)}});
    } else {
      log::warn("database_reconnected");
      try {
        script(kPostgresSession);
      } catch (const std::exception&) {
        broken_ = true;
      }
    }
  }
}

// --- Conn: statements --------------------------------------------------------------------------

std::string prepared_text(const Statement& st, Dialect dialect) {
  const std::string_view text =
      dialect == Dialect::kPostgres && !st.postgres_text.empty() ? st.postgres_text : st.text;
  std::string sql = expand(text, dialect);
  return dialect == Dialect::kSqlite ? numbered_parameters(sql) : sql;
}

Conn::Prepared& Conn::prepare(const Statement& st) {
  if (auto it = cache_.find(&st); it != cache_.end()) return it->second;
  const std::string sql = prepared_text(st, dialect_);
  Prepared p;
  if (dialect_ == Dialect::kPostgres && st.planning == Planning::kPerCall) {
    p.pg_text = sql;  // sent with its values each time (PQexecParams): no server-side statement
  } else if (dialect_ == Dialect::kPostgres) {
    p.pg_name = "a" + std::to_string(++next_name_);
    PGresult* res = PQprepare(pg_, p.pg_name.c_str(), sql.c_str(), 0, nullptr);
    if (res == nullptr || PQresultStatus(res) != PGRES_COMMAND_OK) fail_pg(res, st);
    PQclear(res);
  } else {
    const int rc = sqlite3_prepare_v3(lite_, sql.c_str(), static_cast<int>(sql.size()),
                                      SQLITE_PREPARE_PERSISTENT, &p.lite, nullptr);
    if (rc != SQLITE_OK) fail_lite(rc, st.name);
  }
  return cache_.emplace(&st, std::move(p)).first->second;
}

void Conn::fail_pg(pg_result* res, const Statement& st) {
  const char* field = res != nullptr ? PQresultErrorField(res, PG_DIAG_SQLSTATE) : nullptr;
  const std::string state = field != nullptr ? field : "";
  std::string message = res != nullptr ? PQresultErrorMessage(res) : PQerrorMessage(pg_);
  if (res != nullptr) PQclear(res);
  Failure failure = pg_failure(state);
  if (PQstatus(pg_) != CONNECTION_OK) {
    failure = Failure::kConnection;
    broken_ = true;
  }
  while (!message.empty() && (message.back() == '\n' || message.back() == ' ')) message.pop_back();
  throw Error(failure, state, std::string(st.name) + ": " + message);
}

void Conn::fail_lite(int rc, std::string_view what) {
  Failure failure = Failure::kOther;
  if (rc == SQLITE_CONSTRAINT_UNIQUE || rc == SQLITE_CONSTRAINT_PRIMARYKEY) {
    failure = Failure::kUniqueViolation;
  } else if ((rc & 0xFF) == SQLITE_BUSY || (rc & 0xFF) == SQLITE_LOCKED) {
    failure = Failure::kConflict;
  }
  throw Error(failure, std::to_string(rc), std::string(what) + ": " + sqlite3_errmsg(lite_));
}

Conn::PgValues Conn::pg_values(std::initializer_list<Param> params) const {
  PgValues out;
  out.storage.reserve(params.size());  // no reallocation: `values` point into it
  out.values.reserve(params.size());
  for (const Param& p : params) {
    switch (p.kind()) {
      case Param::Kind::kNull: out.values.push_back(nullptr); continue;
      case Param::Kind::kInt: out.storage.push_back(std::to_string(p.integer())); break;
      case Param::Kind::kReal: out.storage.push_back(std::to_string(p.real())); break;
      case Param::Kind::kText:
        check_text(p.text());
        out.storage.emplace_back(p.text());
        break;
      case Param::Kind::kIntList:
      case Param::Kind::kTextList: out.storage.push_back(list_text(p, dialect_)); break;
    }
    out.values.push_back(out.storage.back().c_str());
  }
  return out;
}

pg_result* Conn::pg_execute(const Statement& st, std::initializer_list<Param> params) {
  record_statement(st, params);
  const PgValues v = pg_values(params);
  if (ahead_) {
    if (begin_pending_ || in_transaction_ || !sent_.empty()) {
      run_ahead();
    } else {
      return pg_execute_with_ahead(st, v);
    }
  }
  if (begin_pending_ || !sent_.empty()) {
    // Inside a transaction with a BEGIN or deferred writes not sent or not answered yet: they
    // and this statement make one round trip.
    pg_send(st, v);
    return pg_sync();
  }
  for (int attempt = 0;; ++attempt) {
    try {
      if (st.planning == Planning::kPerCall) {
        pg_send(st, v);  // between the SETs that plan it with its values, one round trip
        return pg_sync();
      }
      const Prepared& p = prepare(st);
      PGresult* res =
          p.pg_name.empty()
              ? PQexecParams(pg_, p.pg_text.c_str(), static_cast<int>(v.values.size()), nullptr,
                             v.values.data(), nullptr, nullptr, 0)
              : PQexecPrepared(pg_, p.pg_name.c_str(), static_cast<int>(v.values.size()),
                               v.values.data(), nullptr, nullptr, 0);
      const auto status = res != nullptr ? PQresultStatus(res) : PGRES_FATAL_ERROR;
      if (status == PGRES_TUPLES_OK || status == PGRES_COMMAND_OK) return res;
      fail_pg(res, st);
    } catch (const Error& e) {
      // A connection that broke between requests is reset and the statement runs again, unless
      // it was part of a transaction (then the transaction is retried as a whole).
      if (e.failure() != Failure::kConnection || in_transaction_ || attempt > 0) throw;
      recover();
      if (broken_) throw;
    }
  }
}

// Sends a statement in pipeline mode (entering it, and sending a pending BEGIN first, when
// needed). Its answer is read by pg_sync.
void Conn::pg_send(const Statement& st, const PgValues& v, bool kept) {
  const auto lost = [&] {
    broken_ = true;
    throw Error(Failure::kConnection, "", std::string(st.name) + ": " + PQerrorMessage(pg_));
  };
  if (PQpipelineStatus(pg_) == PQ_PIPELINE_OFF) {
    if (PQenterPipelineMode(pg_) != 1) lost();
  }
  const auto send = [&](const Statement& s, const PgValues& values, bool keep) {
    if (s.planning == Planning::kPerCall) {
      // The session plans every statement generically (kPostgresSession), unnamed ones too: this
      // one is planned with its values, between two SETs in the same round trip. A failure rolls
      // the first SET back with the (implicit or explicit) transaction.
      const auto set = [&](const Statement& mode) {
        if (PQsendQueryParams(pg_, mode.text.data(), 0, nullptr, nullptr, nullptr, nullptr, 0) !=
            1) {
          lost();
        }
        sent_.push_back({&mode, false, false, true});
      };
      set(kCustomPlans);
      const std::string sql = prepared_text(s, dialect_);
      if (PQsendQueryParams(pg_, sql.c_str(), static_cast<int>(values.values.size()), nullptr,
                            values.values.data(), nullptr, nullptr, 0) != 1) {
        lost();
      }
      sent_.push_back({&s, false, keep});
      set(kGenericPlans);
      return;
    }
    auto it = cache_.find(&s);
    if (it == cache_.end()) {
      Prepared p;
      p.pg_name = "a" + std::to_string(++next_name_);
      const std::string sql = prepared_text(s, dialect_);
      if (PQsendPrepare(pg_, p.pg_name.c_str(), sql.c_str(), 0, nullptr) != 1) lost();
      sent_.push_back({&s, true});
      it = cache_.emplace(&s, std::move(p)).first;
    }
    if (PQsendQueryPrepared(pg_, it->second.pg_name.c_str(), static_cast<int>(values.values.size()),
                            values.values.data(), nullptr, nullptr, 0) != 1) {
      lost();
    }
    sent_.push_back({&s, false, keep});
  };
  if (begin_pending_) {
    begin_pending_ = false;
    send(kBegin, {}, false);
  }
  send(st, v, kept);
}

// Ends the pipeline: reads every answer in order and leaves pipeline mode. Returns the last
// statement's result; throws the first failure.
pg_result* Conn::pg_sync() {
  PGresult* last = nullptr;
  PGresult* failed = nullptr;
  const Statement* failed_statement = nullptr;
  bool lost = PQpipelineSync(pg_) != 1;
  // The statement whose result is returned: the last one sent, SETs around it aside.
  std::size_t answered = sent_.size();
  for (std::size_t j = sent_.size(); j > 0; --j) {
    if (!sent_[j - 1].aside) {
      answered = j - 1;
      break;
    }
  }
  std::size_t i = 0;  // the message whose answer is being read
  while (!lost) {
    PGresult* res = PQgetResult(pg_);
    if (res == nullptr) {
      // The end of one message's answer; there is one more message than answers only when the
      // connection broke.
      if (++i > sent_.size() || PQstatus(pg_) != CONNECTION_OK) lost = true;
      continue;
    }
    const auto status = PQresultStatus(res);
    if (status == PGRES_PIPELINE_SYNC) {
      PQclear(res);
      break;
    }
    const Sent* sent = i < sent_.size() ? &sent_[i] : nullptr;
    if (status == PGRES_FATAL_ERROR || status == PGRES_NONFATAL_ERROR ||
        status == PGRES_BAD_RESPONSE) {
      if (failed == nullptr) {
        failed = res;
        failed_statement = sent != nullptr ? sent->statement : nullptr;
        if (sent != nullptr && sent->prepare) cache_.erase(sent->statement);
        continue;
      }
    } else if (sent != nullptr && sent->kept && status == PGRES_TUPLES_OK) {
      PQclear(kept_);
      kept_ = res;
      continue;
    } else if (sent != nullptr && i == answered && !sent->prepare &&
               status != PGRES_PIPELINE_ABORTED) {
      PQclear(last);
      last = res;
      continue;
    }
    PQclear(res);
  }
  const Statement* last_statement = answered < sent_.size() ? sent_[answered].statement : nullptr;
  sent_.clear();
  if (!lost && PQexitPipelineMode(pg_) != 1) lost = true;
  if (lost || PQstatus(pg_) != CONNECTION_OK) {
    PQclear(last);
    PQclear(failed);
    broken_ = true;
    throw Error(Failure::kConnection, "", std::string("pipeline: ") + PQerrorMessage(pg_));
  }
  if (failed != nullptr) {
    PQclear(last);
    static constexpr Statement kUnknown{"pipeline", ""};
    fail_pg(failed, failed_statement != nullptr ? *failed_statement : kUnknown);
  }
  if (last == nullptr) {
    throw Error(
        Failure::kOther, "",
        std::string(last_statement != nullptr ? last_statement->name : "pipeline") + ": no answer");
  }
  return last;
}

pg_result* Conn::pg_execute_with_ahead(const Statement& st, const PgValues& values) {
  for (int attempt = 0;; ++attempt) {
    try {
      pg_send(*ahead_->statement, ahead_->values, true);
      pg_send(st, values);
      PGresult* res = pg_sync();
      PGresult* read = std::exchange(kept_, nullptr);
      Ahead ahead = std::move(*ahead_);
      ahead_.reset();
      try {
        Rows rows;
        rows.conn_ = this;
        rows.row_.pg_ = read;
        rows.count_ = read != nullptr ? PQntuples(read) : 0;
        ahead.answer(rows);
      } catch (...) {
        PQclear(res);
        throw;
      }
      return res;
    } catch (const Error& e) {
      if (kept_ != nullptr) PQclear(std::exchange(kept_, nullptr));
      // A connection that broke between requests: reset, and both go out again once.
      if (e.failure() != Failure::kConnection || !ahead_ || attempt > 0) throw;
      auto waiting = std::move(ahead_);
      recover();
      ahead_ = std::move(waiting);
      if (broken_) throw;
    }
  }
}

void Conn::ahead(const Statement& st, std::initializer_list<Param> params,
                 std::function<void(Rows&)> answer) {
  if (ahead_) run_ahead();
  if (dialect_ != Dialect::kPostgres || in_transaction_) {
    Rows rows = query(st, params);
    answer(rows);
    return;
  }
  record_statement(st, params);
  ahead_ = Ahead{&st, pg_values(params), std::move(answer)};
}

void Conn::run_ahead() {
  if (!ahead_) return;
  Ahead ahead = std::move(*ahead_);
  ahead_.reset();
  Rows rows;
  rows.conn_ = this;
  for (int attempt = 0;; ++attempt) {
    try {
      PGresult* res = nullptr;
      if (ahead.statement->planning == Planning::kPerCall) {
        pg_send(*ahead.statement, ahead.values);
        res = pg_sync();
      } else {
        const Prepared& p = prepare(*ahead.statement);
        const auto& v = ahead.values.values;
        res = PQexecPrepared(pg_, p.pg_name.c_str(), static_cast<int>(v.size()), v.data(), nullptr,
                             nullptr, 0);
      }
      if (res == nullptr || PQresultStatus(res) != PGRES_TUPLES_OK) fail_pg(res, *ahead.statement);
      rows.row_.pg_ = res;
      rows.count_ = PQntuples(res);
      break;
    } catch (const Error& e) {
      if (e.failure() != Failure::kConnection || in_transaction_ || attempt > 0) throw;
      recover();
      if (broken_) throw;
    }
  }
  ahead.answer(rows);
}

void Conn::settle() {
  if (dialect_ != Dialect::kPostgres) return;
  if (!sent_.empty()) PQclear(pg_sync());
  if (begin_pending_) {
    begin_pending_ = false;
    exec(kBegin);
  }
}

sqlite3_stmt* Conn::lite_bind(const Statement& st, std::initializer_list<Param> params,
                              Rows* rows) {
  record_statement(st, params);
  Prepared& p = prepare(st);
  sqlite3_stmt* stmt = p.lite;
  bool one_off = false;
  if (p.busy) {
    // The same statement is still being read (a nested use): run a one-off copy.
    const std::string sql = prepared_text(st, dialect_);
    const int rc =
        sqlite3_prepare_v2(lite_, sql.c_str(), static_cast<int>(sql.size()), &stmt, nullptr);
    if (rc != SQLITE_OK) fail_lite(rc, st.name);
    one_off = true;
  }
  int i = 0;
  try {
    for (const Param& param : params) {
      ++i;
      int rc = SQLITE_OK;
      switch (param.kind()) {
        case Param::Kind::kNull: rc = sqlite3_bind_null(stmt, i); break;
        case Param::Kind::kInt: rc = sqlite3_bind_int64(stmt, i, param.integer()); break;
        case Param::Kind::kReal: rc = sqlite3_bind_double(stmt, i, param.real()); break;
        case Param::Kind::kText:
          check_text(param.text());
          rc = sqlite3_bind_text(stmt, i, param.text().data(),
                                 static_cast<int>(param.text().size()), SQLITE_TRANSIENT);
          break;
        case Param::Kind::kIntList:
        case Param::Kind::kTextList: {
          const std::string json = list_text(param, dialect_);
          rc = sqlite3_bind_text(stmt, i, json.data(), static_cast<int>(json.size()),
                                 SQLITE_TRANSIENT);
          break;
        }
      }
      if (rc != SQLITE_OK) fail_lite(rc, st.name);
    }
  } catch (...) {
    if (one_off) {
      sqlite3_finalize(stmt);
    } else {
      sqlite3_clear_bindings(stmt);
    }
    throw;
  }
  if (rows != nullptr) {
    rows->conn_ = this;
    rows->row_.lite_ = stmt;
    rows->finalize_ = one_off;
    if (!one_off) {
      p.busy = true;
      rows->busy_flag_ = &p.busy;
    }
  }
  return stmt;
}

Rows Conn::query(const Statement& st, std::initializer_list<Param> params) {
  Rows rows;
  if (dialect_ == Dialect::kPostgres) {
    rows.conn_ = this;
    rows.row_.pg_ = pg_execute(st, params);
    rows.count_ = PQntuples(rows.row_.pg_);
  } else {
    lite_bind(st, params, &rows);
  }
  return rows;
}

std::int64_t Conn::exec(const Statement& st, std::initializer_list<Param> params) {
  if (dialect_ == Dialect::kPostgres) {
    PGresult* res = pg_execute(st, params);
    const char* affected = PQcmdTuples(res);
    const std::int64_t n = (affected != nullptr && *affected != '\0') ? parse_int(affected) : 0;
    PQclear(res);
    return n;
  }
  Rows rows;
  sqlite3_stmt* stmt = lite_bind(st, params, &rows);
  while (rows.next()) {
  }
  (void)stmt;
  return sqlite3_changes64(lite_);
}

void Conn::defer(const Statement& st, std::initializer_list<Param> params) {
  if (dialect_ != Dialect::kPostgres || !in_transaction_) {
    exec(st, params);
    return;
  }
  record_statement(st, params);
  pg_send(st, pg_values(params));
}

std::optional<std::int64_t> Conn::scalar(const Statement& st, std::initializer_list<Param> params) {
  Rows rows = query(st, params);
  if (!rows.next()) return std::nullopt;
  return rows.row().opt_i64(0);
}

void Conn::script(std::string_view sql) {
  const std::string text(sql);
  if (dialect_ == Dialect::kPostgres) {
    settle();
    PGresult* res = PQexec(pg_, text.c_str());
    const auto status = res != nullptr ? PQresultStatus(res) : PGRES_FATAL_ERROR;
    if (status != PGRES_COMMAND_OK && status != PGRES_TUPLES_OK) {
      static constexpr Statement kScript{"script", ""};
      fail_pg(res, kScript);
    }
    PQclear(res);
    return;
  }
  char* error = nullptr;
  if (sqlite3_exec(lite_, text.c_str(), nullptr, nullptr, &error) != SQLITE_OK) {
    const std::string message = error != nullptr ? error : "script failed";
    sqlite3_free(error);
    throw Error(Failure::kOther, "", "script: " + message);
  }
}

void Conn::begin() {
  before_commit_.clear();
  after_commit_.clear();
  run_ahead();
  if (dialect_ == Dialect::kPostgres) {
    begin_pending_ = true;
  } else {
    exec(kBegin);
  }
  in_transaction_ = true;
}

void Conn::commit() {
  // A hook may add another (it records, and so on): run them until none is left.
  while (!before_commit_.empty()) {
    auto hooks = std::move(before_commit_);
    before_commit_.clear();
    for (const auto& fn : hooks) fn();
  }
  if (begin_pending_) {
    begin_pending_ = false;  // nothing ran: nothing to commit
  } else {
    exec(kCommit);  // with the deferred writes, if any
  }
  in_transaction_ = false;
  auto committed = std::move(after_commit_);
  after_commit_.clear();
  for (const auto& fn : committed) {
    try {
      fn();
    } catch (const std::exception& e) {
      log::warn("after_commit_failed", {{"error", e.what()}});
    }
  }
}

void Conn::after_commit(std::function<void()> fn) {
  if (in_transaction_) {
    after_commit_.push_back(std::move(fn));
  } else {
    fn();
  }
}

void Conn::before_commit(std::function<void()> fn) {
  if (!in_transaction_) throw std::logic_error("before_commit outside a transaction");
  before_commit_.push_back(std::move(fn));
}

void Conn::rollback() noexcept {
  before_commit_.clear();
  if (!in_transaction_) return;
  in_transaction_ = false;
  after_commit_.clear();
  if (begin_pending_) {
    begin_pending_ = false;  // nothing was sent
    return;
  }
  if (!sent_.empty()) {
    // Read what the pipeline answered (its failure is why we roll back, or is moot now).
    try {
      PQclear(pg_sync());
    } catch (const std::exception&) {
    }
  }
  // SQLite rolls some failures back on its own; there is nothing left to undo then.
  if (lite_ != nullptr && sqlite3_get_autocommit(lite_) != 0) return;
  // Nor is there when the connection to PostgreSQL broke: the server rolled back.
  if (pg_ != nullptr && (broken_ || PQstatus(pg_) != CONNECTION_OK)) {
    broken_ = true;
    return;
  }
  try {
    exec(kRollback);
  } catch (const std::exception& e) {
    broken_ = dialect_ == Dialect::kPostgres;
    log::error("rollback_failed", {{"error", e.what()}});
  }
}

// --- Capture -----------------------------------------------------------------------------------

Param CapturedParam::param() const {
  switch (kind) {
    case Param::Kind::kNull: return nullptr;
    case Param::Kind::kInt: return integer;
    case Param::Kind::kReal: return real;
    case Param::Kind::kText: return std::string_view(text);
    case Param::Kind::kIntList: return ints;
    case Param::Kind::kTextList: return texts;
  }
  return nullptr;
}

QueryCapture::QueryCapture() : previous_(t_capture) {
  t_capture = this;
}

QueryCapture::~QueryCapture() {
  t_capture = previous_;
}

std::vector<std::string> QueryCapture::names() const {
  std::vector<std::string> out;
  out.reserve(statements_.size());
  for (const auto& s : statements_) out.emplace_back(s.statement->name);
  return out;
}

}  // namespace aplauso::db
