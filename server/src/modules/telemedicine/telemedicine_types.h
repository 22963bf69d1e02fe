// What the telemedicine module keeps: providers with how to reach them and who may see them, and
// click counts per provider and day (no person anywhere; ADR 0071).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace aplauso::telemedicine {

/// Who may see a provider: every listed rule must hold (an empty list: no rule).
struct Eligibility {
  std::vector<std::int64_t> departments;
  std::vector<std::int64_t> groups;
  std::vector<std::string> countries;  ///< ISO 3166-1 alpha-2
};

struct ProviderFields {
  std::string name;
  std::string description;
  std::optional<std::string> description_en;
  std::optional<std::string> logo_key;
  std::string kind = "telemedicine";  ///< telemedicine | eap | nutrition | other
  std::optional<std::string> link;    ///< https:// deep link or single sign-on entry
  std::optional<std::string> access_code;
  std::optional<std::string> phone;     ///< as dialled: digits, spaces, + - ( )
  std::optional<std::string> whatsapp;  ///< international number, digits only once stored
  std::string hours;
  std::optional<std::string> hours_en;
  std::vector<std::string> languages;  ///< ISO 639-1, lower case ("es", "en")
  Eligibility eligibility;
  std::string status = "draft";  ///< draft | published | archived
  std::int64_t position = 0;     ///< the members' order, smallest first
};

struct ProviderRow : ProviderFields {
  std::int64_t id = 0;
  std::int64_t created_at = 0;
  std::int64_t updated_at = 0;
};

/// What eligibility reads of a person.
struct PersonFacts {
  std::int64_t id = 0;
  std::optional<std::int64_t> department_id;
  std::optional<std::string> country;
  std::vector<std::int64_t> groups;
};

/// Clicks of one provider on one of the organisation's days.
struct DayClicks {
  std::int64_t provider_id = 0;
  std::string day;  ///< YYYY-MM-DD
  std::int64_t clicks = 0;
};

}  // namespace aplauso::telemedicine
