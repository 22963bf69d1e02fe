// What the coverages module keeps: insurance policies (audience, coverage table, documents) and
// the employees' dependants with the change waiting for HR.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "modules/structure/audience.h"

namespace aplauso::coverages {

/// One row of a policy's coverage table; amounts in cents (none: no cap, no deductible).
struct CoverageRow {
  std::string service;
  std::int64_t percent = 0;
  std::optional<std::int64_t> cap_cents;
  std::optional<std::int64_t> deductible_cents;
  std::string currency;
  std::string notes;
};

struct PolicyDocument {
  std::string key;
  std::string name;
};

struct PolicyFields {
  std::string insurer;
  std::string plan_name;
  std::string policy_number;
  std::string kind;       ///< medical_major | medical_minor | dental | life | vision | other
  std::string starts_on;  ///< YYYY-MM-DD
  std::string ends_on;    ///< YYYY-MM-DD
  structure::Audience audience;
  std::string claim_instructions;
  std::optional<std::string> claim_instructions_en;
  std::optional<std::string> contact_phone;
  std::optional<std::string> contact_email;
  std::optional<std::string> contact_link;
  std::string status = "draft";  ///< draft | published
  std::vector<CoverageRow> rows;
  std::vector<PolicyDocument> documents;
};

struct PolicyRow : PolicyFields {
  std::int64_t id = 0;
  std::int64_t created_at = 0;
  std::int64_t updated_at = 0;
};

/// A dependant's own fields.
struct DependantFields {
  std::string full_name;
  std::string relationship;  ///< spouse | partner | child | parent | other
  std::string birth_date;    ///< YYYY-MM-DD
  std::optional<std::string> national_id;
};

struct DependantRow : DependantFields {
  std::int64_t id = 0;
  std::int64_t user_id = 0;
  std::string status = "pending";           ///< pending | active | rejected | removed
  std::optional<std::string> change_kind;   ///< add | edit | remove, waiting for HR
  std::optional<DependantFields> proposed;  ///< an edit's new fields
  std::int64_t revision = 1;
  std::optional<std::int64_t> submitted_at;
  std::optional<std::int64_t> decided_by;
  std::optional<std::int64_t> decided_at;
  std::optional<std::string> last_outcome;  ///< approved | rejected
  std::optional<std::string> reason;
  std::int64_t created_at = 0;
};

/// A policy whose end is near, for the renewal job.
struct RenewalDue {
  std::int64_t org = 0;
  std::int64_t id = 0;
  std::string insurer;
  std::string plan_name;
  std::string ends_on;
};

}  // namespace aplauso::coverages
