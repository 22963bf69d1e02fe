// SQL for organisations, their hosts and module flags. Every method takes the session of the
// caller's unit of work.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "modules/tenancy/tenant.h"

namespace soci {
class session;
}

namespace aplauso::tenancy {

struct HostMatch {
  std::int64_t org_id = 0;
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
  std::optional<HostMatch> find_host(soci::session& s, const std::string& host) const;
  /// The default organisation (is_default, else the oldest); nullopt when there is none.
  std::optional<std::int64_t> default_org(soci::session& s) const;
  /// The tenant snapshot of an organisation without host data; nullopt if it does not exist.
  std::optional<Tenant> load(soci::session& s, std::int64_t org_id) const;
  std::vector<std::string> hosts(soci::session& s, std::int64_t org_id) const;
  std::int64_t count(soci::session& s) const;
  bool slug_taken(soci::session& s, const std::string& slug) const;
  bool host_taken(soci::session& s, const std::string& host) const;

  std::int64_t insert(soci::session& s, const NewOrganization& org, std::int64_t now_ms) const;
  void add_host(soci::session& s, std::int64_t org_id, const std::string& host,
                const std::optional<std::string>& analytics_id, std::int64_t now_ms) const;
  void set_module(soci::session& s, std::int64_t org_id, const std::string& module, bool enabled,
                  std::int64_t now_ms) const;
};

}  // namespace aplauso::tenancy
