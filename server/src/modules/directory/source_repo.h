// Directory sources (one per organisation), their schedule and last sync, and the people each
// one keeps in step.
#pragma once

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "core/ids.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::directory {

/// A directory source as stored; the bind password stays sealed.
struct SourceRow {
  std::int64_t org_id = 0;
  std::string url;
  std::string bind_dn;
  std::optional<std::string> bind_password_sealed;
  std::string base_dn;
  std::string filter;
  std::string attr_email;
  std::string attr_first_name;
  std::string attr_last_name;
  std::string attr_job_position;
  std::string attr_department;
  std::string attr_phone;
  std::string attr_manager;  ///< holds the DN of the person's manager
  bool sync_enabled = false;
  std::int64_t sync_hours = 24;
  std::optional<std::int64_t> next_sync_at;
  std::string link_base;
  std::optional<std::int64_t> last_sync_at;
  std::optional<std::string> last_sync_status;  ///< ok | failed
  std::optional<std::string> last_sync_code;    ///< why it failed (an error code)
  std::optional<std::string> last_sync_message;
  std::optional<std::int64_t> last_sync_job_id;
  std::int64_t last_sync_entries = 0;
  std::int64_t last_sync_deactivated = 0;
};

/// How a sync went, as recorded on its source.
struct SyncRecord {
  std::int64_t at = 0;
  std::string status;               ///< ok | failed
  std::optional<std::string> code;  ///< why it failed
  std::optional<std::string> message;
  std::optional<std::int64_t> job_id;
  std::int64_t entries = 0;
  std::int64_t deactivated = 0;
};

struct MemberState {
  std::string dn;
  std::string state;  ///< present | missing
};

class SourceRepo {
 public:
  std::optional<SourceRow> source(db::Conn& c, OrgId org) const;
  /// Creates or replaces the settings (org_id of `row` ignored), keeping the last sync.
  void save(db::Conn& c, OrgId org, const SourceRow& row, std::int64_t now_ms) const;
  /// Forgets the source and which people it kept in step.
  void remove(db::Conn& c, OrgId org) const;

  /// Leases the organisation's source for a sync until `until_ms`; false when a sync runs.
  bool claim(db::Conn& c, OrgId org, std::int64_t now_ms, std::int64_t until_ms) const;
  /// Leases the source whose scheduled sync is due first; nullopt when none is.
  std::optional<OrgId> claim_due(db::Conn& c, std::int64_t now_ms, std::int64_t until_ms) const;
  /// Records the sync, ends the lease and schedules the next one `every_ms` later.
  void record(db::Conn& c, OrgId org, const SyncRecord& sync, std::int64_t every_ms) const;

  std::optional<MemberState> member(db::Conn& c, OrgId org, std::int64_t user_id) const;
  /// The person is kept in step with the entry `dn`.
  void put_member(db::Conn& c, OrgId org, std::int64_t user_id, const std::string& dn,
                  std::int64_t now_ms) const;
  /// Which of `user_ids` the directory keeps in step.
  std::set<std::int64_t> managed_among(db::Conn& c, OrgId org,
                                       const std::vector<std::int64_t>& user_ids) const;
  /// Active, non-admin people kept in step whose address is not in `listed`.
  std::vector<std::int64_t> missing(db::Conn& c, OrgId org,
                                    const std::vector<std::string>& listed) const;
  void mark_missing(db::Conn& c, OrgId org, const std::vector<std::int64_t>& user_ids,
                    std::int64_t now_ms) const;
  /// Deletes the rows of finished directory jobs created before `before_ms`.
  void prune_rows(db::Conn& c, OrgId org, std::int64_t before_ms) const;
  /// Forgets which entry of the directory the person was (erasure).
  void erase_member(db::Conn& c, OrgId org, std::int64_t user_id) const;
};

}  // namespace aplauso::directory
