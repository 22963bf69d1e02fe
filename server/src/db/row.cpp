#include "db/row.h"

#include <soci/soci.h>

#include <stdexcept>

namespace aplauso::db {

std::int64_t get_int(const soci::row& row, std::size_t column) {
  switch (row.get_properties(column).get_data_type()) {
    case soci::dt_integer: return row.get<int>(column);
    case soci::dt_long_long: return row.get<long long>(column);
    case soci::dt_unsigned_long_long:
      return static_cast<std::int64_t>(row.get<unsigned long long>(column));
    case soci::dt_double: return static_cast<std::int64_t>(row.get<double>(column));
    case soci::dt_string: return std::stoll(row.get<std::string>(column));
    default: throw std::runtime_error("column is not a number");
  }
}

std::optional<std::int64_t> get_opt_int(const soci::row& row, std::size_t column) {
  if (row.get_indicator(column) == soci::i_null) return std::nullopt;
  return get_int(row, column);
}

std::string get_string(const soci::row& row, std::size_t column) {
  if (row.get_indicator(column) == soci::i_null) return {};
  if (row.get_properties(column).get_data_type() == soci::dt_string) {
    return row.get<std::string>(column);
  }
  return std::to_string(get_int(row, column));
}

std::optional<std::string> get_opt_string(const soci::row& row, std::size_t column) {
  if (row.get_indicator(column) == soci::i_null) return std::nullopt;
  return get_string(row, column);
}

bool get_bool(const soci::row& row, std::size_t column) {
  return row.get_indicator(column) != soci::i_null && get_int(row, column) != 0;
}

}  // namespace aplauso::db
