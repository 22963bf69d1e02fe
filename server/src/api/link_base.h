// Where links in mails and messages point (ADR 0032): always an organisation's own primary host
// (the first of its hosts), never the Host header of the request that caused the mail, which
// any client may set. The scheme is https unless the operator says otherwise (PUBLIC_SCHEME,
// PUBLIC_PORT); local development hosts (localhost, *.localhost, 127.0.0.1) get http and the
// port this process serves.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>

namespace aplauso {

struct Config;
namespace tenancy {
struct Tenant;
}

class PublicLinks {
 public:
  explicit PublicLinks(const Config& config);
  PublicLinks(std::string scheme, std::uint16_t port, std::uint16_t local_port)
      : scheme_(std::move(scheme)), port_(port), local_port_(local_port) {}

  /// "https://acme.example.com" (no trailing slash) for one of an organisation's hosts.
  std::string base(std::string_view host) const;
  /// The base of the organisation's links: its primary host.
  std::string base(const tenancy::Tenant& org) const;

 private:
  std::string scheme_;
  std::uint16_t port_;
  std::uint16_t local_port_;
};

}  // namespace aplauso
