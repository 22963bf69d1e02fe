#include "core/csv.h"

#include <string_view>

namespace aplauso {

std::string csv_field(std::string value) {
  if (!value.empty() &&
      std::string_view("=+-@\t\r").find(value.front()) != std::string_view::npos) {
    value.insert(value.begin(), '\'');
  }
  std::string out = "\"";
  for (char ch : value) {
    if (ch == '"') out += '"';
    out += ch;
  }
  return out + "\"";
}

}  // namespace aplauso
