// The only code that runs the telemedicine module's SQL (telemedicine_sql.h).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/ids.h"
#include "modules/telemedicine/telemedicine_types.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::telemedicine {

class TelemedicineRepo {
 public:
  std::optional<ProviderRow> provider(db::Conn& c, OrgId org, std::int64_t id) const;
  std::vector<ProviderRow> by_status(db::Conn& c, OrgId org, const std::string& status) const;
  std::vector<ProviderRow> all(db::Conn& c, OrgId org) const;
  std::int64_t count(db::Conn& c, OrgId org) const;
  std::int64_t insert(db::Conn& c, OrgId org, const ProviderFields& f, std::int64_t created_by,
                      std::int64_t now) const;
  void update(db::Conn& c, OrgId org, std::int64_t id, const ProviderFields& f,
              std::int64_t now) const;
  void set_eligibility(db::Conn& c, OrgId org, std::int64_t id, const Eligibility& e) const;
  std::int64_t count_departments(db::Conn& c, OrgId org,
                                 const std::vector<std::int64_t>& ids) const;
  std::int64_t count_groups(db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids) const;

  std::optional<PersonFacts> person(db::Conn& c, OrgId org, std::int64_t user_id) const;

  /// One more click of the provider on `day`: a count, nothing about who.
  void count_click(db::Conn& c, OrgId org, std::int64_t provider_id, const std::string& day) const;
  /// Every provider's clicks per day from `from` to `to` (inclusive).
  std::vector<DayClicks> clicks(db::Conn& c, OrgId org, const std::string& from,
                                const std::string& to) const;

  void forget_person(db::Conn& c, OrgId org, std::int64_t user_id) const;

 private:
  /// Fills each provider's eligibility lists (one statement for all).
  void load_eligibility(db::Conn& c, OrgId org, std::vector<ProviderRow>& rows) const;
};

}  // namespace aplauso::telemedicine
