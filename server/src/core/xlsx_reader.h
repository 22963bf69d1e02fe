// Reads the first sheet of an .xlsx workbook (Office Open XML) as rows of text, defensively:
// uploaded spreadsheets are hostile until proven otherwise. The zip is read from memory with
// bounded entries, sizes and compression ratio (zip bombs); the XML parser refuses document type
// declarations (so no entities, internal or external: XXE, billion laughs); workbooks with macros
// and files that are not workbooks are refused; formula cells are reported, never evaluated.
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace aplauso::xlsx {

struct Limits {
  std::size_t max_entries = 200;
  std::size_t max_entry_bytes = 64 << 20;   ///< uncompressed, per entry
  std::size_t max_total_bytes = 128 << 20;  ///< uncompressed, whole workbook
  std::size_t max_ratio = 100;              ///< uncompressed / compressed, per entry
  std::size_t max_rows = 20'000;            ///< data rows (after the header)
  std::size_t max_columns = 50;
  std::size_t max_cell_chars = 2'000;
};

struct Cell {
  std::string text;      ///< shared or inline string, number or boolean as written
  bool number = false;   ///< a numeric cell (dates are serial numbers)
  bool formula = false;  ///< the cell holds a formula (its cached value is ignored)
};

struct Sheet {
  /// Rows in sheet order; each row holds `columns` cells (missing ones empty). `row_numbers`
  /// gives each row's number as the spreadsheet shows it (1 = first row).
  std::vector<std::vector<Cell>> rows;
  std::vector<std::size_t> row_numbers;
};

/// Why a file was refused; `what()` is a Spanish message for the person who uploaded it.
class Refused : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// The first worksheet. Throws Refused for anything but a sound, macro-free workbook within
/// `limits` (rows beyond max_rows included).
Sheet read_first_sheet(std::string_view bytes, const Limits& limits = {});

/// An Excel date serial (days since 1899-12-30, as the 1900 date system stores them) as
/// YYYY-MM-DD; empty when it is not a plausible date (1900 to 2199).
std::string serial_to_date(std::string_view serial);

}  // namespace aplauso::xlsx
