#include "modules/users/user_service.h"

#include "core/errors.h"
#include "core/utf8.h"
#include "db/database.h"

namespace aplauso::users {

User UserService::me(OrgId org, std::int64_t user_id) const {
  auto user = db_.run([&](db::Conn& c) { return repo_.find(c, org, user_id); });
  if (!user) throw unauthorized();
  return std::move(*user);
}

User UserService::update_account(OrgId org, std::int64_t user_id,
                                 const AccountUpdate& update) const {
  if (update.language && *update.language != "spanish" && *update.language != "english") {
    throw invalid_input("language", "El idioma debe ser spanish o english.");
  }
  auto user = db_.transact([&](db::Conn& c) {
    if (update.language) repo_.set_language(c, org, user_id, *update.language, clock_.now_ms());
    return repo_.find(c, org, user_id);
  });
  if (!user) throw unauthorized();
  return std::move(*user);
}

std::map<std::int64_t, Person> UserService::people(OrgId org,
                                                   const std::vector<std::int64_t>& ids) const {
  std::map<std::int64_t, Person> out;
  if (ids.empty()) return out;
  for (auto& p : db_.run([&](db::Conn& c) { return repo_.people(c, org, ids); })) {
    const auto id = p.id;
    out.emplace(id, std::move(p));
  }
  return out;
}

std::vector<User> UserService::search(OrgId org, const SearchQuery& q, std::int64_t* total) const {
  if (utf8_length(q.text) > 100) {
    throw invalid_input("query", "La búsqueda no puede exceder 100 caracteres.");
  }
  return db_.run([&](db::Conn& c) {
    return repo_.search(c, org, q.text, q.department_id, q.exclude_id, q.limit, q.offset, total);
  });
}

std::vector<DepartmentRow> UserService::departments(OrgId org, bool include_inactive) const {
  return db_.run([&](db::Conn& c) { return repo_.departments(c, org, include_inactive); });
}

std::int64_t UserService::add_member(OrgId org, const NewUser& user) const {
  return db_.transact([&](db::Conn& c) { return repo_.insert(c, org, user, clock_.now_ms()); });
}

std::int64_t UserService::ensure_department(OrgId org, const std::string& name) const {
  return db_.transact(
      [&](db::Conn& c) { return repo_.ensure_department(c, org, name, clock_.now_ms()); });
}

void UserService::set_placement(OrgId org, std::int64_t user_id,
                                std::optional<std::int64_t> department_id,
                                const std::optional<std::string>& job_position) const {
  db_.transact([&](db::Conn& c) {
    repo_.set_placement(c, org, user_id, department_id, job_position, clock_.now_ms());
  });
}

void UserService::set_password_hash(OrgId org, std::int64_t user_id,
                                    const std::string& hash) const {
  db_.transact([&](db::Conn& c) { repo_.set_password(c, org, user_id, hash, clock_.now_ms()); });
}

}  // namespace aplauso::users
