#include "support/xlsx_fixture.h"

#include <zip.h>

#include <stdexcept>

namespace aplauso::test {

std::string zip_of(const std::vector<std::pair<std::string, std::string>>& entries) {
  zip_error_t error;
  zip_error_init(&error);
  zip_source_t* buffer = zip_source_buffer_create(nullptr, 0, 0, &error);
  zip_t* archive = zip_open_from_source(buffer, ZIP_TRUNCATE, &error);
  if (archive == nullptr) throw std::runtime_error("zip_open_from_source");
  zip_source_keep(buffer);
  for (const auto& [name, bytes] : entries) {
    zip_source_t* part = zip_source_buffer(archive, bytes.data(), bytes.size(), 0);
    if (zip_file_add(archive, name.c_str(), part, ZIP_FL_ENC_UTF_8) < 0) {
      zip_source_free(part);
      throw std::runtime_error("zip_file_add");
    }
  }
  if (zip_close(archive) != 0) throw std::runtime_error("zip_close");
  std::string out;
  if (zip_source_open(buffer) == 0) {
    zip_source_seek(buffer, 0, SEEK_END);
    out.resize(static_cast<std::size_t>(zip_source_tell(buffer)));
    zip_source_seek(buffer, 0, SEEK_SET);
    zip_source_read(buffer, out.data(), out.size());
    zip_source_close(buffer);
  }
  zip_source_free(buffer);
  zip_error_fini(&error);
  return out;
}

namespace {
std::string escaped(const std::string& text) {
  std::string out;
  for (const char ch : text) {
    if (ch == '<') {
      out += "&lt;";
    } else if (ch == '>') {
      out += "&gt;";
    } else if (ch == '&') {
      out += "&amp;";
    } else {
      out += ch;
    }
  }
  return out;
}

std::string column_name(std::size_t index) {
  std::string out;
  for (std::size_t n = index + 1; n > 0; n = (n - 1) / 26) {
    out.insert(out.begin(), static_cast<char>('A' + (n - 1) % 26));
  }
  return out;
}
}  // namespace

std::string workbook_with_sheet(const std::string& sheet_xml) {
  return zip_of({
      {"[Content_Types].xml",
       R"(<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>)"},
      {"xl/workbook.xml",
       R"(<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Personas" sheetId="1" r:id="rId1"/></sheets></workbook>)"},
      {"xl/_rels/workbook.xml.rels",
       R"(<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>)"},
      {"xl/worksheets/sheet1.xml", sheet_xml},
  });
}

std::string workbook_of(const std::vector<std::vector<CellText>>& rows) {
  std::string xml =
      R"(<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>)";
  for (std::size_t r = 0; r < rows.size(); ++r) {
    xml += "<row r=\"" + std::to_string(r + 1) + "\">";
    for (std::size_t c = 0; c < rows[r].size(); ++c) {
      const std::string& cell = rows[r][c];
      if (cell.empty()) continue;
      const std::string ref = column_name(c) + std::to_string(r + 1);
      if (cell.rfind("=n:", 0) == 0) {
        xml += "<c r=\"" + ref + "\"><v>" + cell.substr(3) + "</v></c>";
      } else if (cell.rfind("=f:", 0) == 0) {
        xml += "<c r=\"" + ref + "\" t=\"str\"><f>" + escaped(cell.substr(3)) + "</f><v>x</v></c>";
      } else {
        xml += "<c r=\"" + ref + "\" t=\"inlineStr\"><is><t>" + escaped(cell) + "</t></is></c>";
      }
    }
    xml += "</row>";
  }
  xml += "</sheetData></worksheet>";
  return workbook_with_sheet(xml);
}

}  // namespace aplauso::test
