#include "core/utf8.h"

#include <algorithm>
#include <cctype>

namespace aplauso {

bool valid_utf8(std::string_view s) {
  const auto* p = reinterpret_cast<const unsigned char*>(s.data());
  const auto* end = p + s.size();
  while (p < end) {
    const unsigned char c = *p;
    if (c == 0) return false;
    if (c < 0x80) {
      ++p;
      continue;
    }
    int extra = 0;
    unsigned min = 0;
    unsigned cp = 0;
    if ((c & 0xE0U) == 0xC0U) {
      extra = 1;
      min = 0x80;
      cp = c & 0x1FU;
    } else if ((c & 0xF0U) == 0xE0U) {
      extra = 2;
      min = 0x800;
      cp = c & 0x0FU;
    } else if ((c & 0xF8U) == 0xF0U) {
      extra = 3;
      min = 0x10000;
      cp = c & 0x07U;
    } else {
      return false;
    }
    if (end - p <= extra) return false;
    for (int i = 1; i <= extra; ++i) {
      if ((p[i] & 0xC0U) != 0x80U) return false;
      cp = (cp << 6U) | (p[i] & 0x3FU);
    }
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return false;
    p += extra + 1;
  }
  return true;
}

std::size_t utf8_length(std::string_view s) {
  std::size_t n = 0;
  for (const char c : s) {
    if ((static_cast<unsigned char>(c) & 0xC0U) != 0x80U) ++n;
  }
  return n;
}

std::string_view utf8_prefix(std::string_view s, std::size_t max_bytes) {
  if (s.size() <= max_bytes) return s;
  std::size_t end = max_bytes;
  while (end > 0 && (static_cast<unsigned char>(s[end]) & 0xC0U) == 0x80U) --end;
  return s.substr(0, end);
}

std::string trimmed(std::string_view s) {
  const auto first = s.find_first_not_of(" \t\r\n");
  if (first == std::string_view::npos) return {};
  return std::string(s.substr(first, s.find_last_not_of(" \t\r\n") - first + 1));
}

std::string ascii_lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char ch) {
    return ch < 0x80 ? static_cast<char>(std::tolower(ch)) : static_cast<char>(ch);
  });
  return s;
}

}  // namespace aplauso
