// What the requests module keeps: request types (a form and a chain of approval steps), requests
// and their timeline.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/ids.h"

namespace aplauso::requests {

/// One step of an approval chain: the requester's leader, any admin, or a named person.
struct Step {
  std::string approver = "admins";      ///< "leader" | "admins" | "person"
  std::optional<std::int64_t> user_id;  ///< the person of a "person" step
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
  std::optional<std::int64_t> approver_id;  ///< none: any admin
  std::optional<std::int64_t> due_at;
  std::int64_t created_at = 0;
  std::int64_t updated_at = 0;
  std::optional<std::int64_t> decided_at;
};

struct EventRow {
  std::int64_t id = 0;
  std::optional<std::int64_t> actor_id;
  std::string kind;  ///< submitted | approved | rejected | commented | cancelled
  std::optional<std::int64_t> step;
  std::string text;
  std::int64_t created_at = 0;
};

/// A pending request past its deadline, for the reminders job (every organisation).
struct Overdue {
  OrgId org;
  std::int64_t id = 0;
  std::int64_t user_id = 0;
  std::optional<std::int64_t> approver_id;
  std::string type_name;
  std::optional<std::string> type_name_en;
};

}  // namespace aplauso::requests
