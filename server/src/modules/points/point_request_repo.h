// Point requests: the only code that reads and writes point_requests.
#pragma once

#include <boost/describe/class.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/ids.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::points {

struct RequestRow {
  std::int64_t id = 0;
  std::int64_t user_id = 0;
  std::int64_t amount = 0;
  std::string reason;
  std::optional<std::string> attachment_key;
  std::optional<std::string> attachment_name;
  std::string status;
  std::optional<std::string> note;
  std::optional<std::int64_t> decided_by;
  std::optional<std::int64_t> decided_at;
  std::int64_t created_at = 0;
};
BOOST_DESCRIBE_STRUCT(RequestRow, (),
                      (id, user_id, amount, reason, attachment_key, attachment_name, status, note,
                       decided_by, decided_at, created_at))

/// Who reviews: their id, whether they are an admin or a leader, and their department.
struct Reviewer {
  std::int64_t user_id = 0;
  bool admin = false;
  bool leader = false;
  std::optional<std::int64_t> department_id;
};

class PointRequestRepo {
 public:
  std::int64_t insert(db::Conn& c, OrgId org, std::int64_t user_id, std::int64_t amount,
                      const std::string& reason, const std::optional<std::string>& key,
                      const std::optional<std::string>& name, std::int64_t now_ms) const;
  bool has_pending(db::Conn& c, OrgId org, std::int64_t user_id) const;
  /// The file name of the member's own finished attachment upload; nullopt for anyone else's.
  std::optional<std::string> attachment_name(db::Conn& c, OrgId org, std::int64_t user_id,
                                             const std::string& key) const;
  /// Locked for a decision inside a transaction.
  std::optional<RequestRow> find(db::Conn& c, OrgId org, std::int64_t id) const;
  std::vector<RequestRow> mine(db::Conn& c, OrgId org, std::int64_t user_id,
                               const std::optional<std::string>& status, std::int64_t limit,
                               std::int64_t offset) const;
  std::int64_t mine_total(db::Conn& c, OrgId org, std::int64_t user_id,
                          const std::optional<std::string>& status) const;
  /// Newest first (the review page), or oldest first (the approvals inbox).
  std::vector<RequestRow> review(db::Conn& c, OrgId org, const Reviewer& r,
                                 const std::optional<std::string>& status, std::int64_t limit,
                                 std::int64_t offset, bool oldest_first = false) const;
  std::int64_t review_total(db::Conn& c, OrgId org, const Reviewer& r,
                            const std::optional<std::string>& status) const;
  bool leads(db::Conn& c, OrgId org, const Reviewer& r, std::int64_t user_id) const;
  std::optional<std::int64_t> department_of(db::Conn& c, OrgId org, std::int64_t user_id) const;
  bool decide(db::Conn& c, OrgId org, std::int64_t id, const std::string& status,
              const std::optional<std::string>& note, std::int64_t actor_id,
              std::int64_t now_ms) const;
};

}  // namespace aplauso::points
