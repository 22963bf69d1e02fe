#include "modules/structure/structure_service.h"

#include <algorithm>

#include "core/errors.h"
#include "core/utf8.h"
#include "db/database.h"
#include "modules/audit/audit_log.h"

namespace aplauso::structure {

namespace {

std::vector<std::int64_t> distinct(std::vector<std::int64_t> ids) {
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  return ids;
}

ApiError department_name_taken() {
  return conflict("department_name_taken", "Ya existe un departamento con ese nombre.");
}
ApiError group_name_taken() {
  return conflict("group_name_taken", "Ya existe un grupo con ese nombre.");
}
ApiError bad_leader() {
  return invalid_input("leader_id", "El líder debe ser un miembro activo de la organización.");
}
ApiError no_group() {
  return not_found("El grupo no existe.");
}
ApiError no_department() {
  return not_found("El departamento no existe.");
}
boost::json::object audited(const DepartmentRow& d) {
  return {{"name", d.name},
          {"active", d.active},
          {"leader_id", d.leader_id ? boost::json::value(*d.leader_id) : nullptr}};
}
boost::json::array id_list(const std::vector<std::int64_t>& ids) {
  return boost::json::array(ids.begin(), ids.end());
}

// Runs `fn`, answering `taken` when a concurrent write took the same name first.
template <class F>
auto unique_name(F&& fn, ApiError (*taken)()) {
  try {
    return fn();
  } catch (const ApiError&) {
    throw;
  } catch (const std::exception& e) {
    if (db::is_unique_violation(e)) throw taken();
    throw;
  }
}
}  // namespace

std::string StructureService::checked_name(const std::string& name, const char* message) {
  std::string out = trimmed(name);
  if (out.empty()) throw invalid_input("name", message);
  if (utf8_length(out) > kMaxStructureName) {
    throw invalid_input("name", "El nombre no puede exceder 80 caracteres.");
  }
  return out;
}

void StructureService::check_members(db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids,
                                     const char* field) const {
  if (ids.size() > kMaxMembersAtOnce) {
    throw invalid_input(field, "Puedes agregar hasta 1000 personas a la vez.");
  }
  if (users_.active_ids(c, org, ids).size() != ids.size()) {
    throw invalid_input(field, "Alguna de las personas no es un miembro activo.");
  }
}

Department StructureService::with_leader(db::Conn& c, OrgId org, DepartmentRow row) const {
  Department out{std::move(row), std::nullopt};
  if (out.row.leader_id) {
    auto people = users_.people(c, org, {*out.row.leader_id});
    if (!people.empty()) out.leader = std::move(people.front());
  }
  return out;
}

std::vector<Department> StructureService::departments(OrgId org, bool include_inactive) const {
  return db_.run([&](db::Conn& c) {
    auto rows = repo_.departments(c, org, include_inactive);
    std::vector<std::int64_t> leader_ids;
    for (const auto& d : rows) {
      if (d.leader_id) leader_ids.push_back(*d.leader_id);
    }
    std::map<std::int64_t, users::Person> leaders;
    if (!leader_ids.empty()) {
      for (auto& p : users_.people(c, org, distinct(leader_ids))) leaders.emplace(p.id, p);
    }
    std::vector<Department> out;
    out.reserve(rows.size());
    for (auto& d : rows) {
      std::optional<users::Person> leader;
      if (d.leader_id) {
        if (const auto it = leaders.find(*d.leader_id); it != leaders.end()) leader = it->second;
      }
      out.push_back(Department{std::move(d), std::move(leader)});
    }
    return out;
  });
}

Department StructureService::create_department(OrgId org, const std::string& raw_name,
                                               std::optional<std::int64_t> leader_id) const {
  const std::string name = checked_name(raw_name, "El nombre del departamento es requerido.");
  return unique_name(
      [&] {
        return db_.transact([&](db::Conn& c) {
          if (repo_.department_name_taken(c, org, name, 0)) throw department_name_taken();
          if (leader_id && users_.active_ids(c, org, {*leader_id}).empty()) throw bad_leader();
          const auto id = repo_.insert_department(c, org, name, leader_id, clock_.now_ms());
          auto created = with_leader(c, org, *repo_.department(c, org, id));
          audit_.record(c, org, "structure.create_department", {"department", id}, nullptr,
                        audited(created.row));
          return created;
        });
      },
      department_name_taken);
}

Department StructureService::update_department(OrgId org, std::int64_t id,
                                               const DepartmentChange& change) const {
  std::optional<std::string> name;
  if (change.name) name = checked_name(*change.name, "El nombre del departamento es requerido.");
  return unique_name(
      [&] {
        return db_.transact([&](db::Conn& c) {
          auto row = repo_.department(c, org, id);
          if (!row) throw no_department();
          const auto before = audited(*row);
          if (name) {
            if (repo_.department_name_taken(c, org, *name, id)) throw department_name_taken();
            row->name = *name;
          }
          if (change.leader_id) {
            const auto& leader = *change.leader_id;
            if (leader && leader != row->leader_id &&
                users_.active_ids(c, org, {*leader}).empty()) {
              throw bad_leader();
            }
            row->leader_id = leader;
          }
          if (change.active) row->active = *change.active;
          repo_.update_department(c, org, *row);
          audit_.record(c, org, "structure.update_department", {"department", id}, before,
                        audited(*row));
          return with_leader(c, org, *repo_.department(c, org, id));
        });
      },
      department_name_taken);
}

void StructureService::delete_department(OrgId org, std::int64_t id) const {
  db_.transact([&](db::Conn& c) {
    const auto row = repo_.department(c, org, id);
    if (!row) throw no_department();
    const auto people = repo_.department_people(c, org, id);
    if (people > 0) {
      throw conflict("department_not_empty", "El departamento tiene " + std::to_string(people) +
                                                 (people == 1 ? " persona" : " personas") +
                                                 ": muévelas a otro departamento o desactívalo.");
    }
    repo_.delete_department(c, org, id);
    audit_.record(c, org, "structure.delete_department", {"department", id}, audited(*row),
                  nullptr);
  });
}

std::vector<GroupRow> StructureService::groups(OrgId org) const {
  return db_.run([&](db::Conn& c) { return repo_.groups(c, org); });
}

GroupRow StructureService::create_group(OrgId org, const std::string& raw_name,
                                        const std::vector<std::int64_t>& member_ids) const {
  const std::string name = checked_name(raw_name, "El nombre del grupo es requerido.");
  const auto ids = distinct(member_ids);
  return unique_name(
      [&] {
        return db_.transact([&](db::Conn& c) {
          check_members(c, org, ids, "member_ids");
          if (repo_.group_name_taken(c, org, name, 0)) throw group_name_taken();
          const auto now = clock_.now_ms();
          const auto id = repo_.insert_group(c, org, name, now);
          repo_.add_members(c, org, id, ids, now);
          audit_.record(c, org, "structure.create_group", {"group", id}, nullptr,
                        {{"name", name}, {"member_ids", id_list(ids)}});
          return *repo_.group(c, org, id);
        });
      },
      group_name_taken);
}

GroupRow StructureService::rename_group(OrgId org, std::int64_t id,
                                        const std::string& raw_name) const {
  const std::string name = checked_name(raw_name, "El nombre del grupo es requerido.");
  return unique_name(
      [&] {
        return db_.transact([&](db::Conn& c) {
          const auto current = repo_.group(c, org, id);
          if (!current) throw no_group();
          if (repo_.group_name_taken(c, org, name, id)) throw group_name_taken();
          repo_.rename_group(c, org, id, name);
          audit_.record(c, org, "structure.rename_group", {"group", id}, {{"name", current->name}},
                        {{"name", name}});
          return *repo_.group(c, org, id);
        });
      },
      group_name_taken);
}

void StructureService::delete_group(OrgId org, std::int64_t id) const {
  db_.transact([&](db::Conn& c) {
    const auto current = repo_.group(c, org, id);
    if (!current) throw no_group();
    repo_.delete_group(c, org, id);
    audit_.record(c, org, "structure.delete_group", {"group", id}, {{"name", current->name}},
                  nullptr);
  });
}

std::vector<GroupMember> StructureService::members(OrgId org, std::int64_t group_id,
                                                   std::int64_t limit, std::int64_t offset,
                                                   std::int64_t* total) const {
  return db_.run([&](db::Conn& c) {
    if (!repo_.group(c, org, group_id)) throw no_group();
    const auto rows = repo_.members(c, org, group_id, limit, offset, total);
    std::vector<std::int64_t> ids;
    for (const auto& [id, active] : rows) ids.push_back(id);
    std::map<std::int64_t, users::Person> by_id;
    for (auto& p : users_.people(c, org, ids)) by_id.emplace(p.id, std::move(p));
    std::vector<GroupMember> out;
    out.reserve(rows.size());
    for (const auto& [id, active] : rows) {
      if (const auto it = by_id.find(id); it != by_id.end()) {
        out.push_back(GroupMember{std::move(it->second), active});
      }
    }
    return out;
  });
}

GroupRow StructureService::add_members(OrgId org, std::int64_t group_id,
                                       const std::vector<std::int64_t>& user_ids) const {
  const auto ids = distinct(user_ids);
  if (ids.empty()) throw invalid_input("user_ids", "Elige al menos una persona.");
  return db_.transact([&](db::Conn& c) {
    if (!repo_.group(c, org, group_id)) throw no_group();
    check_members(c, org, ids, "user_ids");
    repo_.add_members(c, org, group_id, ids, clock_.now_ms());
    audit_.record(c, org, "structure.add_group_members", {"group", group_id}, nullptr,
                  {{"user_ids", id_list(ids)}});
    return *repo_.group(c, org, group_id);
  });
}

GroupRow StructureService::remove_member(OrgId org, std::int64_t group_id,
                                         std::int64_t user_id) const {
  return db_.transact([&](db::Conn& c) {
    if (!repo_.group(c, org, group_id)) throw no_group();
    repo_.remove_member(c, org, group_id, user_id);
    audit_.record(c, org, "structure.remove_group_member", {"group", group_id},
                  {{"user_id", user_id}}, nullptr);
    return *repo_.group(c, org, group_id);
  });
}

bool StructureService::active_department(db::Conn& c, OrgId org, std::int64_t id) const {
  return repo_.active_department(c, org, id);
}

std::vector<std::int64_t> StructureService::unknown_groups(
    db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids) const {
  if (ids.empty()) return {};
  const auto known = repo_.group_ids(c, org, ids);
  std::vector<std::int64_t> out;
  for (const auto id : ids) {
    if (std::find(known.begin(), known.end(), id) == known.end()) out.push_back(id);
  }
  return out;
}

void StructureService::set_person_groups(db::Conn& c, OrgId org, std::int64_t user_id,
                                         const std::vector<std::int64_t>& group_ids) const {
  repo_.set_person_groups(c, org, user_id, distinct(group_ids), clock_.now_ms());
}

std::map<std::int64_t, std::vector<GroupRef>> StructureService::groups_of(
    db::Conn& c, OrgId org, const std::vector<std::int64_t>& user_ids) const {
  return repo_.groups_of(c, org, user_ids);
}

std::int64_t StructureService::ensure_group(db::Conn& c, OrgId org, const std::string& raw) const {
  const std::string name = checked_name(raw, "El nombre del grupo es requerido.");
  if (const auto id = repo_.group_by_name(c, org, name)) return *id;
  return repo_.insert_group(c, org, name, clock_.now_ms());
}

std::int64_t StructureService::ensure_department(db::Conn& c, OrgId org,
                                                 const std::string& raw) const {
  const std::string name = checked_name(raw, "El nombre del departamento es requerido.");
  return repo_.ensure_department(c, org, name, clock_.now_ms());
}

std::int64_t StructureService::ensure_department(OrgId org, const std::string& name) const {
  return db_.transact([&](db::Conn& c) { return ensure_department(c, org, name); });
}

std::vector<users::DepartmentRef> StructureService::departments_named(
    db::Conn& c, OrgId org, const std::vector<std::string>& names) const {
  return repo_.departments_named(c, org, names);
}

std::map<std::string, std::int64_t> StructureService::ensure_departments(
    db::Conn& c, OrgId org, const std::vector<std::string>& names) const {
  std::map<std::string, std::int64_t> out;
  if (names.empty()) return out;
  repo_.ensure_departments(c, org, names, clock_.now_ms());
  for (const auto& d : repo_.departments_named(c, org, names)) out.emplace(d.name, d.id);
  return out;
}

std::vector<std::int64_t> StructureService::active_departments(
    db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids) const {
  return repo_.active_departments(c, org, distinct(ids));
}

std::map<std::string, std::int64_t> StructureService::groups_named(
    db::Conn& c, OrgId org, const std::vector<std::string>& names) const {
  return repo_.groups_named(c, org, names);
}

void StructureService::set_groups_of_people(
    db::Conn& c, OrgId org, const std::map<std::int64_t, std::vector<std::int64_t>>& groups) const {
  std::map<std::int64_t, std::vector<std::int64_t>> distinct_groups;
  for (const auto& [user_id, ids] : groups) distinct_groups.emplace(user_id, distinct(ids));
  repo_.set_groups_of_people(c, org, distinct_groups, clock_.now_ms());
}

void StructureService::forget_person(db::Conn& c, OrgId org,
                                     const users::ErasedPerson& person) const {
  repo_.set_person_groups(c, org, person.id, {}, clock_.now_ms());
  repo_.clear_leader(c, org, person.id);
}

}  // namespace aplauso::structure
