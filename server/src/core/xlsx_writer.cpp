#include "core/xlsx_writer.h"

#include <unistd.h>
#include <xlsxwriter.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace aplauso::xlsx {

namespace {
// libxlsxwriter writes to a file: a private temporary one, removed whatever happens.
class TempFile {
 public:
  TempFile() {
    std::string pattern = (std::filesystem::temp_directory_path() / "aplauso-xlsx-XXXXXX").string();
    const int fd = mkstemp(pattern.data());
    if (fd < 0) throw std::runtime_error("cannot create a temporary file");
    close(fd);
    path_ = pattern;
  }
  ~TempFile() {
    std::error_code ignored;
    std::filesystem::remove(path_, ignored);
  }
  TempFile(const TempFile&) = delete;
  TempFile& operator=(const TempFile&) = delete;
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};
}  // namespace

std::string write_workbook(const std::vector<OutSheet>& sheets) {
  const TempFile file;
  lxw_workbook* book = workbook_new(file.path().c_str());
  if (book == nullptr) throw std::runtime_error("cannot start a workbook");
  lxw_format* bold = workbook_add_format(book);
  format_set_bold(bold);
  for (const auto& sheet : sheets) {
    lxw_worksheet* ws = workbook_add_worksheet(book, sheet.name.c_str());
    for (std::size_t c = 0; c < sheet.widths.size(); ++c) {
      worksheet_set_column(ws, static_cast<lxw_col_t>(c), static_cast<lxw_col_t>(c),
                           sheet.widths[c], nullptr);
    }
    for (std::size_t c = 0; c < sheet.header.size(); ++c) {
      worksheet_write_string(ws, 0, static_cast<lxw_col_t>(c), sheet.header[c].c_str(), bold);
    }
    for (std::size_t r = 0; r < sheet.rows.size(); ++r) {
      for (std::size_t c = 0; c < sheet.rows[r].size(); ++c) {
        if (sheet.rows[r][c].empty()) continue;
        worksheet_write_string(ws, static_cast<lxw_row_t>(r + 1), static_cast<lxw_col_t>(c),
                               sheet.rows[r][c].c_str(), nullptr);
      }
    }
  }
  if (workbook_close(book) != LXW_NO_ERROR) throw std::runtime_error("cannot write a workbook");
  std::ifstream in(file.path(), std::ios::binary);
  std::ostringstream bytes;
  bytes << in.rdbuf();
  return bytes.str();
}

}  // namespace aplauso::xlsx
