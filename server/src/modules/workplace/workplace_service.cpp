#include "modules/workplace/workplace_service.h"

#include <algorithm>
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <cctype>
#include <map>

#include "core/errors.h"
#include "core/time_zone.h"
#include "core/utf8.h"
#include "db/database.h"
#include "modules/audit/audit_log.h"
#include "modules/users/person_erasure.h"

namespace aplauso::workplace {

namespace json = boost::json;

namespace {
ApiError site_not_found() {
  return not_found("No encontramos ese centro de trabajo.");
}

ApiError person_not_found() {
  return not_found("No encontramos a esa persona.");
}

json::value text_or_null(const std::optional<std::string>& s) {
  return s ? json::value(*s) : json::value(nullptr);
}

/// What the audit trail keeps of a site.
json::object snapshot(const SiteFields& f) {
  return {{"name", f.name},
          {"address", f.address},
          {"city", f.city},
          {"country", f.country},
          {"timezone", f.timezone},
          {"phone", text_or_null(f.phone)},
          {"map_url", text_or_null(f.map_url)},
          {"notes", text_or_null(f.notes)},
          {"notes_en", text_or_null(f.notes_en)},
          {"status", f.status}};
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

/// A phone as people dial it: digits, spaces and + - ( ) . only, 3 to 20 digits.
bool phone_like(std::string_view s) {
  std::size_t digits = 0;
  for (const char ch : s) {
    if (ch >= '0' && ch <= '9') {
      ++digits;
    } else if (ch != ' ' && ch != '+' && ch != '-' && ch != '(' && ch != ')' && ch != '.') {
      return false;
    }
  }
  return digits >= 3 && digits <= 20;
}

bool country_code(const std::string& c) {
  return c.size() == 2 && std::isupper(static_cast<unsigned char>(c[0])) != 0 &&
         std::isupper(static_cast<unsigned char>(c[1])) != 0;
}

/// The LIKE pattern of a list's search box; none for a blank one. 400 over 100 characters.
std::optional<std::string> search_pattern(const std::optional<std::string>& query) {
  if (!query) return std::nullopt;
  const std::string q = trimmed(*query);
  if (utf8_length(q) > 100) throw invalid_input("q", "Máximo 100 caracteres.");
  if (q.empty()) return std::nullopt;
  return like_pattern(q);
}

std::vector<std::int64_t> sorted_unique(std::vector<std::int64_t> v) {
  std::sort(v.begin(), v.end());
  v.erase(std::unique(v.begin(), v.end()), v.end());
  return v;
}
}  // namespace

std::string like_pattern(std::string_view query) {
  std::string pattern = "%";
  for (const char c : query) {
    if (c == '%' || c == '_' || c == '\\') pattern += '\\';
    pattern += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return pattern + '%';
}

// --- Admins
// ---------------------------------------------------------------------------------------

std::vector<SiteRow> WorkplaceService::list(OrgId org) const {
  return db_.run([&](db::Conn& c) { return repo_.sites(c, org); });
}

SiteRow WorkplaceService::get(OrgId org, std::int64_t id) const {
  return db_.run([&](db::Conn& c) {
    auto s = repo_.site(c, org, id);
    if (!s) throw site_not_found();
    return std::move(*s);
  });
}

void WorkplaceService::check_fields(db::Conn& c, OrgId org, std::int64_t id, SiteFields& f) const {
  std::vector<FieldError> errors;
  check_text(f.name, "name", 120, true, true, errors);
  check_text(f.address, "address", 300, true, false, errors);
  check_text(f.city, "city", 120, true, true, errors);
  f.country = trimmed(f.country);
  std::transform(f.country.begin(), f.country.end(), f.country.begin(),
                 [](unsigned char ch) { return static_cast<char>(std::toupper(ch)); });
  if (!country_code(f.country)) {
    errors.push_back({"country", "Usa el código de país de dos letras (MX, CL, ES…)."});
  }
  f.timezone = trimmed(f.timezone);
  if (!known_time_zone(f.timezone)) {
    errors.push_back(
        {"timezone", "Zona horaria desconocida: usa un nombre como America/Mexico_City."});
  }
  check_optional(f.phone, "phone", 40, true, errors);
  if (f.phone && !phone_like(*f.phone)) {
    errors.push_back({"phone", "Escribe el teléfono con números (puede llevar +, espacios y -)."});
  }
  check_optional(f.map_url, "map_url", 500, true, errors);
  if (f.map_url && (!f.map_url->starts_with("https://") || f.map_url->size() <= 8)) {
    errors.push_back({"map_url", "El enlace al mapa debe empezar por https://."});
  }
  check_optional(f.notes, "notes", 2000, false, errors);
  check_optional(f.notes_en, "notes_en", 2000, false, errors);
  if (f.status != "active" && f.status != "archived") {
    errors.push_back({"status", "Elige activo o archivado."});
  }
  if (!errors.empty()) throw invalid_input(std::move(errors));
  if (repo_.name_taken(c, org, f.name, id)) {
    throw rule_broken("duplicate_site", "Ya hay un centro de trabajo con ese nombre.");
  }
}

SiteRow WorkplaceService::create(OrgId org, std::int64_t admin_id, const SiteFields& fields) const {
  SiteFields f = fields;
  const std::int64_t now = clock_.now_ms();
  const std::int64_t id = db_.transact([&](db::Conn& c) {
    check_fields(c, org, 0, f);
    if (repo_.site_count(c, org) >= kMostSites) {
      throw rule_broken("too_many_sites", "La organización admite hasta 200 centros de trabajo.");
    }
    const std::int64_t created = repo_.insert(c, org, f, admin_id, now);
    audit_.record(c, org, "workplace.create", {"workplace_site", created}, nullptr, snapshot(f));
    return created;
  });
  return get(org, id);
}

SiteRow WorkplaceService::update(OrgId org, std::int64_t id, const SiteEdit& edit) const {
  const std::int64_t now = clock_.now_ms();
  db_.transact([&](db::Conn& c) {
    const auto current = repo_.site(c, org, id);
    if (!current) throw site_not_found();
    SiteFields f = *current;
    const auto set = [](auto& field, const auto& change) {
      if (change) field = *change;
    };
    set(f.name, edit.name);
    set(f.address, edit.address);
    set(f.city, edit.city);
    set(f.country, edit.country);
    set(f.timezone, edit.timezone);
    set(f.phone, edit.phone);
    set(f.map_url, edit.map_url);
    set(f.notes, edit.notes);
    set(f.notes_en, edit.notes_en);
    set(f.status, edit.status);
    check_fields(c, org, id, f);
    repo_.change(c, org, id, f, now);
    audit_.record(c, org, "workplace.update", {"workplace_site", id}, snapshot(*current),
                  snapshot(f));
  });
  return get(org, id);
}

void WorkplaceService::remove(OrgId org, std::int64_t id) const {
  db_.transact([&](db::Conn& c) {
    const auto current = repo_.site(c, org, id);
    if (!current) throw site_not_found();
    if (repo_.assigned_count(c, org, id) > 0) {
      throw rule_broken("site_has_people",
                        "Hay personas asignadas a este centro de trabajo: archívalo en lugar de "
                        "eliminarlo, o asígnalas a otro centro primero.");
    }
    repo_.remove(c, org, id);
    audit_.record(c, org, "workplace.delete", {"workplace_site", id}, snapshot(*current), nullptr);
  });
}

PeoplePage WorkplaceService::people(OrgId org, std::int64_t site,
                                    const std::optional<std::string>& query, std::int64_t limit,
                                    std::int64_t offset) const {
  const auto pattern = search_pattern(query);
  return db_.run([&](db::Conn& c) {
    if (!repo_.site(c, org, site)) throw site_not_found();
    PeoplePage page;
    const auto ids = repo_.people_of_site(c, org, site, pattern, limit, offset, &page.total);
    page.people = people_in_order(c, org, ids);
    return page;
  });
}

std::vector<users::Person> WorkplaceService::people_in_order(
    db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids) const {
  std::map<std::int64_t, users::Person> by_id;
  for (auto& p : users_.people(c, org, ids)) by_id.emplace(p.id, std::move(p));
  std::vector<users::Person> out;
  for (const auto id : ids) {
    if (const auto it = by_id.find(id); it != by_id.end()) out.push_back(std::move(it->second));
  }
  return out;
}

std::int64_t WorkplaceService::assign(OrgId org, std::int64_t admin_id, std::int64_t site,
                                      const Assignees& who) const {
  if (who.department_id.has_value() == !who.user_ids.empty()) {
    throw invalid_input("user_ids", "Elige personas o un área, no ambas.");
  }
  if (who.user_ids.size() > kMostAtOnce) {
    throw invalid_input("user_ids", "Puedes asignar hasta 1000 personas a la vez.");
  }
  const std::int64_t now = clock_.now_ms();
  return db_.transact([&](db::Conn& c) {
    const auto target = repo_.site(c, org, site);
    if (!target) throw site_not_found();
    if (target->status != "active") {
      throw rule_broken(
          "site_archived",
          "Este centro de trabajo está archivado: restáuralo para asignarle personas.");
    }
    std::vector<std::int64_t> ids;
    if (who.department_id) {
      if (!repo_.department_here(c, org, *who.department_id)) {
        throw not_found("No encontramos esa área.");
      }
      ids = sorted_unique(users_.active_in(c, org, {*who.department_id}));
    } else {
      ids = sorted_unique(who.user_ids);
      if (users_.active_ids(c, org, ids).size() != ids.size()) {
        throw not_found("No encontramos a alguna de las personas entre los miembros activos.");
      }
    }
    repo_.assign(c, org, site, ids, admin_id, now);
    json::object after{{"people", static_cast<std::int64_t>(ids.size())}};
    if (who.department_id) {
      after["department_id"] = *who.department_id;
    } else {
      after["user_ids"] = json::array(ids.begin(), ids.end());
    }
    audit_.record(c, org, "workplace.assign", {"workplace_site", site}, nullptr, std::move(after));
    return static_cast<std::int64_t>(ids.size());
  });
}

std::optional<SiteRow> WorkplaceService::assign_person(OrgId org, std::int64_t admin_id,
                                                       std::int64_t user,
                                                       std::optional<std::int64_t> site) const {
  const std::int64_t now = clock_.now_ms();
  db_.transact([&](db::Conn& c) {
    if (!repo_.person_here(c, org, user)) throw person_not_found();
    const auto before = repo_.site_of_person(c, org, user);
    const json::value was = before ? json::value(before->id) : json::value(nullptr);
    if (!site) {
      repo_.unassign(c, org, user);
      audit_.record(c, org, "workplace.unassign", {"user", user}, json::object{{"site_id", was}},
                    nullptr);
      return;
    }
    const auto target = repo_.site(c, org, *site);
    if (!target) throw site_not_found();
    if (target->status != "active") {
      throw rule_broken(
          "site_archived",
          "Este centro de trabajo está archivado: restáuralo para asignarle personas.");
    }
    repo_.assign(c, org, *site, {user}, admin_id, now);
    audit_.record(c, org, "workplace.assign", {"user", user}, json::object{{"site_id", was}},
                  json::object{{"site_id", *site}});
  });
  return db_.run([&](db::Conn& c) { return repo_.site_of_person(c, org, user); });
}

// --- Everyone
// -------------------------------------------------------------------------------------

std::optional<SiteRow> WorkplaceService::site_of(OrgId org, std::int64_t user) const {
  return db_.run([&](db::Conn& c) {
    if (!repo_.person_here(c, org, user)) throw person_not_found();
    return site_of(c, org, user);
  });
}

PeoplePage WorkplaceService::colleagues(OrgId org, std::int64_t user,
                                        const std::optional<std::string>& query, std::int64_t limit,
                                        std::int64_t offset) const {
  const auto pattern = search_pattern(query);
  // Four statements whatever the page: the person's site, a page of ids, their count, the people.
  return db_.run([&](db::Conn& c) {
    PeoplePage page;
    const auto site = site_of(c, org, user);
    if (!site) return page;
    const auto ids = repo_.colleagues(c, org, site->id, user, pattern, limit, offset, &page.total);
    page.people = people_in_order(c, org, ids);
    return page;
  });
}

// --- The slot
// -------------------------------------------------------------------------------------

std::vector<SiteRow> WorkplaceService::active_sites(db::Conn& c, OrgId org) const {
  return repo_.sites(c, org, "active");
}

std::optional<SiteRow> WorkplaceService::active_site(db::Conn& c, OrgId org,
                                                     std::int64_t id) const {
  auto s = repo_.site(c, org, id);
  if (!s || s->status != "active") return std::nullopt;
  return s;
}

std::optional<SiteRow> WorkplaceService::site_of(db::Conn& c, OrgId org, std::int64_t user) const {
  auto s = repo_.site_of_person(c, org, user);
  if (!s || s->status != "active") return std::nullopt;
  return s;
}

void WorkplaceService::forget_person(db::Conn& c, OrgId org,
                                     const users::ErasedPerson& person) const {
  repo_.forget_person(c, org, person.id);
}

}  // namespace aplauso::workplace
