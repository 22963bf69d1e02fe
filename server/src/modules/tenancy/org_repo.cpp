#include "modules/tenancy/org_repo.h"

#include <soci/soci.h>

#include <sstream>

namespace aplauso::tenancy {

namespace {
constexpr const char* kFindHost = "SELECT org_id, analytics_id FROM org_hosts WHERE host = :host";
constexpr const char* kDefaultOrg =
    "SELECT id FROM organizations WHERE active = 1 ORDER BY is_default DESC, id LIMIT 1";
constexpr const char* kLoadOrg =
    "SELECT name, slug, default_language, languages, timezone, country, banner_main, "
    "banner_secondary, logo_url, partner_logo_url, tagline, auth_password, auth_otp, auth_teams "
    "FROM organizations WHERE id = :id AND active = 1";
constexpr const char* kEnabledModules =
    "SELECT service FROM org_services WHERE org_id = :id AND enabled = 1";
constexpr const char* kHosts = "SELECT host FROM org_hosts WHERE org_id = :id ORDER BY id";
constexpr const char* kInsertOrg =
    "INSERT INTO organizations (name, slug, is_default, default_language, timezone, country, "
    "tagline, created_at, updated_at) VALUES (:name, :slug, :is_default, :lang, :tz, :country, "
    ":tagline, :now, :now) RETURNING id";
constexpr const char* kInsertHost =
    "INSERT INTO org_hosts (org_id, host, analytics_id, created_at) "
    "VALUES (:org, :host, :analytics, :now)";
constexpr const char* kUpsertModule =
    "INSERT INTO org_services (org_id, service, enabled, updated_at) "
    "VALUES (:org, :service, :enabled, :now) "
    "ON CONFLICT (org_id, service) DO UPDATE SET enabled = excluded.enabled, "
    "updated_at = excluded.updated_at";

std::optional<std::string> opt(const std::string& v, soci::indicator ind) {
  if (ind != soci::i_ok) return std::nullopt;
  return v;
}

std::vector<std::string> split_csv(const std::string& csv) {
  std::vector<std::string> out;
  std::stringstream ss(csv);
  std::string item;
  while (std::getline(ss, item, ',')) {
    if (!item.empty()) out.push_back(item);
  }
  return out;
}
}  // namespace

std::optional<HostMatch> OrgRepo::find_host(soci::session& s, const std::string& host) const {
  HostMatch m;
  std::string analytics;
  soci::indicator analytics_ind = soci::i_null;
  s << kFindHost, soci::use(host, "host"), soci::into(m.org_id),
      soci::into(analytics, analytics_ind);
  if (!s.got_data()) return std::nullopt;
  m.analytics_id = opt(analytics, analytics_ind);
  return m;
}

std::optional<std::int64_t> OrgRepo::default_org(soci::session& s) const {
  long long id = 0;
  s << kDefaultOrg, soci::into(id);
  if (!s.got_data()) return std::nullopt;
  return id;
}

std::optional<Tenant> OrgRepo::load(soci::session& s, std::int64_t org_id) const {
  Tenant t;
  t.org_id = org_id;
  std::string languages;
  std::string country, secondary, logo, partner, tagline;
  soci::indicator country_i = soci::i_null, secondary_i = soci::i_null, logo_i = soci::i_null,
                  partner_i = soci::i_null, tagline_i = soci::i_null;
  int pw = 0, otp = 0, teams = 0;
  const long long id = org_id;
  s << kLoadOrg, soci::use(id, "id"), soci::into(t.name), soci::into(t.slug),
      soci::into(t.default_language), soci::into(languages), soci::into(t.timezone),
      soci::into(country, country_i), soci::into(t.branding.banner_main),
      soci::into(secondary, secondary_i), soci::into(logo, logo_i), soci::into(partner, partner_i),
      soci::into(tagline, tagline_i), soci::into(pw), soci::into(otp), soci::into(teams);
  if (!s.got_data()) return std::nullopt;
  t.languages = split_csv(languages);
  t.country = opt(country, country_i);
  t.branding.banner_secondary = opt(secondary, secondary_i);
  t.branding.logo_url = opt(logo, logo_i);
  t.branding.partner_logo_url = opt(partner, partner_i);
  t.branding.tagline = opt(tagline, tagline_i);
  t.auth_password = pw != 0;
  t.auth_otp = otp != 0;
  t.auth_teams = teams != 0;
  soci::rowset<std::string> modules = (s.prepare << kEnabledModules, soci::use(id, "id"));
  for (const auto& m : modules) t.enabled_modules.insert(m);
  return t;
}

std::vector<std::string> OrgRepo::hosts(soci::session& s, std::int64_t org_id) const {
  const long long id = org_id;
  std::vector<std::string> out;
  soci::rowset<std::string> rows = (s.prepare << kHosts, soci::use(id, "id"));
  for (const auto& h : rows) out.push_back(h);
  return out;
}

std::int64_t OrgRepo::count(soci::session& s) const {
  long long n = 0;
  s << "SELECT COUNT(*) FROM organizations", soci::into(n);
  return n;
}

bool OrgRepo::slug_taken(soci::session& s, const std::string& slug) const {
  long long n = 0;
  s << "SELECT COUNT(*) FROM organizations WHERE slug = :slug", soci::use(slug, "slug"),
      soci::into(n);
  return n > 0;
}

bool OrgRepo::host_taken(soci::session& s, const std::string& host) const {
  long long n = 0;
  s << "SELECT COUNT(*) FROM org_hosts WHERE host = :host", soci::use(host, "host"), soci::into(n);
  return n > 0;
}

std::int64_t OrgRepo::insert(soci::session& s, const NewOrganization& org,
                             std::int64_t now_ms) const {
  long long id = 0;
  const int is_default = org.is_default ? 1 : 0;
  const long long now = now_ms;
  const std::string country = org.country.value_or("");
  const std::string tagline = org.tagline.value_or("");
  soci::indicator country_i = org.country ? soci::i_ok : soci::i_null;
  soci::indicator tagline_i = org.tagline ? soci::i_ok : soci::i_null;
  s << kInsertOrg, soci::use(org.name, "name"), soci::use(org.slug, "slug"),
      soci::use(is_default, "is_default"), soci::use(org.default_language, "lang"),
      soci::use(org.timezone, "tz"), soci::use(country, country_i, "country"),
      soci::use(tagline, tagline_i, "tagline"), soci::use(now, "now"), soci::into(id);
  return id;
}

void OrgRepo::add_host(soci::session& s, std::int64_t org_id, const std::string& host,
                       const std::optional<std::string>& analytics_id, std::int64_t now_ms) const {
  const long long org = org_id;
  const long long now = now_ms;
  const std::string analytics = analytics_id.value_or("");
  soci::indicator analytics_i = analytics_id ? soci::i_ok : soci::i_null;
  s << kInsertHost, soci::use(org, "org"), soci::use(host, "host"),
      soci::use(analytics, analytics_i, "analytics"), soci::use(now, "now");
}

void OrgRepo::set_module(soci::session& s, std::int64_t org_id, const std::string& module,
                         bool enabled, std::int64_t now_ms) const {
  const long long org = org_id;
  const long long now = now_ms;
  const int on = enabled ? 1 : 0;
  s << kUpsertModule, soci::use(org, "org"), soci::use(module, "service"), soci::use(on, "enabled"),
      soci::use(now, "now");
}

}  // namespace aplauso::tenancy
