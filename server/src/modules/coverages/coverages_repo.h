// The only code that runs the coverages module's SQL (coverages_sql.h).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/ids.h"
#include "modules/coverages/coverages_types.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::coverages {

class CoveragesRepo {
 public:
  std::optional<PolicyRow> policy(db::Conn& c, OrgId org, std::int64_t id) const;
  std::vector<PolicyRow> all(db::Conn& c, OrgId org) const;
  std::vector<PolicyRow> published_for(db::Conn& c, OrgId org, std::int64_t user_id) const;
  std::int64_t count(db::Conn& c, OrgId org) const;
  std::int64_t insert(db::Conn& c, OrgId org, const PolicyFields& f, std::int64_t created_by,
                      std::int64_t now) const;
  void change(db::Conn& c, OrgId org, std::int64_t id, const PolicyFields& f,
              std::int64_t now) const;
  /// Replaces the policy's audience, coverage table and documents.
  void set_parts(db::Conn& c, OrgId org, std::int64_t id, const PolicyFields& f) const;
  std::int64_t count_departments(db::Conn& c, OrgId org,
                                 const std::vector<std::int64_t>& ids) const;
  std::int64_t count_groups(db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids) const;

  std::optional<DependantRow> dependant(db::Conn& c, OrgId org, std::int64_t id) const;
  std::vector<DependantRow> dependants_of(db::Conn& c, OrgId org, std::int64_t user_id) const;
  std::int64_t insert_dependant(db::Conn& c, OrgId org, std::int64_t user_id,
                                const DependantFields& f, std::int64_t now) const;
  bool propose_edit(db::Conn& c, OrgId org, std::int64_t id, const DependantFields& f,
                    std::int64_t now) const;
  bool propose_removal(db::Conn& c, OrgId org, std::int64_t id, std::int64_t now) const;
  bool withdraw_add(db::Conn& c, OrgId org, std::int64_t id) const;
  /// Applies a decision to the change read at `revision`; false when it was no longer there.
  bool settle(db::Conn& c, OrgId org, const DependantRow& after, std::int64_t revision) const;
  std::vector<DependantRow> pending(db::Conn& c, OrgId org, std::int64_t approver,
                                    std::int64_t limit) const;
  std::int64_t pending_count(db::Conn& c, OrgId org, std::int64_t approver) const;
  std::vector<DependantRow> policy_dependants(db::Conn& c, OrgId org, std::int64_t policy) const;

  std::vector<RenewalDue> renewal_due(db::Conn& c, const std::string& from,
                                      const std::string& to) const;
  bool mark_reminded(db::Conn& c, OrgId org, std::int64_t id, const std::string& ends_on) const;
  std::vector<std::int64_t> admins(db::Conn& c, OrgId org) const;

  void forget_person(db::Conn& c, OrgId org, std::int64_t user_id) const;

 private:
  void load_parts(db::Conn& c, OrgId org, std::vector<PolicyRow>& rows) const;
};

}  // namespace aplauso::coverages
