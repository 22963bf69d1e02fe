#include "modules/accounts/password_policy.h"

#include <algorithm>
#include <cctype>
#include <unordered_set>

#include "core/embedded_assets.h"
#include "core/errors.h"
#include "core/utf8.h"

namespace aplauso::accounts {

namespace {
std::string lower_ascii(std::string_view text) {
  std::string out(text);
  std::transform(out.begin(), out.end(), out.begin(),
                 [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
  return out;
}

// Read once, on first use, from the list compiled into the binary.
const std::unordered_set<std::string>& common_passwords() {
  static const std::unordered_set<std::string> list = [] {
    std::unordered_set<std::string> out;
    for (const auto& asset : embedded::data_files()) {
      if (asset.name != "common-passwords.txt") continue;
      std::string_view rest = asset.content;
      while (!rest.empty()) {
        const auto end = rest.find('\n');
        const std::string_view line = rest.substr(0, end);
        rest = end == std::string_view::npos ? std::string_view{} : rest.substr(end + 1);
        if (!line.empty() && line.front() != '#') out.insert(lower_ascii(line));
      }
    }
    return out;
  }();
  return list;
}
}  // namespace

bool is_common_password(std::string_view password) {
  return common_passwords().contains(lower_ascii(password));
}

void check_password_policy(std::string_view password, const std::string& field) {
  const std::size_t length = valid_utf8(password) ? utf8_length(password) : 0;
  if (length < kMinPassword || length > kMaxPassword) {
    throw invalid_input(field, "La contraseña debe tener entre 12 y 128 caracteres.");
  }
  if (is_common_password(password)) {
    throw invalid_input(field, "Esta contraseña es demasiado común. Elige otra.");
  }
}

}  // namespace aplauso::accounts
