// People from the organisation's LDAP or Active Directory (admins): the source's settings (the
// bind password sealed at rest, never shown), a connection test, a preview of the directory's
// people and what each one is to the organisation, importing chosen people, and the sync (asked
// for, or on a schedule on whichever node gets the lease first) that creates and updates
// everyone the directory lists through an import job and deactivates the people it imported
// before and no longer lists. ADR 0020.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "core/clock.h"
#include "core/ids.h"
#include "modules/directory/directory_reach.h"
#include "modules/directory/import_repo.h"
#include "modules/directory/source_repo.h"
#include "modules/users/person_erasure.h"
#include "modules/users/user_repo.h"

namespace aplauso::db {
class Database;
}
namespace aplauso::people {
class PeopleService;
}

namespace aplauso::audit {
class AuditLog;
}

namespace aplauso::directory {

class ImportService;

inline constexpr std::int64_t kMaxSyncHours = 168;
inline constexpr std::size_t kMaxChosenPeople = 20'000;
/// How long one node may hold a source while it reads the directory and queues the job.
inline constexpr std::int64_t kSyncLeaseMs = 10 * 60 * 1000;
/// Rows of finished directory jobs are kept this long (the jobs' counters stay).
inline constexpr std::int64_t kDirectoryRowsKeptMs = 7LL * 24 * 3600 * 1000;

/// What an admin writes. `bind_password`: absent keeps the stored one, "" removes it.
struct SourceSettings {
  std::string url;
  std::string bind_dn;
  std::optional<std::string> bind_password;
  std::string base_dn;
  std::string filter;
  std::string attr_email;
  std::string attr_first_name;
  std::string attr_last_name;
  std::string attr_job_position;
  std::string attr_department;
  std::string attr_phone;
  std::string attr_manager;
  bool sync_enabled = false;
  std::int64_t sync_hours = 24;
};

/// The source as the admins see it: `configured` false holds the suggested defaults.
struct SourceView {
  bool configured = false;
  SourceRow row;
};

struct ProbeResult {
  std::int64_t entries = 0;
  std::int64_t with_email = 0;
};

/// A person of the directory and what they are to the organisation.
struct DirectoryPerson {
  std::string dn;
  std::optional<std::string> email;  ///< normalised; nullopt without a valid address
  std::optional<std::string> first_name, last_name, job_position, department, phone;
  std::optional<std::string> manager_dn;
  std::string status;  ///< new | active | inactive | no_email
  std::optional<std::int64_t> user_id;
  bool managed = false;
};

class DirectorySyncService {
 public:
  /// `reach`: the hosts, ports and time the operator allows a directory (ADR 0033).
  DirectorySyncService(const db::Database& db, const Clock& clock, const ImportService& imports,
                       const people::PeopleService& people, const audit::AuditLog& audit,
                       std::string server_secret, DirectoryReach reach)
      : db_(db),
        clock_(clock),
        imports_(imports),
        people_(people),
        audit_(audit),
        server_secret_(std::move(server_secret)),
        reach_(std::move(reach)) {}

  SourceView get(OrgId org) const;
  /// 400 naming every bad field (an address on a host or port the operator does not allow
  /// among them). New links in activation mails point at `link_base`.
  SourceView save(OrgId org, const SourceSettings& settings, const std::string& link_base) const;
  SourceView remove(OrgId org) const;
  /// Reads the directory with unsaved settings (an absent password: the stored one). 400 for bad
  /// settings; 422 with the reason's code (directory_unreachable after the whole timeout,
  /// whatever made it unreachable).
  ProbeResult test(OrgId org, const SourceSettings& settings) const;
  /// 409 directory_not_configured; 422 directory_failed.
  std::vector<DirectoryPerson> preview(OrgId org) const;
  /// Queues the import of the chosen people (by e-mail). 400 when none is in the directory.
  ImportJob import_people(OrgId org, std::int64_t actor_id, const std::vector<std::string>& emails,
                          const std::string& link_base) const;
  /// Syncs now. 409 directory_not_configured or directory_sync_running; 422 directory_failed
  /// (recorded as the last sync too).
  SourceView sync_now(OrgId org, std::int64_t actor_id, const std::string& link_base) const;
  /// Runs the scheduled syncs that are due; returns how many ran.
  /// Stops between organisations once `stop` answers true (the process is stopping).
  int run_due(const std::function<bool()>& stop = {}) const;
  /// Forgets an erased person's directory entry (users::PersonErasure).
  void forget_person(db::Conn& c, OrgId org, const users::ErasedPerson& person) const;

 private:
  SourceRow stored(OrgId org) const;
  /// Checked settings as a row (the password sealed), over `current` when there is one.
  SourceRow checked(const SourceSettings& settings, const std::optional<SourceRow>& current) const;
  std::vector<DirectoryPerson> read(const SourceRow& source) const;
  /// The addresses among `people` of active members of the organisation.
  std::set<std::string> active_members(OrgId org, const std::vector<DirectoryPerson>& people) const;
  /// Reads the directory and queues the job; records how it went and releases the lease.
  SyncRecord sync(OrgId org, const SourceRow& source, std::optional<std::int64_t> actor_id,
                  const std::string& link_base) const;

  const db::Database& db_;
  const Clock& clock_;
  const ImportService& imports_;
  const people::PeopleService& people_;
  const audit::AuditLog& audit_;
  std::string server_secret_;
  DirectoryReach reach_;
  SourceRepo repo_;
  users::UserRepo users_;
};

}  // namespace aplauso::directory
