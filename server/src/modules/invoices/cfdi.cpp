#include "modules/invoices/cfdi.h"

#include <cctype>
#include <vector>

namespace aplauso::invoices {

namespace {

struct Element {
  std::string local;  ///< the name without its prefix
  std::vector<std::pair<std::string, std::string>> attributes;
};

std::string_view local_name(std::string_view name) {
  const auto colon = name.find(':');
  return colon == std::string_view::npos ? name : name.substr(colon + 1);
}

void append_utf8(std::string& out, std::uint32_t cp) {
  if (cp == 0 || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
    throw CfdiError("El XML tiene un carácter no válido.");
  }
  if (cp < 0x80) {
    out.push_back(static_cast<char>(cp));
  } else if (cp < 0x800) {
    out.push_back(static_cast<char>(0xC0 | (cp >> 6)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  } else if (cp < 0x10000) {
    out.push_back(static_cast<char>(0xE0 | (cp >> 12)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  } else {
    out.push_back(static_cast<char>(0xF0 | (cp >> 18)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  }
}

/// An attribute value with its references replaced.
std::string decoded(std::string_view raw) {
  std::string out;
  for (std::size_t i = 0; i < raw.size(); ++i) {
    if (raw[i] == '<') throw CfdiError("El XML está mal formado.");
    if (raw[i] != '&') {
      out.push_back(raw[i]);
      continue;
    }
    const auto end = raw.find(';', i);
    if (end == std::string_view::npos || end - i > 10) throw CfdiError("El XML está mal formado.");
    const std::string_view ref = raw.substr(i + 1, end - i - 1);
    if (ref == "lt") {
      out.push_back('<');
    } else if (ref == "gt") {
      out.push_back('>');
    } else if (ref == "amp") {
      out.push_back('&');
    } else if (ref == "quot") {
      out.push_back('"');
    } else if (ref == "apos") {
      out.push_back('\'');
    } else if (ref.size() > 1 && ref[0] == '#') {
      const bool hex = ref[1] == 'x' || ref[1] == 'X';
      const std::string_view digits = ref.substr(hex ? 2 : 1);
      if (digits.empty()) throw CfdiError("El XML está mal formado.");
      std::uint32_t cp = 0;
      for (const char ch : digits) {
        const int d = hex ? (std::isxdigit(static_cast<unsigned char>(ch))
                                 ? (std::isdigit(static_cast<unsigned char>(ch))
                                        ? ch - '0'
                                        : (std::tolower(static_cast<unsigned char>(ch)) - 'a' + 10))
                                 : -1)
                          : (std::isdigit(static_cast<unsigned char>(ch)) ? ch - '0' : -1);
        if (d < 0 || cp > 0x10FFFF) throw CfdiError("El XML está mal formado.");
        cp = cp * (hex ? 16 : 10) + static_cast<std::uint32_t>(d);
      }
      append_utf8(out, cp);
    } else {
      throw CfdiError("El XML usa entidades que no se admiten.");
    }
    i = end;
  }
  return out;
}

bool name_char(char ch) {
  return std::isalnum(static_cast<unsigned char>(ch)) || ch == ':' || ch == '_' || ch == '-' ||
         ch == '.' || static_cast<unsigned char>(ch) >= 0x80;
}

/// Every start tag of the document, checking that tags balance.
std::vector<Element> elements(std::string_view xml) {
  std::vector<Element> out;
  std::vector<std::string> open;
  bool root_closed = false;
  std::size_t i = 0;
  // A UTF-8 byte order mark.
  if (xml.substr(0, 3) == "\xEF\xBB\xBF") i = 3;
  const auto fail = [] { return CfdiError("El XML está mal formado."); };
  while (i < xml.size()) {
    if (xml[i] != '<') {
      if (open.empty() && !std::isspace(static_cast<unsigned char>(xml[i]))) throw fail();
      ++i;
      continue;
    }
    if (xml.compare(i, 4, "<!--") == 0) {
      const auto end = xml.find("-->", i + 4);
      if (end == std::string_view::npos) throw fail();
      i = end + 3;
      continue;
    }
    if (xml.compare(i, 9, "<![CDATA[") == 0) {
      const auto end = xml.find("]]>", i + 9);
      if (end == std::string_view::npos || open.empty()) throw fail();
      i = end + 3;
      continue;
    }
    if (xml.compare(i, 2, "<!") == 0) {
      throw CfdiError("El XML trae una declaración DOCTYPE o ENTITY, que no se admite.");
    }
    if (xml.compare(i, 2, "<?") == 0) {
      const auto end = xml.find("?>", i + 2);
      if (end == std::string_view::npos) throw fail();
      i = end + 2;
      continue;
    }
    if (xml.compare(i, 2, "</") == 0) {
      const auto end = xml.find('>', i + 2);
      if (end == std::string_view::npos) throw fail();
      std::string_view name = xml.substr(i + 2, end - i - 2);
      while (!name.empty() && std::isspace(static_cast<unsigned char>(name.back()))) {
        name.remove_suffix(1);
      }
      if (open.empty() || open.back() != name) throw fail();
      open.pop_back();
      if (open.empty()) root_closed = true;
      i = end + 1;
      continue;
    }
    // A start tag.
    if (root_closed) throw fail();
    std::size_t j = i + 1;
    while (j < xml.size() && name_char(xml[j])) ++j;
    const std::string name(xml.substr(i + 1, j - i - 1));
    if (name.empty()) throw fail();
    Element e;
    e.local = std::string(local_name(name));
    bool self_closing = false;
    for (;;) {
      while (j < xml.size() && std::isspace(static_cast<unsigned char>(xml[j]))) ++j;
      if (j >= xml.size()) throw fail();
      if (xml[j] == '>') {
        ++j;
        break;
      }
      if (xml[j] == '/') {
        if (j + 1 >= xml.size() || xml[j + 1] != '>') throw fail();
        self_closing = true;
        j += 2;
        break;
      }
      const std::size_t a = j;
      while (j < xml.size() && name_char(xml[j])) ++j;
      if (j == a) throw fail();
      const std::string attr(xml.substr(a, j - a));
      while (j < xml.size() && std::isspace(static_cast<unsigned char>(xml[j]))) ++j;
      if (j >= xml.size() || xml[j] != '=') throw fail();
      ++j;
      while (j < xml.size() && std::isspace(static_cast<unsigned char>(xml[j]))) ++j;
      if (j >= xml.size() || (xml[j] != '"' && xml[j] != '\'')) throw fail();
      const char quote = xml[j];
      const auto end = xml.find(quote, j + 1);
      if (end == std::string_view::npos) throw fail();
      for (const auto& [k, v] : e.attributes) {
        if (k == attr) throw fail();
      }
      e.attributes.emplace_back(attr, decoded(xml.substr(j + 1, end - j - 1)));
      j = end + 1;
    }
    out.push_back(std::move(e));
    if (self_closing) {
      if (open.empty()) root_closed = true;
    } else {
      open.push_back(name);
    }
    i = j;
  }
  if (!open.empty() || !root_closed) throw CfdiError("El XML está incompleto.");
  return out;
}

std::optional<std::string> attribute(const Element& e, std::string_view name) {
  for (const auto& [k, v] : e.attributes) {
    if (local_name(k) == name) return v;
  }
  return std::nullopt;
}

/// "1234.5" → 123450; more than two decimals round half up.
std::int64_t cents_of(const std::string& total) {
  const auto fail = [] { return CfdiError("El Total del CFDI no es un importe válido."); };
  if (total.empty() || total.size() > 24) throw fail();
  std::int64_t whole = 0;
  std::size_t i = 0;
  for (; i < total.size() && total[i] != '.'; ++i) {
    if (!std::isdigit(static_cast<unsigned char>(total[i]))) throw fail();
    whole = whole * 10 + (total[i] - '0');
    if (whole > 100'000'000'000LL) throw fail();
  }
  if (i == 0) throw fail();
  std::int64_t cents = 0;
  int seen = 0;
  bool round_up = false;
  if (i < total.size()) {
    ++i;
    if (i == total.size()) throw fail();
    for (; i < total.size(); ++i) {
      if (!std::isdigit(static_cast<unsigned char>(total[i]))) throw fail();
      if (seen < 2) {
        cents = cents * 10 + (total[i] - '0');
      } else if (seen == 2) {
        round_up = total[i] >= '5';
      }
      ++seen;
    }
  }
  while (seen < 2) {
    cents *= 10;
    ++seen;
  }
  return whole * 100 + cents + (round_up ? 1 : 0);
}

bool is_day(std::string_view s) {
  if (s.size() != 10 || s[4] != '-' || s[7] != '-') return false;
  for (const std::size_t k : {0U, 1U, 2U, 3U, 5U, 6U, 8U, 9U}) {
    if (!std::isdigit(static_cast<unsigned char>(s[k]))) return false;
  }
  const int month = (s[5] - '0') * 10 + (s[6] - '0');
  const int day = (s[8] - '0') * 10 + (s[9] - '0');
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

bool is_uuid(std::string_view s) {
  if (s.size() != 36) return false;
  for (std::size_t k = 0; k < s.size(); ++k) {
    if (k == 8 || k == 13 || k == 18 || k == 23) {
      if (s[k] != '-') return false;
    } else if (!std::isxdigit(static_cast<unsigned char>(s[k]))) {
      return false;
    }
  }
  return true;
}

}  // namespace

bool is_rfc(std::string_view rfc) {
  // Ñ is two bytes in UTF-8: count letters, not bytes.
  std::size_t i = 0;
  int letters = 0;
  while (i < rfc.size() && letters < 4) {
    if (std::isupper(static_cast<unsigned char>(rfc[i])) || rfc[i] == '&') {
      ++i;
    } else if (rfc.compare(i, 2, "\xC3\x91") == 0) {
      i += 2;
    } else {
      break;
    }
    ++letters;
  }
  if (letters < 3) return false;
  const std::string_view rest = rfc.substr(i);
  if (rest.size() != 9) return false;
  for (std::size_t k = 0; k < 6; ++k) {
    if (!std::isdigit(static_cast<unsigned char>(rest[k]))) return false;
  }
  for (std::size_t k = 6; k < 9; ++k) {
    if (!std::isupper(static_cast<unsigned char>(rest[k])) &&
        !std::isdigit(static_cast<unsigned char>(rest[k]))) {
      return false;
    }
  }
  return true;
}

Cfdi read_cfdi(std::string_view xml) {
  if (xml.size() > kCfdiMaxBytes) throw CfdiError("El XML supera los 2 MB.");
  const auto found = elements(xml);
  if (found.empty() || found.front().local != "Comprobante") {
    throw CfdiError("El archivo no es un CFDI: le falta el Comprobante.");
  }
  const Element& root = found.front();
  Cfdi out;
  out.version = attribute(root, "Version").value_or("");
  if (out.version != "3.3" && out.version != "4.0") {
    throw CfdiError("Solo se leen CFDI de las versiones 3.3 y 4.0.");
  }
  const auto total = attribute(root, "Total");
  if (!total) throw CfdiError("El CFDI no indica su Total.");
  out.total_cents = cents_of(*total);
  out.currency = attribute(root, "Moneda").value_or("MXN");
  if (out.currency.size() != 3) throw CfdiError("La moneda del CFDI no es válida.");
  const auto date = attribute(root, "Fecha").value_or("");
  if (!is_day(date.substr(0, 10))) throw CfdiError("La fecha del CFDI no es válida.");
  out.issued_on = date.substr(0, 10);
  const Element* issuer = nullptr;
  const Element* receiver = nullptr;
  for (const auto& e : found) {
    if (e.local == "Emisor" && issuer == nullptr) issuer = &e;
    if (e.local == "Receptor" && receiver == nullptr) receiver = &e;
    if (e.local == "TimbreFiscalDigital" && !out.uuid) {
      auto uuid = attribute(e, "UUID");
      if (!uuid || !is_uuid(*uuid)) throw CfdiError("El folio fiscal (UUID) no es válido.");
      for (auto& ch : *uuid) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
      out.uuid = std::move(*uuid);
    }
  }
  if (issuer == nullptr || receiver == nullptr) {
    throw CfdiError("El CFDI no indica su emisor y su receptor.");
  }
  out.issuer_rfc = attribute(*issuer, "Rfc").value_or("");
  out.issuer_name = attribute(*issuer, "Nombre").value_or("");
  out.receiver_rfc = attribute(*receiver, "Rfc").value_or("");
  if (!is_rfc(out.issuer_rfc)) throw CfdiError("El RFC del emisor no es válido.");
  if (!is_rfc(out.receiver_rfc)) throw CfdiError("El RFC del receptor no es válido.");
  return out;
}

}  // namespace aplauso::invoices
