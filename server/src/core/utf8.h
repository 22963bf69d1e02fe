// UTF-8 checks for text that crosses the edge (request fields, headers, file names): the
// database stores only valid UTF-8, so invalid bytes are refused with a 400 where they arrive.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace aplauso {

/// True when `s` is well-formed UTF-8 (no overlong forms, surrogates or code points past
/// U+10FFFF) without NUL bytes.
bool valid_utf8(std::string_view s);

/// Characters (code points) in `s`, counting each lead byte.
std::size_t utf8_length(std::string_view s);

/// The longest prefix of `s` of at most `max_bytes` bytes that ends on a character boundary.
std::string_view utf8_prefix(std::string_view s, std::size_t max_bytes);

/// `s` without the spaces, tabs and line breaks around it.
std::string trimmed(std::string_view s);

/// `s` with its ASCII letters in lower case (e-mails, LDAP attribute names); other bytes kept.
std::string ascii_lower(std::string s);

}  // namespace aplauso
