#include "api/link_base.h"

#include "api/tenant.h"
#include "core/config.h"

namespace aplauso {

namespace {
bool is_local(std::string_view host) {
  return host == "localhost" || host.ends_with(".localhost") || host == "127.0.0.1";
}
}  // namespace

PublicLinks::PublicLinks(const Config& config)
    : PublicLinks(config.public_scheme, config.public_port, config.port) {}

std::string PublicLinks::base(std::string_view host) const {
  if (is_local(host)) return "http://" + std::string(host) + ":" + std::to_string(local_port_);
  std::string out = scheme_ + "://" + std::string(host);
  if (port_ != 0) out += ":" + std::to_string(port_);
  return out;
}

std::string PublicLinks::base(const tenancy::Tenant& org) const {
  return base(org.primary_host);
}

}  // namespace aplauso
