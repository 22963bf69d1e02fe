// What the benefits module keeps: benefits with their eligibility and versions, and requests.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace aplauso::benefits {

/// Who may have a benefit: every listed rule must hold (an empty list or no tenure: no rule).
struct Eligibility {
  std::vector<std::int64_t> departments;
  std::vector<std::int64_t> groups;
  std::vector<std::string> countries;  ///< ISO 3166-1 alpha-2
  std::optional<std::int64_t> min_tenure_months;
  std::vector<std::string> contract_types;  ///< users::kContractTypes
};

struct BenefitFields {
  std::string title;
  std::optional<std::string> title_en;
  std::string description;
  std::optional<std::string> description_en;
  std::optional<std::string> image_key;
  std::string provider;
  std::string category;
  std::optional<std::string> country;
  std::string how_to_use;
  std::optional<std::string> code;
  std::optional<std::string> link;
  std::optional<std::string> contact;
  std::optional<std::string> valid_from;   ///< YYYY-MM-DD
  std::optional<std::string> valid_until;  ///< YYYY-MM-DD
  std::string mode = "granted";            ///< "granted" | "requestable"
  std::string approval = "none";           ///< "none" | "manager" | "hr"
  std::int64_t price_points = 0;
  Eligibility eligibility;
  std::string status = "draft";  ///< "draft" | "published" | "archived"
};

struct BenefitRow : BenefitFields {
  std::int64_t id = 0;
  std::int64_t version = 1;
  std::int64_t created_at = 0;
  std::int64_t updated_at = 0;
};

struct RequestRow {
  std::int64_t id = 0;
  std::int64_t benefit_id = 0;
  std::string benefit_title;
  std::optional<std::string> benefit_title_en;
  std::int64_t user_id = 0;
  std::string status = "pending";  ///< pending | approved | rejected | cancelled
  std::string note;
  std::int64_t price_points = 0;
  std::string approval = "none";
  std::optional<std::int64_t> decided_by;
  std::optional<std::int64_t> decided_at;
  std::optional<std::string> reason;
  std::int64_t created_at = 0;
};

struct VersionRow {
  std::int64_t version = 0;
  std::int64_t changed_at = 0;
  std::optional<std::int64_t> changed_by;
  std::string before;  ///< JSON object text
};

/// What eligibility reads of a person.
struct PersonFacts {
  std::int64_t id = 0;
  std::optional<std::int64_t> department_id;
  std::optional<std::string> department_name;
  std::optional<std::string> country;
  std::optional<std::string> admission_date;
  std::vector<std::int64_t> groups;
  std::optional<std::string> contract_type;
};

}  // namespace aplauso::benefits
