// What the benchmarks share (server_bench.cpp, engagement_bench.cpp): the load generator's
// keep-alive HTTP client, the replayer of captured statements (the database alone, through its C
// API), timing of a fixed amount of work on client threads, and printing of rates and verdicts.
#pragma once

#include <arpa/inet.h>
#include <libpq-fe.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sqlite3.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <boost/json.hpp>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <iomanip>
#include <iostream>
#include <optional>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "db/conn.h"
#include "db/database.h"
#include "http/message.h"

namespace aplauso::bench {

using SteadyClock = std::chrono::steady_clock;

inline long env_or(const char* name, long fallback) {
  const char* v = std::getenv(name);
  return v != nullptr && *v != '\0' ? std::atol(v) : fallback;
}

struct Rate {
  double per_second = 0;
  double p50_ms = 0;
  double p99_ms = 0;
  long count = 0;
  double client_cpu_s = 0;   ///< CPU the measuring threads used themselves
  double process_cpu_s = 0;  ///< CPU of the whole process meanwhile
  double system_cpu_s = 0;   ///< of which in the kernel
};
inline void print(const std::string& name, const Rate& r) {
  std::cout << "  " << std::left << std::setw(44) << name << std::right << std::fixed
            << std::setprecision(0) << std::setw(9) << r.per_second << " /s   p50 "
            << std::setprecision(2) << std::setw(7) << r.p50_ms << " ms   p99 " << std::setw(7)
            << r.p99_ms << " ms\n";
}

inline void verdict(const std::string& name, double ratio, double target, bool above = true) {
  const bool met = above ? ratio >= target : ratio <= target;
  std::cout << "  " << std::left << std::setw(44) << name << std::right << std::fixed
            << std::setprecision(2) << std::setw(8) << ratio << "   target "
            << (above ? "≥ " : "≤ ") << target << "   " << (met ? "met" : "NOT MET") << "\n";
}

// A minimal keep-alive HTTP/1.1 client over a raw socket: the load generator shares the two
// cores with the server, so it must cost as little as possible (libcurl costs as much as the
// server's own work on a feed page). Answers must carry Content-Length.
class HttpClient {
 public:
  explicit HttpClient(const std::string& token, std::string host = "bench.test")
      : host_(std::move(host)) {
    if (!token.empty()) auth_ = "Authorization: Bearer " + token + "\r\n";
  }
  HttpClient(const HttpClient&) = delete;
  HttpClient& operator=(const HttpClient&) = delete;
  ~HttpClient() {
    if (fd_ >= 0) ::close(fd_);
  }

  std::string body;

  /// Later requests carry this person's token (one connection, many people in turn).
  void set_token(const std::string& token) { auth_ = "Authorization: Bearer " + token + "\r\n"; }

  /// GET (or POST with `post`, or `method` with it) of "http://127.0.0.1:<port><path>"; returns
  /// the status.
  long call(const std::string& url, const std::string* post = nullptr,
            const char* method = nullptr) {
    const auto port_at = url.find(':', 7);
    const auto path_at = url.find('/', port_at);
    const int port = std::atoi(url.c_str() + port_at + 1);
    const std::string verb = method != nullptr ? method : post != nullptr ? "POST" : "GET";
    std::string req =
        verb + " " + url.substr(path_at) + " HTTP/1.1\r\nHost: " + host_ + "\r\n" + auth_;
    if (post != nullptr) {
      req += "Content-Type: application/json\r\nContent-Length: " + std::to_string(post->size()) +
             "\r\n\r\n" + *post;
    } else {
      req += "\r\n";
    }
    for (int attempt = 0; attempt < 2; ++attempt) {
      if (fd_ < 0 && !connect_to(port)) return 0;
      if (send_all(req)) {
        if (const long status = read_answer(); status > 0) return status;
      }
      ::close(fd_);
      fd_ = -1;
      buffer_.clear();
    }
    return 0;
  }

 private:
  bool connect_to(int port) {
    fd_ = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_port = htons(static_cast<std::uint16_t>(port));
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    const int one = 1;
    ::setsockopt(fd_, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    return ::connect(fd_, reinterpret_cast<sockaddr*>(&addr), sizeof addr) == 0;
  }
  bool send_all(const std::string& data) {
    std::size_t done = 0;
    while (done < data.size()) {
      const ssize_t n = ::send(fd_, data.data() + done, data.size() - done, MSG_NOSIGNAL);
      if (n <= 0) return false;
      done += static_cast<std::size_t>(n);
    }
    return true;
  }
  bool fill() {
    char chunk[65536];
    const ssize_t n = ::recv(fd_, chunk, sizeof chunk, 0);
    if (n <= 0) return false;
    buffer_.append(chunk, static_cast<std::size_t>(n));
    return true;
  }
  long read_answer() {
    std::size_t end;
    while ((end = buffer_.find("\r\n\r\n")) == std::string::npos) {
      if (!fill()) return 0;
    }
    const long status = std::atol(buffer_.c_str() + 9);
    std::size_t length = 0;
    for (const char* name : {"Content-Length: ", "content-length: "}) {
      if (const auto at = buffer_.find(name); at != std::string::npos && at < end) {
        length = static_cast<std::size_t>(std::atol(buffer_.c_str() + at + 16));
      }
    }
    while (buffer_.size() < end + 4 + length) {
      if (!fill()) return 0;
    }
    body.assign(buffer_, end + 4, length);
    buffer_.erase(0, end + 4 + length);
    return status;
  }

  std::string host_;
  std::string auth_;
  int fd_ = -1;
  std::string buffer_;
};

// The database alone: captured statements prepared once on a connection of its own and run
// with their captured parameters through the engine's C API, every cell read.
class Replayer {
 public:
  Replayer(const std::string& target, bool postgres,
           const std::vector<aplauso::db::CapturedStatement>& statements)
      : pg_(postgres), captured_(statements), statements_(statements) {
    using aplauso::db::Dialect;
    const Dialect dialect = pg_ ? Dialect::kPostgres : Dialect::kSqlite;
    if (pg_) {
      conn_ = PQconnectdb(target.c_str());
      if (PQstatus(conn_) != CONNECTION_OK) throw std::runtime_error(PQerrorMessage(conn_));
      PQclear(PQexec(conn_, aplauso::db::kPostgresSession));  // the server's session settings
    } else {
      sqlite3_open_v2(target.c_str(), &lite_, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, nullptr);
      sqlite3_busy_timeout(lite_, 10000);
      // The server's connection settings (db/conn.cpp): without them every replayed commit
      // waits for the disk (synchronous=FULL) and no foreign key is checked.
      sqlite3_exec(lite_, "PRAGMA synchronous=NORMAL; PRAGMA foreign_keys=ON", nullptr, nullptr,
                   nullptr);
    }
    for (std::size_t i = 0; i < statements_.size(); ++i) {
      const std::string sql = aplauso::db::prepared_text(*statements_[i].statement, dialect);
      if (pg_) {
        PGresult* r = PQprepare(conn_, ("s" + std::to_string(i)).c_str(), sql.c_str(), 0, nullptr);
        if (PQresultStatus(r) != PGRES_COMMAND_OK) throw std::runtime_error(PQerrorMessage(conn_));
        PQclear(r);
      } else {
        sqlite3_stmt* st = nullptr;
        if (sqlite3_prepare_v3(lite_, sql.c_str(), -1, SQLITE_PREPARE_PERSISTENT, &st, nullptr) !=
            SQLITE_OK) {
          throw std::runtime_error(sqlite3_errmsg(lite_));
        }
        lite_statements_.push_back(st);
      }
      params_.push_back(texts(statements_[i]));
    }
  }
  Replayer(const Replayer&) = delete;
  Replayer& operator=(const Replayer&) = delete;
  ~Replayer() {
    for (auto* st : lite_statements_) sqlite3_finalize(st);
    if (lite_ != nullptr) sqlite3_close_v2(lite_);
    if (conn_ != nullptr) PQfinish(conn_);
  }

  /// The next runs take the captured parameters as `edit` changes them (another person, a new
  /// key): each call starts again from the captured ones.
  void rebind(const std::function<void(aplauso::db::CapturedParam&)>& edit) {
    statements_ = captured_;
    for (std::size_t i = 0; i < statements_.size(); ++i) {
      for (auto& p : statements_[i].params) edit(p);
      params_[i] = texts(statements_[i]);
    }
  }

  /// The time each statement took over every run so far (its round trip included).
  std::vector<double> spent_ms;

  /// Runs every statement once, in one transaction when asked (as the server runs a write);
  /// returns the bytes read (so nothing is optimised away).
  std::size_t run(bool transaction = false) {
    if (transaction) command(pg_ ? "BEGIN" : "BEGIN IMMEDIATE");
    const std::size_t bytes = run_statements();
    if (transaction) command("COMMIT");
    return bytes;
  }

 private:
  void command(const char* sql) {
    if (pg_) {
      PQclear(PQexec(conn_, sql));
    } else {
      sqlite3_exec(lite_, sql, nullptr, nullptr, nullptr);
    }
  }

  std::size_t run_statements() {
    std::size_t bytes = 0;
    spent_ms.resize(statements_.size());
    for (std::size_t i = 0; i < statements_.size(); ++i) {
      const auto started = SteadyClock::now();
      if (pg_) {
        std::vector<const char*> values;
        for (const auto& p : params_[i]) values.push_back(p ? p->c_str() : nullptr);
        PGresult* r =
            PQexecPrepared(conn_, ("s" + std::to_string(i)).c_str(),
                           static_cast<int>(values.size()), values.data(), nullptr, nullptr, 0);
        for (int row = 0; row < PQntuples(r); ++row) {
          for (int col = 0; col < PQnfields(r); ++col) {
            bytes += static_cast<std::size_t>(PQgetlength(r, row, col));
          }
        }
        PQclear(r);
      } else {
        sqlite3_stmt* st = lite_statements_[i];
        int index = 0;
        for (const auto& p : statements_[i].params) {
          ++index;
          using Kind = aplauso::db::Param::Kind;
          switch (p.kind) {
            case Kind::kInt: sqlite3_bind_int64(st, index, p.integer); break;
            case Kind::kNull: sqlite3_bind_null(st, index); break;
            default: {
              const auto& text = *params_[i][static_cast<std::size_t>(index - 1)];
              sqlite3_bind_text(st, index, text.data(), static_cast<int>(text.size()),
                                SQLITE_TRANSIENT);
            }
          }
        }
        while (sqlite3_step(st) == SQLITE_ROW) {
          for (int col = 0; col < sqlite3_column_count(st); ++col) {
            bytes += static_cast<std::size_t>(sqlite3_column_bytes(st, col));
          }
        }
        sqlite3_reset(st);
      }
      spent_ms[i] +=
          std::chrono::duration<double, std::milli>(SteadyClock::now() - started).count();
    }
    return bytes;
  }

  // Parameters in text form: PostgreSQL's text protocol, JSON arrays for SQLite's json_each.
  std::vector<std::optional<std::string>> texts(const aplauso::db::CapturedStatement& s) const {
    using Kind = aplauso::db::Param::Kind;
    std::vector<std::optional<std::string>> out;
    for (const auto& p : s.params) {
      switch (p.kind) {
        case Kind::kNull: out.emplace_back(std::nullopt); break;
        case Kind::kInt: out.emplace_back(std::to_string(p.integer)); break;
        case Kind::kReal: out.emplace_back(std::to_string(p.real)); break;
        case Kind::kText: out.emplace_back(p.text); break;
        case Kind::kIntList: {
          std::string list(1, pg_ ? '{' : '[');
          for (std::size_t i = 0; i < p.ints.size(); ++i) {
            list += (i > 0 ? "," : "") + std::to_string(p.ints[i]);
          }
          out.emplace_back(list + (pg_ ? '}' : ']'));
          break;
        }
        case Kind::kTextList: {
          std::string list(1, pg_ ? '{' : '[');
          for (std::size_t i = 0; i < p.texts.size(); ++i) {
            if (i > 0) list += ',';
            if (!pg_) {
              list += boost::json::serialize(boost::json::string(p.texts[i]));
              continue;
            }
            list += '"';
            for (const char ch : p.texts[i]) {
              if (ch == '"' || ch == '\\') list += '\\';
              list += ch;
            }
            list += '"';
          }
          out.emplace_back(list + (pg_ ? '}' : ']'));
          break;
        }
      }
    }
    return out;
  }

  bool pg_;
  const std::vector<aplauso::db::CapturedStatement> captured_;
  std::vector<aplauso::db::CapturedStatement> statements_;
  std::vector<std::vector<std::optional<std::string>>> params_;
  PGconn* conn_ = nullptr;
  sqlite3* lite_ = nullptr;
  std::vector<sqlite3_stmt*> lite_statements_;
};

// Runs `work` on `threads` threads until it answers false (a fixed amount of work, each call
// timed): the rate is what was done over the whole time.
inline Rate measure_all(int threads, const std::function<bool(int)>& work) {
  std::vector<std::vector<double>> latencies(static_cast<std::size_t>(threads));
  std::vector<std::thread> pool;
  const auto start = SteadyClock::now();
  for (int t = 0; t < threads; ++t) {
    pool.emplace_back([&, t] {
      for (;;) {
        const auto t0 = SteadyClock::now();
        if (!work(t)) break;
        latencies[static_cast<std::size_t>(t)].push_back(
            std::chrono::duration<double, std::milli>(SteadyClock::now() - t0).count());
      }
    });
  }
  for (auto& th : pool) th.join();
  const double elapsed = std::chrono::duration<double>(SteadyClock::now() - start).count();
  std::vector<double> all;
  for (auto& l : latencies) all.insert(all.end(), l.begin(), l.end());
  std::sort(all.begin(), all.end());
  Rate r;
  r.count = static_cast<long>(all.size());
  r.per_second = static_cast<double>(all.size()) / elapsed;
  if (!all.empty()) {
    r.p50_ms = all[all.size() / 2];
    r.p99_ms = all[std::min(all.size() - 1, all.size() * 99 / 100)];
  }
  return r;
}

// What a request runs, as `token`'s bearer (main's statements_of).
using Capture = std::function<std::vector<aplauso::db::CapturedStatement>(
    aplauso::http::Method, const std::string& path, const std::string& query,
    const std::string& body, const std::string& token)>;

inline double percentile(std::vector<double> v, double q) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[std::min(v.size() - 1, static_cast<std::size_t>(q * static_cast<double>(v.size())))];
}

}  // namespace aplauso::bench
