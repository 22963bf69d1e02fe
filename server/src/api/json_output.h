// Small helpers for writing answers' JSON.
#pragma once

#include <boost/json/value.hpp>
#include <cstdint>
#include <optional>
#include <string>

namespace aplauso {

/// An optional field of an answer: its value, or null.
inline boost::json::value or_null(const std::optional<std::string>& v) {
  return v ? boost::json::value(*v) : boost::json::value(nullptr);
}
inline boost::json::value or_null(const std::optional<std::int64_t>& v) {
  return v ? boost::json::value(*v) : boost::json::value(nullptr);
}

}  // namespace aplauso
