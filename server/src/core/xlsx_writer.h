// Writes simple .xlsx workbooks (libxlsxwriter): sheets of text rows with a bold header, for
// templates and exports. Every cell is written as text, so nothing a person typed ever becomes
// a formula in someone else's spreadsheet.
#pragma once

#include <string>
#include <vector>

namespace aplauso::xlsx {

struct OutSheet {
  std::string name;
  std::vector<std::string> header;
  std::vector<std::vector<std::string>> rows;
  std::vector<double> widths;  ///< per column, in characters (optional)
};

/// The workbook's bytes; std::runtime_error when it cannot be written.
std::string write_workbook(const std::vector<OutSheet>& sheets);

}  // namespace aplauso::xlsx
