// Reading soci::row values whatever integer width each engine reports for a column (SQLite
// reports INTEGER columns as int, PostgreSQL BIGINT as long long, COUNT(*) differs again).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace soci {
class row;
}

namespace aplauso::db {

std::int64_t get_int(const soci::row& row, std::size_t column);
std::optional<std::int64_t> get_opt_int(const soci::row& row, std::size_t column);
std::string get_string(const soci::row& row, std::size_t column);
std::optional<std::string> get_opt_string(const soci::row& row, std::size_t column);
bool get_bool(const soci::row& row, std::size_t column);

}  // namespace aplauso::db
