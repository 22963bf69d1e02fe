// The only code that runs the requests module's SQL (requests_sql.h).
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/ids.h"
#include "modules/requests/requests_types.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::requests {

/// The admins' list filters (one statement each).
struct AdminFilter {
  std::optional<std::string> status;
  std::optional<std::int64_t> type_id;
  bool overdue = false;
};

class RequestsRepo {
 public:
  std::optional<TypeRow> type(db::Conn& c, OrgId org, std::int64_t id) const;
  std::vector<TypeRow> types(db::Conn& c, OrgId org,
                             const std::optional<std::string>& status) const;
  std::int64_t type_count(db::Conn& c, OrgId org) const;
  std::int64_t insert_type(db::Conn& c, OrgId org, const TypeFields& f, const std::string& form_id,
                           std::int64_t created_by, std::int64_t now) const;
  void update_type(db::Conn& c, OrgId org, std::int64_t id, const TypeFields& f,
                   std::int64_t now) const;
  /// type → pending requests
  std::map<std::int64_t, std::int64_t> pending_per_type(db::Conn& c, OrgId org) const;

  std::optional<RequestRow> request(db::Conn& c, OrgId org, std::int64_t id) const;
  std::vector<RequestRow> of_person(db::Conn& c, OrgId org, std::int64_t user_id,
                                    std::int64_t limit, std::int64_t offset) const;
  std::int64_t insert_request(db::Conn& c, OrgId org, const RequestRow& r) const;
  /// Moves a pending request from step `from` to `to`, waiting for `approver` (none: admins, or
  /// the people of a parallel step); false when it was no longer pending at `from`.
  bool advance(db::Conn& c, OrgId org, std::int64_t id, std::int64_t from, std::int64_t to,
               std::optional<std::int64_t> approver, bool parallel,
               std::optional<std::int64_t> step_due_at, std::int64_t now) const;
  /// Locks a request pending at step `at` until the transaction ends; false when it is not.
  bool hold_step(db::Conn& c, OrgId org, std::int64_t id, std::int64_t at, std::int64_t now) const;
  /// A parallel step's people: who still has to decide it.
  void add_approvers(db::Conn& c, OrgId org, std::int64_t id,
                     const std::vector<std::int64_t>& people) const;
  /// False when `user_id` had no part left to decide.
  bool remove_approver(db::Conn& c, OrgId org, std::int64_t id, std::int64_t user_id) const;
  void clear_approvers(db::Conn& c, OrgId org, std::int64_t id) const;
  std::int64_t approvers_left(db::Conn& c, OrgId org, std::int64_t id) const;
  bool is_approver(db::Conn& c, OrgId org, std::int64_t id, std::int64_t user_id) const;
  /// request → who still decides its parallel step (requests without one are absent).
  std::map<std::int64_t, std::vector<std::int64_t>> approvers_of(
      db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids) const;
  /// Ends a request pending at step `at`; false when it was no longer pending there.
  bool settle(db::Conn& c, OrgId org, std::int64_t id, std::int64_t at, const std::string& status,
              std::int64_t now) const;
  std::vector<RequestRow> admin_list(db::Conn& c, OrgId org, const AdminFilter& filter,
                                     std::int64_t now, std::int64_t limit,
                                     std::int64_t offset) const;
  std::vector<RequestRow> pending_for(db::Conn& c, OrgId org, std::int64_t approver,
                                      std::int64_t limit) const;
  std::vector<RequestRow> pending_for_people(db::Conn& c, OrgId org, std::int64_t person,
                                             std::int64_t limit) const;
  std::vector<RequestRow> pending_for_admins(db::Conn& c, OrgId org, std::int64_t limit) const;
  /// The same, only the steps past their own deadline at `now`, the most overdue first.
  std::vector<RequestRow> late_for(db::Conn& c, OrgId org, std::int64_t approver, std::int64_t now,
                                   std::int64_t limit) const;
  std::vector<RequestRow> late_for_people(db::Conn& c, OrgId org, std::int64_t person,
                                          std::int64_t now, std::int64_t limit) const;
  std::vector<RequestRow> late_for_admins(db::Conn& c, OrgId org, std::int64_t now,
                                          std::int64_t limit) const;
  std::int64_t pending_count(db::Conn& c, OrgId org, std::int64_t approver) const;
  std::int64_t pending_count_people(db::Conn& c, OrgId org, std::int64_t person) const;
  std::int64_t pending_count_admins(db::Conn& c, OrgId org) const;
  std::vector<RequestRow> decided_by(db::Conn& c, OrgId org, std::int64_t approver,
                                     std::int64_t limit, std::int64_t offset) const;

  std::vector<EventRow> events(db::Conn& c, OrgId org, std::int64_t request_id) const;
  std::int64_t event_count(db::Conn& c, OrgId org, std::int64_t request_id) const;
  void insert_event(db::Conn& c, OrgId org, std::int64_t request_id,
                    std::optional<std::int64_t> actor, const std::string& kind,
                    std::optional<std::int64_t> step, const std::string& text,
                    std::int64_t now) const;
  bool acted(db::Conn& c, OrgId org, std::int64_t request_id, std::int64_t user_id) const;

  std::optional<std::int64_t> leader_of(db::Conn& c, OrgId org, std::int64_t user_id) const;
  std::vector<std::int64_t> active_among(db::Conn& c, OrgId org,
                                         const std::vector<std::int64_t>& ids) const;
  std::vector<std::int64_t> admins(db::Conn& c, OrgId org) const;

  /// Pending requests past the type's deadline whose current approvers were not told (a batch).
  std::vector<Overdue> overdue(db::Conn& c, std::int64_t now) const;
  /// Claims the reminder of `step` of a request past the type's deadline; false when another
  /// run claimed it, or the request moved on.
  bool claim_overdue(db::Conn& c, OrgId org, std::int64_t id, std::int64_t step) const;
  /// Pending steps past their own deadline whose approvers were not reminded (a batch).
  std::vector<Overdue> steps_overdue(db::Conn& c, std::int64_t now) const;
  /// Claims the reminder of a step past its own deadline; false as above.
  bool claim_step_reminder(db::Conn& c, OrgId org, std::int64_t id, std::int64_t step) const;

  void forget_person(db::Conn& c, OrgId org, std::int64_t user_id) const;
};

/// A chain as kept (a JSON array) and back.
std::string chain_text(const std::vector<Step>& steps);
std::vector<Step> chain_of(const std::string& text);

}  // namespace aplauso::requests
