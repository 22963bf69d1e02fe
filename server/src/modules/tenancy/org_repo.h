// Organisations, their hosts and module flags. Hosts are global (a host names its
// organisation); everything else is read and written by organisation id.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "api/tenant.h"
#include "core/ids.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::tenancy {

struct HostMatch {
  OrgId org_id;
  std::optional<std::string> analytics_id;
};

/// One of an organisation's hosts and the analytics property its pages report to.
struct HostSetting {
  std::string host;
  std::optional<std::string> analytics_id;
};

struct NewOrganization {
  std::string name;
  std::string slug;
  bool is_default = false;
  std::string default_language = "es";
  std::string timezone = "America/Bogota";
  std::optional<std::string> country;
  std::optional<std::string> tagline;
};

class OrgRepo {
 public:
  /// The organisation serving `host`, if any host row matches.
  std::optional<HostMatch> find_host(db::Conn& c, const std::string& host) const;
  /// The default organisation (is_default, else the oldest); nullopt when there is none.
  std::optional<OrgId> default_org(db::Conn& c) const;
  /// The tenant snapshot of an active organisation (of its hosts, only the primary one);
  /// nullopt otherwise.
  std::optional<Tenant> load(db::Conn& c, OrgId org) const;
  std::vector<std::string> hosts(db::Conn& c, OrgId org) const;
  /// The organisation's hosts with their analytics property, the primary one first.
  std::vector<HostSetting> host_settings(db::Conn& c, OrgId org) const;
  /// False when `host` is not one of the organisation's.
  bool set_host_analytics(db::Conn& c, OrgId org, const std::string& host,
                          const std::optional<std::string>& analytics_id) const;
  std::int64_t count(db::Conn& c) const;
  bool slug_taken(db::Conn& c, const std::string& slug) const;
  bool host_taken(db::Conn& c, const std::string& host) const;

  OrgId insert(db::Conn& c, const NewOrganization& org, std::int64_t now_ms) const;
  /// Unique violation when the host belongs to another organisation.
  void add_host(db::Conn& c, OrgId org, const std::string& host,
                const std::optional<std::string>& analytics_id, std::int64_t now_ms) const;
  void set_module(db::Conn& c, OrgId org, const std::string& module, bool enabled,
                  std::int64_t now_ms) const;
  void set_branding(db::Conn& c, OrgId org, const Branding& branding, std::int64_t now_ms) const;
  void set_profile(db::Conn& c, OrgId org, const OrgProfile& profile, std::int64_t now_ms) const;
  void set_auth_flow(db::Conn& c, OrgId org, const AuthMethods& methods, std::int64_t now_ms) const;
};

}  // namespace aplauso::tenancy
