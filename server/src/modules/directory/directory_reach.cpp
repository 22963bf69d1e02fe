#include "modules/directory/directory_reach.h"

#include <algorithm>
#include <charconv>

#include "core/utf8.h"

namespace aplauso::directory {

namespace {
constexpr std::uint16_t kLdapPort = 389;
constexpr std::uint16_t kLdapsPort = 636;

bool host_character(char ch) {
  return (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '-' || ch == '.';
}

bool allowed_host(const std::vector<std::string>& hosts, const std::string& host) {
  if (hosts.empty()) return true;
  return std::any_of(hosts.begin(), hosts.end(), [&host](const std::string& allowed) {
    if (allowed.starts_with("*.")) {
      const std::string_view suffix = std::string_view(allowed).substr(1);  // ".example.com"
      return host.size() > suffix.size() && host.ends_with(suffix);
    }
    return host == allowed;
  });
}
}  // namespace

std::optional<LdapEndpoint> ldap_endpoint(std::string_view url) {
  LdapEndpoint out;
  std::string_view rest;
  if (url.starts_with("ldap://")) {
    rest = url.substr(7);
  } else if (url.starts_with("ldaps://")) {
    rest = url.substr(8);
    out.port = kLdapsPort;
  } else {
    return std::nullopt;
  }
  const std::string_view hostport = rest.substr(0, rest.find('/'));
  std::string_view host = hostport;
  std::string_view port;
  if (hostport.starts_with('[')) {  // [IPv6]:port
    const auto close = hostport.find(']');
    if (close == std::string_view::npos) return std::nullopt;
    host = hostport.substr(1, close - 1);
    const std::string_view after = hostport.substr(close + 1);
    if (!after.empty()) {
      if (!after.starts_with(':')) return std::nullopt;
      port = after.substr(1);
    }
    if (host.empty() || !std::all_of(host.begin(), host.end(), [](char ch) {
          return (ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'f') || (ch >= 'A' && ch <= 'F') ||
                 ch == ':' || ch == '.';
        })) {
      return std::nullopt;
    }
  } else if (const auto colon = hostport.find(':'); colon != std::string_view::npos) {
    host = hostport.substr(0, colon);
    port = hostport.substr(colon + 1);
  }
  out.host = ascii_lower(std::string(host));
  if (out.host.empty() || (!hostport.starts_with('[') &&
                           !std::all_of(out.host.begin(), out.host.end(), host_character))) {
    return std::nullopt;
  }
  if (!port.empty() || hostport.ends_with(':')) {
    unsigned value = 0;
    const auto [ptr, ec] = std::from_chars(port.data(), port.data() + port.size(), value);
    if (ec != std::errc() || ptr != port.data() + port.size() || value < 1 || value > 65535) {
      return std::nullopt;
    }
    out.port = static_cast<std::uint16_t>(value);
  }
  return out;
}

std::optional<std::string> DirectoryReach::refusal(std::string_view url) const {
  const auto endpoint = ldap_endpoint(url);
  if (!endpoint) {
    return "La dirección debe ser ldap://servidor o ldaps://servidor, con un puerto si hace falta "
           "(por ejemplo ldaps://directorio.empresa.com:636).";
  }
  const std::uint16_t p = endpoint->port;
  const bool port_ok = p == kLdapPort || p == kLdapsPort ||
                       std::any_of(ports.begin(), ports.end(), [p](const auto& range) {
                         return p >= range.first && p <= range.second;
                       });
  if (!port_ok) {
    return "El puerto " + std::to_string(p) +
           " no está permitido: el directorio escucha en 389 (ldap://) o 636 (ldaps://). Si "
           "usa otro, pide a quien opera Aplauso que lo permita.";
  }
  if (!allowed_host(hosts, endpoint->host)) {
    return "Este servidor no permite conectar con un directorio en " + endpoint->host +
           ". Pide a quien opera Aplauso que lo permita.";
  }
  return std::nullopt;
}

}  // namespace aplauso::directory
