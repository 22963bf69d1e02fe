// Where an organisation's directory may be (ADR 0033): an admin types the LDAP address, so it
// must not become a way to probe the operator's network. Only the LDAP ports (389, 636) and the
// ones the operator adds (LDAP_ALLOWED_PORTS) are allowed, and only the hosts the operator lists
// (LDAP_ALLOWED_HOSTS, when set); an address that cannot be reached answers the same way, after
// the same time, whatever the reason.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace aplauso::directory {

/// The host and port of an ldap:// or ldaps:// address.
struct LdapEndpoint {
  std::string host;  ///< lower case; an IPv6 address without its brackets
  std::uint16_t port = 389;
};

/// The endpoint of `url`: ldap[s]://host[:port][/...] with a plain host name, IPv4 or [IPv6]
/// address; nullopt for anything else (user info, several addresses, other schemes).
std::optional<LdapEndpoint> ldap_endpoint(std::string_view url);

struct DirectoryReach {
  std::vector<std::string> hosts;  ///< names, `*.example.com` or addresses; empty: any host
  std::vector<std::pair<std::uint16_t, std::uint16_t>> ports;  ///< allowed besides 389 and 636
  std::chrono::seconds timeout{10};  ///< connecting, each operation, and every unreachable answer

  /// Why the directory at `url` may not be used (a Spanish message for the admin), or nullopt.
  std::optional<std::string> refusal(std::string_view url) const;
};

}  // namespace aplauso::directory
