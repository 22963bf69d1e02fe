#include "modules/directory/person_sheet.h"

#include <algorithm>
#include <cstdio>

#include "core/utf8.h"
#include "core/xlsx_reader.h"

namespace aplauso::directory {

namespace {

// Lower case, and the accented vowels of Spanish headers without their accent.
std::string folded(const std::string& s) {
  std::string out = ascii_lower(trimmed(s));
  const std::pair<const char*, const char*> accents[] = {
      {"á", "a"}, {"é", "e"}, {"í", "i"}, {"ó", "o"}, {"ú", "u"}, {"Á", "a"},
      {"É", "e"}, {"Í", "i"}, {"Ó", "o"}, {"Ú", "u"}, {"ñ", "n"}, {"Ñ", "n"}};
  for (const auto& [from, to] : accents) {
    for (auto at = out.find(from); at != std::string::npos; at = out.find(from, at)) {
      out.replace(at, std::string_view(from).size(), to);
    }
  }
  return out;
}

bool is_date_column(const std::string& key) {
  return key == "birthday" || key == "admission_date";
}

// DD/MM/YYYY (or D/M/YYYY) → YYYY-MM-DD; empty when it is not that.
std::string day_first(const std::string& text) {
  int d = 0, m = 0, y = 0;
  char s1 = 0, s2 = 0;
  if (std::sscanf(text.c_str(), "%d%c%d%c%d", &d, &s1, &m, &s2, &y) != 5) return {};
  if ((s1 != '/' && s1 != '-') || s1 != s2 || y < 1900 || y > 2199) return {};
  char buf[16];
  std::snprintf(buf, sizeof buf, "%04d-%02d-%02d", y, m, d);
  return buf;
}
// Each key with the (folded) words a sheet may use for it; the first is what the export writes.
using Words = std::vector<std::pair<std::string, std::vector<std::string>>>;
const Words& contract_words() {
  static const Words words = {
      {"indefinite", {"indefinido", "plazo indefinido", "permanente", "permanent"}},
      {"fixed_term", {"plazo fijo", "temporal", "fixed term", "fixed-term"}},
      {"project", {"por obra", "obra o faena", "por obra o faena", "por proyecto"}},
      {"services", {"honorarios", "servicios profesionales", "prestacion de servicios"}},
      {"internship", {"practica", "practicante", "pasantia", "intern"}},
  };
  return words;
}
const Words& gender_words() {
  static const Words words = {
      {"female", {"femenino", "mujer", "f", "femenina"}},
      {"male", {"masculino", "hombre", "m"}},
      {"non_binary", {"no binario", "no binaria", "non-binary", "non binary"}},
      {"other", {"otro", "otra"}},
  };
  return words;
}
using Labels = std::map<std::string, std::string>;

const Labels& contract_type_labels() {
  static const Labels all = {
      {"indefinite", "Indefinido"}, {"fixed_term", "Plazo fijo"}, {"project", "Por obra"},
      {"services", "Honorarios"},   {"internship", "Práctica"},
  };
  return all;
}

const Labels& gender_labels() {
  static const Labels all = {
      {"female", "Femenino"},
      {"male", "Masculino"},
      {"non_binary", "No binario"},
      {"other", "Otro"},
  };
  return all;
}

// The sheet's word for a stored key; a key the sheet has no word for is written as it is.
std::string label_in(const Labels& labels, const std::optional<std::string>& key) {
  if (!key) return {};
  const auto it = labels.find(*key);
  return it == labels.end() ? *key : it->second;
}
}  // namespace

const std::vector<Column>& columns() {
  static const std::vector<Column> all = {
      {"email", "Correo", "Email", 32},
      {"first_name", "Nombre", "First name", 16},
      {"last_name", "Apellido", "Last name", 16},
      {"job_position", "Cargo", "Job position", 22},
      {"user_type", "Rol", "Role", 14},
      {"department", "Departamento", "Department", 20},
      {"leader_email", "Correo del líder", "Leader email", 30},
      {"country", "País", "Country", 8},
      {"language", "Idioma", "Language", 10},
      {"phone", "Teléfono", "Phone", 18},
      {"birthday", "Fecha de nacimiento", "Birthday", 20},
      {"admission_date", "Fecha de ingreso", "Admission date", 18},
      {"points", "Recibe puntos", "Receives points", 14},
      {"groups", "Grupos", "Groups", 24},
      {"national_id", "Documento de identidad", "National ID", 20},
      {"contract_type", "Tipo de contrato", "Contract type", 16},
      {"gender", "Género", "Gender", 12},
  };
  return all;
}

std::string header_of(const std::string& key_or_field) {
  std::string key = key_or_field;
  if (key == "department_id") key = "department";
  if (key == "leader_id") key = "leader_email";
  for (const auto& c : columns()) {
    if (key == c.key) return c.header_es;
  }
  return key_or_field;
}

ParsedSheet parse_sheet(const xlsx::Sheet& sheet) {
  if (sheet.rows.empty()) throw xlsx::Refused("El archivo está vacío: descarga la plantilla.");
  const auto& header = sheet.rows.front();
  std::vector<std::optional<std::string>> keys(header.size());
  for (std::size_t i = 0; i < header.size(); ++i) {
    const std::string name = folded(header[i].text);
    for (const auto& c : columns()) {
      if (name == folded(c.header_es) || name == folded(c.header_en) || name == c.key) {
        keys[i] = c.key;
      }
    }
  }
  std::vector<std::string> missing;
  for (const char* required : {"email", "first_name"}) {
    if (std::find(keys.begin(), keys.end(), std::optional<std::string>(required)) == keys.end()) {
      missing.push_back(header_of(required));
    }
  }
  if (!missing.empty()) {
    std::string list;
    for (const auto& m : missing) list += (list.empty() ? "" : ", ") + m;
    throw xlsx::Refused("Faltan columnas en la primera fila: " + list +
                        ". Usa los encabezados de la plantilla.");
  }
  ParsedSheet out;
  for (std::size_t r = 1; r < sheet.rows.size(); ++r) {
    SheetRow row;
    const auto& cells = sheet.rows[r];
    for (std::size_t i = 0; i < cells.size() && i < keys.size(); ++i) {
      if (!keys[i]) continue;
      const auto& cell = cells[i];
      if (cell.formula) {
        row[*keys[i]] = std::nullopt;
        continue;
      }
      std::string text = trimmed(cell.text);
      if (cell.number && is_date_column(*keys[i]) && !text.empty()) {
        const std::string date = xlsx::serial_to_date(text);
        if (!date.empty()) text = date;
      }
      if (!text.empty()) row[*keys[i]] = std::move(text);
    }
    out.rows.push_back(std::move(row));
    out.row_numbers.push_back(sheet.row_numbers[r]);
  }
  return out;
}

std::string contract_type_label(const std::optional<std::string>& key) {
  return label_in(contract_type_labels(), key);
}

std::string gender_label(const std::optional<std::string>& key) {
  return label_in(gender_labels(), key);
}

RowValues read_row(const SheetRow& row, std::vector<CellError>& errors) {
  RowValues v;
  const auto text = [&](const char* key) -> std::optional<std::string> {
    const auto it = row.find(key);
    if (it == row.end()) return std::nullopt;
    if (!it->second) {
      errors.push_back({key, "Las fórmulas no se importan: escribe el valor en la celda."});
      return std::nullopt;
    }
    return it->second;
  };
  v.email = text("email");
  v.first_name = text("first_name");
  v.last_name = text("last_name");
  v.job_position = text("job_position");
  v.country = text("country");
  v.phone = text("phone");
  v.national_id = text("national_id");
  if (const auto contract = text("contract_type")) {
    const std::string c = folded(*contract);
    for (const auto& [key, words] : contract_words()) {
      if (c == key || std::find(words.begin(), words.end(), c) != words.end())
        v.contract_type = key;
    }
    if (!v.contract_type) {
      errors.push_back({"contract_type",
                        "El tipo de contrato debe ser Indefinido, Plazo fijo, Por obra, "
                        "Honorarios o Práctica."});
    }
  }
  if (const auto gender = text("gender")) {
    const std::string g = folded(*gender);
    for (const auto& [key, words] : gender_words()) {
      if (g == key || std::find(words.begin(), words.end(), g) != words.end()) v.gender = key;
    }
    if (!v.gender) {
      errors.push_back({"gender", "El género debe ser Femenino, Masculino, No binario u Otro."});
    }
  }
  if (const auto role = text("user_type")) {
    const std::string r = folded(*role);
    if (r == "empleado" || r == "empleada" || r == "employee") {
      v.user_type = "employee";
    } else if (r == "lider" || r == "leader") {
      v.user_type = "leader";
    } else if (r == "administrador" || r == "administradora" || r == "admin") {
      v.user_type = "admin";
    } else {
      errors.push_back({"user_type", "El rol debe ser Empleado, Líder o Administrador."});
    }
  }
  if (const auto language = text("language")) {
    const std::string l = folded(*language);
    if (l == "espanol" || l == "spanish" || l == "es") {
      v.language = "spanish";
    } else if (l == "ingles" || l == "english" || l == "en") {
      v.language = "english";
    } else {
      errors.push_back({"language", "El idioma debe ser Español o English."});
    }
  }
  for (const char* key : {"birthday", "admission_date"}) {
    auto date = text(key);
    if (!date) continue;
    if (date->find('/') != std::string::npos) *date = day_first(*date);
    if (date->size() != 10 || (*date)[4] != '-' || (*date)[7] != '-') {
      errors.push_back({key, "Escribe la fecha como AAAA-MM-DD o DD/MM/AAAA."});
      continue;
    }
    (std::string(key) == "birthday" ? v.birthday : v.admission_date) = *date;
  }
  if (const auto points = text("points")) {
    const std::string p = folded(*points);
    if (p == "si" || p == "yes" || p == "true" || p == "1" || p == "x") {
      v.points = true;
    } else if (p == "no" || p == "false" || p == "0") {
      v.points = false;
    } else {
      errors.push_back({"points", "Escribe Sí o No."});
    }
  }
  v.department = text("department");
  if (auto leader = text("leader_email")) v.leader_email = ascii_lower(*leader);
  if (const auto groups = text("groups")) {
    std::vector<std::string> names;
    std::size_t at = 0;
    while (at <= groups->size()) {
      const auto end = groups->find_first_of(",;", at);
      const std::string name =
          trimmed(groups->substr(at, end == std::string::npos ? std::string::npos : end - at));
      if (!name.empty() && std::find_if(names.begin(), names.end(), [&](const std::string& n) {
                             return folded(n) == folded(name);
                           }) == names.end()) {
        names.push_back(name);
      }
      if (end == std::string::npos) break;
      at = end + 1;
    }
    v.groups = std::move(names);
  }
  return v;
}

}  // namespace aplauso::directory
