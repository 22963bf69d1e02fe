#include "core/xlsx_reader.h"

#include <expat.h>
#include <zip.h>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstdio>
#include <map>
#include <memory>

namespace aplauso::xlsx {

namespace {
constexpr const char* kNotWorkbook =
    "El archivo no es un libro de Excel (.xlsx) válido. Descarga la plantilla y vuelve a "
    "intentarlo.";

// --- The zip, from memory -----------------------------------------------------------------------
class Archive {
 public:
  Archive(std::string_view bytes, const Limits& limits) : limits_(limits) {
    zip_error_t error;
    zip_error_init(&error);
    zip_source_t* source = zip_source_buffer_create(bytes.data(), bytes.size(), 0, &error);
    if (source == nullptr) throw Refused(kNotWorkbook);
    zip_.reset(zip_open_from_source(source, ZIP_RDONLY, &error));
    zip_error_fini(&error);
    if (!zip_) {
      zip_source_free(source);
      throw Refused(kNotWorkbook);
    }
    const zip_int64_t entries = zip_get_num_entries(zip_.get(), 0);
    if (entries < 0 || static_cast<std::size_t>(entries) > limits_.max_entries) {
      throw Refused("El archivo tiene demasiadas partes para ser una planilla de personas.");
    }
    std::size_t total = 0;
    for (zip_int64_t i = 0; i < entries; ++i) {
      zip_stat_t st;
      zip_stat_init(&st);
      if (zip_stat_index(zip_.get(), static_cast<zip_uint64_t>(i), 0, &st) != 0)
        throw Refused(kNotWorkbook);
      const std::string name = st.name != nullptr ? st.name : "";
      if (name == "xl/vbaProject.bin" || (name.ends_with(".bin") && name.starts_with("xl/vba"))) {
        throw Refused(
            "El archivo contiene macros: guárdalo como libro de Excel sin macros (.xlsx).");
      }
      const auto size = static_cast<std::size_t>(st.size);
      const auto packed = std::max<std::size_t>(static_cast<std::size_t>(st.comp_size), 1);
      total += size;
      if (size > limits_.max_entry_bytes || total > limits_.max_total_bytes ||
          (size > 4096 && size / packed > limits_.max_ratio)) {
        throw Refused(
            "El archivo descomprimido sería demasiado grande: revisa que sea la planilla "
            "de personas.");
      }
    }
  }
  Archive(const Archive&) = delete;
  Archive& operator=(const Archive&) = delete;

  bool has(const std::string& name) const {
    return zip_name_locate(zip_.get(), name.c_str(), 0) >= 0;
  }

  /// The entry's bytes; reading stops at the declared size (a lying header cannot inflate more).
  std::string read(const std::string& name) const {
    zip_stat_t st;
    zip_stat_init(&st);
    if (zip_stat(zip_.get(), name.c_str(), 0, &st) != 0) throw Refused(kNotWorkbook);
    std::unique_ptr<zip_file_t, int (*)(zip_file_t*)> file(zip_fopen(zip_.get(), name.c_str(), 0),
                                                           zip_fclose);
    if (!file) throw Refused(kNotWorkbook);
    std::string out(static_cast<std::size_t>(st.size), '\0');
    std::size_t at = 0;
    while (at < out.size()) {
      const zip_int64_t n = zip_fread(file.get(), out.data() + at, out.size() - at);
      if (n <= 0) throw Refused(kNotWorkbook);
      at += static_cast<std::size_t>(n);
    }
    return out;
  }

 private:
  const Limits& limits_;
  // Closed (discarded) however the constructor or a read ends.
  std::unique_ptr<zip_t, void (*)(zip_t*)> zip_{nullptr, zip_discard};
};

// --- XML, with no document type declarations -------------------------------------------------
struct Parser {
  explicit Parser(void* user) : p(XML_ParserCreate("UTF-8")) {
    if (p == nullptr) throw std::bad_alloc();
    XML_SetUserData(p, user);
    XML_SetParamEntityParsing(p, XML_PARAM_ENTITY_PARSING_NEVER);
    XML_SetStartDoctypeDeclHandler(
        p, [](void* data, const XML_Char*, const XML_Char*, const XML_Char*, int) {
          auto* self = static_cast<Parser*>(static_cast<void**>(data)[0]);
          self->refused = "El archivo contiene declaraciones XML no permitidas (DOCTYPE).";
          XML_StopParser(self->p, XML_FALSE);
        });
  }
  ~Parser() { XML_ParserFree(p); }
  Parser(const Parser&) = delete;
  Parser& operator=(const Parser&) = delete;

  // Handlers never throw through the C parser: they record why and stop it.
  void parse(const std::string& xml) {
    const bool failed =
        XML_Parse(p, xml.data(), static_cast<int>(xml.size()), 1) == XML_STATUS_ERROR;
    if (!refused.empty()) throw Refused(refused);
    if (failed) throw Refused(kNotWorkbook);
  }

  XML_Parser p;
  std::string refused;
};

// Stops the parser of a handler's user data, with the reason to refuse the file.
void refuse(void* data, std::string reason) {
  auto* parser = static_cast<Parser*>(static_cast<void**>(data)[0]);
  if (parser->refused.empty()) parser->refused = std::move(reason);
  XML_StopParser(parser->p, XML_FALSE);
}

std::string_view local_name(const XML_Char* name) {
  std::string_view n(name);
  const auto colon = n.rfind(':');
  return colon == std::string_view::npos ? n : n.substr(colon + 1);
}

const XML_Char* attribute(const XML_Char** attrs, std::string_view wanted) {
  for (int i = 0; attrs[i] != nullptr; i += 2) {
    if (local_name(attrs[i]) == wanted) return attrs[i + 1];
  }
  return nullptr;
}

template <class State>
State& state_of(void* data) {
  return *static_cast<State*>(static_cast<void**>(data)[1]);
}

template <class State>
void run(const std::string& xml, State& state, XML_StartElementHandler start,
         XML_EndElementHandler end, XML_CharacterDataHandler text) {
  void* slots[2] = {nullptr, &state};
  Parser parser(slots);
  slots[0] = &parser;
  XML_SetElementHandler(parser.p, start, end);
  XML_SetCharacterDataHandler(parser.p, text);
  parser.parse(xml);
}

// --- Shared strings ---------------------------------------------------------------------------
struct Strings {
  std::vector<std::string> items;
  bool in_si = false, in_t = false, in_rph = false;
  std::size_t max_chars = 0;
};

std::vector<std::string> shared_strings(const std::string& xml, std::size_t max_chars) {
  Strings s;
  s.max_chars = max_chars;
  run<Strings>(
      xml, s,
      [](void* d, const XML_Char* name, const XML_Char**) {
        auto& st = state_of<Strings>(d);
        const auto n = local_name(name);
        if (n == "si") {
          st.in_si = true;
          st.items.emplace_back();
        } else if (n == "t") {
          st.in_t = true;
        } else if (n == "rPh") {
          st.in_rph = true;  // phonetic runs are not part of the text
        }
      },
      [](void* d, const XML_Char* name) {
        auto& st = state_of<Strings>(d);
        const auto n = local_name(name);
        if (n == "si") st.in_si = false;
        if (n == "t") st.in_t = false;
        if (n == "rPh") st.in_rph = false;
      },
      [](void* d, const XML_Char* text, int len) {
        auto& st = state_of<Strings>(d);
        if (st.in_si && st.in_t && !st.in_rph && st.items.back().size() < st.max_chars * 4) {
          st.items.back().append(text, static_cast<std::size_t>(len));
        }
      });
  return std::move(s.items);
}

// --- Workbook: the first sheet's part name ------------------------------------------------------
struct FirstSheet {
  std::string rel_id;
  std::map<std::string, std::string> targets;
};

std::string first_sheet_path(const Archive& zip) {
  FirstSheet s;
  run<FirstSheet>(
      zip.read("xl/workbook.xml"), s,
      [](void* d, const XML_Char* name, const XML_Char** attrs) {
        auto& st = state_of<FirstSheet>(d);
        if (local_name(name) == "sheet" && st.rel_id.empty()) {
          if (const auto* id = attribute(attrs, "id")) st.rel_id = id;
        }
      },
      nullptr, nullptr);
  if (s.rel_id.empty()) throw Refused("El libro no tiene hojas.");
  if (!zip.has("xl/_rels/workbook.xml.rels")) return "xl/worksheets/sheet1.xml";
  run<FirstSheet>(
      zip.read("xl/_rels/workbook.xml.rels"), s,
      [](void* d, const XML_Char* name, const XML_Char** attrs) {
        auto& st = state_of<FirstSheet>(d);
        if (local_name(name) != "Relationship") return;
        const auto* id = attribute(attrs, "Id");
        const auto* target = attribute(attrs, "Target");
        if (id != nullptr && target != nullptr) st.targets[id] = target;
      },
      nullptr, nullptr);
  const auto it = s.targets.find(s.rel_id);
  if (it == s.targets.end()) throw Refused(kNotWorkbook);
  std::string target = it->second;
  if (target.starts_with("/")) return target.substr(1);
  if (target.find("..") != std::string::npos) throw Refused(kNotWorkbook);
  return "xl/" + target;
}

// --- The sheet --------------------------------------------------------------------------------
struct SheetState {
  const std::vector<std::string>* strings = nullptr;
  const Limits* limits = nullptr;
  Sheet sheet;
  std::vector<Cell>* row = nullptr;
  std::size_t column = 0;
  std::string type;
  bool formula = false;
  bool in_value = false;
  std::string value;
  std::size_t rows_seen = 0;
};

// "BC12" → 54 (1-based column of a cell reference); 0 when there is none.
std::size_t column_of(const char* ref) {
  std::size_t col = 0;
  for (const char* c = ref; *c >= 'A' && *c <= 'Z'; ++c)
    col = col * 26 + static_cast<std::size_t>(*c - 'A' + 1);
  return col;
}

void start_sheet(void* d, const XML_Char* name, const XML_Char** attrs) {
  auto& st = state_of<SheetState>(d);
  const auto n = local_name(name);
  if (n == "row") {
    if (++st.rows_seen > st.limits->max_rows + 1) {
      refuse(d, "El archivo tiene más de " + std::to_string(st.limits->max_rows) +
                    " filas: divídelo en varios archivos.");
      return;
    }
    const auto* r = attribute(attrs, "r");
    std::size_t number = st.sheet.row_numbers.empty() ? 1 : st.sheet.row_numbers.back() + 1;
    if (r != nullptr) {
      std::size_t parsed = 0;
      const std::string_view text(r);
      if (std::from_chars(text.data(), text.data() + text.size(), parsed).ec == std::errc()) {
        number = parsed;
      }
    }
    st.sheet.rows.emplace_back();
    st.sheet.row_numbers.push_back(number);
    st.row = &st.sheet.rows.back();
    st.column = 0;
  } else if (n == "c" && st.row != nullptr) {
    const auto* ref = attribute(attrs, "r");
    const std::size_t col = ref != nullptr ? column_of(ref) : 0;
    st.column = col > 0 ? col : st.column + 1;
    const auto* t = attribute(attrs, "t");
    st.type = t != nullptr ? t : "n";
    st.formula = false;
    st.value.clear();
  } else if (n == "f") {
    st.formula = true;
  } else if (n == "v" || n == "t") {
    st.in_value = true;
  }
}

void end_sheet(void* d, const XML_Char* name) {
  auto& st = state_of<SheetState>(d);
  const auto n = local_name(name);
  if (n == "v" || n == "t") {
    st.in_value = false;
  } else if (n == "c" && st.row != nullptr) {
    if (st.column == 0 || st.column > st.limits->max_columns) return;
    Cell cell;
    cell.formula = st.formula;
    if (st.type == "s") {
      std::size_t index = 0;
      const auto [p, ec] =
          std::from_chars(st.value.data(), st.value.data() + st.value.size(), index);
      if (ec == std::errc() && index < st.strings->size()) cell.text = (*st.strings)[index];
    } else {
      cell.text = st.value;
      cell.number = st.type == "n";
    }
    if (cell.text.size() > st.limits->max_cell_chars * 4)
      cell.text.resize(st.limits->max_cell_chars * 4);
    if (st.row->size() < st.column) st.row->resize(st.column);
    (*st.row)[st.column - 1] = std::move(cell);
  } else if (n == "row") {
    st.row = nullptr;
  }
}

void text_sheet(void* d, const XML_Char* text, int len) {
  auto& st = state_of<SheetState>(d);
  if (st.in_value && st.value.size() < st.limits->max_cell_chars * 4) {
    st.value.append(text, static_cast<std::size_t>(len));
  }
}
}  // namespace

Sheet read_first_sheet(std::string_view bytes, const Limits& limits) {
  if (bytes.size() < 4 || bytes.substr(0, 2) != "PK") throw Refused(kNotWorkbook);
  const Archive zip(bytes, limits);
  if (!zip.has("xl/workbook.xml")) throw Refused(kNotWorkbook);
  std::vector<std::string> strings;
  if (zip.has("xl/sharedStrings.xml")) {
    strings = shared_strings(zip.read("xl/sharedStrings.xml"), limits.max_cell_chars);
  }
  const std::string path = first_sheet_path(zip);
  if (!zip.has(path)) throw Refused(kNotWorkbook);
  SheetState st;
  st.strings = &strings;
  st.limits = &limits;
  run<SheetState>(zip.read(path), st, start_sheet, end_sheet, text_sheet);
  // Rows that hold nothing are not rows.
  Sheet out;
  for (std::size_t i = 0; i < st.sheet.rows.size(); ++i) {
    const auto& row = st.sheet.rows[i];
    const bool blank = std::all_of(row.begin(), row.end(), [](const Cell& c) {
      return c.text.find_first_not_of(" \t\r\n") == std::string::npos && !c.formula;
    });
    if (blank) continue;
    out.rows.push_back(row);
    out.row_numbers.push_back(st.sheet.row_numbers[i]);
  }
  return out;
}

std::string serial_to_date(std::string_view serial) {
  double value = 0;
  const auto [p, ec] = std::from_chars(serial.data(), serial.data() + serial.size(), value);
  if (ec != std::errc() || value < 1 || value > 110'000) return {};
  const auto days = static_cast<int>(value);
  const std::chrono::sys_days epoch =
      std::chrono::sys_days{std::chrono::year{1899} / std::chrono::December / 30};
  const std::chrono::year_month_day ymd{epoch + std::chrono::days{days}};
  char buf[16];
  std::snprintf(buf, sizeof buf, "%04d-%02u-%02u", static_cast<int>(ymd.year()),
                static_cast<unsigned>(ymd.month()), static_cast<unsigned>(ymd.day()));
  return buf;
}

}  // namespace aplauso::xlsx
