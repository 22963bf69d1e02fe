#include "db/query.h"

#include <libpq-fe.h>
#include <soci/postgresql/soci-postgresql.h>
#include <soci/soci.h>
#include <soci/sqlite3/soci-sqlite3.h>

#include <charconv>
#include <memory>
#include <stdexcept>

namespace aplauso::db {

namespace {
thread_local std::vector<std::string>* t_capture = nullptr;
thread_local QueryCapture* t_capture_owner = nullptr;

std::int64_t to_int(std::string_view text) {
  std::int64_t v = 0;
  const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec != std::errc()) {
    // NUMERIC sums ("12.0") and booleans ("t"/"f") arrive as text too.
    if (text == "t") return 1;
    if (text == "f") return 0;
    return static_cast<std::int64_t>(std::stod(std::string(text)));
  }
  return v;
}
}  // namespace

QueryCapture::QueryCapture() : previous_(t_capture_owner) {
  t_capture_owner = this;
  t_capture = &statements_;
}

QueryCapture::~QueryCapture() {
  t_capture_owner = previous_;
  t_capture = previous_ != nullptr ? &previous_->statements_ : nullptr;
}

std::string Rows::text(std::size_t row, std::size_t col) const {
  const auto& c = cell(row, col);
  return c ? *c : std::string();
}

std::optional<std::string> Rows::opt_text(std::size_t row, std::size_t col) const {
  return cell(row, col);
}

std::int64_t Rows::integer(std::size_t row, std::size_t col) const {
  const auto& c = cell(row, col);
  return c ? to_int(*c) : 0;
}

std::optional<std::int64_t> Rows::opt_integer(std::size_t row, std::size_t col) const {
  const auto& c = cell(row, col);
  if (!c) return std::nullopt;
  return to_int(*c);
}

bool Rows::boolean(std::size_t row, std::size_t col) const {
  return integer(row, col) != 0;
}

Rows query(soci::session& s, const std::string& sql) {
  if (t_capture != nullptr) t_capture->push_back(sql);
  Rows out;
  // The backends' RTTI is hidden by the shared library, so ask the session for its name.
  const std::string backend = s.get_backend_name();
  if (backend == "postgresql") {
    auto* pg = static_cast<soci::postgresql_session_backend*>(s.get_backend());
    std::unique_ptr<PGresult, decltype(&PQclear)> res(PQexec(pg->conn_, sql.c_str()), &PQclear);
    if (res == nullptr || PQresultStatus(res.get()) != PGRES_TUPLES_OK) {
      throw std::runtime_error(std::string("query failed: ") +
                               (res ? PQresultErrorMessage(res.get()) : PQerrorMessage(pg->conn_)));
    }
    out.rows_ = static_cast<std::size_t>(PQntuples(res.get()));
    out.cols_ = static_cast<std::size_t>(PQnfields(res.get()));
    out.cells_.reserve(out.rows_ * out.cols_);
    for (int r = 0; r < PQntuples(res.get()); ++r) {
      for (int c = 0; c < PQnfields(res.get()); ++c) {
        if (PQgetisnull(res.get(), r, c) != 0) {
          out.cells_.emplace_back(std::nullopt);
        } else {
          out.cells_.emplace_back(std::string(
              PQgetvalue(res.get(), r, c), static_cast<std::size_t>(PQgetlength(res.get(), r, c))));
        }
      }
    }
    return out;
  }
  // SOCI's header puts the SQLite C API in namespace sqlite_api.
  if (backend != "sqlite3") throw std::runtime_error("query: unsupported database backend");
  auto* lite = static_cast<soci::sqlite3_session_backend*>(s.get_backend());
  sqlite_api::sqlite3_stmt* raw = nullptr;
  if (sqlite_api::sqlite3_prepare_v2(lite->conn_, sql.c_str(), static_cast<int>(sql.size()), &raw,
                                     nullptr) != SQLITE_OK) {
    throw std::runtime_error(std::string("query failed: ") +
                             sqlite_api::sqlite3_errmsg(lite->conn_));
  }
  std::unique_ptr<sqlite_api::sqlite3_stmt, decltype(&sqlite_api::sqlite3_finalize)> st(
      raw, &sqlite_api::sqlite3_finalize);
  out.cols_ = static_cast<std::size_t>(sqlite_api::sqlite3_column_count(st.get()));
  int rc = 0;
  while ((rc = sqlite_api::sqlite3_step(st.get())) == SQLITE_ROW) {
    for (std::size_t c = 0; c < out.cols_; ++c) {
      const int col = static_cast<int>(c);
      if (sqlite_api::sqlite3_column_type(st.get(), col) == SQLITE_NULL) {
        out.cells_.emplace_back(std::nullopt);
      } else {
        const auto* text =
            reinterpret_cast<const char*>(sqlite_api::sqlite3_column_text(st.get(), col));
        out.cells_.emplace_back(std::string(
            text, static_cast<std::size_t>(sqlite_api::sqlite3_column_bytes(st.get(), col))));
      }
    }
    ++out.rows_;
  }
  if (rc != SQLITE_DONE) {
    throw std::runtime_error(std::string("query failed: ") +
                             sqlite_api::sqlite3_errmsg(lite->conn_));
  }
  return out;
}

}  // namespace aplauso::db
