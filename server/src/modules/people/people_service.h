// People administration (admins): creating members and external people (who get the activation
// mail), changing their data, the people list, activating and deactivating (one or in bulk by
// e-mail), erasure, and resolving account deletion requests.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "core/clock.h"
#include "core/errors.h"
#include "core/ids.h"
#include "modules/people/people_repo.h"
#include "modules/structure/structure_repo.h"
#include "modules/users/person_erasure.h"
#include "modules/users/user.h"
#include "modules/users/user_repo.h"
#include "modules/users/user_service.h"

namespace aplauso::db {
class Database;
class Conn;
}  // namespace aplauso::db
namespace aplauso::accounts {
class ActivationService;
}
namespace aplauso::audit {
class AuditLog;
}
namespace aplauso::structure {
class StructureService;
}
namespace aplauso::notifications {
class NotificationService;
}
namespace aplauso::tenancy {
struct Tenant;
}
namespace aplauso::users {
class PersonChanges;
}

namespace aplauso::people {

inline constexpr std::size_t kMaxBulkEmails = 1000;

/// A person's data as an admin writes it. Absent fields are kept (on create: defaults); an
/// inner nullopt clears an optional field.
struct PersonInput {
  std::optional<std::string> email;
  std::optional<std::string> first_name;
  std::optional<std::optional<std::string>> last_name;
  std::optional<std::optional<std::string>> job_position;
  std::optional<std::string> user_type;
  std::optional<std::optional<std::int64_t>> department_id;
  std::optional<std::optional<std::int64_t>> leader_id;
  std::optional<std::optional<std::string>> country;
  std::optional<std::string> language;
  std::optional<std::optional<std::string>> phone;
  std::optional<std::optional<std::string>> birthday;
  std::optional<std::optional<std::string>> admission_date;
  std::optional<std::optional<std::string>> national_id;
  std::optional<std::optional<std::string>> contract_type;
  std::optional<std::optional<std::string>> gender;
  std::optional<bool> points;
  std::optional<std::vector<std::int64_t>> groups;
};

/// A member as the admins' list shows them.
struct AdminPerson {
  users::User user;
  std::optional<users::Person> leader;
  std::vector<structure::GroupRef> groups;
};

enum class Upserted { kCreated, kUpdated, kUnchanged };

/// One person of a batch as the rules decided (PeopleService::plan_many).
struct PlannedPerson {
  std::optional<ApiError> error;  ///< a rule broken: nothing of them is written
  Upserted outcome = Upserted::kUnchanged;
  users::User before;  ///< as stored, when they exist
  users::User after;   ///< as they are to be written
  std::optional<std::vector<std::int64_t>> groups;
  std::int64_t user_id = 0;  ///< of the existing; of the created once written
};

struct DeactivationResult {
  std::string email;
  std::string outcome;  ///< deactivated | already_inactive | not_found | invalid_email | yourself
};

class PeopleService {
 public:
  /// What a module installed after people does when people are created (by an admin, an
  /// import or a directory sync), in the creating transaction: the tasks module starts its
  /// person_created templates. People never depends on them.
  using CreatedHook = std::function<void(db::Conn&, const tenancy::Tenant&,
                                         const std::vector<std::int64_t>& user_ids)>;

  PeopleService(const db::Database& db, const Clock& clock,
                const accounts::ActivationService& activation,
                const structure::StructureService& structure, const users::PersonChanges& changes,
                const users::PersonErasure& erasure,
                const notifications::NotificationService& notifications,
                const audit::AuditLog& audit)
      : db_(db),
        clock_(clock),
        activation_(activation),
        structure_(structure),
        changes_(changes),
        erasure_(erasure),
        notifications_(notifications),
        audit_(audit) {}

  /// At install time only (not thread-safe with creating people).
  void on_person_created(CreatedHook hook) { created_hooks_.push_back(std::move(hook)); }

  /// 400 naming every bad field, 409 email_taken. The activation mail is queued in the same
  /// transaction; its link points at `link_base`. External people are always employees.
  AdminPerson create(const tenancy::Tenant& tenant, const PersonInput& input, bool external,
                     const std::string& link_base) const;
  /// 404 for another organisation's or an erased member; 400 cannot_change_own_role.
  AdminPerson update(OrgId org, std::int64_t actor_id, std::int64_t user_id,
                     const PersonInput& input) const;
  /// Creates the person, or updates the one with the same e-mail, in the caller's transaction
  /// (spreadsheet and directory imports): the same rules as create and update; 400 naming every
  /// bad field. `user_id`, when given, receives the person's id.
  Upserted upsert(db::Conn& c, const tenancy::Tenant& tenant, const PersonInput& input,
                  const std::string& link_base, std::int64_t* user_id = nullptr) const;
  /// `upsert` for a batch of people in the caller's transaction, in a fixed number of
  /// statements: plan_many applies the same rules to every input (the batch's people, departments,
  /// leaders and groups read up front) and writes nothing; write_many writes the created and
  /// updated, their groups and the activation mails. Ids below 0 in an input's department_id or
  /// groups stand for departments and groups the caller creates between the two calls (`created`
  /// maps them to their ids): they count as active. A leader must be an active member before the
  /// batch. Two inputs with one e-mail, or an address taken meanwhile: write_many throws a unique
  /// violation (the caller rolls back and applies the rows one by one).
  std::vector<PlannedPerson> plan_many(db::Conn& c, const tenancy::Tenant& tenant,
                                       const std::vector<PersonInput>& inputs) const;
  void write_many(db::Conn& c, const tenancy::Tenant& tenant, std::vector<PlannedPerson>& plan,
                  const std::map<std::int64_t, std::int64_t>& created,
                  const std::string& link_base) const;
  /// The checks of `upsert`, writing nothing.
  void check(db::Conn& c, const tenancy::Tenant& tenant, const PersonInput& input) const;
  std::vector<AdminPerson> list(OrgId org, const users::AdminFilter& filter, std::int64_t limit,
                                std::int64_t offset, std::int64_t* total) const;
  std::vector<users::Person> all_active(OrgId org) const;
  /// 400 cannot_deactivate_yourself; 404 unknown or erased.
  AdminPerson set_active(OrgId org, std::int64_t actor_id, std::int64_t user_id, bool active) const;
  std::vector<DeactivationResult> deactivate_by_email(OrgId org, std::int64_t actor_id,
                                                      const std::vector<std::string>& emails,
                                                      std::int64_t* deactivated) const;
  /// Deactivates the members and ends their sessions, in the caller's transaction (directory
  /// sync: people the directory no longer lists).
  void deactivate(db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids) const;
  /// Reactivates an inactive, not erased member in the caller's transaction; false when there
  /// was nothing to do.
  bool reactivate(db::Conn& c, OrgId org, std::int64_t user_id) const;
  /// 400 cannot_erase_yourself; 404 unknown or already erased.
  void erase(OrgId org, std::int64_t actor_id, std::int64_t user_id) const;
  /// 404 unknown; 409 deletion_request_closed when no longer open; 400 for a note over 1000.
  users::DeletionRequest decline_deletion(OrgId org, std::int64_t request_id,
                                          const std::optional<std::string>& note) const;

 private:
  /// What a batch read up front, for `merged` to check against instead of asking.
  struct Known {
    std::set<std::string> emails;  ///< taken
    std::set<std::int64_t> active_departments;
    std::set<std::int64_t> active_people;
    std::set<std::int64_t> unknown_groups;
    std::map<std::string, std::int64_t> national_ids;  ///< normalised document → whose
  };
  /// The checked, merged member; throws 400 with every bad field. `known`: facts read up front.
  users::User merged(db::Conn& c, OrgId org, users::User user, const PersonInput& input,
                     bool creating, const Known* known = nullptr) const;
  static users::User draft(const tenancy::Tenant& tenant, bool external);
  /// Inserts the merged person, their groups and the activation mail; returns them as stored.
  users::User insert(db::Conn& c, const tenancy::Tenant& tenant, const users::User& u,
                     const PersonInput& input, const std::string& link_base) const;
  /// Writes the merged person and their groups; cards follow name and placement changes.
  void write(db::Conn& c, OrgId org, const users::User& before, const users::User& after,
             const PersonInput& input) const;
  std::vector<AdminPerson> decorate(db::Conn& c, OrgId org, std::vector<users::User> users) const;

  const db::Database& db_;
  const Clock& clock_;
  const accounts::ActivationService& activation_;
  const structure::StructureService& structure_;
  const users::PersonChanges& changes_;
  const users::PersonErasure& erasure_;
  const notifications::NotificationService& notifications_;
  const audit::AuditLog& audit_;
  users::UserRepo users_;
  PeopleRepo repo_;
  std::vector<CreatedHook> created_hooks_;
};

}  // namespace aplauso::people
