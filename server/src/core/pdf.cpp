#include "core/pdf.h"

#include <hpdf.h>

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <type_traits>

namespace aplauso::pdf {

namespace {

constexpr float kMargin = 50;
constexpr float kPageWidth = 595;  // A4
constexpr float kPageHeight = 842;

/// libharu's errors are kept (a C library: nothing may unwind through it) and checked after.
void on_pdf_error(HPDF_STATUS error, HPDF_STATUS /*detail*/, void* user) {
  auto* last = static_cast<HPDF_STATUS*>(user);
  if (*last == HPDF_OK) *last = error;
}

/// The code points of CP-1252's 0x80-0x9F.
constexpr std::uint32_t kHigh[32] = {
    0x20AC, 0,      0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
    0x2039, 0x0152, 0,      0x017D, 0,      0,      0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
    0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0,      0x017E, 0x0178};

struct PdfWriter {
  HPDF_Doc doc;
  HPDF_Font font = nullptr;
  HPDF_Font bold = nullptr;
  HPDF_Page page = nullptr;
  float y = 0;

  void new_page() {
    page = HPDF_AddPage(doc);
    HPDF_Page_SetWidth(page, kPageWidth);
    HPDF_Page_SetHeight(page, kPageHeight);
    y = kPageHeight - kMargin;
  }

  /// Writes `text` wrapped to the page width, starting a page when it runs out.
  void paragraph(const std::string& text, HPDF_Font f, float size, float after) {
    const float width = kPageWidth - 2 * kMargin;
    const float leading = size * 1.35F;
    std::size_t start = 0;
    while (true) {
      // One line: up to a newline, then as many words as fit.
      const auto newline = text.find('\n', start);
      const std::string rest =
          text.substr(start, newline == std::string::npos ? std::string::npos : newline - start);
      std::size_t used = 0;
      if (rest.empty()) {
        used = 0;
      } else {
        HPDF_Page_SetFontAndSize(page, f, size);
        HPDF_REAL real_width = 0;
        used = HPDF_Page_MeasureText(page, rest.c_str(), width, HPDF_TRUE, &real_width);
        if (used == 0)
          used = HPDF_Page_MeasureText(page, rest.c_str(), width, HPDF_FALSE, &real_width);
        if (used == 0) used = 1;
      }
      if (y - leading < kMargin) new_page();
      y -= leading;
      const std::string line = rest.substr(0, used);
      if (!line.empty()) {
        HPDF_Page_BeginText(page);
        HPDF_Page_SetFontAndSize(page, f, size);
        HPDF_Page_TextOut(page, kMargin, y, line.c_str());
        HPDF_Page_EndText(page);
      }
      if (used < rest.size()) {
        start += used;
        while (start < text.size() && text[start] == ' ') ++start;
        continue;
      }
      if (newline == std::string::npos) break;
      start = newline + 1;
    }
    y -= after;
  }
};

}  // namespace

std::string to_cp1252(const std::string& utf8) {
  std::string out;
  for (std::size_t i = 0; i < utf8.size();) {
    const auto b = static_cast<unsigned char>(utf8[i]);
    std::uint32_t cp = 0;
    std::size_t len = 1;
    if (b < 0x80) {
      cp = b;
    } else if ((b >> 5) == 0x6 && i + 1 < utf8.size()) {
      cp = ((b & 0x1FU) << 6) | (static_cast<unsigned char>(utf8[i + 1]) & 0x3FU);
      len = 2;
    } else if ((b >> 4) == 0xE && i + 2 < utf8.size()) {
      cp = ((b & 0x0FU) << 12) | ((static_cast<unsigned char>(utf8[i + 1]) & 0x3FU) << 6) |
           (static_cast<unsigned char>(utf8[i + 2]) & 0x3FU);
      len = 3;
    } else if ((b >> 3) == 0x1E && i + 3 < utf8.size()) {
      cp = 0x110000;  // outside the code page
      len = 4;
    } else {
      cp = '?';
    }
    i += len;
    if (cp == '\r' || cp == '\t') cp = ' ';
    if (cp < 0x80 || (cp >= 0xA0 && cp <= 0xFF)) {
      out += static_cast<char>(cp);
      continue;
    }
    char mapped = '?';
    for (int k = 0; k < 32; ++k) {
      if (kHigh[k] != 0 && kHigh[k] == cp) mapped = static_cast<char>(0x80 + k);
    }
    out += mapped;
  }
  return out;
}

std::string write_pdf(const std::vector<PdfBlock>& blocks) {
  HPDF_STATUS failed = HPDF_OK;
  std::unique_ptr<std::remove_pointer_t<HPDF_Doc>, decltype(&HPDF_Free)> doc(
      HPDF_New(on_pdf_error, &failed), &HPDF_Free);
  if (!doc) throw std::runtime_error("libharu: cannot create a document");
  PdfWriter w{doc.get()};
  HPDF_SetCompressionMode(w.doc, HPDF_COMP_ALL);
  w.font = HPDF_GetFont(w.doc, "Helvetica", "WinAnsiEncoding");
  w.bold = HPDF_GetFont(w.doc, "Helvetica-Bold", "WinAnsiEncoding");
  w.new_page();
  for (const auto& b : blocks) {
    const auto text = to_cp1252(b.text);
    switch (b.kind) {
      case PdfBlock::Kind::kTitle: w.paragraph(text, w.bold, 18, 8); break;
      case PdfBlock::Kind::kHeading:
        w.y -= 6;
        w.paragraph(text, w.bold, 12, 2);
        break;
      case PdfBlock::Kind::kText: w.paragraph(text, w.font, 10, 2); break;
      case PdfBlock::Kind::kSmall: w.paragraph(text, w.font, 8, 2); break;
    }
  }
  if (HPDF_SaveToStream(w.doc) != HPDF_OK || failed != HPDF_OK) {
    throw std::runtime_error("libharu: cannot write the document (" + std::to_string(failed) + ")");
  }
  HPDF_ResetStream(w.doc);
  std::string out;
  for (;;) {
    HPDF_BYTE buf[8192];
    HPDF_UINT32 size = sizeof(buf);
    const auto status = HPDF_ReadFromStream(w.doc, buf, &size);
    out.append(reinterpret_cast<const char*>(buf), size);
    if (status != HPDF_OK || size == 0) break;
  }
  return out;
}

}  // namespace aplauso::pdf
