#include "db/database.h"

#include <soci/postgresql/soci-postgresql.h>
#include <soci/soci.h>
#include <soci/sqlite3/soci-sqlite3.h>

#include <filesystem>

#include "core/errors.h"
#include "core/log.h"
#include "db/dialect.h"

namespace aplauso::db {

namespace {
constexpr int kLeaseTimeoutMs = 5000;

void configure_sqlite(soci::session& s) {
  // WAL lets readers run beside the one writer; NORMAL sync in WAL mode keeps every commit
  // through a process crash (kill -9), only an OS crash may lose the last ones.
  s << "PRAGMA journal_mode=WAL";
  s << "PRAGMA busy_timeout=10000";
  s << "PRAGMA synchronous=NORMAL";
  s << "PRAGMA foreign_keys=ON";
}
std::string pct_decode(std::string_view s) {
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '%' && i + 2 < s.size()) {
      out += static_cast<char>(std::stoi(std::string(s.substr(i + 1, 2)), nullptr, 16));
      i += 2;
    } else {
      out += s[i];
    }
  }
  return out;
}

void append_kv(std::string& out, std::string_view key, const std::string& value) {
  if (value.empty()) return;
  if (!out.empty()) out += ' ';
  out += key;
  out += "='";
  for (char c : value) {
    if (c == '\\' || c == '\'') out += '\\';
    out += c;
  }
  out += '\'';
}
}  // namespace

std::string postgres_conninfo(std::string_view url) {
  const auto scheme_end = url.find("://");
  if (scheme_end == std::string_view::npos)
    throw std::invalid_argument("DATABASE_URL is not a URL");
  std::string_view rest = url.substr(scheme_end + 3);
  std::string_view query;
  if (const auto q = rest.find('?'); q != std::string_view::npos) {
    query = rest.substr(q + 1);
    rest = rest.substr(0, q);
  }
  std::string_view path;
  if (const auto slash = rest.find('/'); slash != std::string_view::npos) {
    path = rest.substr(slash + 1);
    rest = rest.substr(0, slash);
  }
  std::string_view userinfo;
  if (const auto at = rest.rfind('@'); at != std::string_view::npos) {
    userinfo = rest.substr(0, at);
    rest = rest.substr(at + 1);
  }
  std::string_view host = rest, port;
  if (!host.empty() && host.front() == '[') {
    const auto close = host.find(']');
    if (close == std::string_view::npos)
      throw std::invalid_argument("bad IPv6 host in DATABASE_URL");
    if (close + 1 < host.size() && host[close + 1] == ':') port = host.substr(close + 2);
    host = host.substr(1, close - 1);
  } else if (const auto colon = host.rfind(':'); colon != std::string_view::npos) {
    port = host.substr(colon + 1);
    host = host.substr(0, colon);
  }
  std::string out;
  append_kv(out, "host", pct_decode(host));
  append_kv(out, "port", std::string(port));
  append_kv(out, "dbname", pct_decode(path));
  if (!userinfo.empty()) {
    const auto colon = userinfo.find(':');
    append_kv(out, "user", pct_decode(userinfo.substr(0, colon)));
    if (colon != std::string_view::npos)
      append_kv(out, "password", pct_decode(userinfo.substr(colon + 1)));
  }
  while (!query.empty()) {
    const auto amp = query.find('&');
    const auto pair = query.substr(0, amp);
    const auto eq = pair.find('=');
    if (eq != std::string_view::npos) {
      append_kv(out, pct_decode(pair.substr(0, eq)), pct_decode(pair.substr(eq + 1)));
    }
    query = amp == std::string_view::npos ? std::string_view{} : query.substr(amp + 1);
  }
  return out;
}

Database::Database(Dialect dialect, std::size_t size)
    : dialect_(dialect), size_(size), pool_(std::make_unique<soci::connection_pool>(size)) {}

Database::~Database() = default;

std::unique_ptr<Database> Database::open(const std::string& target, std::size_t pool_size) {
  const bool pg = target.rfind("postgres", 0) == 0;
  std::unique_ptr<Database> db(new Database(pg ? Dialect::kPostgres : Dialect::kSqlite, pool_size));
  if (!pg) {
    const auto parent = std::filesystem::path(target).parent_path();
    if (!parent.empty()) std::filesystem::create_directories(parent);
  }
  try {
    for (std::size_t i = 0; i != pool_size; ++i) {
      soci::session& s = db->pool_->at(i);
      if (pg) {
        s.open(soci::postgresql, postgres_conninfo(target));
        s << "SET application_name = 'aplauso'";
        s << "SET client_min_messages = warning";
      } else {
        s.open(soci::sqlite3, "db=" + target + " timeout=10");
        configure_sqlite(s);
      }
    }
  } catch (const soci::soci_error& e) {
    throw std::runtime_error(std::string("cannot open the database: ") + e.what());
  }
  return db;
}

Database::Lease::~Lease() {
  if (db_ != nullptr) db_->give_back(pos_);
}

Database::Lease Database::lease() const {
  std::size_t pos = 0;
  if (!pool_->try_lease(pos, kLeaseTimeoutMs)) {
    throw ApiError(ErrorKind::kUnavailable, "database_busy",
                   "Servidor temporalmente no disponible. Intenta más tarde.");
  }
  soci::session& s = pool_->at(pos);
  if (dialect_ == Dialect::kPostgres && !s.is_connected()) {
    try {
      s.reconnect();
      s << "SET application_name = 'aplauso'";
      log::warn("database_reconnected", {{"slot", pos}});
    } catch (const soci::soci_error& e) {
      pool_->give_back(pos);
      log::error("database_unreachable", {{"error", e.what()}});
      throw ApiError(ErrorKind::kUnavailable, "database_unavailable",
                     "Servidor temporalmente no disponible. Intenta más tarde.");
    }
  }
  return Lease(*this, pos, s);
}

void Database::give_back(std::size_t pos) const {
  pool_->give_back(pos);
}

std::string Database::sql(std::string_view text) const {
  return expand(text, dialect_);
}

bool Database::ping() const {
  try {
    int one = 0;
    run([&](soci::session& s) { s << "SELECT 1", soci::into(one); });
    return one == 1;
  } catch (const std::exception&) {
    return false;
  }
}

Database::Transaction::Transaction(soci::session& s, Dialect d) : s_(s) {
  s_ << (d == Dialect::kSqlite ? "BEGIN IMMEDIATE" : "BEGIN");
}

Database::Transaction::~Transaction() {
  if (!open_) return;
  try {
    s_ << "ROLLBACK";
  } catch (const std::exception& e) {
    log::error("rollback_failed", {{"error", e.what()}});
  }
}

void Database::Transaction::commit() {
  s_ << "COMMIT";
  open_ = false;
}

bool is_unique_violation(const std::exception& e) {
  if (const auto* pg = dynamic_cast<const soci::postgresql_soci_error*>(&e)) {
    return pg->sqlstate() == "23505";
  }
  if (const auto* lite = dynamic_cast<const soci::sqlite3_soci_error*>(&e)) {
    return std::string_view(lite->what()).find("UNIQUE constraint failed") !=
           std::string_view::npos;
  }
  return false;
}

}  // namespace aplauso::db
