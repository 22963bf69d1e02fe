// Corporate benefits (flag `benefits`, ADR 0069, docs/benefits.md): benefits with eligibility
// (department, group, country, tenure), granted to everyone eligible or requested, the requests'
// approval (none, the leader, HR) through the approvals inbox, and a price in points held through
// the ledger when requested and given back exactly once on rejection or cancellation.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/clock.h"
#include "modules/benefits/benefits_repo.h"

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
namespace aplauso::points {
class PointsService;
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

namespace aplauso::benefits {

/// A change of a benefit; each part optional, nullable ones cleared with a null.
struct BenefitEdit {
  std::optional<std::string> title;
  std::optional<std::optional<std::string>> title_en;
  std::optional<std::string> description;
  std::optional<std::optional<std::string>> description_en;
  std::optional<std::optional<std::string>> image_key;
  std::optional<std::string> provider;
  std::optional<std::string> category;
  std::optional<std::optional<std::string>> country;
  std::optional<std::string> how_to_use;
  std::optional<std::optional<std::string>> code;
  std::optional<std::optional<std::string>> link;
  std::optional<std::optional<std::string>> contact;
  std::optional<std::optional<std::string>> valid_from;
  std::optional<std::optional<std::string>> valid_until;
  std::optional<std::string> mode;
  std::optional<std::string> approval;
  std::optional<std::int64_t> price_points;
  std::optional<Eligibility> eligibility;
  std::optional<std::string> status;
};

/// A benefit as a member sees it.
struct MemberBenefit {
  BenefitRow benefit;
  bool granted = false;
  std::optional<RequestRow> request;
};

struct BenefitView {
  MemberBenefit member;
  bool eligible = false;
  std::vector<std::string> reasons;
};

struct Counters {
  std::int64_t eligible = 0;
  std::int64_t pending = 0;
  std::int64_t approved = 0;
  std::int64_t rejected = 0;
};

struct AdminBenefit {
  BenefitRow benefit;
  Counters counters;
  std::vector<VersionRow> versions;
};

struct DepartmentCount {
  std::optional<std::int64_t> department_id;
  std::optional<std::string> name;
  std::int64_t count = 0;
};
struct CountryCount {
  std::optional<std::string> country;
  std::int64_t count = 0;
};
struct Preview {
  std::int64_t total = 0;
  std::int64_t active = 0;
  std::vector<DepartmentCount> by_department;
  std::vector<CountryCount> by_country;
};

struct RequestPage {
  std::vector<RequestRow> items;
  bool has_more = false;
};

class BenefitsService {
 public:
  /// Benefits per organisation (every list is one statement with this limit).
  static constexpr std::int64_t kMostBenefits = 200;

  BenefitsService(const db::Database& db, const Clock& clock, const uploads::UploadService& uploads,
                  const points::PointsService& points, const audit::AuditLog& audit,
                  const notifications::NotificationService& notify)
      : db_(db),
        clock_(clock),
        uploads_(uploads),
        points_(points),
        audit_(audit),
        notify_(notify) {}

  std::vector<MemberBenefit> list(OrgId org, std::int64_t user_id) const;
  /// 404 for drafts, archived ones and other organisations'.
  BenefitView get(OrgId org, std::int64_t user_id, std::int64_t id) const;
  RequestRow request(OrgId org, std::int64_t user_id, std::int64_t id,
                     const std::string& note) const;
  RequestPage my_requests(OrgId org, std::int64_t user_id, std::int64_t page,
                          std::int64_t per_page) const;
  RequestRow cancel(OrgId org, std::int64_t user_id, std::int64_t request_id) const;

  std::vector<AdminBenefit> admin_list(OrgId org) const;
  AdminBenefit admin_get(OrgId org, std::int64_t id) const;
  AdminBenefit create(OrgId org, std::int64_t admin_id, const BenefitFields& fields) const;
  AdminBenefit update(OrgId org, std::int64_t admin_id, std::int64_t id,
                      const BenefitEdit& edit) const;
  Preview preview(OrgId org, const Eligibility& eligibility) const;
  RequestPage admin_requests(OrgId org, const std::optional<std::string>& status,
                             std::optional<std::int64_t> benefit_id, std::int64_t page,
                             std::int64_t per_page) const;

  // The approvals inbox (benefit_approvals.cpp).
  std::vector<RequestRow> pending_for(OrgId org, const approvals::Approver& approver,
                                      std::int64_t limit) const;
  std::int64_t pending_count(OrgId org, const approvals::Approver& approver) const;
  std::int64_t decide(OrgId org, const approvals::Approver& approver, std::int64_t id, bool approve,
                      const std::optional<std::string>& reason) const;

  /// A person's requests and their pending points go with them (pending ones refunded first).
  void forget_person(db::Conn& c, OrgId org, const users::ErasedPerson& person) const;

 private:
  void check_fields(db::Conn& c, OrgId org, std::int64_t admin_id, BenefitFields& f,
                    const std::optional<std::string>& old_image) const;
  RequestRow settle(db::Conn& c, OrgId org, const RequestRow& r, const std::string& status,
                    std::optional<std::int64_t> actor, const std::optional<std::string>& reason,
                    std::int64_t now) const;

  const db::Database& db_;
  const Clock& clock_;
  const uploads::UploadService& uploads_;
  const points::PointsService& points_;
  const audit::AuditLog& audit_;
  const notifications::NotificationService& notify_;
  BenefitsRepo repo_;
};

/// Whether `person` meets `e` today; the unmet rules as reasons (department, group, country,
/// tenure).
std::vector<std::string> unmet(const Eligibility& e, const PersonFacts& person,
                               const std::string& today);

}  // namespace aplauso::benefits
