// What the requests module keeps: request types (a form and a chain of approval steps), requests
// and their timeline.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/ids.h"

namespace aplauso::requests {

/// One step of an approval chain: the requester's leader, any admin, a named person, or several
/// named people deciding together ("people": every one of them, or the first, as `rule` says).
struct Step {
  std::string approver = "admins";      ///< "leader" | "admins" | "person" | "people"
  std::optional<std::int64_t> user_id;  ///< the person of a "person" step
  std::vector<std::int64_t> user_ids;   ///< the people of a "people" step (2 to 10)
  std::string rule = "all";             ///< of a "people" step: "all" | "any"
  /// Days the step's approvers have (1 to 365), from when the step became pending; none: no
  /// deadline of its own.
  std::optional<std::int64_t> deadline_days;
};

struct TypeFields {
  std::string name;
  std::optional<std::string> name_en;
  std::string description;
  std::optional<std::string> description_en;
  std::optional<std::int64_t> sla_days;
  std::vector<Step> steps;
  std::string status = "active";  ///< "active" | "archived"
};

struct TypeRow : TypeFields {
  std::int64_t id = 0;
  std::string form_id;
  std::int64_t created_at = 0;
  std::int64_t updated_at = 0;
};

struct RequestRow {
  std::int64_t id = 0;
  std::int64_t type_id = 0;
  std::string type_name;
  std::optional<std::string> type_name_en;
  std::string form_id;
  std::int64_t user_id = 0;
  std::int64_t form_version = 0;
  std::string answers;             ///< JSON object text
  std::string status = "pending";  ///< pending | approved | rejected | cancelled
  std::vector<Step> chain;
  std::int64_t step = 0;
  std::optional<std::int64_t> approver_id;  ///< none: any admin, or the people of a parallel step
  std::optional<std::int64_t> due_at;       ///< the type's deadline for the whole chain
  std::int64_t created_at = 0;
  std::int64_t updated_at = 0;
  std::optional<std::int64_t> decided_at;
  bool parallel = false;  ///< the current step waits for several people (`approvers`)
  /// The deadline of the step waiting now (its deadline_days from when it became pending).
  std::optional<std::int64_t> step_due_at;
  /// Of a parallel step: who still has to decide it (filled by the service where shown).
  std::vector<std::int64_t> approvers;
};

struct EventRow {
  std::int64_t id = 0;
  std::optional<std::int64_t> actor_id;
  std::string kind;  ///< submitted | approved | rejected | commented | cancelled
  std::optional<std::int64_t> step;
  std::string text;
  std::int64_t created_at = 0;
};

/// A pending request past its deadline, or whose current step is past its own, for the
/// reminders job (every organisation).
struct Overdue {
  OrgId org;
  std::int64_t id = 0;
  std::int64_t step = 0;
};

}  // namespace aplauso::requests
