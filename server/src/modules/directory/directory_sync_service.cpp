#include "modules/directory/directory_sync_service.h"

#include <algorithm>
#include <chrono>
#include <map>
#include <set>
#include <thread>

#include "core/errors.h"
#include "core/ldap_client.h"
#include "core/secret_box.h"
#include "core/utf8.h"
#include "db/database.h"
#include "modules/audit/audit_log.h"
#include "modules/directory/import_service.h"
#include "modules/people/people_service.h"
#include "modules/users/user.h"

namespace aplauso::directory {

namespace {
constexpr const char* kPurpose = "ldap";
constexpr std::size_t kMaxSetting = 500;
constexpr std::size_t kMaxFilter = 1000;
constexpr std::size_t kMaxAttribute = 64;
constexpr std::int64_t kHourMs = 3600LL * 1000;
constexpr int kMaxSyncsPerRun = 10;
constexpr const char* kImportTitle = "Directorio (LDAP)";
constexpr const char* kSyncTitle = "Sincronización del directorio";

SourceRow default_row() {
  SourceRow r;
  r.filter = "(objectClass=inetOrgPerson)";
  r.attr_email = "mail";
  r.attr_first_name = "givenName";
  r.attr_last_name = "sn";
  r.attr_job_position = "title";
  r.attr_department = "departmentNumber";
  r.attr_phone = "telephoneNumber";
  r.attr_manager = "manager";
  return r;
}

// 422 naming why the directory could not be read (ldap::Failed's codes, and the two below).
ApiError directory_failed(std::string code, std::string message) {
  return rule_broken(std::move(code), std::move(message));
}

ApiError not_configured() {
  return conflict("directory_not_configured",
                  "Primero configura el directorio y guarda la configuración.");
}

// Text an admin may write in a setting: UTF-8 without control characters.
bool plain_text(std::string_view s) {
  return valid_utf8(s) && std::none_of(s.begin(), s.end(), [](char ch) {
           return static_cast<unsigned char>(ch) < 0x20 || ch == 0x7f;
         });
}

bool attribute_name(std::string_view s) {
  if (s.empty() || s.size() > kMaxAttribute) return false;
  const auto alpha = [](char ch) { return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z'); };
  const auto digit = [](char ch) { return ch >= '0' && ch <= '9'; };
  return alpha(s.front()) && std::all_of(s.begin(), s.end(), [&](char ch) {
           return alpha(ch) || digit(ch) || ch == '-';
         });
}

// Parentheses around the whole filter and balanced within it (values escape theirs as \28).
bool filter_shape(std::string_view f) {
  if (f.size() < 3 || f.front() != '(' || f.back() != ')') return false;
  int depth = 0;
  for (std::size_t i = 0; i < f.size(); ++i) {
    if (f[i] == '(') ++depth;
    if (f[i] == ')' && --depth < 0) return false;
    if (depth == 0 && i + 1 < f.size()) return false;
  }
  return depth == 0;
}

std::optional<std::string> value_of(const ldap::Entry& e, const std::string& attribute) {
  if (attribute.empty()) return std::nullopt;
  const auto it = e.values.find(ascii_lower(attribute));
  if (it == e.values.end()) return std::nullopt;
  std::string v = trimmed(it->second);
  if (v.empty()) return std::nullopt;
  return v;
}

// DNs compare without case and without the spaces some directories put after commas.
std::string dn_key(std::string_view dn) {
  std::string out;
  for (std::size_t i = 0; i < dn.size(); ++i) {
    if (dn[i] == ' ' && i > 0 && dn[i - 1] == ',') continue;
    out += static_cast<char>(std::tolower(static_cast<unsigned char>(dn[i])));
  }
  return out;
}

// Who leads whom among the directory's people: the manager of each one who has an address.
class Managers {
 public:
  explicit Managers(const std::vector<DirectoryPerson>& people) {
    for (const auto& p : people) {
      if (p.email) by_dn_.emplace(dn_key(p.dn), &p);
    }
  }
  /// The person's manager when the directory lists them with an address (not themselves).
  const DirectoryPerson* of(const DirectoryPerson& p) const {
    if (!p.manager_dn) return nullptr;
    const auto it = by_dn_.find(dn_key(*p.manager_dn));
    return it == by_dn_.end() || it->second == &p ? nullptr : it->second;
  }
  /// How many managers above `p` are among `picked`; -1 when the chain loops.
  int depth(const DirectoryPerson& p, const std::set<std::string>& picked) const {
    int depth = 0;
    std::set<const DirectoryPerson*> seen{&p};
    for (const DirectoryPerson* m = of(p); m != nullptr; m = of(*m)) {
      if (!seen.insert(m).second) return -1;
      if (picked.contains(*m->email)) ++depth;
    }
    return depth;
  }

 private:
  std::map<std::string, const DirectoryPerson*> by_dn_;
};

// The people of the directory to import (all, or the chosen addresses), each address once (the
// first entry wins), managers before the people they lead: a leader is set when the manager is
// imported before them or is already an active member (`members`), and never around a loop.
std::vector<SheetRow> rows_of(const std::vector<DirectoryPerson>& people,
                              const std::set<std::string>* chosen,
                              const std::set<std::string>& members) {
  std::vector<const DirectoryPerson*> picked;
  std::set<std::string> emails;
  for (const auto& p : people) {
    if (!p.email || (chosen != nullptr && !chosen->contains(*p.email))) continue;
    if (emails.insert(*p.email).second) picked.push_back(&p);
  }
  const Managers managers(people);
  std::map<const DirectoryPerson*, int> depth;
  for (const auto* p : picked) depth[p] = managers.depth(*p, emails);
  std::stable_sort(picked.begin(), picked.end(),
                   [&depth](const auto* a, const auto* b) { return depth[a] < depth[b]; });
  std::vector<SheetRow> rows;
  for (const auto* p : picked) {
    SheetRow row;
    row["email"] = *p->email;
    row[kDirectoryDnKey] = p->dn;
    if (p->first_name) row["first_name"] = *p->first_name;
    if (p->last_name) row["last_name"] = *p->last_name;
    if (p->job_position) row["job_position"] = *p->job_position;
    if (p->department) row["department"] = *p->department;
    if (p->phone) row["phone"] = *p->phone;
    const DirectoryPerson* manager = managers.of(*p);
    if (manager != nullptr && depth[p] >= 0 &&
        (emails.contains(*manager->email) || members.contains(*manager->email))) {
      row["leader_email"] = *manager->email;
    }
    rows.push_back(std::move(row));
  }
  return rows;
}
}  // namespace

SourceView DirectorySyncService::get(OrgId org) const {
  auto row = db_.run([&](db::Conn& c) { return repo_.source(c, org); });
  if (!row) return {false, default_row()};
  return {true, std::move(*row)};
}

SourceRow DirectorySyncService::stored(OrgId org) const {
  auto row = db_.run([&](db::Conn& c) { return repo_.source(c, org); });
  if (!row) throw not_configured();
  return std::move(*row);
}

SourceRow DirectorySyncService::checked(const SourceSettings& s,
                                        const std::optional<SourceRow>& current) const {
  std::vector<FieldError> errors;
  const auto fail = [&errors](std::string field, std::string message) {
    errors.push_back({std::move(field), std::move(message)});
  };
  const auto text = [&](const char* field, const std::string& value, std::size_t max) {
    if (!plain_text(value)) {
      fail(field, "Quita los caracteres de control.");
    } else if (utf8_length(value) > max) {
      fail(field, "No puede exceder " + std::to_string(max) + " caracteres.");
    }
  };
  SourceRow r = current.value_or(default_row());
  r.url = trimmed(s.url);
  if (r.url.empty()) {
    fail("url", "La dirección del directorio es requerida.");
  } else if (!((r.url.starts_with("ldap://") && r.url.size() > 7) ||
               (r.url.starts_with("ldaps://") && r.url.size() > 8)) ||
             r.url.find(' ') != std::string::npos) {
    fail("url",
         "La dirección debe empezar con ldap:// o ldaps://, por ejemplo "
         "ldaps://directorio.empresa.com.");
  } else if (const auto why = reach_.refusal(r.url)) {
    fail("url", *why);
  } else {
    text("url", r.url, kMaxSetting);
  }
  r.bind_dn = trimmed(s.bind_dn);
  text("bind_dn", r.bind_dn, kMaxSetting);
  if (s.bind_password) {
    if (s.bind_password->size() > kMaxSetting || !valid_utf8(*s.bind_password) ||
        s.bind_password->find('\0') != std::string::npos) {
      fail("bind_password", "La contraseña no puede exceder 500 caracteres.");
    } else if (s.bind_password->empty()) {
      r.bind_password_sealed.reset();
    } else {
      r.bind_password_sealed = secret_box::seal(server_secret_, kPurpose, *s.bind_password);
    }
  }
  r.base_dn = trimmed(s.base_dn);
  if (r.base_dn.empty()) {
    fail("base_dn", "La base de búsqueda es requerida, por ejemplo ou=people,dc=empresa,dc=com.");
  } else {
    text("base_dn", r.base_dn, kMaxSetting);
  }
  r.filter = trimmed(s.filter);
  if (r.filter.empty()) {
    fail("filter", "El filtro es requerido, por ejemplo (objectClass=person).");
  } else if (!filter_shape(r.filter)) {
    fail("filter",
         "El filtro debe ir entre paréntesis y cerrarlos todos, por ejemplo "
         "(objectClass=person).");
  } else {
    text("filter", r.filter, kMaxFilter);
  }
  const auto attribute = [&](const char* key, const std::string& value, std::string& out,
                             bool required) {
    out = trimmed(value);
    const std::string field = std::string("attributes.") + key;
    if (out.empty()) {
      if (required) fail(field, "Indica el atributo del directorio que lo contiene.");
    } else if (!attribute_name(out)) {
      fail(field, "Un nombre de atributo tiene letras, números y guiones, por ejemplo mail.");
    }
  };
  attribute("email", s.attr_email, r.attr_email, true);
  attribute("first_name", s.attr_first_name, r.attr_first_name, true);
  attribute("last_name", s.attr_last_name, r.attr_last_name, false);
  attribute("job_position", s.attr_job_position, r.attr_job_position, false);
  attribute("department", s.attr_department, r.attr_department, false);
  attribute("phone", s.attr_phone, r.attr_phone, false);
  attribute("manager", s.attr_manager, r.attr_manager, false);
  if (s.sync_hours < 1 || s.sync_hours > kMaxSyncHours) {
    fail("sync_hours", "Elige cada cuántas horas, entre 1 y 168.");
  }
  if (!errors.empty()) throw invalid_input(std::move(errors));
  const bool keep_schedule = current && current->sync_enabled && current->next_sync_at &&
                             current->sync_hours == s.sync_hours;
  r.sync_enabled = s.sync_enabled;
  r.sync_hours = s.sync_hours;
  if (!r.sync_enabled) {
    r.next_sync_at.reset();
  } else if (!keep_schedule) {
    r.next_sync_at = clock_.now_ms() + s.sync_hours * kHourMs;
  }
  return r;
}

namespace {
// The directory's settings as the audit trail keeps them: never the password, only whether one
// is stored.
boost::json::value audited(const std::optional<SourceRow>& r) {
  if (!r) return nullptr;
  return boost::json::object{{"url", r->url},
                             {"bind_dn", r->bind_dn},
                             {"credentials_stored", r->bind_password_sealed.has_value()},
                             {"base_dn", r->base_dn},
                             {"filter", r->filter},
                             {"attr_email", r->attr_email},
                             {"attr_first_name", r->attr_first_name},
                             {"attr_last_name", r->attr_last_name},
                             {"attr_job_position", r->attr_job_position},
                             {"attr_department", r->attr_department},
                             {"attr_phone", r->attr_phone},
                             {"attr_manager", r->attr_manager},
                             {"sync_enabled", r->sync_enabled},
                             {"sync_hours", r->sync_hours}};
}
}  // namespace

SourceView DirectorySyncService::save(OrgId org, const SourceSettings& settings,
                                      const std::string& link_base) const {
  return db_.transact([&](db::Conn& c) {
    const auto current = repo_.source(c, org);
    SourceRow row = checked(settings, current);
    row.link_base = link_base;
    repo_.save(c, org, row, clock_.now_ms());
    boost::json::value after = audited(row);
    after.as_object()["credentials_changed"] = settings.bind_password.has_value();
    audit_.record(c, org, "directory.save", {"directory", org.value}, audited(current),
                  std::move(after));
    return SourceView{true, *repo_.source(c, org)};
  });
}

SourceView DirectorySyncService::remove(OrgId org) const {
  db_.transact([&](db::Conn& c) {
    const auto current = repo_.source(c, org);
    repo_.remove(c, org);
    audit_.record(c, org, "directory.remove", {"directory", org.value}, audited(current), nullptr);
  });
  return {false, default_row()};
}

std::vector<DirectoryPerson> DirectorySyncService::read(const SourceRow& source) const {
  // A source saved before the operator narrowed what is allowed is not read either.
  if (const auto why = reach_.refusal(source.url)) {
    throw directory_failed("directory_not_allowed", *why);
  }
  ldap::Query q;
  q.url = source.url;
  q.timeout = reach_.timeout;
  q.bind_dn = source.bind_dn;
  if (source.bind_password_sealed) {
    auto password = secret_box::open(server_secret_, kPurpose, *source.bind_password_sealed);
    if (!password) {
      throw directory_failed(
          "directory_password_unreadable",
          "La contraseña guardada ya no se puede leer (cambió la clave del servidor): "
          "escríbela de nuevo y guarda.");
    }
    q.bind_password = std::move(*password);
  }
  q.base_dn = source.base_dn;
  q.filter = source.filter;
  for (const auto* a : {&source.attr_email, &source.attr_first_name, &source.attr_last_name,
                        &source.attr_job_position, &source.attr_department, &source.attr_phone,
                        &source.attr_manager}) {
    if (!a->empty()) q.attributes.push_back(*a);
  }
  std::vector<ldap::Entry> entries;
  const auto started = std::chrono::steady_clock::now();
  try {
    entries = ldap::search(q);
  } catch (const ldap::Failed& e) {
    // Refused at once, silent until the timeout, or no such host: one answer after one wait,
    // so that the time does not tell what is listening where.
    if (e.code() == "directory_unreachable") std::this_thread::sleep_until(started + q.timeout);
    throw directory_failed(e.code(), e.what());
  }
  std::vector<DirectoryPerson> out;
  out.reserve(entries.size());
  for (const auto& e : entries) {
    DirectoryPerson p;
    p.dn = e.dn;
    if (const auto mail = value_of(e, source.attr_email)) {
      const std::string email = users::normalize_email(*mail);
      if (users::looks_like_email(email)) p.email = email;
    }
    p.first_name = value_of(e, source.attr_first_name);
    p.last_name = value_of(e, source.attr_last_name);
    p.job_position = value_of(e, source.attr_job_position);
    p.department = value_of(e, source.attr_department);
    p.phone = value_of(e, source.attr_phone);
    p.manager_dn = value_of(e, source.attr_manager);
    p.status = p.email ? "new" : "no_email";
    out.push_back(std::move(p));
  }
  std::sort(out.begin(), out.end(), [](const DirectoryPerson& a, const DirectoryPerson& b) {
    return std::tie(a.first_name, a.last_name, a.dn) < std::tie(b.first_name, b.last_name, b.dn);
  });
  return out;
}

ProbeResult DirectorySyncService::test(OrgId org, const SourceSettings& settings) const {
  const auto current = db_.run([&](db::Conn& c) { return repo_.source(c, org); });
  const auto people = read(checked(settings, current));
  ProbeResult out{static_cast<std::int64_t>(people.size()), 0};
  for (const auto& p : people) out.with_email += p.email ? 1 : 0;
  return out;
}

std::vector<DirectoryPerson> DirectorySyncService::preview(OrgId org) const {
  auto people = read(stored(org));
  std::vector<std::string> emails;
  for (const auto& p : people) {
    if (p.email) emails.push_back(*p.email);
  }
  db_.run([&](db::Conn& c) {
    std::map<std::string, users::EmailMatch> members;
    std::vector<std::int64_t> ids;
    for (auto& m : users_.by_emails(c, org, emails)) {
      ids.push_back(m.id);
      members.emplace(m.email, std::move(m));
    }
    const auto managed = repo_.managed_among(c, org, ids);
    for (auto& p : people) {
      if (!p.email) continue;
      const auto it = members.find(*p.email);
      if (it == members.end()) continue;
      p.user_id = it->second.id;
      p.status = it->second.active ? "active" : "inactive";
      p.managed = managed.contains(it->second.id);
    }
  });
  return people;
}

std::set<std::string> DirectorySyncService::active_members(
    OrgId org, const std::vector<DirectoryPerson>& people) const {
  std::vector<std::string> emails;
  for (const auto& p : people) {
    if (p.email) emails.push_back(*p.email);
  }
  std::set<std::string> out;
  db_.run([&](db::Conn& c) {
    for (const auto& m : users_.by_emails(c, org, emails)) {
      if (m.active) out.insert(m.email);
    }
  });
  return out;
}

ImportJob DirectorySyncService::import_people(OrgId org, std::int64_t actor_id,
                                              const std::vector<std::string>& emails,
                                              const std::string& link_base) const {
  if (emails.empty()) throw invalid_input("emails", "Elige al menos una persona del directorio.");
  if (emails.size() > kMaxChosenPeople) {
    throw invalid_input("emails", "Puedes importar hasta 20000 personas a la vez.");
  }
  std::set<std::string> chosen;
  for (const auto& e : emails) chosen.insert(users::normalize_email(e));
  const auto people = read(stored(org));
  const auto rows = rows_of(people, &chosen, active_members(org, people));
  if (rows.empty()) {
    throw invalid_input("emails", "Ninguna de las personas elegidas está en el directorio.");
  }
  return db_.transact([&](db::Conn& c) {
    auto job = imports_.enqueue_directory(c, org, actor_id, kImportTitle, rows, link_base);
    audit_.record(c, org, "directory.import", {"import_job", job.id}, nullptr,
                  {{"people", rows.size()}});
    return job;
  });
}

SyncRecord DirectorySyncService::sync(OrgId org, const SourceRow& source,
                                      std::optional<std::int64_t> actor_id,
                                      const std::string& link_base) const {
  SyncRecord rec;
  rec.at = clock_.now_ms();
  const std::int64_t every = source.sync_hours * kHourMs;
  const auto failed = [&](std::string code, std::string message) {
    rec.status = "failed";
    rec.code = std::move(code);
    rec.message = std::move(message);
    db_.transact([&](db::Conn& c) { repo_.record(c, org, rec, every); });
    return rec;
  };
  std::vector<DirectoryPerson> people;
  try {
    people = read(source);
  } catch (const ApiError& e) {
    if (e.kind() != ErrorKind::kRuleBroken || !e.code().starts_with("directory_")) throw;
    return failed(e.code(), e.what());
  }
  rec.entries = static_cast<std::int64_t>(people.size());
  const auto rows = rows_of(people, nullptr, active_members(org, people));
  if (rows.empty()) {
    return failed(
        "directory_empty",
        "El directorio no devolvió personas con correo, así que no se desactivó a nadie: revisa "
        "la base de búsqueda, el filtro y el atributo del correo.");
  }
  std::vector<std::string> listed;
  listed.reserve(rows.size());
  for (const auto& row : rows) listed.push_back(*row.at("email"));
  return db_.transact([&](db::Conn& c) {
    const auto now = clock_.now_ms();
    repo_.prune_rows(c, org, now - kDirectoryRowsKeptMs);
    const auto job = imports_.enqueue_directory(c, org, actor_id, kSyncTitle, rows, link_base);
    const auto gone = repo_.missing(c, org, listed);
    people_.deactivate(c, org, gone);
    repo_.mark_missing(c, org, gone, now);
    SyncRecord ok = rec;
    ok.status = "ok";
    ok.job_id = job.id;
    ok.deactivated = static_cast<std::int64_t>(gone.size());
    repo_.record(c, org, ok, every);
    audit_.record(
        c, org, "directory.sync", {"import_job", job.id}, nullptr,
        {{"entries", ok.entries}, {"people", rows.size()}, {"deactivated", ok.deactivated}});
    return ok;
  });
}

SourceView DirectorySyncService::sync_now(OrgId org, std::int64_t actor_id,
                                          const std::string& link_base) const {
  const SourceRow source = stored(org);
  const auto now = clock_.now_ms();
  if (!db_.transact([&](db::Conn& c) { return repo_.claim(c, org, now, now + kSyncLeaseMs); })) {
    throw conflict("directory_sync_running",
                   "Ya hay una sincronización en curso: espera a que termine.");
  }
  const auto rec = sync(org, source, actor_id, link_base);
  if (rec.status == "failed") {
    throw directory_failed(rec.code.value_or("directory_failed"), rec.message.value_or(""));
  }
  return get(org);
}

int DirectorySyncService::run_due(const std::function<bool()>& stop) const {
  int ran = 0;
  while (ran < kMaxSyncsPerRun && !(stop && stop())) {
    const auto now = clock_.now_ms();
    const auto org =
        db_.transact([&](db::Conn& c) { return repo_.claim_due(c, now, now + kSyncLeaseMs); });
    if (!org) break;
    const auto source = db_.run([&](db::Conn& c) { return repo_.source(c, *org); });
    if (source) sync(*org, *source, std::nullopt, source->link_base);
    ++ran;
  }
  return ran;
}

void DirectorySyncService::forget_person(db::Conn& c, OrgId org,
                                         const users::ErasedPerson& person) const {
  repo_.erase_member(c, org, person.id);
}

}  // namespace aplauso::directory
