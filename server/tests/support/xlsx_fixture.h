// Spreadsheets for tests, built by hand so that they can be anything a hostile upload can be:
// a sound workbook with text, number and formula cells, or any zip of any parts.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace aplauso::test {

/// A zip holding `entries` (name, bytes), compressed.
std::string zip_of(const std::vector<std::pair<std::string, std::string>>& entries);

/// A cell: text, a number (`=n:45000`) or a formula (`=f:SUM(A1)`).
using CellText = std::string;

/// A one-sheet workbook whose rows are `rows` (the first is the header).
std::string workbook_of(const std::vector<std::vector<CellText>>& rows);

/// The workbook parts of `workbook_of` with `sheet_xml` as the sheet.
std::string workbook_with_sheet(const std::string& sheet_xml);

}  // namespace aplauso::test
