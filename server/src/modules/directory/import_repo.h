// People import jobs (from a spreadsheet or the directory) and their rows.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/ids.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::directory {

struct ImportJob {
  std::int64_t id = 0;
  std::int64_t org_id = 0;
  std::string source;  ///< sheet | directory
  std::string file_name;
  std::string status;  ///< running | done
  std::int64_t total = 0;
  std::int64_t done = 0;
  std::int64_t created = 0;
  std::int64_t updated = 0;
  std::int64_t unchanged = 0;
  std::int64_t failed = 0;
  std::string link_base;
  std::int64_t created_at = 0;
  std::optional<std::int64_t> first_progress_at;
  std::optional<std::int64_t> finished_at;
};

struct Lease {
  std::int64_t job_id = 0;
  std::int64_t org_id = 0;
  std::string link_base;
  std::string source;
};

struct StoredRow {
  std::int64_t row_number = 0;
  std::string cells;  ///< JSON object: column key → text (null for a formula)
  std::optional<std::string> message;
};

/// What became of a row, and how it counts.
enum class RowOutcome { kCreated, kUpdated, kUnchanged, kFailed };

class ImportRepo {
 public:
  /// `created_by`: nullopt for a scheduled directory sync.
  std::int64_t insert_job(db::Conn& c, OrgId org, std::optional<std::int64_t> created_by,
                          const std::string& file_name, const char* source, std::int64_t total,
                          const std::string& link_base, std::int64_t now_ms) const;
  /// Stores the rows (numbers and JSON cells, same length) of a job of the organisation.
  void insert_rows(db::Conn& c, OrgId org, std::int64_t job_id,
                   const std::vector<std::int64_t>& numbers,
                   const std::vector<std::string>& cells) const;
  std::optional<ImportJob> job(db::Conn& c, OrgId org, std::int64_t id) const;
  std::vector<StoredRow> failures(db::Conn& c, OrgId org, std::int64_t job_id,
                                  std::int64_t limit) const;

  /// The next job to work on, leased until `until_ms`; nullopt when none is due.
  std::optional<Lease> lease(db::Conn& c, std::int64_t now_ms, std::int64_t until_ms) const;
  void release(db::Conn& c, std::int64_t job_id) const;
  std::vector<StoredRow> pending(db::Conn& c, std::int64_t job_id, std::int64_t limit) const;
  /// Records a row's outcome and counts it, once; false when another runner already did.
  bool finish_row(db::Conn& c, std::int64_t job_id, std::int64_t row_number, RowOutcome outcome,
                  const std::optional<std::string>& message, std::int64_t now_ms) const;
  /// A row's outcome and its message (failed rows), for finish_rows.
  struct Finished {
    std::int64_t row_number = 0;
    RowOutcome outcome = RowOutcome::kFailed;
    std::string message;
  };
  /// finish_row for a batch of rows in two statements; rows no longer pending are skipped.
  void finish_rows(db::Conn& c, std::int64_t job_id, const std::vector<Finished>& rows,
                   std::int64_t now_ms) const;
  /// Marks the job done when no row is pending.
  void finish_job(db::Conn& c, std::int64_t job_id, std::int64_t now_ms) const;
};

}  // namespace aplauso::directory
