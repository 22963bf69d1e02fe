// Provisioning organisations: the organisation, its hosts, its module flags and its first
// administrator, in one transaction. Used by the CLI (create-org, seed) and the tests.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/clock.h"
#include "core/ids.h"
#include "core/password.h"
#include "modules/tenancy/org_repo.h"
#include "modules/users/user_repo.h"

namespace aplauso::db {
class Database;
}

namespace aplauso::audit {
class AuditLog;
}

namespace aplauso::tenancy {

struct AdminAccount {
  std::string email;
  std::string first_name = "Admin";
  std::string last_name;
  std::optional<std::string> password;  ///< generated when absent
};

struct OrganizationSpec {
  std::string name;
  std::vector<std::string> hosts;
  bool is_default = false;
  std::vector<std::string> modules;  ///< flags to turn on besides the defaults
  std::optional<std::string> tagline;
  AdminAccount admin;
};

struct CreatedOrganization {
  OrgId org_id;
  std::int64_t admin_id = 0;
  std::string admin_email;
  std::string admin_password;  ///< as given or generated; shown once by the CLI
};

class OrgService {
 public:
  OrgService(const db::Database& db, const Clock& clock, const audit::AuditLog& audit,
             password::Cost cost)
      : db_(db), clock_(clock), audit_(audit), cost_(cost) {}

  /// What a module adds to every new organisation, in the transaction that creates it (the
  /// points module: the default levels). Modules installed after tenancy register here.
  using CreatedHook = std::function<void(db::Conn&, OrgId, std::int64_t now_ms)>;
  void on_created(CreatedHook hook) { created_hooks_.push_back(std::move(hook)); }

  /// Throws ApiError 400 naming the bad field, 409 when a host or the slug is taken.
  CreatedOrganization create(const OrganizationSpec& spec) const;
  /// Adds an administrator to an existing organisation; returns the password (given or new).
  std::string create_admin(OrgId org, const AdminAccount& admin) const;
  /// Turns module flags on or off; 400 on an unknown module.
  void set_modules(OrgId org, const std::vector<std::string>& modules, bool on) const;
  /// Changes the sign-in methods: 400 when neither password nor codes would remain, when Teams
  /// is turned on without `teams_available` (the server's Teams settings) or without the
  /// organisation's Entra tenant id, or for a tenant id that is not a GUID.
  AuthMethods set_auth_flow(OrgId org, AuthMethods current, const AuthFlowChange& change,
                            bool teams_available) const;
  /// Changes the branding; 400 naming every bad field (colours #rrggbb, images https: or this
  /// product's files, tagline up to 120 characters).
  Branding set_branding(OrgId org, const Branding& current, const BrandingChange& change) const;
  /// Changes name, default language, time zone and country; 400 naming every bad field.
  OrgProfile set_profile(OrgId org, const OrgProfile& current,
                         const OrgProfileChange& change) const;
  /// Turns built modules on or off from an admin's switches: 400 for an unknown module, one this
  /// build has no screens for, or `auth`.
  void switch_modules(OrgId org, const std::vector<std::pair<std::string, bool>>& switches) const;
  std::vector<std::string> hosts(OrgId org) const;
  /// The hosts with the analytics property each one's pages report to (ANA, spec §1).
  std::vector<HostSetting> host_settings(OrgId org) const;
  /// Sets or clears (nullopt, "") a host's GA4 measurement id (G- and 4 to 20 letters or digits,
  /// upper-cased); audited. 404 host_not_found for a host that is not the organisation's, 400
  /// naming analytics_id for a malformed id. Returns every host after the change.
  std::vector<HostSetting> set_host_analytics(OrgId org, const std::string& host,
                                              const std::optional<std::string>& analytics_id) const;
  /// The organisation that has `host` among its hosts (no default fallback).
  std::optional<OrgId> find_by_host(const std::string& host) const;
  std::int64_t count() const;

 private:
  const db::Database& db_;
  const Clock& clock_;
  const audit::AuditLog& audit_;
  password::Cost cost_;
  OrgRepo orgs_;
  users::UserRepo users_;
  std::vector<CreatedHook> created_hooks_;
};

/// "Acme Corp" → "acme-corp".
std::string slugify(std::string_view name);
/// Lower-case host without port; nullopt when it is not a plausible host name.
std::optional<std::string> normalize_host(std::string_view host);

}  // namespace aplauso::tenancy
