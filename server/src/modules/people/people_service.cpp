#include "modules/people/people_service.h"

#include <algorithm>
#include <boost/json/object.hpp>
#include <set>

#include "api/tenant.h"
#include "core/errors.h"
#include "core/utf8.h"
#include "db/database.h"
#include "modules/accounts/activation_service.h"
#include "modules/audit/audit_log.h"
#include "modules/notifications/notification_service.h"
#include "modules/structure/structure_service.h"
#include "modules/users/person_changes.h"
#include "modules/users/person_fields.h"
#include "modules/users/user_json.h"

namespace aplauso::people {

namespace {
constexpr std::size_t kMaxNote = 1000;
constexpr auto kAdmissionAhead = std::chrono::days{366};

ApiError email_taken() {
  const std::string message = "Ya existe una persona con ese correo en la organización.";
  return ApiError(ErrorKind::kConflict, "email_taken", message, {{"email", message}});
}
// 400 for what an admin may not do to their own account.
ApiError refused(std::string code, std::string message, std::vector<FieldError> fields = {}) {
  return ApiError(ErrorKind::kInvalid, std::move(code), std::move(message), std::move(fields));
}
std::optional<std::int64_t> department_of(const users::User& u) {
  return u.department ? std::optional<std::int64_t>(u.department->id) : std::nullopt;
}

// The row a new person is written as: active, not activated yet (the activation mail follows).
users::NewUser new_user_row(const users::User& u) {
  users::NewUser row;
  row.email = u.email;
  row.first_name = u.first_name;
  row.last_name = u.last_name;
  row.job_position = u.job_position;
  row.role = u.role;
  row.department_id = department_of(u);
  row.leader_id = u.leader_id;
  row.language = u.language;
  row.points = u.points;
  row.active = true;
  row.activated = false;
  row.birthday = u.birthday;
  row.admission_date = u.admission_date;
  row.country = u.country;
  row.phone = u.phone;
  row.external = u.external;
  row.national_id = u.national_id;
  row.contract_type = u.contract_type;
  row.gender = u.gender;
  return row;
}
// Runs `fn`, answering 409 email_taken when a concurrent write took the address first.
template <class F>
auto unique_email(F&& fn) {
  try {
    return fn();
  } catch (const ApiError&) {
    throw;
  } catch (const std::exception& e) {
    if (db::is_unique_violation(e)) throw email_taken();
    throw;
  }
}
ApiError no_person() {
  return not_found("La persona no existe en esta organización.");
}

// Absent keeps `current`; null or blank clears it.
void apply_field(const std::optional<std::optional<std::string>>& field,
                 std::optional<std::string>& current) {
  if (!field) return;
  current = (*field && !(*field)->empty()) ? *field : std::nullopt;
}

// A person as the audit trail keeps them: the API's shape, their groups' ids.
boost::json::object audited(const users::User& u, const std::vector<structure::GroupRef>& groups) {
  boost::json::object o = users::to_json(u);
  o["external"] = u.external;
  boost::json::array ids;
  for (const auto& g : groups) ids.push_back(g.id);
  o["groups"] = std::move(ids);
  return o;
}

std::string blank_trimmed(std::string s) {
  const auto first = s.find_first_not_of(" \t\r\n");
  if (first == std::string::npos) return {};
  return s.substr(first, s.find_last_not_of(" \t\r\n") - first + 1);
}
}  // namespace

users::User PeopleService::merged(db::Conn& c, OrgId org, users::User u, const PersonInput& in,
                                  bool creating, const Known* known) const {
  std::vector<FieldError> errors;
  const auto fail = [&errors](const char* field, std::string message) {
    errors.push_back({field, std::move(message)});
  };
  if (in.email || creating) {
    const std::string email = users::normalize_email(in.email.value_or(""));
    if (email.empty()) {
      fail("email", "El correo es requerido.");
    } else if (!users::looks_like_email(email)) {
      fail("email", "Escribe un correo válido, por ejemplo nombre@empresa.com.");
    } else if (email != u.email && (known != nullptr ? known->emails.contains(email)
                                                     : users_.email_taken(c, org, email))) {
      throw email_taken();
    }
    u.email = email;
  }
  if (in.first_name || creating) {
    u.first_name = blank_trimmed(in.first_name.value_or(""));
    if (u.first_name.empty()) fail("first_name", "El nombre es requerido.");
    if (utf8_length(u.first_name) > users::kMaxName)
      fail("first_name", users::too_long(users::kMaxName));
  }
  if (in.last_name) {
    u.last_name = blank_trimmed(in.last_name->value_or(""));
    if (utf8_length(u.last_name) > users::kMaxName)
      fail("last_name", users::too_long(users::kMaxName));
  }
  apply_field(in.job_position, u.job_position);
  if (u.job_position && utf8_length(*u.job_position) > users::kMaxJobPosition) {
    fail("job_position", users::too_long(users::kMaxJobPosition));
  }
  if (in.user_type) {
    const auto role = parse_role(*in.user_type);
    if (!role) {
      fail("user_type", "El rol debe ser employee, leader o admin.");
    } else if (u.external && *role != Role::kEmployee) {
      fail("user_type", "Una persona externa solo puede tener el rol de empleado.");
    } else {
      u.role = *role;
    }
  }
  if (in.language) {
    if (*in.language != "spanish" && *in.language != "english") {
      fail("language", "El idioma debe ser spanish o english.");
    } else {
      u.language = *in.language;
    }
  }
  if (in.country) {
    std::optional<std::string> country = *in.country;
    if (country) *country = blank_trimmed(*country);
    apply_field(std::optional<std::optional<std::string>>(std::in_place, country), u.country);
    if (u.country) {
      std::string code = *u.country;
      std::transform(code.begin(), code.end(), code.begin(),
                     [](unsigned char ch) { return static_cast<char>(std::toupper(ch)); });
      const bool letters = code.size() == 2 && std::all_of(code.begin(), code.end(), [](char ch) {
                             return ch >= 'A' && ch <= 'Z';
                           });
      if (!letters) fail("country", "El país debe ser un código de dos letras, por ejemplo CL.");
      u.country = code;
    }
  }
  if (in.phone && *in.phone && !(*in.phone)->empty()) {
    auto phone = users::normalize_phone(**in.phone);
    if (!phone) fail("phone", users::kPhoneMessage);
    u.phone = std::move(phone);
  } else if (in.phone) {
    u.phone.reset();
  }
  const auto today = users::today_at(clock_.now_ms());
  apply_field(in.birthday, u.birthday);
  if (in.birthday && u.birthday && !users::past_date(*u.birthday, today)) {
    fail("birthday", users::kBirthdayMessage);
  }
  apply_field(in.admission_date, u.admission_date);
  if (in.admission_date && u.admission_date) {
    const auto date = users::parse_date(*u.admission_date);
    if (!date || *date > today + kAdmissionAhead) {
      fail("admission_date",
           "La fecha de ingreso debe ser una fecha válida con formato AAAA-MM-DD.");
    }
  }
  if (in.national_id) {
    const std::string raw = blank_trimmed(in.national_id->value_or(""));
    u.national_id.reset();
    if (!raw.empty()) {
      u.national_id = users::normalize_national_id(raw);
      if (!u.national_id) {
        fail("national_id", users::kNationalIdMessage);
      } else if (const auto problem = users::national_id_problem(*u.national_id, u.country)) {
        fail("national_id", *problem);
      } else {
        std::optional<std::int64_t> owner;
        if (known != nullptr) {
          if (const auto it = known->national_ids.find(*u.national_id);
              it != known->national_ids.end()) {
            owner = it->second;
          }
        } else {
          owner = users_.national_id_owner(c, org, *u.national_id);
        }
        if (owner && *owner != u.id) {
          fail("national_id", "Otra persona de la organización ya tiene ese documento.");
        }
      }
    }
  }
  apply_field(in.contract_type, u.contract_type);
  if (in.contract_type && u.contract_type && !users::known_contract_type(*u.contract_type)) {
    fail("contract_type",
         "El tipo de contrato debe ser indefinite, fixed_term, project, services o internship.");
  }
  apply_field(in.gender, u.gender);
  if (in.gender && u.gender && !users::known_gender(*u.gender)) {
    fail("gender", "El género debe ser female, male, non_binary u other.");
  }
  if (in.points) u.points = *in.points;
  if (in.department_id) {
    const auto& id = *in.department_id;
    if (id && !(u.department && u.department->id == *id) &&
        !(known != nullptr ? *id < 0 || known->active_departments.contains(*id)
                           : structure_.active_department(c, org, *id))) {
      fail("department_id", "El departamento no existe o está inactivo.");
    }
    u.department = id ? std::optional<users::DepartmentRef>(users::DepartmentRef{*id, "", true})
                      : std::nullopt;
  }
  if (in.leader_id) {
    const auto& id = *in.leader_id;
    if (id && u.id != 0 && *id == u.id) {
      fail("leader_id", "Una persona no puede ser su propio líder.");
    } else if (id && id != u.leader_id &&
               (known != nullptr ? !known->active_people.contains(*id)
                                 : users_.active_ids(c, org, {*id}).empty())) {
      fail("leader_id", "El líder debe ser un miembro activo de la organización.");
    }
    u.leader_id = *id;
  }
  const bool unknown_group =
      in.groups && (known != nullptr ? std::any_of(in.groups->begin(), in.groups->end(),
                                                   [&](std::int64_t id) {
                                                     return id >= 0 &&
                                                            known->unknown_groups.contains(id);
                                                   })
                                     : !structure_.unknown_groups(c, org, *in.groups).empty());
  if (unknown_group) {
    fail("groups", "Alguno de los grupos no existe.");
  }
  if (!errors.empty()) throw invalid_input(std::move(errors));
  return u;
}

std::vector<AdminPerson> PeopleService::decorate(db::Conn& c, OrgId org,
                                                 std::vector<users::User> people) const {
  std::vector<std::int64_t> ids;
  std::set<std::int64_t> leader_ids;
  for (const auto& u : people) {
    ids.push_back(u.id);
    if (u.leader_id) leader_ids.insert(*u.leader_id);
  }
  std::map<std::int64_t, users::Person> leaders;
  if (!leader_ids.empty()) {
    for (auto& p : users_.people(c, org, {leader_ids.begin(), leader_ids.end()})) {
      leaders.emplace(p.id, std::move(p));
    }
  }
  auto groups = structure_.groups_of(c, org, ids);
  std::vector<AdminPerson> out;
  out.reserve(people.size());
  for (auto& u : people) {
    AdminPerson person{std::move(u), std::nullopt, {}};
    if (person.user.leader_id) {
      if (const auto it = leaders.find(*person.user.leader_id); it != leaders.end()) {
        person.leader = it->second;
      }
    }
    if (const auto it = groups.find(person.user.id); it != groups.end()) {
      person.groups = std::move(it->second);
    }
    out.push_back(std::move(person));
  }
  return out;
}

users::User PeopleService::draft(const tenancy::Tenant& tenant, bool external) {
  users::User u;
  u.external = external;
  u.language = tenant.default_language == "en" ? "english" : "spanish";
  u.country = tenant.country;
  return u;
}

users::User PeopleService::insert(db::Conn& c, const tenancy::Tenant& tenant, const users::User& u,
                                  const PersonInput& input, const std::string& link_base) const {
  const OrgId org{tenant.org_id};
  const auto id = users_.insert(c, org, new_user_row(u), clock_.now_ms());
  if (input.groups) structure_.set_person_groups(c, org, id, *input.groups);
  auto created = *users_.find(c, org, id);
  activation_.invite(c, tenant, created, link_base);
  for (const auto& hook : created_hooks_) hook(c, tenant, {id});
  return created;
}

void PeopleService::write(db::Conn& c, OrgId org, const users::User& before,
                          const users::User& after, const PersonInput& input) const {
  users_.update_by_admin(c, org, after, clock_.now_ms());
  if (input.groups) structure_.set_person_groups(c, org, after.id, *input.groups);
  if (after.first_name != before.first_name || after.last_name != before.last_name ||
      after.job_position != before.job_position || department_of(after) != department_of(before)) {
    changes_.changed(c, org, after.id);
  }
}

AdminPerson PeopleService::create(const tenancy::Tenant& tenant, const PersonInput& input,
                                  bool external, const std::string& link_base) const {
  const OrgId org{tenant.org_id};
  return unique_email([&] {
    return db_.transact([&](db::Conn& c) {
      const users::User u = merged(c, org, draft(tenant, external), input, true);
      AdminPerson created =
          std::move(decorate(c, org, {insert(c, tenant, u, input, link_base)}).front());
      audit_.record(c, org, "people.create", {"user", created.user.id}, nullptr,
                    audited(created.user, created.groups));
      return created;
    });
  });
}

AdminPerson PeopleService::update(OrgId org, std::int64_t actor_id, std::int64_t user_id,
                                  const PersonInput& input) const {
  return unique_email([&] {
    return db_.transact([&](db::Conn& c) {
      auto current = users_.find(c, org, user_id);
      if (!current || current->erased) throw no_person();
      const users::User before = *current;
      const users::User u = merged(c, org, std::move(*current), input, false);
      if (user_id == actor_id && u.role != before.role) {
        throw refused("cannot_change_own_role",
                      "No puedes cambiar tu propio rol: pídeselo a otro administrador.",
                      {{"user_type", "No puedes cambiar tu propio rol."}});
      }
      auto groups_before = structure_.groups_of(c, org, {user_id});
      write(c, org, before, u, input);
      AdminPerson after = std::move(decorate(c, org, {*users_.find(c, org, user_id)}).front());
      audit_.record(c, org, "people.update", {"user", user_id},
                    audited(before, groups_before[user_id]), audited(after.user, after.groups));
      return after;
    });
  });
}

namespace {
bool same_person(const users::User& a, const users::User& b) {
  return a.email == b.email && a.first_name == b.first_name && a.last_name == b.last_name &&
         a.job_position == b.job_position && a.role == b.role &&
         department_of(a) == department_of(b) && a.leader_id == b.leader_id &&
         a.country == b.country && a.language == b.language && a.phone == b.phone &&
         a.birthday == b.birthday && a.admission_date == b.admission_date && a.points == b.points &&
         a.national_id == b.national_id && a.contract_type == b.contract_type &&
         a.gender == b.gender;
}
}  // namespace

Upserted PeopleService::upsert(db::Conn& c, const tenancy::Tenant& tenant, const PersonInput& input,
                               const std::string& link_base, std::int64_t* user_id) const {
  const OrgId org{tenant.org_id};
  const std::string email = users::normalize_email(input.email.value_or(""));
  auto current = email.empty() ? std::nullopt : users_.find_by_email(c, org, email);
  if (!current) {
    const auto created =
        insert(c, tenant, merged(c, org, draft(tenant, false), input, true), input, link_base);
    if (user_id != nullptr) *user_id = created.id;
    return Upserted::kCreated;
  }
  if (user_id != nullptr) *user_id = current->id;
  const users::User before = *current;
  const users::User after = merged(c, org, std::move(*current), input, false);
  bool same = same_person(before, after);
  if (same && input.groups) {
    std::vector<std::int64_t> now;
    auto groups = structure_.groups_of(c, org, {before.id});
    for (const auto& g : groups[before.id]) now.push_back(g.id);
    std::vector<std::int64_t> wanted = *input.groups;
    std::sort(now.begin(), now.end());
    std::sort(wanted.begin(), wanted.end());
    wanted.erase(std::unique(wanted.begin(), wanted.end()), wanted.end());
    same = now == wanted;
  }
  if (same) return Upserted::kUnchanged;
  write(c, org, before, after, input);
  return Upserted::kUpdated;
}

std::vector<PlannedPerson> PeopleService::plan_many(db::Conn& c, const tenancy::Tenant& tenant,
                                                    const std::vector<PersonInput>& inputs) const {
  const OrgId org{tenant.org_id};
  std::vector<std::string> emails, national_ids;
  std::vector<std::int64_t> departments, leaders, groups;
  for (const auto& in : inputs) {
    const std::string email = users::normalize_email(in.email.value_or(""));
    if (!email.empty()) emails.push_back(email);
    if (in.national_id && *in.national_id) {
      if (auto id = users::normalize_national_id(**in.national_id)) {
        national_ids.push_back(std::move(*id));
      }
    }
    if (in.department_id && *in.department_id && **in.department_id > 0) {
      departments.push_back(**in.department_id);
    }
    if (in.leader_id && *in.leader_id) leaders.push_back(**in.leader_id);
    if (in.groups) {
      for (const auto id : *in.groups) {
        if (id > 0) groups.push_back(id);
      }
    }
  }
  std::map<std::string, users::User> existing;
  for (auto& u : users_.find_by_emails(c, org, emails)) existing.emplace(u.email, std::move(u));
  Known known;
  for (const auto& [email, u] : existing) known.emails.insert(email);
  for (const auto id : structure_.active_departments(c, org, departments)) {
    known.active_departments.insert(id);
  }
  if (!leaders.empty()) {
    for (const auto id : users_.active_ids(c, org, leaders)) known.active_people.insert(id);
  }
  for (const auto id : structure_.unknown_groups(c, org, groups)) known.unknown_groups.insert(id);
  known.national_ids = users_.national_id_owners(c, org, national_ids);
  // The groups of the existing people whose groups a row names: unchanged or not.
  std::vector<std::int64_t> regrouped;
  for (const auto& in : inputs) {
    const auto it = existing.find(users::normalize_email(in.email.value_or("")));
    if (in.groups && it != existing.end()) regrouped.push_back(it->second.id);
  }
  auto groups_now = structure_.groups_of(c, org, regrouped);

  std::vector<PlannedPerson> plan(inputs.size());
  for (std::size_t i = 0; i < inputs.size(); ++i) {
    const PersonInput& in = inputs[i];
    PlannedPerson& p = plan[i];
    p.groups = in.groups;
    try {
      const auto it = existing.find(users::normalize_email(in.email.value_or("")));
      if (it == existing.end()) {
        p.after = merged(c, org, draft(tenant, false), in, true, &known);
        p.outcome = Upserted::kCreated;
        continue;
      }
      p.before = it->second;
      p.user_id = p.before.id;
      p.after = merged(c, org, p.before, in, false, &known);
      bool same = same_person(p.before, p.after);
      if (same && in.groups) {
        std::vector<std::int64_t> now;
        for (const auto& g : groups_now[p.before.id]) now.push_back(g.id);
        std::vector<std::int64_t> wanted = *in.groups;
        std::sort(now.begin(), now.end());
        std::sort(wanted.begin(), wanted.end());
        wanted.erase(std::unique(wanted.begin(), wanted.end()), wanted.end());
        same = now == wanted;
      }
      p.outcome = same ? Upserted::kUnchanged : Upserted::kUpdated;
    } catch (const ApiError& e) {
      p.error = e;
    }
  }
  return plan;
}

void PeopleService::write_many(db::Conn& c, const tenancy::Tenant& tenant,
                               std::vector<PlannedPerson>& plan,
                               const std::map<std::int64_t, std::int64_t>& created,
                               const std::string& link_base) const {
  const OrgId org{tenant.org_id};
  const auto real = [&created](std::int64_t id) { return id < 0 ? created.at(id) : id; };
  std::vector<users::NewUser> rows;
  std::vector<PlannedPerson*> creating;
  std::vector<users::User> updates;
  std::vector<std::int64_t> changed;
  std::map<std::int64_t, std::vector<std::int64_t>> groups;
  for (auto& p : plan) {
    if (p.error || p.outcome == Upserted::kUnchanged) continue;
    if (p.after.department) p.after.department->id = real(p.after.department->id);
    if (p.groups) {
      for (auto& id : *p.groups) id = real(id);
    }
    if (p.outcome == Upserted::kCreated) {
      const users::User& u = p.after;
      rows.push_back(new_user_row(u));
      creating.push_back(&p);
      continue;
    }
    updates.push_back(p.after);
    if (p.groups) groups[p.user_id] = *p.groups;
    const users::User& a = p.after;
    const users::User& b = p.before;
    if (a.first_name != b.first_name || a.last_name != b.last_name ||
        a.job_position != b.job_position || department_of(a) != department_of(b)) {
      changed.push_back(p.user_id);
    }
  }
  const auto ids = users_.insert_many(c, org, rows, clock_.now_ms());
  std::vector<users::User> invited;
  for (auto* p : creating) {
    p->user_id = ids.at(p->after.email);
    p->after.id = p->user_id;
    p->after.org_id = org.value;
    p->after.active = true;
    p->after.activated = false;
    if (p->groups) groups[p->user_id] = *p->groups;
    invited.push_back(p->after);
  }
  users_.update_many_by_admin(c, org, updates, clock_.now_ms());
  structure_.set_groups_of_people(c, org, groups);
  activation_.invite_new(c, tenant, invited, link_base);
  for (const auto id : changed) changes_.changed(c, org, id);
  if (!creating.empty()) {
    std::vector<std::int64_t> created_ids;
    for (const auto* p : creating) created_ids.push_back(p->user_id);
    for (const auto& hook : created_hooks_) hook(c, tenant, created_ids);
  }
}

void PeopleService::check(db::Conn& c, const tenancy::Tenant& tenant,
                          const PersonInput& input) const {
  const OrgId org{tenant.org_id};
  const std::string email = users::normalize_email(input.email.value_or(""));
  auto current = email.empty() ? std::nullopt : users_.find_by_email(c, org, email);
  if (current) {
    merged(c, org, std::move(*current), input, false);
  } else {
    merged(c, org, draft(tenant, false), input, true);
  }
}

std::vector<AdminPerson> PeopleService::list(OrgId org, const users::AdminFilter& filter,
                                             std::int64_t limit, std::int64_t offset,
                                             std::int64_t* total) const {
  if (filter.keywords && utf8_length(*filter.keywords) > 100) {
    throw invalid_input("keywords", "La búsqueda no puede exceder 100 caracteres.");
  }
  if (filter.role && !parse_role(*filter.role)) {
    throw invalid_input("type", "El rol debe ser employee, leader o admin.");
  }
  return db_.run([&](db::Conn& c) {
    return decorate(c, org, users_.admin_list(c, org, filter, limit, offset, total));
  });
}

std::vector<users::Person> PeopleService::all_active(OrgId org) const {
  return db_.run([&](db::Conn& c) { return repo_.all_active(c, org); });
}

AdminPerson PeopleService::set_active(OrgId org, std::int64_t actor_id, std::int64_t user_id,
                                      bool active) const {
  if (!active && user_id == actor_id) {
    throw refused("cannot_deactivate_yourself", "No puedes desactivar tu propia cuenta.");
  }
  return db_.transact([&](db::Conn& c) {
    const auto current = users_.find(c, org, user_id);
    if (!current || current->erased) throw no_person();
    if (active != current->active) {
      if (active) {
        users_.reactivate(c, org, user_id, clock_.now_ms());
      } else {
        users_.deactivate(c, org, {user_id}, clock_.now_ms());
      }
      audit_.record(c, org, active ? "people.activate" : "people.deactivate", {"user", user_id},
                    {{"active", !active}}, {{"active", active}});
    }
    return std::move(decorate(c, org, {*users_.find(c, org, user_id)}).front());
  });
}

std::vector<DeactivationResult> PeopleService::deactivate_by_email(
    OrgId org, std::int64_t actor_id, const std::vector<std::string>& emails,
    std::int64_t* deactivated) const {
  if (emails.empty()) throw invalid_input("emails", "Escribe al menos un correo.");
  if (emails.size() > kMaxBulkEmails) {
    throw invalid_input("emails", "Puedes desactivar hasta 1000 correos a la vez.");
  }
  std::vector<DeactivationResult> out;
  std::vector<std::string> valid;
  std::set<std::string> seen;
  for (const auto& raw : emails) {
    const std::string email = users::normalize_email(raw);
    if (!seen.insert(email).second) continue;
    if (!users::looks_like_email(email)) {
      out.push_back({email, "invalid_email"});
    } else {
      out.push_back({email, "not_found"});
      valid.push_back(email);
    }
  }
  *deactivated = 0;
  db_.transact([&](db::Conn& c) {
    std::map<std::string, users::EmailMatch> found;
    for (auto& m : users_.by_emails(c, org, valid)) found.emplace(m.email, std::move(m));
    std::vector<std::int64_t> ids;
    for (auto& result : out) {
      const auto it = found.find(result.email);
      if (result.outcome == "invalid_email" || it == found.end()) continue;
      if (it->second.id == actor_id) {
        result.outcome = "yourself";
      } else if (!it->second.active) {
        result.outcome = "already_inactive";
      } else {
        result.outcome = "deactivated";
        ids.push_back(it->second.id);
      }
    }
    users_.deactivate(c, org, ids, clock_.now_ms());
    for (const auto id : ids) {
      audit_.record(c, org, "people.deactivate", {"user", id}, {{"active", true}},
                    {{"active", false}, {"by", "email_list"}});
    }
    *deactivated = static_cast<std::int64_t>(ids.size());
  });
  return out;
}

void PeopleService::deactivate(db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids) const {
  if (ids.empty()) return;
  users_.deactivate(c, org, ids, clock_.now_ms());
  for (const auto id : ids) {
    audit_.record(c, org, "people.deactivate", {"user", id}, {{"active", true}},
                  {{"active", false}, {"by", "directory"}});
  }
}

bool PeopleService::reactivate(db::Conn& c, OrgId org, std::int64_t user_id) const {
  const auto current = users_.find(c, org, user_id);
  if (!current || current->erased || current->active) return false;
  users_.reactivate(c, org, user_id, clock_.now_ms());
  audit_.record(c, org, "people.activate", {"user", user_id}, {{"active", false}},
                {{"active", true}, {"by", "directory"}});
  return true;
}

void PeopleService::erase(OrgId org, std::int64_t actor_id, std::int64_t user_id) const {
  if (user_id == actor_id) {
    throw refused("cannot_erase_yourself",
                  "No puedes eliminar tu propia cuenta desde la administración.");
  }
  db_.transact([&](db::Conn& c) {
    const auto current = users_.find(c, org, user_id);
    if (!current || current->erased) throw no_person();
    const auto now = clock_.now_ms();
    users_.erase(c, org, user_id, now);
    // Every module removes what it keeps of the person (users::PersonErasure).
    erasure_.erase(c, org, {user_id, current->email});
    users_.close_deletion_erased(c, org, user_id, now);
    // Cards that show the person are rendered again with the anonymous name.
    changes_.changed(c, org, user_id);
    // Nothing of who they were: the trail keeps that someone erased this account.
    audit_.record(c, org, "people.erase", {"user", user_id}, nullptr, {{"erased", true}});
  });
}

users::DeletionRequest PeopleService::decline_deletion(
    OrgId org, std::int64_t request_id, const std::optional<std::string>& raw_note) const {
  std::optional<std::string> note;
  if (raw_note && !blank_trimmed(*raw_note).empty()) note = blank_trimmed(*raw_note);
  if (note && utf8_length(*note) > kMaxNote) {
    throw invalid_input("note", users::too_long(kMaxNote));
  }
  return db_.transact([&](db::Conn& c) {
    const auto row = users_.deletion_request(c, org, request_id);
    if (!row) throw not_found("La solicitud no existe.");
    if (!users_.decline_deletion(c, org, request_id, note, clock_.now_ms())) {
      throw conflict("deletion_request_closed", "La solicitud ya fue resuelta.");
    }
    boost::json::object about{{"request_id", row->id}};
    if (note) about["note"] = *note;
    notifications_.notify(c, org, "deletion_declined", {row->user_id}, about);
    audit_.record(c, org, "people.decline_deletion", {"deletion_request", row->id},
                  {{"status", "open"}}, {{"status", "declined"}, {"user_id", row->user_id}});
    auto people = users_.people(c, org, {row->user_id});
    return users::DeletionRequest{row->id,         people.front(), row->reason,
                                  row->created_at, "declined",     note};
  });
}

}  // namespace aplauso::people
