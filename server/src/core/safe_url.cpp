#include "core/safe_url.h"

namespace aplauso {

bool safe_image_url(std::string_view u) {
  const bool own_file = u.starts_with("/api/files/") && u.find("..") == std::string_view::npos;
  const bool https = u.starts_with("https://") && u.size() > 8 &&
                     u.find_first_of(" \"'<>\\") == std::string_view::npos;
  return own_file || https;
}

}  // namespace aplauso
