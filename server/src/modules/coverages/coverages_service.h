// Coverages (flag `coverages`, BEN-6, ADR 0078, docs/coverages.md): insurance policies with their
// audience, coverage table, documents and claim instructions; the dependants each employee keeps
// for all the policies that cover them, every change approved by HR through the approvals inbox
// exactly once; and the admins' reminder 30 days before a policy ends.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/clock.h"
#include "modules/coverages/coverages_repo.h"

namespace aplauso::db {
class Conn;
class Database;
}  // namespace aplauso::db
namespace aplauso::uploads {
class UploadService;
}
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

namespace aplauso::coverages {

class CoveragesService {
 public:
  static constexpr std::int64_t kMostPolicies = 200;
  static constexpr std::size_t kMostRows = 60;
  static constexpr std::size_t kMostDocuments = 10;
  static constexpr std::size_t kMostDependants = 20;
  /// Days before a policy's end the admins are reminded.
  static constexpr std::int64_t kRenewalDays = 30;

  CoveragesService(const db::Database& db, const Clock& clock,
                   const uploads::UploadService& uploads, const audit::AuditLog& audit,
                   const notifications::NotificationService& notify)
      : db_(db), clock_(clock), uploads_(uploads), audit_(audit), notify_(notify) {}

  // Members.
  std::vector<PolicyRow> my_policies(OrgId org, std::int64_t user_id) const;
  /// 404 for drafts, other organisations' and policies whose audience leaves the member out.
  PolicyRow my_policy(OrgId org, std::int64_t user_id, std::int64_t id) const;
  std::vector<DependantRow> my_dependants(OrgId org, std::int64_t user_id) const;
  DependantRow add_dependant(OrgId org, std::int64_t user_id, DependantFields fields) const;
  DependantRow edit_dependant(OrgId org, std::int64_t user_id, std::int64_t id,
                              DependantFields fields) const;
  /// A dependant not yet approved goes at once (none returned); an active one waits for HR.
  std::optional<DependantRow> remove_dependant(OrgId org, std::int64_t user_id,
                                               std::int64_t id) const;

  // Admins.
  std::vector<PolicyRow> admin_list(OrgId org) const;
  PolicyRow admin_get(OrgId org, std::int64_t id) const;
  PolicyRow create(OrgId org, std::int64_t admin_id, const PolicyFields& fields) const;
  PolicyRow replace(OrgId org, std::int64_t admin_id, std::int64_t id,
                    const PolicyFields& fields) const;
  /// The dependants (active or waiting) of everyone the policy covers.
  std::vector<DependantRow> policy_dependants(OrgId org, std::int64_t id) const;

  // The approvals inbox (coverages_approvals.cpp): HR, that is admins, decide.
  std::vector<DependantRow> pending_for(OrgId org, const approvals::Approver& approver,
                                        std::int64_t limit) const;
  std::int64_t pending_count(OrgId org, const approvals::Approver& approver) const;
  std::int64_t decide(OrgId org, const approvals::Approver& approver, std::int64_t id, bool approve,
                      const std::optional<std::string>& reason) const;

  /// The daily job: admins hear of each published policy ending within 30 days, once per end
  /// date. Returns how many policies were reminded of.
  std::int64_t remind_renewals() const;

  /// An erased person's dependants go with them.
  void forget_person(db::Conn& c, OrgId org, const users::ErasedPerson& person) const;

 private:
  void check_fields(db::Conn& c, OrgId org, std::int64_t admin_id, PolicyFields& f,
                    const std::vector<PolicyDocument>& kept) const;
  std::string today() const;

  const db::Database& db_;
  const Clock& clock_;
  const uploads::UploadService& uploads_;
  const audit::AuditLog& audit_;
  const notifications::NotificationService& notify_;
  CoveragesRepo repo_;
};

/// A relationship in Spanish words ("hijo/a") for the inbox and the export.
std::string relationship_es(const std::string& relationship);

/// The checked, trimmed fields of a dependant (400 naming each bad field).
void check_dependant(DependantFields& f, const std::string& today);

}  // namespace aplauso::coverages
