#include "modules/users/user_service.h"

#include <chrono>
#include <string_view>

#include "core/errors.h"
#include "core/utf8.h"
#include "db/database.h"
#include "modules/users/person_changes.h"
#include "modules/users/person_fields.h"

namespace aplauso::users {

User UserService::me(OrgId org, std::int64_t user_id) const {
  auto user = db_.run([&](db::Conn& c) { return repo_.find(c, org, user_id); });
  if (!user) throw unauthorized();
  return std::move(*user);
}

namespace {
constexpr std::size_t kMaxReason = 1000;

// Absent keeps `current`; null or "" clears it (nullopt).
void apply_optional(const std::optional<std::optional<std::string>>& field,
                    std::optional<std::string>& current) {
  if (!field) return;
  current = (*field && !(*field)->empty()) ? *field : std::nullopt;
}

}  // namespace

User UserService::update_account(OrgId org, std::int64_t user_id,
                                 const AccountUpdate& update) const {
  std::vector<FieldError> errors;
  if (update.language && *update.language != "spanish" && *update.language != "english") {
    errors.push_back({"language", "El idioma debe ser spanish o english."});
  }
  if (update.first_name) {
    if (!*update.first_name || (*update.first_name)->empty()) {
      errors.push_back({"first_name", "El nombre es requerido."});
    } else if (utf8_length(**update.first_name) > kMaxName) {
      errors.push_back({"first_name", too_long(kMaxName)});
    }
  }
  if (update.last_name && *update.last_name && utf8_length(**update.last_name) > kMaxName) {
    errors.push_back({"last_name", too_long(kMaxName)});
  }
  if (update.job_position && *update.job_position &&
      utf8_length(**update.job_position) > kMaxJobPosition) {
    errors.push_back({"job_position", too_long(kMaxJobPosition)});
  }
  std::optional<std::optional<std::string>> phone = update.phone;
  if (phone && *phone && !(*phone)->empty()) {
    auto normalized = normalize_phone(**phone);
    if (!normalized) {
      errors.push_back({"phone", kPhoneMessage});
    }
    *phone = std::move(normalized);
  }
  const auto today = today_at(clock_.now_ms());
  if (update.birthday && *update.birthday && !(*update.birthday)->empty() &&
      !past_date(**update.birthday, today)) {
    errors.push_back({"birthday", kBirthdayMessage});
  }
  if (!errors.empty()) throw invalid_input(std::move(errors));

  auto user = db_.transact([&](db::Conn& c) -> std::optional<User> {
    auto current = repo_.find(c, org, user_id);
    if (!current) return std::nullopt;
    if (update.first_name) current->first_name = **update.first_name;
    if (update.last_name) current->last_name = update.last_name->value_or("");
    apply_optional(update.job_position, current->job_position);
    apply_optional(phone, current->phone);
    apply_optional(update.birthday, current->birthday);
    if (update.language) current->language = *update.language;
    repo_.update_own(c, org, *current, clock_.now_ms());
    // Names and the job position show on cards; those cards are rendered again.
    if (update.first_name || update.last_name || update.job_position) {
      changes_.changed(c, org, user_id);
    }
    return current;
  });
  if (!user) throw unauthorized();
  return std::move(*user);
}

namespace {
DeletionRequest to_request(const DeletionRow& row, Person person) {
  return DeletionRequest{row.id,         std::move(person), row.reason,
                         row.created_at, row.status,        row.resolution_note};
}
}  // namespace

bool UserService::analytics_opt_out(OrgId org, std::int64_t user_id) const {
  const auto v = db_.run([&](db::Conn& c) { return repo_.analytics_opt_out(c, org, user_id); });
  if (!v) throw unauthorized();
  return *v;
}

bool UserService::set_analytics_opt_out(OrgId org, std::int64_t user_id, bool opt_out) const {
  db_.transact(
      [&](db::Conn& c) { repo_.set_analytics_opt_out(c, org, user_id, opt_out, clock_.now_ms()); });
  return opt_out;
}

std::optional<DeletionRequest> UserService::deletion_request(OrgId org,
                                                             std::int64_t user_id) const {
  return db_.run([&](db::Conn& c) -> std::optional<DeletionRequest> {
    const auto row = repo_.open_deletion_request(c, org, user_id);
    if (!row) return std::nullopt;
    auto people = repo_.people(c, org, {user_id});
    if (people.empty()) return std::nullopt;
    return to_request(*row, std::move(people.front()));
  });
}

DeletionRequest UserService::request_deletion(OrgId org, std::int64_t user_id,
                                              std::optional<std::string> reason) const {
  if (reason && reason->empty()) reason.reset();
  if (reason && utf8_length(*reason) > kMaxReason) {
    throw invalid_input("reason", too_long(kMaxReason));
  }
  auto request = db_.transact([&](db::Conn& c) -> std::optional<DeletionRequest> {
    repo_.insert_deletion_request(c, org, user_id, reason, clock_.now_ms());
    const auto row = repo_.open_deletion_request(c, org, user_id);
    auto people = repo_.people(c, org, {user_id});
    if (!row || people.empty()) return std::nullopt;
    return to_request(*row, std::move(people.front()));
  });
  if (!request) throw unauthorized();
  return std::move(*request);
}

std::vector<DeletionRequest> UserService::deletion_queue(OrgId org, std::int64_t limit,
                                                         std::int64_t offset,
                                                         std::int64_t* total) const {
  return db_.run([&](db::Conn& c) {
    const auto rows = repo_.deletion_queue(c, org, limit, offset, total);
    std::vector<DeletionRequest> out;
    if (rows.empty()) return out;
    std::vector<std::int64_t> ids;
    ids.reserve(rows.size());
    for (const auto& r : rows) ids.push_back(r.user_id);
    std::map<std::int64_t, Person> by_id;
    for (auto& p : repo_.people(c, org, ids)) by_id.emplace(p.id, std::move(p));
    for (const auto& r : rows) {
      if (auto it = by_id.find(r.user_id); it != by_id.end())
        out.push_back(to_request(r, it->second));
    }
    return out;
  });
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

std::int64_t UserService::add_member(OrgId org, const NewUser& user) const {
  return db_.transact([&](db::Conn& c) { return repo_.insert(c, org, user, clock_.now_ms()); });
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
