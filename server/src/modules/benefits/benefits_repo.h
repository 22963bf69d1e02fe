// The only code that runs the benefits module's SQL (benefits_sql.h).
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "core/ids.h"
#include "modules/benefits/benefits_types.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::benefits {

class BenefitsRepo {
 public:
  std::optional<BenefitRow> benefit(db::Conn& c, OrgId org, std::int64_t id) const;
  std::vector<BenefitRow> by_status(db::Conn& c, OrgId org, const std::string& status) const;
  std::vector<BenefitRow> all(db::Conn& c, OrgId org) const;
  std::int64_t count(db::Conn& c, OrgId org) const;
  std::int64_t insert(db::Conn& c, OrgId org, const BenefitFields& f, std::int64_t created_by,
                      std::int64_t now) const;
  void update(db::Conn& c, OrgId org, std::int64_t id, const BenefitFields& f,
              std::int64_t now) const;
  /// Fills each benefit's eligibility lists (one statement for all).
  void load_eligibility(db::Conn& c, OrgId org, std::vector<BenefitRow>& rows) const;
  void set_eligibility(db::Conn& c, OrgId org, std::int64_t id, const Eligibility& e) const;
  std::int64_t count_departments(db::Conn& c, OrgId org,
                                 const std::vector<std::int64_t>& ids) const;
  std::int64_t count_groups(db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids) const;
  std::vector<VersionRow> versions(db::Conn& c, OrgId org, std::int64_t id) const;
  void insert_version(db::Conn& c, OrgId org, std::int64_t id, const VersionRow& v) const;

  std::optional<PersonFacts> person(db::Conn& c, OrgId org, std::int64_t user_id) const;
  std::vector<PersonFacts> active_people(db::Conn& c, OrgId org) const;
  std::optional<std::int64_t> leader_of(db::Conn& c, OrgId org, std::int64_t user_id) const;
  std::vector<std::int64_t> admins(db::Conn& c, OrgId org) const;

  std::optional<RequestRow> request(db::Conn& c, OrgId org, std::int64_t id) const;
  std::vector<RequestRow> latest_of_person(db::Conn& c, OrgId org, std::int64_t user_id) const;
  std::vector<RequestRow> of_person(db::Conn& c, OrgId org, std::int64_t user_id,
                                    std::int64_t limit, std::int64_t offset) const;
  std::vector<RequestRow> admin_requests(db::Conn& c, OrgId org,
                                         const std::optional<std::string>& status,
                                         std::optional<std::int64_t> benefit, std::int64_t limit,
                                         std::int64_t offset) const;
  /// benefit → status → count
  std::map<std::int64_t, std::map<std::string, std::int64_t>> status_counts(db::Conn& c,
                                                                            OrgId org) const;
  /// The new request's id; none when the person has one pending for the benefit already.
  std::optional<std::int64_t> insert_request(db::Conn& c, OrgId org, const RequestRow& r) const;
  /// Moves a pending request to `status`; false when it was no longer pending.
  bool settle(db::Conn& c, OrgId org, std::int64_t id, const std::string& status,
              std::optional<std::int64_t> actor, std::int64_t now,
              const std::optional<std::string>& reason) const;
  std::vector<RequestRow> pending_for(db::Conn& c, OrgId org, std::int64_t approver, bool admin,
                                      std::int64_t limit) const;
  std::int64_t pending_count(db::Conn& c, OrgId org, std::int64_t approver, bool admin) const;

  std::vector<RequestRow> pending_of_person(db::Conn& c, OrgId org, std::int64_t user_id) const;
  void forget_person(db::Conn& c, OrgId org, std::int64_t user_id) const;
};

}  // namespace aplauso::benefits
