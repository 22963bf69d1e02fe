// Point requests: a member asks for points to redeem with a reason; a leader of theirs or an
// admin approves (the treasury pays through the ledger, in the same transaction) or rejects with
// a reason; the requester is told either way. pending → approved | rejected, never twice.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/clock.h"
#include "core/roles.h"
#include "modules/points/point_request_repo.h"
#include "modules/users/user.h"

namespace aplauso::db {
class Database;
class Conn;
}  // namespace aplauso::db
namespace aplauso::storage {
class FileStore;
}
namespace aplauso::notifications {
class NotificationService;
}

namespace aplauso::audit {
class AuditLog;
}

namespace aplauso::points {

class PointsService;

inline constexpr std::int64_t kMaxRequestPoints = 100'000;

struct RequestView {
  RequestRow row;
  users::Person requester;
  std::optional<users::Person> decided_by;
  std::optional<std::string> attachment_url;
};

struct RequestPage {
  std::vector<RequestView> items;
  std::int64_t total = 0;
};

class PointRequestService {
 public:
  PointRequestService(const db::Database& db, const Clock& clock, const storage::FileStore& files,
                      const PointsService& points,
                      const notifications::NotificationService& notifications,
                      const audit::AuditLog& audit)
      : db_(db),
        clock_(clock),
        files_(files),
        points_(points),
        notifications_(notifications),
        audit_(audit) {}

  /// 400 naming every bad field; 409 pending_request_exists.
  RequestView create(OrgId org, std::int64_t user_id, std::int64_t amount,
                     const std::string& reason,
                     const std::optional<std::string>& attachment_key) const;
  RequestPage mine(OrgId org, std::int64_t user_id, const std::optional<std::string>& status,
                   std::int64_t limit, std::int64_t offset) const;
  /// 403 for employees.
  RequestPage review(OrgId org, std::int64_t user_id, Role role,
                     const std::optional<std::string>& status, std::int64_t limit,
                     std::int64_t offset, bool oldest_first = false) const;
  /// Approves (`note` optional) or rejects (`note` required, the reason). 403
  /// not_your_decision; 404; 409 already_decided.
  RequestView decide(OrgId org, std::int64_t user_id, Role role, std::int64_t id, bool approve,
                     const std::optional<std::string>& note) const;
  /// Who asked for request `id` of the organisation; nullopt when there is none.
  std::optional<std::int64_t> requester(OrgId org, std::int64_t id) const;

 private:
  std::vector<RequestView> views(db::Conn& c, OrgId org, std::vector<RequestRow> rows) const;
  Reviewer reviewer(db::Conn& c, OrgId org, std::int64_t user_id, Role role) const;

  const db::Database& db_;
  const Clock& clock_;
  const storage::FileStore& files_;
  const PointsService& points_;
  const notifications::NotificationService& notifications_;
  const audit::AuditLog& audit_;
  PointRequestRepo repo_;
};

}  // namespace aplauso::points
