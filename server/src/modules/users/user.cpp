#include "modules/users/user.h"

#include <algorithm>

namespace aplauso::users {

Person to_person(const User& u) {
  return Person{u.id,
                u.first_name,
                u.last_name,
                u.email,
                u.job_position,
                u.profile_photo_url,
                u.department ? std::optional(u.department->name) : std::nullopt};
}

std::string normalize_email(std::string_view email) {
  const auto b = email.find_first_not_of(" \t\r\n");
  const auto e = email.find_last_not_of(" \t\r\n");
  std::string out = b == std::string_view::npos ? "" : std::string(email.substr(b, e - b + 1));
  std::transform(out.begin(), out.end(), out.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

bool looks_like_email(std::string_view email) {
  if (email.size() < 3 || email.size() > 254) return false;
  const auto at = email.find('@');
  if (at == std::string_view::npos || at == 0 ||
      email.find('@', at + 1) != std::string_view::npos) {
    return false;
  }
  const auto domain = email.substr(at + 1);
  const auto dot = domain.find('.');
  if (dot == std::string_view::npos || dot == 0 || domain.back() == '.') return false;
  return std::none_of(email.begin(), email.end(), [](unsigned char c) {
    return c <= ' ' || c == '<' || c == '>' || c == '"' || c == ',';
  });
}

}  // namespace aplauso::users
