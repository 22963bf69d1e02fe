// SQL of spreadsheet imports. Statements on a job filter by organisation ($1) except the job
// runner's lease, which picks any organisation's next job.
#pragma once

#include "db/statement.h"

namespace aplauso::directory::sql {

inline constexpr db::Statement kInsertJob{
    "directory.insert_job",
    "INSERT INTO import_jobs (org_id, created_by, file_name, status, total, link_base, "
    "created_at) VALUES ($1, $2, $3, 'running', $4, $5, $6) RETURNING id"};
inline constexpr db::Statement kInsertRows{
    "directory.insert_rows",
    "INSERT INTO import_rows (job_id, row_number, cells, status) SELECT CAST($2 AS BIGINT), "
    "t.row_number, t.cells, 'pending' FROM {{ZIP t row_number:INT $3 cells:TEXT $4}} "
    "WHERE EXISTS (SELECT 1 FROM import_jobs j WHERE j.id = $2 AND j.org_id = $1)"};
#define APLAUSO_JOB_COLUMNS                                                                  \
  "SELECT id, org_id, file_name, status, total, done, created, updated, unchanged, failed, " \
  "link_base, created_at, first_progress_at, finished_at FROM import_jobs "
inline constexpr db::Statement kJob{"directory.job",
                                    APLAUSO_JOB_COLUMNS "WHERE org_id = $1 AND id = $2"};
#undef APLAUSO_JOB_COLUMNS
inline constexpr db::Statement kFailures{
    "directory.failures",
    "SELECT row_number, cells, message FROM import_rows WHERE job_id = $2 AND status = 'failed' "
    "AND job_id IN (SELECT id FROM import_jobs WHERE org_id = $1) ORDER BY row_number LIMIT $3"};

// The runner: the oldest running job whose lease expired becomes this node's for a while.
inline constexpr db::Statement kLease{
    "directory.lease",
    "UPDATE import_jobs SET lease_until = $2 WHERE id = (SELECT id FROM import_jobs WHERE "
    "status = 'running' AND (lease_until IS NULL OR lease_until < $1) ORDER BY id LIMIT 1) AND "
    "(lease_until IS NULL OR lease_until < $1) RETURNING id, org_id, link_base"};
inline constexpr db::Statement kRelease{"directory.release",
                                        "UPDATE import_jobs SET lease_until = NULL WHERE id = $1"};
inline constexpr db::Statement kPendingRows{
    "directory.pending_rows",
    "SELECT row_number, cells FROM import_rows WHERE job_id = $1 AND status = 'pending' "
    "ORDER BY row_number LIMIT $2"};
// A row's outcome, once: the job's counters move only when the row was still pending.
inline constexpr db::Statement kFinishRow{
    "directory.finish_row",
    "UPDATE import_rows SET status = $3, message = $4 WHERE job_id = $1 AND row_number = $2 AND "
    "status = 'pending'"};
inline constexpr db::Statement kCount{
    "directory.count",
    "UPDATE import_jobs SET done = done + 1, created = created + $2, updated = updated + $3, "
    "unchanged = unchanged + $4, failed = failed + $5, first_progress_at = "
    "COALESCE(first_progress_at, $6) WHERE id = $1"};
inline constexpr db::Statement kFinishJob{
    "directory.finish_job",
    "UPDATE import_jobs SET status = 'done', finished_at = $2, lease_until = NULL WHERE id = $1 "
    "AND status = 'running' AND NOT EXISTS (SELECT 1 FROM import_rows r WHERE r.job_id = $1 AND "
    "r.status = 'pending')"};

}  // namespace aplauso::directory::sql
