#include "api/link_base.h"

#include <algorithm>
#include <cctype>

namespace aplauso {

namespace {
bool is_local(const std::string& host) {
  return host == "localhost" || host.ends_with(".localhost") || host == "127.0.0.1";
}
}  // namespace

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
  return std::string(is_local(host) ? "http://" : "https://") + host + port;
}

std::string link_base(const std::string& host, std::uint16_t local_port) {
  if (!is_local(host)) return "https://" + host;
  return "http://" + host + ":" + std::to_string(local_port);
}

}  // namespace aplauso
