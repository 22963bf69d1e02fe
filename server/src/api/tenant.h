// A snapshot of one organisation as requests see it: identity, languages, branding, sign-in
// methods and module flags. Every module reads it; the tenancy module builds and caches it
// (TenantDirectory) and never mutates one once published.
#pragma once

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace aplauso::tenancy {

struct Branding {
  std::string banner_main;
  std::optional<std::string> banner_secondary;
  std::optional<std::string> logo_url;
  std::optional<std::string> partner_logo_url;
  std::optional<std::string> tagline;
};

/// A change of branding: absent fields stay; an inner nullopt (null or "") clears an optional.
struct BrandingChange {
  std::optional<std::string> banner_main;
  std::optional<std::optional<std::string>> banner_secondary;
  std::optional<std::optional<std::string>> logo_url;
  std::optional<std::optional<std::string>> partner_logo_url;
  std::optional<std::optional<std::string>> tagline;
};

/// What one point is worth in the organisation's currency.
struct PointValue {
  std::string currency;     ///< ISO 4217, e.g. EUR
  std::int64_t micros = 0;  ///< millionths of the currency unit
  bool operator==(const PointValue&) const = default;
};

/// What an admin edits of the organisation itself.
struct OrgProfile {
  std::string name;
  std::string default_language;  ///< "es" | "en"
  std::string timezone;          ///< IANA name, e.g. America/Santiago
  std::optional<std::string> country;
  std::optional<PointValue> point_value;
};

/// A change of the organisation's profile: absent fields stay; null or "" clears the country.
struct OrgProfileChange {
  std::optional<std::string> name;
  std::optional<std::string> default_language;
  std::optional<std::string> timezone;
  std::optional<std::optional<std::string>> country;
  /// null clears it.
  std::optional<std::optional<PointValue>> point_value;
};

/// The sign-in methods an organisation allows.
struct AuthMethods {
  bool password = true;
  bool otp = false;
  bool teams = false;
  std::optional<std::string> teams_tenant_id;  ///< the organisation's Microsoft Entra tenant
};

/// A change of sign-in methods: absent fields stay as they are.
struct AuthFlowChange {
  std::optional<bool> password;
  std::optional<bool> otp;
  std::optional<bool> teams;
  std::optional<std::optional<std::string>> teams_tenant_id;  ///< null or "" clears it
};

struct Tenant {
  std::int64_t org_id = 0;
  std::string name;
  std::string slug;
  std::string host;          ///< the host this snapshot was resolved for
  std::string primary_host;  ///< the first of its hosts: where links in mails point (ADR 0032)
  std::optional<std::string> analytics_id;  ///< that host's GA4 property
  std::vector<std::string> languages;       ///< "es", "en"
  std::string default_language;
  std::string timezone;
  std::optional<std::string> country;
  std::optional<PointValue> point_value;
  Branding branding;
  bool auth_password = true;
  bool auth_otp = false;
  bool auth_teams = false;
  std::optional<std::string> teams_tenant_id;
  std::set<std::string, std::less<>> enabled_modules;

  bool module_on(std::string_view module) const { return enabled_modules.contains(module); }
  bool supports_language(std::string_view lng) const;
};

}  // namespace aplauso::tenancy
