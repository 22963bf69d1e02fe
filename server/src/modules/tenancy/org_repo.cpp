#include "modules/tenancy/org_repo.h"

#include <sstream>

#include "db/row_mapping.h"
#include "modules/tenancy/tenancy_sql.h"

namespace aplauso::tenancy {

namespace {
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

std::optional<HostMatch> OrgRepo::find_host(db::Conn& c, const std::string& host) const {
  auto rows = c.query(sql::kFindHost, {host});
  if (!rows.next()) return std::nullopt;
  return HostMatch{OrgId{rows.row().i64(0)}, rows.row().opt_text(1)};
}

std::optional<OrgId> OrgRepo::default_org(db::Conn& c) const {
  const auto id = c.scalar(sql::kDefaultOrg);
  if (!id) return std::nullopt;
  return OrgId{*id};
}

std::optional<Tenant> OrgRepo::load(db::Conn& c, OrgId org) const {
  Tenant t;
  {
    auto rows = c.query(sql::kLoad, {org});
    if (!rows.next()) return std::nullopt;
    const db::Row& r = rows.row();
    t.org_id = org.value;
    t.name = r.text(0);
    t.slug = r.text(1);
    t.default_language = r.text(2);
    t.languages = split_csv(r.text(3));
    t.timezone = r.text(4);
    t.country = r.opt_text(5);
    t.branding.banner_main = r.text(6);
    t.branding.banner_secondary = r.opt_text(7);
    t.branding.logo_url = r.opt_text(8);
    t.branding.partner_logo_url = r.opt_text(9);
    t.branding.tagline = r.opt_text(10);
    t.auth_password = r.boolean(11);
    t.auth_otp = r.boolean(12);
    t.auth_teams = r.boolean(13);
    t.teams_tenant_id = r.opt_text(14);
    if (const auto currency = r.opt_text(15); currency && r.opt_i64(16)) {
      t.point_value = PointValue{*currency, *r.opt_i64(16)};
    }
    t.primary_host = r.opt_text(17).value_or("");
  }
  for (const db::Row& r : c.query(sql::kEnabledModules, {org})) t.enabled_modules.insert(r.text(0));
  return t;
}

std::vector<std::string> OrgRepo::hosts(db::Conn& c, OrgId org) const {
  std::vector<std::string> out;
  for (const db::Row& r : c.query(sql::kHosts, {org})) out.push_back(r.text(0));
  return out;
}

std::vector<HostSetting> OrgRepo::host_settings(db::Conn& c, OrgId org) const {
  std::vector<HostSetting> out;
  for (const db::Row& r : c.query(sql::kHostSettings, {org})) {
    out.push_back({r.text(0), r.opt_text(1)});
  }
  return out;
}

bool OrgRepo::set_host_analytics(db::Conn& c, OrgId org, const std::string& host,
                                 const std::optional<std::string>& analytics_id) const {
  return c.exec(sql::kSetHostAnalytics, {org, host, analytics_id}) > 0;
}

std::int64_t OrgRepo::count(db::Conn& c) const {
  return c.scalar(sql::kCount).value_or(0);
}

bool OrgRepo::slug_taken(db::Conn& c, const std::string& slug) const {
  return c.scalar(sql::kSlugTaken, {slug}).value_or(0) > 0;
}

bool OrgRepo::host_taken(db::Conn& c, const std::string& host) const {
  return c.scalar(sql::kHostTaken, {host}).value_or(0) > 0;
}

OrgId OrgRepo::insert(db::Conn& c, const NewOrganization& o, std::int64_t now_ms) const {
  return OrgId{*c.scalar(sql::kInsert, {o.name, o.slug, o.is_default, o.default_language,
                                        o.timezone, o.country, o.tagline, now_ms})};
}

void OrgRepo::add_host(db::Conn& c, OrgId org, const std::string& host,
                       const std::optional<std::string>& analytics_id, std::int64_t now_ms) const {
  c.exec(sql::kInsertHost, {org, host, analytics_id, now_ms});
}

void OrgRepo::set_module(db::Conn& c, OrgId org, const std::string& module, bool enabled,
                         std::int64_t now_ms) const {
  c.exec(sql::kSetModule, {org, module, enabled, now_ms});
}

void OrgRepo::set_auth_flow(db::Conn& c, OrgId org, const AuthMethods& m,
                            std::int64_t now_ms) const {
  c.exec(sql::kSetAuthFlow, {org, m.password, m.otp, m.teams, m.teams_tenant_id, now_ms});
}

void OrgRepo::set_branding(db::Conn& c, OrgId org, const Branding& b, std::int64_t now_ms) const {
  c.exec(sql::kSetBranding, {org, b.banner_main, b.banner_secondary, b.logo_url, b.partner_logo_url,
                             b.tagline, now_ms});
}

void OrgRepo::set_profile(db::Conn& c, OrgId org, const OrgProfile& p, std::int64_t now_ms) const {
  std::optional<std::string> currency;
  std::optional<std::int64_t> micros;
  if (p.point_value) {
    currency = p.point_value->currency;
    micros = p.point_value->micros;
  }
  c.exec(sql::kSetProfile,
         {org, p.name, p.default_language, p.timezone, p.country, now_ms, currency, micros});
}

}  // namespace aplauso::tenancy
