#include "modules/telemedicine/telemedicine_service.h"

#include <algorithm>
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <cctype>
#include <chrono>
#include <map>

#include "core/days.h"
#include "core/errors.h"
#include "core/time_zone.h"
#include "core/utf8.h"
#include "db/database.h"
#include "modules/audit/audit_log.h"
#include "modules/privacy/privacy_service.h"
#include "modules/privacy/publication.h"
#include "modules/uploads/upload_service.h"
#include "modules/users/person_erasure.h"

namespace aplauso::telemedicine {

namespace json = boost::json;

namespace {
constexpr std::int64_t kDefaultWeeks = 12;
constexpr std::int64_t kMostPosition = 10'000;
constexpr std::size_t kMostLanguages = 10;

ApiError provider_not_found() {
  return not_found("No encontramos ese proveedor.");
}

bool contains(const std::vector<std::int64_t>& ids, std::optional<std::int64_t> id) {
  return id && std::find(ids.begin(), ids.end(), *id) != ids.end();
}

bool country_code(const std::string& c) {
  return c.size() == 2 && std::isupper(static_cast<unsigned char>(c[0])) != 0 &&
         std::isupper(static_cast<unsigned char>(c[1])) != 0;
}

bool language_code(const std::string& l) {
  return l.size() == 2 && std::islower(static_cast<unsigned char>(l[0])) != 0 &&
         std::islower(static_cast<unsigned char>(l[1])) != 0;
}

json::value text_or_null(const std::optional<std::string>& s) {
  return s ? json::value(*s) : json::value(nullptr);
}

/// What the audit trail keeps of a provider (the access code and the logo's key are left out by
/// their names, audit_log.cpp).
json::object snapshot(const ProviderFields& f) {
  json::array departments(f.eligibility.departments.begin(), f.eligibility.departments.end());
  json::array groups(f.eligibility.groups.begin(), f.eligibility.groups.end());
  json::array countries;
  for (const auto& c : f.eligibility.countries) countries.emplace_back(c);
  json::array languages;
  for (const auto& l : f.languages) languages.emplace_back(l);
  return {{"name", f.name},
          {"description", f.description},
          {"description_en", text_or_null(f.description_en)},
          {"logo_key", text_or_null(f.logo_key)},
          {"kind", f.kind},
          {"link", text_or_null(f.link)},
          {"access_code", text_or_null(f.access_code)},
          {"phone", text_or_null(f.phone)},
          {"whatsapp", text_or_null(f.whatsapp)},
          {"hours", f.hours},
          {"hours_en", text_or_null(f.hours_en)},
          {"languages", std::move(languages)},
          {"departments", std::move(departments)},
          {"groups", std::move(groups)},
          {"countries", std::move(countries)},
          {"status", f.status},
          {"position", f.position}};
}

void check_text(std::string& value, std::string_view field, std::size_t most, bool required,
                bool one_line, std::vector<FieldError>& errors) {
  value = trimmed(value);
  if (required && value.empty()) {
    errors.push_back({std::string(field), "Este campo es obligatorio."});
  } else if (utf8_length(value) > most ||
             (one_line && value.find_first_of("\r\n") != std::string::npos)) {
    errors.push_back(
        {std::string(field), "Máximo " + std::to_string(most) + " caracteres" +
                                 (one_line ? std::string(", en una línea.") : std::string("."))});
  }
}

void check_optional(std::optional<std::string>& value, std::string_view field, std::size_t most,
                    bool one_line, std::vector<FieldError>& errors) {
  if (!value) return;
  std::string v = *value;
  check_text(v, field, most, false, one_line, errors);
  value = v.empty() ? std::nullopt : std::optional<std::string>(v);
}

std::size_t digits_in(std::string_view s) {
  return static_cast<std::size_t>(
      std::count_if(s.begin(), s.end(), [](char ch) { return ch >= '0' && ch <= '9'; }));
}

/// A phone as people dial it: digits, spaces and + - ( ) . only, 3 to 20 digits.
bool phone_like(std::string_view s) {
  const bool chars = std::all_of(s.begin(), s.end(), [](char ch) {
    return (ch >= '0' && ch <= '9') || ch == ' ' || ch == '+' || ch == '-' || ch == '(' ||
           ch == ')' || ch == '.';
  });
  const auto n = digits_in(s);
  return chars && n >= 3 && n <= 20;
}

/// A WhatsApp number in international form: "+" and 8 to 15 digits (spaces, dashes, dots and
/// parentheses dropped); nullopt when it is not one.
std::optional<std::string> whatsapp_number(std::string_view s) {
  std::string digits;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const char ch = s[i];
    if (ch >= '0' && ch <= '9') {
      digits += ch;
    } else if (ch == '+' && digits.empty()) {
      continue;
    } else if (ch != ' ' && ch != '-' && ch != '.' && ch != '(' && ch != ')') {
      return std::nullopt;
    }
  }
  if (digits.size() < 8 || digits.size() > 15) return std::nullopt;
  return "+" + digits;
}

std::string dial_url(std::string_view phone) {
  std::string out = "tel:";
  for (const char ch : phone) {
    if ((ch >= '0' && ch <= '9') || ch == '+') out += ch;
  }
  return out;
}

std::string whatsapp_url(std::string_view number) {
  std::string out = "https://wa.me/";
  for (const char ch : number) {
    if (ch >= '0' && ch <= '9') out += ch;
  }
  return out;
}

void sort_unique(std::vector<std::int64_t>& v) {
  std::sort(v.begin(), v.end());
  v.erase(std::unique(v.begin(), v.end()), v.end());
}
void sort_unique(std::vector<std::string>& v) {
  std::sort(v.begin(), v.end());
  v.erase(std::unique(v.begin(), v.end()), v.end());
}
}  // namespace

bool eligible(const Eligibility& e, const PersonFacts& person) {
  if (!e.departments.empty() && !contains(e.departments, person.department_id)) return false;
  if (!e.groups.empty() && std::none_of(person.groups.begin(), person.groups.end(),
                                        [&e](std::int64_t g) { return contains(e.groups, g); })) {
    return false;
  }
  if (!e.countries.empty() &&
      (!person.country ||
       std::find(e.countries.begin(), e.countries.end(), *person.country) == e.countries.end())) {
    return false;
  }
  return true;
}

std::string monday_of(const std::string& day) {
  const auto ymd = parse_day(day);
  if (!ymd) return day;
  const std::chrono::sys_days d{*ymd};
  const auto iso = std::chrono::weekday{d}.iso_encoding();  // Monday 1 .. Sunday 7
  return add_days(day, -static_cast<std::int64_t>(iso - 1));
}

std::string TelemedicineService::today(std::string_view time_zone) const {
  auto local = local_time(time_zone, clock_.now_ms());
  if (!local) local = local_time("UTC", clock_.now_ms());
  return day_text(std::chrono::year_month_day{std::chrono::year{local->year},
                                              std::chrono::month{local->month},
                                              std::chrono::day{local->day}});
}

// --- Members -------------------------------------------------------------------------------------

std::vector<ProviderRow> TelemedicineService::list(db::Conn& c, OrgId org,
                                                   std::int64_t user) const {
  std::vector<ProviderRow> out;
  const auto person = repo_.person(c, org, user);
  if (!person) return out;
  for (auto& p : repo_.by_status(c, org, "published")) {
    if (eligible(p.eligibility, *person)) out.push_back(std::move(p));
  }
  return out;
}

std::vector<ProviderRow> TelemedicineService::list(OrgId org, std::int64_t user) const {
  return db_.run([&](db::Conn& c) { return list(c, org, user); });
}

Opened TelemedicineService::open(OrgId org, std::string_view time_zone, std::int64_t user,
                                 std::int64_t id, const std::string& channel) const {
  if (channel != "link" && channel != "phone" && channel != "whatsapp" && channel != "code") {
    throw invalid_input("channel", "Elige link, phone, whatsapp o code.");
  }
  const std::string day = today(time_zone);
  return db_.transact([&](db::Conn& c) {
    const auto p = repo_.provider(c, org, id);
    if (!p || p->status != "published") throw provider_not_found();
    const auto person = repo_.person(c, org, user);
    if (!person || !eligible(p->eligibility, *person)) throw provider_not_found();
    Opened o{channel, std::nullopt};
    if (channel == "link" && p->link) o.url = *p->link;
    if (channel == "phone" && p->phone) o.url = dial_url(*p->phone);
    if (channel == "whatsapp" && p->whatsapp) o.url = whatsapp_url(*p->whatsapp);
    if (channel == "code" ? !p->access_code.has_value() : !o.url.has_value()) {
      throw rule_broken("channel_unavailable", "Este proveedor no ofrece ese medio de contacto.");
    }
    // The click, and nothing about who made it.
    repo_.count_click(c, org, id, day);
    return o;
  });
}

// --- Admins --------------------------------------------------------------------------------------

std::vector<ProviderRow> TelemedicineService::admin_list(OrgId org) const {
  return db_.run([&](db::Conn& c) { return repo_.all(c, org); });
}

ProviderRow TelemedicineService::admin_get(OrgId org, std::int64_t id) const {
  return db_.run([&](db::Conn& c) {
    auto p = repo_.provider(c, org, id);
    if (!p) throw provider_not_found();
    return std::move(*p);
  });
}

void TelemedicineService::check_fields(db::Conn& c, OrgId org, std::int64_t admin_id,
                                       ProviderFields& f,
                                       const std::optional<std::string>& old_logo) const {
  std::vector<FieldError> errors;
  check_text(f.name, "name", 120, true, true, errors);
  check_text(f.description, "description", 2000, false, false, errors);
  check_optional(f.description_en, "description_en", 2000, false, errors);
  if (f.kind != "telemedicine" && f.kind != "eap" && f.kind != "nutrition" && f.kind != "other") {
    errors.push_back({"kind", "Elige telemedicina, apoyo psicológico, nutrición u otro."});
  }
  check_optional(f.link, "link", 500, true, errors);
  if (f.link && !f.link->starts_with("https://")) {
    errors.push_back({"link", "El enlace debe empezar por https://."});
  }
  check_optional(f.access_code, "access_code", 80, true, errors);
  check_optional(f.phone, "phone", 40, true, errors);
  if (f.phone && !phone_like(*f.phone)) {
    errors.push_back({"phone", "Escribe el teléfono con números (puede llevar +, espacios y -)."});
  }
  check_optional(f.whatsapp, "whatsapp", 40, true, errors);
  if (f.whatsapp) {
    if (const auto number = whatsapp_number(*f.whatsapp)) {
      f.whatsapp = number;
    } else {
      errors.push_back(
          {"whatsapp", "Escribe el número de WhatsApp con código de país (+56 9 1234 5678)."});
    }
  }
  check_text(f.hours, "hours", 300, false, false, errors);
  check_optional(f.hours_en, "hours_en", 300, false, errors);
  for (auto& l : f.languages) {
    l = trimmed(l);
    std::transform(l.begin(), l.end(), l.begin(),
                   [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
  }
  sort_unique(f.languages);
  if (f.languages.size() > kMostLanguages ||
      std::any_of(f.languages.begin(), f.languages.end(),
                  [](const std::string& l) { return !language_code(l); })) {
    errors.push_back({"languages", "Usa códigos de idioma de dos letras (es, en, pt…)."});
  }
  if (f.status != "draft" && f.status != "published" && f.status != "archived") {
    errors.push_back({"status", "Elige borrador, publicado o archivado."});
  }
  if (f.status == "published" && !f.link && !f.phone && !f.whatsapp) {
    errors.push_back(
        {"link", "Para publicarlo, indica al menos un enlace, un teléfono o un WhatsApp."});
  }
  if (f.position < 0 || f.position > kMostPosition) {
    errors.push_back({"position", "El orden va de 0 a 10.000."});
  }
  auto& e = f.eligibility;
  sort_unique(e.departments);
  sort_unique(e.groups);
  sort_unique(e.countries);
  if (!e.departments.empty() && repo_.count_departments(c, org, e.departments) !=
                                    static_cast<std::int64_t>(e.departments.size())) {
    errors.push_back({"eligibility.departments", "Alguna de las áreas elegidas no existe."});
  }
  if (!e.groups.empty() &&
      repo_.count_groups(c, org, e.groups) != static_cast<std::int64_t>(e.groups.size())) {
    errors.push_back({"eligibility.groups", "Alguno de los grupos elegidos no existe."});
  }
  if (std::any_of(e.countries.begin(), e.countries.end(),
                  [](const std::string& code) { return !country_code(code); })) {
    errors.push_back({"eligibility.countries", "Usa códigos de país de dos letras (CL, MX…)."});
  }
  if (f.logo_key && f.logo_key != old_logo) {
    const auto finished = uploads_.finished_of(c, org, admin_id, "corp-benef-image", {*f.logo_key});
    if (!finished.contains(*f.logo_key)) {
      errors.push_back({"logo_key", "Sube el logo de nuevo: no lo encontramos."});
    }
  }
  if (!errors.empty()) throw invalid_input(std::move(errors));
}

ProviderRow TelemedicineService::create(OrgId org, std::int64_t admin_id,
                                        const ProviderFields& fields) const {
  ProviderFields f = fields;
  const std::int64_t now = clock_.now_ms();
  const std::int64_t id = db_.transact([&](db::Conn& c) {
    check_fields(c, org, admin_id, f, std::nullopt);
    if (repo_.count(c, org) >= kMostProviders) {
      throw rule_broken("too_many_providers", "La organización admite hasta 50 proveedores.");
    }
    const std::int64_t created = repo_.insert(c, org, f, admin_id, now);
    repo_.set_eligibility(c, org, created, f.eligibility);
    audit_.record(c, org, "telemedicine.create", {"telemedicine_provider", created}, nullptr,
                  snapshot(f));
    return created;
  });
  return admin_get(org, id);
}

ProviderRow TelemedicineService::update(OrgId org, std::int64_t admin_id, std::int64_t id,
                                        const ProviderEdit& edit) const {
  const std::int64_t now = clock_.now_ms();
  db_.transact([&](db::Conn& c) {
    const auto current = repo_.provider(c, org, id);
    if (!current) throw provider_not_found();
    ProviderFields f = *current;
    const auto set = [](auto& field, const auto& change) {
      if (change) field = *change;
    };
    set(f.name, edit.name);
    set(f.description, edit.description);
    set(f.description_en, edit.description_en);
    set(f.logo_key, edit.logo_key);
    set(f.kind, edit.kind);
    set(f.link, edit.link);
    set(f.access_code, edit.access_code);
    set(f.phone, edit.phone);
    set(f.whatsapp, edit.whatsapp);
    set(f.hours, edit.hours);
    set(f.hours_en, edit.hours_en);
    set(f.languages, edit.languages);
    set(f.eligibility, edit.eligibility);
    set(f.status, edit.status);
    set(f.position, edit.position);
    check_fields(c, org, admin_id, f, current->logo_key);
    repo_.update(c, org, id, f, now);
    repo_.set_eligibility(c, org, id, f.eligibility);
    audit_.record(c, org, "telemedicine.update", {"telemedicine_provider", id}, snapshot(*current),
                  snapshot(f));
  });
  return admin_get(org, id);
}

Usage TelemedicineService::usage(OrgId org, std::string_view time_zone,
                                 const std::optional<std::string>& from,
                                 const std::optional<std::string>& to) const {
  std::vector<FieldError> errors;
  if (from && !parse_day(*from)) errors.push_back({"from", "Escribe la fecha como AAAA-MM-DD."});
  if (to && !parse_day(*to)) errors.push_back({"to", "Escribe la fecha como AAAA-MM-DD."});
  if (!errors.empty()) {
    throw rule_broken("invalid_range", "Revisa las fechas del periodo.", std::move(errors));
  }
  // Closed weeks only: a week is read once it has ended, so what it shows never changes.
  const std::string last_sunday = add_days(monday_of(today(time_zone)), -1);
  std::string end = to ? add_days(monday_of(*to), 6) : last_sunday;
  if (end > last_sunday) end = last_sunday;
  const std::string start = from ? monday_of(*from) : add_days(end, -7 * kDefaultWeeks + 1);
  if (from && to && *from > *to) {
    throw rule_broken("invalid_range", "La fecha de inicio es posterior a la de término.",
                      {{"from", "La fecha de inicio es posterior a la de término."}});
  }
  Usage u;
  u.from = start;
  u.to = end;
  for (std::string w = start; w <= end; w = add_days(w, 7)) {
    u.weeks.push_back(w);
    if (static_cast<std::int64_t>(u.weeks.size()) > kMostWeeks) {
      throw rule_broken("invalid_range", "El periodo puede abarcar hasta 53 semanas.",
                        {{"from", "El periodo puede abarcar hasta 53 semanas."}});
    }
  }
  return db_.run([&](db::Conn& c) {
    const auto thresholds = privacy_.thresholds(c, org);
    u.k = thresholds.k;
    const auto providers = repo_.all(c, org);
    // week → provider → clicks
    std::map<std::string, std::map<std::int64_t, std::int64_t>> counts;
    if (!u.weeks.empty()) {
      for (const auto& d : repo_.clicks(c, org, start, end)) {
        counts[monday_of(d.day)][d.provider_id] += d.clicks;
      }
    }
    for (const auto& p : providers) {
      u.providers.push_back({p.id, p.name, p.kind, p.status, {}});
    }
    for (const auto& week : u.weeks) {
      privacy::Universe universe;
      universe.dimensions = {"provider"};
      if (const auto it = counts.find(week); it != counts.end()) {
        for (const auto& [provider, clicks] : it->second) {
          if (clicks > 0) universe.atoms.push_back({{std::to_string(provider)}, clicks});
        }
      }
      const auto decided = privacy::publish(universe, thresholds, 1);
      const auto cell = [](const privacy::CellStatus& s) {
        return UsageCell{privacy::status_name(s.status), s.respondents};
      };
      u.totals.push_back(cell(decided.status({})));
      for (auto& p : u.providers) {
        p.weeks.push_back(cell(decided.status({{0, std::to_string(p.id)}})));
      }
    }
    return u;
  });
}

void TelemedicineService::forget_person(db::Conn& c, OrgId org,
                                        const users::ErasedPerson& person) const {
  repo_.forget_person(c, org, person.id);
}

}  // namespace aplauso::telemedicine
