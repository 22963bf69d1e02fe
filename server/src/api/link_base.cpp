#include "api/link_base.h"

#include <algorithm>
#include <cctype>

namespace aplauso {

std::string link_base(const http::Request& req) {
  const std::string host = req.host();
  std::string port;
  const std::string_view header = req.headers.get("Host");
  if (const auto colon = header.rfind(':');
      colon != std::string_view::npos && header.find(']') == std::string_view::npos) {
    const auto digits = header.substr(colon + 1);
    if (!digits.empty() && digits.size() <= 5 &&
        std::all_of(digits.begin(), digits.end(),
                    [](char ch) { return std::isdigit(static_cast<unsigned char>(ch)) != 0; })) {
      port = ":" + std::string(digits);
    }
  }
  const bool local = host == "localhost" || host.ends_with(".localhost") || host == "127.0.0.1";
  return std::string(local ? "http://" : "https://") + host + port;
}

}  // namespace aplauso
