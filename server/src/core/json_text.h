// Writing JSON text directly, for the hot paths (a feed page) that splice stored JSON fragments
// instead of building and serialising a document.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace aplauso::json_text {

/// Appends `s` as a JSON string (quotes included); UTF-8 passes through, control characters,
/// quotes and backslashes are escaped.
void append_string(std::string& out, std::string_view s);
void append_int(std::string& out, std::int64_t v);
inline void append_bool(std::string& out, bool v) {
  out += v ? "true" : "false";
}

}  // namespace aplauso::json_text
