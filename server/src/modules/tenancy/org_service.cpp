#include "modules/tenancy/org_service.h"

#include <algorithm>
#include <cctype>
#include <cmath>

#include "core/crypto.h"
#include "core/errors.h"
#include "core/safe_url.h"
#include "core/time_zone.h"
#include "core/utf8.h"
#include "db/database.h"
#include "modules/audit/audit_log.h"
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

namespace {
// The organisation's settings as the audit trail keeps them.
boost::json::value opt_json(const std::optional<std::string>& v) {
  return v ? boost::json::value(*v) : nullptr;
}
boost::json::object branding_audited(const Branding& b) {
  return {{"banner_main", b.banner_main},
          {"banner_secondary", opt_json(b.banner_secondary)},
          {"logo_url", opt_json(b.logo_url)},
          {"partner_logo_url", opt_json(b.partner_logo_url)},
          {"tagline", opt_json(b.tagline)}};
}
boost::json::object profile_audited(const OrgProfile& p) {
  boost::json::object o{{"name", p.name},
                        {"default_language", p.default_language},
                        {"timezone", p.timezone},
                        {"country", opt_json(p.country)},
                        {"point_value", nullptr}};
  if (p.point_value) {
    o["point_value"] = {{"currency", p.point_value->currency}, {"micros", p.point_value->micros}};
  }
  return o;
}
boost::json::object auth_audited(const AuthMethods& m) {
  return {{"password", m.password},
          {"otp", m.otp},
          {"teams", m.teams},
          {"teams_tenant_id", opt_json(m.teams_tenant_id)}};
}
}  // namespace

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
    audit_.record(c, created.org_id, "tenancy.create_organization",
                  {"organization", created.org_id.value}, nullptr,
                  {{"name", org.name},
                   {"hosts", boost::json::array(hosts.begin(), hosts.end())},
                   {"admin_id", created.admin_id}});
    for (const auto& hook : created_hooks_) hook(c, created.org_id, now);
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
    const auto id = users_.insert(c, org_id, admin, clock_.now_ms());
    audit_.record(c, org_id, "people.create_admin", {"user", id}, nullptr,
                  {{"email", email}, {"user_type", "admin"}});
  });
  return pw;
}

namespace {
constexpr std::size_t kMaxTagline = 120;
constexpr std::size_t kMaxOrgName = 80;

// "#3A71B5" → "#3a71b5"; nullopt unless it is # and six hexadecimal digits.
std::optional<std::string> hex_colour(const std::string& text) {
  if (text.size() != 7 || text[0] != '#') return std::nullopt;
  std::string out = "#";
  for (std::size_t i = 1; i < text.size(); ++i) {
    const auto ch = static_cast<unsigned char>(text[i]);
    if (!std::isxdigit(ch)) return std::nullopt;
    out += static_cast<char>(std::tolower(ch));
  }
  return out;
}

// WCAG 2.1 contrast of a #rrggbb colour with white: the ratio of white text on it, and of it as
// text (links, outlined buttons) on the white page.
double contrast_with_white(const std::string& hex) {
  double luminance = 0;
  const double weights[3] = {0.2126, 0.7152, 0.0722};
  for (int i = 0; i < 3; ++i) {
    const double c =
        std::stoi(hex.substr(1 + static_cast<std::size_t>(i) * 2, 2), nullptr, 16) / 255.0;
    luminance += weights[i] * (c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4));
  }
  return 1.05 / (luminance + 0.05);
}

// WCAG AA for normal text.
constexpr double kMinContrast = 4.5;
constexpr const char* kContrastMessage =
    "Este color no deja leer el texto blanco sobre él: necesita un contraste de al menos 4,5:1 "
    "(WCAG AA). Elige un tono más oscuro.";

// Absent keeps `current`; null or blank clears it.
void apply_change(const std::optional<std::optional<std::string>>& change,
                  std::optional<std::string>& current) {
  if (!change) return;
  current = std::nullopt;
  if (*change && !trimmed(**change).empty()) current = trimmed(**change);
}
}  // namespace

Branding OrgService::set_branding(OrgId org, const Branding& current,
                                  const BrandingChange& change) const {
  Branding b = current;
  std::vector<FieldError> errors;
  const char* colour_message = "Escribe el color como #rrggbb, por ejemplo #3a71b5.";
  if (change.banner_main) {
    const auto colour = hex_colour(trimmed(*change.banner_main));
    if (!colour)
      errors.push_back({"banner.main", colour_message});
    else if (contrast_with_white(*colour) < kMinContrast)
      errors.push_back({"banner.main", kContrastMessage});
    b.banner_main = colour.value_or(b.banner_main);
  }
  apply_change(change.banner_secondary, b.banner_secondary);
  if (change.banner_secondary && b.banner_secondary) {
    const auto colour = hex_colour(*b.banner_secondary);
    if (!colour)
      errors.push_back({"banner.secondary", colour_message});
    else if (contrast_with_white(*colour) < kMinContrast)
      errors.push_back({"banner.secondary", kContrastMessage});
    b.banner_secondary = colour;
  }
  const char* image_message =
      "La imagen debe ser una dirección https:// o un archivo subido a Aplauso.";
  apply_change(change.logo_url, b.logo_url);
  if (b.logo_url && (b.logo_url->size() > 500 || !safe_image_url(*b.logo_url))) {
    errors.push_back({"logo_url", image_message});
  }
  apply_change(change.partner_logo_url, b.partner_logo_url);
  if (b.partner_logo_url &&
      (b.partner_logo_url->size() > 500 || !safe_image_url(*b.partner_logo_url))) {
    errors.push_back({"partner_logo_url", image_message});
  }
  apply_change(change.tagline, b.tagline);
  if (b.tagline && utf8_length(*b.tagline) > kMaxTagline) {
    errors.push_back({"tagline", "El lema no puede exceder 120 caracteres."});
  }
  if (!errors.empty()) throw invalid_input(std::move(errors));
  db_.transact([&](db::Conn& c) {
    orgs_.set_branding(c, org, b, clock_.now_ms());
    audit_.record(c, org, "tenancy.branding", {"organization", org.value},
                  branding_audited(current), branding_audited(b));
  });
  return b;
}

OrgProfile OrgService::set_profile(OrgId org, const OrgProfile& current,
                                   const OrgProfileChange& change) const {
  OrgProfile p = current;
  std::vector<FieldError> errors;
  if (change.name) {
    p.name = trimmed(*change.name);
    if (p.name.empty()) errors.push_back({"name", "El nombre de la organización es requerido."});
    if (utf8_length(p.name) > kMaxOrgName) {
      errors.push_back({"name", "El nombre no puede exceder 80 caracteres."});
    }
  }
  if (change.default_language) {
    if (*change.default_language != "es" && *change.default_language != "en") {
      errors.push_back({"default_language", "El idioma debe ser es o en."});
    }
    p.default_language = *change.default_language;
  }
  if (change.timezone) {
    p.timezone = trimmed(*change.timezone);
    if (!known_time_zone(p.timezone)) {
      errors.push_back(
          {"timezone", "Zona horaria desconocida: usa un nombre como America/Santiago."});
    }
  }
  apply_change(change.country, p.country);
  if (change.country && p.country) {
    std::string code = *p.country;
    std::transform(code.begin(), code.end(), code.begin(),
                   [](unsigned char ch) { return static_cast<char>(std::toupper(ch)); });
    if (code.size() != 2 || !std::isalpha(static_cast<unsigned char>(code[0])) ||
        !std::isalpha(static_cast<unsigned char>(code[1]))) {
      errors.push_back({"country", "El país debe ser un código de dos letras, por ejemplo CL."});
    }
    p.country = code;
  }
  if (change.point_value) {
    p.point_value = *change.point_value;
    if (p.point_value) {
      auto& v = *p.point_value;
      std::transform(v.currency.begin(), v.currency.end(), v.currency.begin(),
                     [](unsigned char ch) { return static_cast<char>(std::toupper(ch)); });
      const bool code =
          v.currency.size() == 3 && std::all_of(v.currency.begin(), v.currency.end(),
                                                [](char ch) { return ch >= 'A' && ch <= 'Z'; });
      if (!code) {
        errors.push_back(
            {"point_value", "La moneda debe ser un código de tres letras, por ejemplo EUR."});
      } else if (v.micros < 1 || v.micros > 1'000'000'000'000) {
        errors.push_back(
            {"point_value", "El valor de un punto debe ser mayor que 0 y menor que 1.000.000."});
      }
    }
  }
  if (!errors.empty()) throw invalid_input(std::move(errors));
  db_.transact([&](db::Conn& c) {
    orgs_.set_profile(c, org, p, clock_.now_ms());
    audit_.record(c, org, "tenancy.profile", {"organization", org.value}, profile_audited(current),
                  profile_audited(p));
  });
  return p;
}

void OrgService::switch_modules(OrgId org,
                                const std::vector<std::pair<std::string, bool>>& switches) const {
  if (switches.empty()) throw invalid_input("modules", "Indica al menos un módulo.");
  const auto& built = built_modules();
  for (const auto& [name, on] : switches) {
    if (!is_known_module(name)) throw invalid_input(name, "Módulo desconocido: " + name);
    if (name == "auth") throw invalid_input(name, "El inicio de sesión no se puede apagar.");
    if (std::find(built.begin(), built.end(), name) == built.end()) {
      throw invalid_input(name, "Este módulo aún no está disponible en Aplauso.");
    }
  }
  db_.transact([&](db::Conn& c) {
    boost::json::object after;
    for (const auto& [name, on] : switches) {
      orgs_.set_module(c, org, name, on, clock_.now_ms());
      after[name] = on;
    }
    audit_.record(c, org, "tenancy.modules", {"organization", org.value}, nullptr,
                  std::move(after));
  });
}

void OrgService::set_modules(OrgId org_id, const std::vector<std::string>& modules, bool on) const {
  for (const auto& m : modules) {
    if (!is_known_module(m)) throw invalid_input("modules", "Módulo desconocido: " + m);
  }
  db_.transact([&](db::Conn& c) {
    boost::json::object after;
    for (const auto& m : modules) {
      orgs_.set_module(c, org_id, m, on, clock_.now_ms());
      after[m] = on;
    }
    audit_.record(c, org_id, "tenancy.modules", {"organization", org_id.value}, nullptr,
                  std::move(after));
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
  const AuthMethods before = m;
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
  db_.transact([&](db::Conn& c) {
    orgs_.set_auth_flow(c, org_id, m, clock_.now_ms());
    audit_.record(c, org_id, "tenancy.sign_in_methods", {"organization", org_id.value},
                  auth_audited(before), auth_audited(m));
  });
  return m;
}

std::vector<std::string> OrgService::hosts(OrgId org_id) const {
  return db_.run([&](db::Conn& c) { return orgs_.hosts(c, org_id); });
}

std::vector<HostSetting> OrgService::host_settings(OrgId org_id) const {
  return db_.run([&](db::Conn& c) { return orgs_.host_settings(c, org_id); });
}

namespace {
/// A GA4 measurement id as people paste it ("g-abc123 "), upper-cased; nullopt when it is not one.
std::optional<std::string> measurement_id(std::string_view text) {
  std::string id;
  for (const char ch : trimmed(std::string(text))) {
    id += static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
  }
  constexpr std::size_t kMinTail = 4;
  constexpr std::size_t kMaxTail = 20;
  if (id.size() < 2 + kMinTail || id.size() > 2 + kMaxTail || id.rfind("G-", 0) != 0) {
    return std::nullopt;
  }
  const bool ok = std::all_of(id.begin() + 2, id.end(), [](char ch) {
    return std::isalnum(static_cast<unsigned char>(ch)) != 0;
  });
  return ok ? std::optional<std::string>(id) : std::nullopt;
}
}  // namespace

std::vector<HostSetting> OrgService::set_host_analytics(
    OrgId org, const std::string& host, const std::optional<std::string>& analytics_id) const {
  std::optional<std::string> id;
  if (analytics_id && !trimmed(*analytics_id).empty()) {
    id = measurement_id(*analytics_id);
    if (!id) {
      throw invalid_input("analytics_id",
                          "Escribe el ID de medición de Google Analytics 4, por ejemplo "
                          "G-ABC123XYZ9.");
    }
  }
  const auto name = normalize_host(host).value_or(host);
  return db_.transact([&](db::Conn& c) {
    const auto before = orgs_.host_settings(c, org);
    const auto was = std::find_if(before.begin(), before.end(),
                                  [&](const HostSetting& h) { return h.host == name; });
    if (was == before.end() || !orgs_.set_host_analytics(c, org, name, id)) {
      throw ApiError(ErrorKind::kNotFound, "host_not_found",
                     "Ese dominio no es de esta organización.");
    }
    const auto value = [](const std::optional<std::string>& v) {
      return v ? boost::json::value(*v) : boost::json::value(nullptr);
    };
    audit_.record(
        c, org, "tenancy.analytics_id", {"host", was->host},
        boost::json::object{{"host", was->host}, {"analytics_id", value(was->analytics_id)}},
        boost::json::object{{"host", was->host}, {"analytics_id", value(id)}});
    return orgs_.host_settings(c, org);
  });
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
