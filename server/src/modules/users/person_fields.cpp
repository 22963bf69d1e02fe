#include "modules/users/person_fields.h"

#include <algorithm>
#include <cstdint>

namespace aplauso::users {

std::optional<std::string> normalize_phone(std::string_view raw) {
  std::string out;
  for (const char ch : raw) {
    if (ch == ' ' || ch == '-' || ch == '(' || ch == ')' || ch == '.') continue;
    out += ch;
  }
  if (out.size() < 9 || out.size() > 16 || out[0] != '+') return std::nullopt;
  for (std::size_t i = 1; i < out.size(); ++i) {
    if (out[i] < '0' || out[i] > '9') return std::nullopt;
  }
  return out;
}

std::optional<std::string> normalize_national_id(std::string_view raw) {
  std::string out;
  for (const char ch : raw) {
    if (ch == ' ' || ch == '.' || ch == '-' || ch == '\t') continue;
    const bool digit = ch >= '0' && ch <= '9';
    const bool letter = (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z');
    if (!digit && !letter) return std::nullopt;
    out += static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
  }
  if (out.size() < 5 || out.size() > 20) return std::nullopt;
  return out;
}

namespace {
bool all_digits(std::string_view s) {
  return std::all_of(s.begin(), s.end(), [](char ch) { return ch >= '0' && ch <= '9'; });
}
bool all_letters(std::string_view s) {
  return std::all_of(s.begin(), s.end(), [](char ch) { return ch >= 'A' && ch <= 'Z'; });
}
// The RUT's check digit (módulo 11): the body's digits from the right times 2, 3, … 7, 2, …
char rut_check_digit(std::string_view body) {
  int sum = 0;
  int factor = 2;
  for (auto it = body.rbegin(); it != body.rend(); ++it) {
    sum += (*it - '0') * factor;
    factor = factor == 7 ? 2 : factor + 1;
  }
  const int rest = 11 - sum % 11;
  if (rest == 11) return '0';
  if (rest == 10) return 'K';
  return static_cast<char>('0' + rest);
}
}  // namespace

std::optional<std::string> national_id_problem(std::string_view id,
                                               const std::optional<std::string>& country) {
  if (country == "CL") {
    const std::string_view body = id.substr(0, id.size() - 1);
    if (id.size() < 8 || id.size() > 9 || !all_digits(body) || rut_check_digit(body) != id.back()) {
      return "El RUT no es válido: revisa sus dígitos y el dígito verificador.";
    }
  } else if (country == "MX") {
    // CURP: four letters, the birth date, H, M or X, five letters, a letter or digit, a digit.
    const bool curp = id.size() == 18 && all_letters(id.substr(0, 4)) &&
                      all_digits(id.substr(4, 6)) &&
                      (id[10] == 'H' || id[10] == 'M' || id[10] == 'X') &&
                      all_letters(id.substr(11, 5)) && all_digits(id.substr(17, 1));
    if (!curp) return "La CURP debe tener 18 caracteres, por ejemplo GODE561231HDFRRN09.";
  }
  return std::nullopt;
}

bool known_contract_type(std::string_view value) {
  return std::find(std::begin(kContractTypes), std::end(kContractTypes), value) !=
         std::end(kContractTypes);
}

bool known_gender(std::string_view value) {
  return std::find(std::begin(kGenders), std::end(kGenders), value) != std::end(kGenders);
}

std::optional<std::chrono::sys_days> parse_date(std::string_view text) {
  if (text.size() != 10 || text[4] != '-' || text[7] != '-') return std::nullopt;
  int parts[3] = {0, 0, 0};
  const std::size_t starts[3] = {0, 5, 8};
  const std::size_t lengths[3] = {4, 2, 2};
  for (int i = 0; i < 3; ++i) {
    for (std::size_t k = 0; k < lengths[i]; ++k) {
      const char ch = text[starts[i] + k];
      if (ch < '0' || ch > '9') return std::nullopt;
      parts[i] = parts[i] * 10 + (ch - '0');
    }
  }
  const std::chrono::year_month_day date{std::chrono::year{parts[0]},
                                         std::chrono::month{static_cast<unsigned>(parts[1])},
                                         std::chrono::day{static_cast<unsigned>(parts[2])}};
  if (!date.ok() || parts[0] < 1900) return std::nullopt;
  return std::chrono::sys_days{date};
}

bool past_date(std::string_view text, std::chrono::sys_days today) {
  const auto date = parse_date(text);
  return date && *date < today;
}

std::string too_long(std::size_t max) {
  return "No puede exceder " + std::to_string(max) + " caracteres.";
}

std::chrono::sys_days today_at(std::int64_t now_ms) {
  return std::chrono::floor<std::chrono::days>(
      std::chrono::sys_time<std::chrono::milliseconds>{std::chrono::milliseconds{now_ms}});
}

}  // namespace aplauso::users
