#include "modules/tenancy/org_service.h"

#include <algorithm>
#include <cctype>

#include "core/crypto.h"
#include "core/errors.h"
#include "db/database.h"
#include "modules/points/level_repo.h"
#include "modules/tenancy/modules_catalog.h"

namespace aplauso::tenancy {

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

  db_.transact([&](db::Conn& c) {
    for (const auto& h : hosts) {
      if (orgs_.host_taken(c, h)) {
        throw conflict("host_taken", "El dominio " + h + " ya pertenece a otra organización.");
      }
    }
    NewOrganization org;
    org.name = spec.name;
    org.slug = slugify(spec.name);
    for (int i = 2; orgs_.slug_taken(c, org.slug); ++i) {
      org.slug = slugify(spec.name) + "-" + std::to_string(i);
    }
    org.is_default = spec.is_default;
    org.tagline = spec.tagline;
    created.org_id = orgs_.insert(c, org, now);
    for (const auto& h : hosts) orgs_.add_host(c, created.org_id, h, std::nullopt, now);
    const auto& defaults = default_modules();
    for (auto m : all_modules()) {
      const bool on = std::find(defaults.begin(), defaults.end(), m) != defaults.end() ||
                      std::find(spec.modules.begin(), spec.modules.end(), m) != spec.modules.end();
      orgs_.set_module(c, created.org_id, std::string(m), on, now);
    }
    users::NewUser admin;
    admin.email = admin_email;
    admin.first_name = spec.admin.first_name;
    admin.last_name = spec.admin.last_name;
    admin.role = Role::kAdmin;
    admin.activated = true;
    admin.password_hash = hash;
    created.admin_id = users_.insert(c, created.org_id, admin, now);
    // Every organisation starts with levels it can rename or replace.
    points::LevelRepo().add_defaults(c, created.org_id, now);
  });
  return created;
}

std::string OrgService::create_admin(OrgId org_id, const AdminAccount& account) const {
  const std::string email = users::normalize_email(account.email);
  if (!users::looks_like_email(email)) throw invalid_input("email", "El correo no es válido.");
  const std::string pw = account.password.value_or(crypto::random_token(12));
  if (account.password) {
    if (auto why = password::policy_violation(pw)) throw invalid_input("password", *why);
  }
  const std::string hash = password::hash(pw, cost_);
  db_.transact([&](db::Conn& c) {
    if (!orgs_.load(c, org_id)) throw not_found("La organización no existe.");
    if (users_.email_taken(c, org_id, email)) {
      throw conflict("email_taken", "Ya existe una persona con ese correo en la organización.");
    }
    users::NewUser admin;
    admin.email = email;
    admin.first_name = account.first_name;
    admin.last_name = account.last_name;
    admin.role = Role::kAdmin;
    admin.password_hash = hash;
    users_.insert(c, org_id, admin, clock_.now_ms());
  });
  return pw;
}

void OrgService::set_modules(OrgId org_id, const std::vector<std::string>& modules, bool on) const {
  for (const auto& m : modules) {
    if (!is_known_module(m)) throw invalid_input("modules", "Módulo desconocido: " + m);
  }
  db_.transact([&](db::Conn& c) {
    for (const auto& m : modules) orgs_.set_module(c, org_id, m, on, clock_.now_ms());
  });
}

namespace {
// 8-4-4-4-12 hexadecimal digits, stored in lower case.
std::optional<std::string> guid(const std::string& text) {
  if (text.size() != 36) return std::nullopt;
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char ch = static_cast<char>(std::tolower(static_cast<unsigned char>(text[i])));
    const bool dash = i == 8 || i == 13 || i == 18 || i == 23;
    if (dash ? ch != '-' : !std::isxdigit(static_cast<unsigned char>(ch))) return std::nullopt;
    out += ch;
  }
  return out;
}
}  // namespace

AuthMethods OrgService::set_auth_flow(OrgId org_id, AuthMethods m, const AuthFlowChange& change,
                                      bool teams_available) const {
  if (change.password) m.password = *change.password;
  if (change.otp) m.otp = *change.otp;
  if (change.teams) m.teams = *change.teams;
  if (change.teams_tenant_id) {
    const auto& id = *change.teams_tenant_id;
    if (!id || id->empty()) {
      m.teams_tenant_id.reset();
    } else {
      m.teams_tenant_id = guid(*id);
      if (!m.teams_tenant_id) {
        throw invalid_input("teams_tenant_id",
                            "Debe ser un ID de tenant de Microsoft Entra "
                            "(xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx).");
      }
    }
  }
  if (!m.password && !m.otp) {
    throw invalid_input("password",
                        "Deja al menos un método para iniciar sesión: contraseña o código por "
                        "correo.");
  }
  if (m.teams && change.teams.value_or(false) && !teams_available) {
    throw invalid_input("teams", "Microsoft Teams aún no está configurado en este servidor.");
  }
  if (m.teams && !m.teams_tenant_id) {
    throw invalid_input("teams_tenant_id",
                        "Escribe el ID del tenant de Microsoft Entra de tu organización para "
                        "activar Teams.");
  }
  db_.run([&](db::Conn& c) { orgs_.set_auth_flow(c, org_id, m, clock_.now_ms()); });
  return m;
}

std::vector<std::string> OrgService::hosts(OrgId org_id) const {
  return db_.run([&](db::Conn& c) { return orgs_.hosts(c, org_id); });
}

std::optional<OrgId> OrgService::find_by_host(const std::string& host) const {
  const auto match = db_.run([&](db::Conn& c) { return orgs_.find_host(c, host); });
  if (!match) return std::nullopt;
  return match->org_id;
}

std::int64_t OrgService::count() const {
  return db_.run([&](db::Conn& c) { return orgs_.count(c); });
}

}  // namespace aplauso::tenancy
