// Rows to structs in one place per type. A struct described with BOOST_DESCRIBE_STRUCT reads its
// members from the columns in declaration order; any other type provides
//   void read_row(const db::Row&, T&)
// found by argument-dependent lookup. Column types: integers, bool, double, std::string and
// std::optional of those; other member types provide read_cell(const db::Row&, int, T&).
// Included only by repositories.
#pragma once

#include <boost/describe/members.hpp>
#include <boost/mp11/algorithm.hpp>
#include <concepts>
#include <optional>
#include <string>
#include <vector>

#include "db/conn.h"

namespace aplauso::db {

inline void read_cell(const Row& r, int col, std::string& out) {
  out = r.text(col);
}
inline void read_cell(const Row& r, int col, bool& out) {
  out = r.boolean(col);
}
inline void read_cell(const Row& r, int col, double& out) {
  out = r.real(col);
}
template <std::integral T>
void read_cell(const Row& r, int col, T& out) {
  out = static_cast<T>(r.i64(col));
}
template <class T>
void read_cell(const Row& r, int col, std::optional<T>& out) {
  if (r.is_null(col)) {
    out.reset();
  } else {
    T value{};
    read_cell(r, col, value);
    out = std::move(value);
  }
}

template <class T>
requires boost::describe::has_describe_members<T>::value void read_row(const Row& r, T& out) {
  int col = 0;
  boost::mp11::mp_for_each<boost::describe::describe_members<T, boost::describe::mod_public>>(
      [&](auto member) { read_cell(r, col++, out.*member.pointer); });
}

/// One row as a T.
template <class T>
T as(const Row& r) {
  T out{};
  read_row(r, out);
  return out;
}

/// Every row of the statement as a T.
template <class T>
std::vector<T> all(Conn& c, const Statement& st, std::initializer_list<Param> params = {}) {
  std::vector<T> out;
  for (const Row& r : c.query(st, params)) out.push_back(as<T>(r));
  return out;
}

/// The first row as a T, or nullopt when there is none.
template <class T>
std::optional<T> one(Conn& c, const Statement& st, std::initializer_list<Param> params = {}) {
  Rows rows = c.query(st, params);
  if (!rows.next()) return std::nullopt;
  return as<T>(rows.row());
}

/// The first column of every row.
inline std::vector<std::int64_t> ids(Conn& c, const Statement& st,
                                     std::initializer_list<Param> params = {}) {
  std::vector<std::int64_t> out;
  for (const Row& r : c.query(st, params)) out.push_back(r.i64(0));
  return out;
}

}  // namespace aplauso::db
