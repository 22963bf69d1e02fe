// The people spreadsheet: its columns (Spanish headers, English ones accepted), how a row's
// cells become a person's data, and which column each field's error belongs to. Empty cells keep
// what a person already has; departments and groups are named, leaders are given by e-mail.
#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/xlsx_reader.h"

namespace aplauso::directory {

struct Column {
  const char* key;
  const char* header_es;
  const char* header_en;
  double width;
};

/// Every column, in the template's order.
const std::vector<Column>& columns();
/// The Spanish header of a column key (or of a field name of the people rules).
std::string header_of(const std::string& key_or_field);

/// A row as stored for the job: column key → text; a formula cell is stored as null.
using SheetRow = std::map<std::string, std::optional<std::string>>;

struct ParsedSheet {
  std::vector<std::size_t> row_numbers;
  std::vector<SheetRow> rows;
};

/// Maps the header row to column keys and reads every data row. Throws xlsx::Refused when the
/// file has no header row or lacks the required columns (e-mail, first name).
ParsedSheet parse_sheet(const xlsx::Sheet& sheet);

/// A cell problem found without the database (a bad date, role, language, yes/no, formula).
struct CellError {
  std::string column;  ///< the column key
  std::string message;
};

/// What a row says, typed; names and e-mails still to resolve against the organisation.
struct RowValues {
  std::optional<std::string> email, first_name, last_name, job_position, user_type, country,
      language, phone, birthday, admission_date, national_id, contract_type, gender;
  std::optional<bool> points;
  std::optional<std::string> department;           ///< a name
  std::optional<std::string> leader_email;         ///< normalised
  std::optional<std::vector<std::string>> groups;  ///< names
};

RowValues read_row(const SheetRow& row, std::vector<CellError>& errors);

/// The sheet's words for a contract type and a gender (Spanish), as the export writes them.
std::string contract_type_label(const std::optional<std::string>& key);
std::string gender_label(const std::optional<std::string>& key);

}  // namespace aplauso::directory
