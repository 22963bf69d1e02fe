#include "modules/tenancy/org_service.h"

#include <soci/soci.h>

#include <algorithm>

#include "core/crypto.h"
#include "core/errors.h"
#include "modules/tenancy/modules_catalog.h"

namespace aplauso::tenancy {

namespace {
struct DefaultLevel {
  std::string_view name;
  std::int64_t min_points;
  std::string_view emoji;
};
constexpr DefaultLevel kDefaultLevels[] = {
    {"Bronce", 0, "🥉"}, {"Plata", 500, "🥈"}, {"Oro", 2000, "🥇"}, {"Platino", 5000, "💎"}};
}  // namespace

std::string slugify(std::string_view name) {
  std::string out;
  for (unsigned char c : name) {
    if (std::isalnum(c) != 0) {
      out += static_cast<char>(std::tolower(c));
    } else if (!out.empty() && out.back() != '-') {
      out += '-';
    }
  }
  while (!out.empty() && out.back() == '-') out.pop_back();
  return out.empty() ? "org" : out;
}

std::optional<std::string> normalize_host(std::string_view host) {
  std::string h;
  for (char c : host) {
    if (c == ':') break;
    h += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  if (h.empty() || h.size() > 253) return std::nullopt;
  const bool ok = std::all_of(h.begin(), h.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '-' || c == '.';
  });
  if (!ok || h.front() == '.' || h.back() == '.' || h.front() == '-') return std::nullopt;
  return h;
}

CreatedOrganization OrgService::create(const OrganizationSpec& spec) const {
  std::vector<FieldError> errors;
  if (spec.name.empty() || spec.name.size() > 120) {
    errors.push_back(
        {"name", "El nombre de la organización es requerido (máximo 120 caracteres)."});
  }
  std::vector<std::string> hosts;
  for (const auto& h : spec.hosts) {
    auto n = normalize_host(h);
    if (!n) {
      errors.push_back({"host", "El dominio '" + h + "' no es válido."});
    } else if (std::find(hosts.begin(), hosts.end(), *n) == hosts.end()) {
      hosts.push_back(*n);
    }
  }
  if (hosts.empty() && errors.empty())
    errors.push_back({"host", "Se requiere al menos un dominio."});
  const std::string admin_email = users::normalize_email(spec.admin.email);
  if (!users::looks_like_email(admin_email)) {
    errors.push_back({"admin_email", "El correo del administrador no es válido."});
  }
  if (spec.admin.password) {
    if (auto why = password::policy_violation(*spec.admin.password)) {
      errors.push_back({"admin_password", *why});
    }
  }
  for (const auto& m : spec.modules) {
    if (!is_known_module(m)) errors.push_back({"modules", "Módulo desconocido: " + m});
  }
  if (!errors.empty()) throw invalid_input(std::move(errors));

  CreatedOrganization created;
  created.admin_email = admin_email;
  created.admin_password = spec.admin.password.value_or(crypto::random_token(12));
  const std::string hash = password::hash(created.admin_password, cost_);
  const std::int64_t now = clock_.now_ms();

  db_.transact([&](soci::session& s) {
    for (const auto& h : hosts) {
      if (orgs_.host_taken(s, h)) {
        throw conflict("host_taken", "El dominio " + h + " ya pertenece a otra organización.");
      }
    }
    NewOrganization org;
    org.name = spec.name;
    org.slug = slugify(spec.name);
    for (int i = 2; orgs_.slug_taken(s, org.slug); ++i) {
      org.slug = slugify(spec.name) + "-" + std::to_string(i);
    }
    org.is_default = spec.is_default;
    org.tagline = spec.tagline;
    created.org_id = orgs_.insert(s, org, now);
    for (const auto& h : hosts) orgs_.add_host(s, created.org_id, h, std::nullopt, now);
    for (auto m : kAllModules) {
      const bool on =
          std::find(kDefaultModules.begin(), kDefaultModules.end(), m) != kDefaultModules.end() ||
          std::find(spec.modules.begin(), spec.modules.end(), m) != spec.modules.end();
      orgs_.set_module(s, created.org_id, std::string(m), on, now);
    }
    users::NewUser admin;
    admin.email = admin_email;
    admin.first_name = spec.admin.first_name;
    admin.last_name = spec.admin.last_name;
    admin.role = Role::kAdmin;
    admin.activated = true;
    admin.password_hash = hash;
    created.admin_id = users_.insert(s, created.org_id, admin, now);
    // Every organisation starts with levels it can rename or replace.
    const long long org_id = created.org_id, at = now;
    for (const auto& [name, min, emoji] : kDefaultLevels) {
      const long long points = min;
      const std::string n(name), e(emoji);
      s << "INSERT INTO levels (org_id, name, min_points, emoji, created_at) VALUES (:org, :name, "
           ":min, :emoji, :now)",
          soci::use(org_id, "org"), soci::use(n, "name"), soci::use(points, "min"),
          soci::use(e, "emoji"), soci::use(at, "now");
    }
  });
  return created;
}

std::string OrgService::create_admin(std::int64_t org_id, const AdminAccount& account) const {
  const std::string email = users::normalize_email(account.email);
  if (!users::looks_like_email(email)) throw invalid_input("email", "El correo no es válido.");
  const std::string pw = account.password.value_or(crypto::random_token(12));
  if (account.password) {
    if (auto why = password::policy_violation(pw)) throw invalid_input("password", *why);
  }
  const std::string hash = password::hash(pw, cost_);
  db_.transact([&](soci::session& s) {
    if (!orgs_.load(s, org_id)) throw not_found("La organización no existe.");
    if (users_.email_taken(s, org_id, email)) {
      throw conflict("email_taken", "Ya existe una persona con ese correo en la organización.");
    }
    users::NewUser admin;
    admin.email = email;
    admin.first_name = account.first_name;
    admin.last_name = account.last_name;
    admin.role = Role::kAdmin;
    admin.password_hash = hash;
    users_.insert(s, org_id, admin, clock_.now_ms());
  });
  return pw;
}

void OrgService::set_modules(std::int64_t org_id, const std::vector<std::string>& modules,
                             bool on) const {
  for (const auto& m : modules) {
    if (!is_known_module(m)) throw invalid_input("modules", "Módulo desconocido: " + m);
  }
  db_.transact([&](soci::session& s) {
    for (const auto& m : modules) orgs_.set_module(s, org_id, m, on, clock_.now_ms());
  });
}

std::vector<std::string> OrgService::hosts(std::int64_t org_id) const {
  return db_.run([&](soci::session& s) { return orgs_.hosts(s, org_id); });
}

std::optional<std::int64_t> OrgService::find_by_host(const std::string& host) const {
  const auto match = db_.run([&](soci::session& s) { return orgs_.find_host(s, host); });
  if (!match) return std::nullopt;
  return match->org_id;
}

std::int64_t OrgService::count() const {
  return db_.run([&](soci::session& s) { return orgs_.count(s); });
}

}  // namespace aplauso::tenancy
