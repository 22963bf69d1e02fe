// Documents as PDF (an evaluation packet, a case dossier, a compliance dossier), written with
// libharu: base-14 Helvetica in WinAnsi encoding (text converted from UTF-8 to CP-1252;
// characters outside it become '?'), text wrapped to the page and new pages as needed.
#pragma once

#include <string>
#include <vector>

namespace aplauso::pdf {

/// One block of the document, in order.
struct PdfBlock {
  enum class Kind { kTitle, kHeading, kText, kSmall };
  Kind kind = Kind::kText;
  std::string text;  ///< UTF-8
};

/// The PDF's bytes; std::runtime_error when libharu fails.
std::string write_pdf(const std::vector<PdfBlock>& blocks);

/// UTF-8 as CP-1252 ('?' for what it cannot hold).
std::string to_cp1252(const std::string& utf8);

}  // namespace aplauso::pdf
