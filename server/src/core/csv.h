// CSV cells for exports people open in spreadsheets (RFC 4180 quoting).
#pragma once

#include <string>

namespace aplauso {

/// `value` quoted; a cell a spreadsheet would run as a formula (=, +, -, @, tab, CR first) starts
/// with an apostrophe.
std::string csv_field(std::string value);

}  // namespace aplauso
