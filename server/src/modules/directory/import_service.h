// People from a spreadsheet: validation row by row without writing anything, and imports that
// run as jobs (202 at once, then thousands of rows a second in the background, one transaction
// per batch of rows with a fixed number of statements, resumable after a restart on any node;
// ADR 0038). Rows create or update people by e-mail with the same rules as the admins' forms, so
// importing the same file twice changes nothing, and a bad row fails alone with its reason.
// Also the template to fill in and the export of everyone (which imports back as it is).
#pragma once

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "core/clock.h"
#include "core/ids.h"
#include "modules/directory/import_repo.h"
#include "modules/directory/person_sheet.h"
#include "modules/directory/source_repo.h"
#include "modules/users/user_repo.h"

namespace aplauso::db {
class Database;
class Conn;
}  // namespace aplauso::db
namespace aplauso::people {
class PeopleService;
struct PersonInput;
}  // namespace aplauso::people
namespace aplauso::structure {
class StructureService;
}
namespace aplauso::tenancy {
class TenantDirectory;
struct Tenant;
}  // namespace aplauso::tenancy

namespace aplauso::directory {

inline constexpr std::int64_t kRowsPerBatch = 500;
inline constexpr std::int64_t kLeaseMs = 30'000;
inline constexpr std::int64_t kMaxFailuresShown = 500;
/// The key of a directory row's DN (not a column of the spreadsheet).
inline constexpr const char* kDirectoryDnKey = "_dn";

struct RowError {
  std::int64_t row = 0;  ///< as the spreadsheet numbers it
  std::string column;    ///< its Spanish header
  std::string field;     ///< the column key
  std::string message;
};

struct Validation {
  std::int64_t rows = 0;
  std::int64_t valid_rows = 0;
  std::vector<RowError> errors;
};

struct JobStatus {
  ImportJob job;
  std::vector<RowError> failures;
};

class ImportService {
 public:
  ImportService(const db::Database& db, const Clock& clock, const people::PeopleService& people,
                const structure::StructureService& structure, tenancy::TenantDirectory& tenants)
      : db_(db), clock_(clock), people_(people), structure_(structure), tenants_(tenants) {}

  /// 400 (field `file`) for a file that is not a readable workbook or lacks the columns.
  Validation validate(const tenancy::Tenant& tenant, std::string_view bytes) const;
  /// Stores the rows and answers the job; the runner does the rest.
  ImportJob start(const tenancy::Tenant& tenant, std::int64_t actor_id, std::string file_name,
                  std::string_view bytes, const std::string& link_base) const;
  /// A job of people read from the directory, in the caller's transaction: each row holds the
  /// entry's DN under kDirectoryDnKey, and the runner marks the person as kept in step with it
  /// (reactivating whom the sync had deactivated). `actor_id`: nullopt for a scheduled sync.
  ImportJob enqueue_directory(db::Conn& c, OrgId org, std::optional<std::int64_t> actor_id,
                              const std::string& title, const std::vector<SheetRow>& rows,
                              const std::string& link_base) const;
  /// 404 for another organisation's job.
  JobStatus status(OrgId org, std::int64_t job_id) const;
  /// How run_once writes a batch: in one transaction, or each row in its own (the way every row
  /// of a batch that fails on the database goes; bench/import_bench compares the two).
  enum class Writing { kInBatches, kRowByRow };
  /// Works on the next job due: up to a batch of rows. Returns the rows done (0: nothing due).
  int run_once(Writing writing = Writing::kInBatches) const;

  std::string template_workbook() const;
  std::string export_workbook(OrgId org) const;

 private:
  /// The person's data for `values`, names and e-mails resolved; `writing` creates missing
  /// departments and groups, otherwise they are taken as to be created. Cell errors collected.
  people::PersonInput resolve(db::Conn& c, OrgId org, const RowValues& values, bool writing,
                              const std::set<std::string>* earlier,
                              std::vector<CellError>& errors) const;
  /// A batch of rows in one transaction with a fixed number of statements, outcomes and counters
  /// included. The rows it cannot decide as row by row would (a leader named by an earlier row of
  /// the batch or inactive, a blank name) go one by one after it; when it fails on the database
  /// (an address taken meanwhile, one address twice) it is rolled back and every row goes alone.
  void apply_batch(const tenancy::Tenant& tenant, const Lease& lease,
                   const std::vector<StoredRow>& rows) const;
  /// One row in its own transaction, its failure in another.
  void apply_alone(const tenancy::Tenant& tenant, const Lease& lease, const StoredRow& row) const;
  /// One row in its own transaction; kFailed (with `message`) writes nothing but the outcome.
  RowOutcome apply(const tenancy::Tenant& tenant, const Lease& lease, const StoredRow& row,
                   std::string& message) const;
  /// Marks the person as kept in step with the row's entry; true when they were reactivated.
  bool keep_in_step(db::Conn& c, OrgId org, std::int64_t user_id, const SheetRow& row) const;
  ImportJob enqueue(db::Conn& c, OrgId org, std::optional<std::int64_t> actor_id,
                    const std::string& file_name, const char* source,
                    const std::vector<std::int64_t>& numbers, const std::vector<std::string>& cells,
                    const std::string& link_base) const;

  const db::Database& db_;
  const Clock& clock_;
  const people::PeopleService& people_;
  const structure::StructureService& structure_;
  tenancy::TenantDirectory& tenants_;
  ImportRepo repo_;
  SourceRepo sources_;
  users::UserRepo users_;
};

}  // namespace aplauso::directory
