// Requests (flag `requests`, ADR 0072, docs/requests.md): request types an admin defines, each a
// form of the forms engine and a serial chain of approval steps (the requester's leader, any
// admin, a named person, or several people in parallel, all of them or the first) with a
// deadline; the requests people make of them, decided step by
// step through the approvals inbox (kind `request`), with comments and a status timeline that
// requester, approvers and admins each see.
#pragma once

#include <boost/json/object.hpp>
#include <boost/json/value.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/clock.h"
#include "core/roles.h"
#include "modules/forms/form_service.h"
#include "modules/requests/requests_repo.h"

namespace aplauso::db {
class Conn;
class Database;
}  // namespace aplauso::db
namespace aplauso::audit {
class AuditLog;
}
namespace aplauso::notifications {
class NotificationService;
}
namespace aplauso::users {
struct ErasedPerson;
}
namespace aplauso::approvals {
struct Approver;
}

namespace aplauso::requests {

/// Who decides a step of one request: a person, any admin (neither), or several people together.
struct StepApprovers {
  std::optional<std::int64_t> approver_id;
  std::vector<std::int64_t> people;  ///< two or more: a parallel step
  bool parallel() const { return !people.empty(); }
};

/// The form owner of request types in the forms engine.
inline constexpr std::string_view kFormOwner = "requests";

/// A change of a type; each part optional, nullable ones cleared with a null.
struct TypeEdit {
  std::optional<std::string> name;
  std::optional<std::optional<std::string>> name_en;
  std::optional<std::string> description;
  std::optional<std::optional<std::string>> description_en;
  std::optional<std::optional<std::int64_t>> sla_days;
  std::optional<std::vector<Step>> steps;
  std::optional<std::string> status;
  std::optional<boost::json::value> form;  ///< a new definition: the form's next version
};

/// A type with the form people fill in (its latest version).
struct TypeWithForm {
  TypeRow type;
  forms::FormVersion form;
  std::int64_t pending = 0;
};

/// A type as a person is about to request it: the form and their hidden fields.
struct TypeToRequest {
  TypeRow type;
  forms::FormVersion form;
  forms::FormContext context;
};

struct AdminType {
  TypeRow type;
  std::int64_t pending = 0;
};

/// A request with what its viewer may do.
struct RequestView {
  RequestRow request;
  forms::FormVersion form;  ///< the version it was answered on
  std::vector<EventRow> events;
  bool overdue = false;
  bool can_decide = false;
  bool can_cancel = false;
  bool can_comment = false;
};

struct RequestPage {
  std::vector<RequestRow> items;
  bool has_more = false;
};

class RequestsService {
 public:
  static constexpr std::int64_t kMostTypes = 200;
  static constexpr std::size_t kMostSteps = 5;
  static constexpr std::int64_t kMostEvents = 500;

  RequestsService(const db::Database& db, const Clock& clock, const forms::FormService& forms,
                  const audit::AuditLog& audit, const notifications::NotificationService& notify)
      : db_(db), clock_(clock), forms_(forms), audit_(audit), notify_(notify) {}

  // --- People -------------------------------------------------------------------------------
  /// The active types, by name.
  std::vector<TypeRow> types(OrgId org) const;
  /// An active type with its form; 404 for archived ones and other organisations'.
  TypeToRequest type_to_request(OrgId org, std::int64_t user_id, std::int64_t id,
                                std::string_view today) const;
  /// 404 for an unknown or archived type; 422 invalid_answers naming every bad answer.
  RequestView submit(OrgId org, std::int64_t user_id, std::int64_t type_id,
                     const boost::json::value& answers, std::optional<std::int64_t> form_version,
                     std::string_view today) const;
  RequestPage mine(OrgId org, std::int64_t user_id, std::int64_t page, std::int64_t per_page) const;
  /// What waits for the caller's decision (`decided`: false), or what they decided.
  RequestPage reviewing(OrgId org, std::int64_t user_id, Role role, bool decided, std::int64_t page,
                        std::int64_t per_page) const;
  /// 404 unless the caller made it, decides it now, took part in it, or is an admin.
  RequestView view(OrgId org, std::int64_t user_id, Role role, std::int64_t id) const;
  RequestView comment(OrgId org, std::int64_t user_id, Role role, std::int64_t id,
                      const std::string& text) const;
  RequestView cancel(OrgId org, std::int64_t user_id, Role role, std::int64_t id) const;

  // --- Admins -------------------------------------------------------------------------------
  std::vector<AdminType> admin_types(OrgId org) const;
  TypeWithForm admin_type(OrgId org, std::int64_t id) const;
  TypeWithForm create_type(OrgId org, std::int64_t admin_id, TypeFields fields,
                           const boost::json::value& form) const;
  TypeWithForm update_type(OrgId org, std::int64_t admin_id, std::int64_t id,
                           const TypeEdit& edit) const;
  RequestPage admin_requests(OrgId org, const AdminFilter& filter, std::int64_t page,
                             std::int64_t per_page) const;

  // --- The approvals inbox (requests_approvals.cpp) -------------------------------------------
  std::vector<RequestRow> pending_for(OrgId org, const approvals::Approver& approver,
                                      std::int64_t limit) const;
  std::int64_t pending_count(OrgId org, const approvals::Approver& approver) const;
  /// Decides the current step: the next step's approver takes over, or the request ends.
  /// Returns the requester.
  std::int64_t decide(OrgId org, const approvals::Approver& approver, std::int64_t id, bool approve,
                      const std::optional<std::string>& reason) const;

  /// In the caller's transaction: whether request `id` is `user_id`'s (what other modules let
  /// them attach to one of their requests: an invoice).
  bool made_by(db::Conn& c, OrgId org, std::int64_t user_id, std::int64_t id) const;

  /// The deadlines job: tells the deciders of each request past the type's deadline, and of each
  /// step past its own (admins for admin steps), once per step, whichever node runs it (each
  /// reminder is claimed by a conditional update first). Returns how many were reminded.
  std::int64_t remind_overdue() const;

  /// An erased person's requests go with their timelines; where they acted or decide, the
  /// timeline keeps the step without them and admins decide.
  void forget_person(db::Conn& c, OrgId org, const users::ErasedPerson& person) const;

 private:
  void check_type(db::Conn& c, OrgId org, TypeFields& f) const;
  /// Who decides `step` of a request by `requester`: nobody named means any admin. A parallel
  /// step's people still active, but the requester; one left decides alone.
  StepApprovers approvers_of(db::Conn& c, OrgId org, std::int64_t requester,
                             const Step& step) const;
  /// Fills the pending parallel steps' `approvers` of a list, in one statement.
  void with_approvers(db::Conn& c, OrgId org, std::vector<RequestRow>& rows) const;
  /// Whether `user_id` decides the current step of `r` (an admin overrides any).
  bool decides(db::Conn& c, OrgId org, std::int64_t user_id, const RequestRow& r) const;
  RequestView view_in(db::Conn& c, OrgId org, std::int64_t user_id, Role role,
                      const RequestRow& r) const;
  bool may_view(db::Conn& c, OrgId org, std::int64_t user_id, Role role, const RequestRow& r) const;
  /// Who decides the current step of `r` now: a parallel step's people still to decide, its
  /// approver while active, else the admins; never the requester.
  std::vector<std::int64_t> deciders(db::Conn& c, OrgId org, const RequestRow& r) const;
  void tell_approvers(db::Conn& c, OrgId org, const RequestRow& r,
                      const StepApprovers& approvers) const;

  const db::Database& db_;
  const Clock& clock_;
  const forms::FormService& forms_;
  const audit::AuditLog& audit_;
  const notifications::NotificationService& notify_;
  RequestsRepo repo_;
};

}  // namespace aplauso::requests
