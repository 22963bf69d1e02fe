// SQL of people imports (spreadsheets and the directory) and of directory sources. Statements
// filter by organisation ($1) except the runners' leases, which pick any organisation's next
// job or sync due.
#pragma once

#include "db/statement.h"

namespace aplauso::directory::sql {

inline constexpr db::Statement kInsertJob{
    "directory.insert_job",
    "INSERT INTO import_jobs (org_id, created_by, file_name, source, status, total, link_base, "
    "created_at) VALUES ($1, $2, $3, $7, 'running', $4, $5, $6) RETURNING id"};
inline constexpr db::Statement kInsertRows{
    "directory.insert_rows",
    "INSERT INTO import_rows (job_id, row_number, cells, status) SELECT CAST($2 AS BIGINT), "
    "t.row_number, t.cells, 'pending' FROM {{ZIP t row_number:INT $3 cells:TEXT $4}} "
    "WHERE EXISTS (SELECT 1 FROM import_jobs j WHERE j.id = $2 AND j.org_id = $1)"};
#define APLAUSO_JOB_COLUMNS                                                                  \
  "SELECT id, org_id, source, file_name, status, total, done, created, updated, unchanged, " \
  "failed, "                                                                                 \
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
    "(lease_until IS NULL OR lease_until < $1) RETURNING id, org_id, link_base, source"};
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
// The outcomes of a batch of rows ($2 numbers, $3 statuses, $4 messages, '' for none), each once:
// the statuses of the rows that were still pending.
inline constexpr db::Statement kFinishRows{
    "directory.finish_rows",
    "UPDATE import_rows SET status = t.status, message = NULLIF(t.message, '') FROM {{ZIP t "
    "row_number:INT $2 status:TEXT $3 message:TEXT $4}} WHERE import_rows.job_id = $1 AND "
    "import_rows.row_number = t.row_number AND import_rows.status = 'pending' RETURNING "
    "import_rows.status"};
inline constexpr db::Statement kCountMany{
    "directory.count_many",
    "UPDATE import_jobs SET done = done + $2 + $3 + $4 + $5, created = created + $2, updated = "
    "updated + $3, unchanged = unchanged + $4, failed = failed + $5, first_progress_at = "
    "COALESCE(first_progress_at, $6) WHERE id = $1"};
inline constexpr db::Statement kFinishJob{
    "directory.finish_job",
    "UPDATE import_jobs SET status = 'done', finished_at = $2, lease_until = NULL WHERE id = $1 "
    "AND status = 'running' AND NOT EXISTS (SELECT 1 FROM import_rows r WHERE r.job_id = $1 AND "
    "r.status = 'pending')"};

// --- Directory sources (one per organisation).
#define APLAUSO_SOURCE_COLUMNS                                                               \
  "SELECT org_id, url, bind_dn, bind_password_sealed, base_dn, filter, attr_email, "         \
  "attr_first_name, attr_last_name, attr_job_position, attr_department, attr_phone, "        \
  "attr_manager, sync_enabled, "                                                             \
  "sync_hours, next_sync_at, link_base, last_sync_at, last_sync_status, last_sync_message, " \
  "last_sync_job_id, last_sync_entries, last_sync_deactivated, last_sync_code FROM "         \
  "directory_sources "
inline constexpr db::Statement kSource{"directory.source",
                                       APLAUSO_SOURCE_COLUMNS "WHERE org_id = $1"};
#undef APLAUSO_SOURCE_COLUMNS
// Saving keeps how the last sync went; the schedule restarts from $17 (null: off).
inline constexpr db::Statement kSaveSource{
    "directory.save_source",
    "INSERT INTO directory_sources (org_id, url, bind_dn, bind_password_sealed, base_dn, filter, "
    "attr_email, attr_first_name, attr_last_name, attr_job_position, attr_department, attr_phone, "
    "sync_enabled, sync_hours, link_base, updated_at, next_sync_at, attr_manager) VALUES ($1, $2, "
    "$3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18) ON CONFLICT (org_id) "
    "DO UPDATE SET "
    "url = excluded.url, bind_dn = excluded.bind_dn, bind_password_sealed = "
    "excluded.bind_password_sealed, base_dn = excluded.base_dn, filter = excluded.filter, "
    "attr_email = excluded.attr_email, attr_first_name = excluded.attr_first_name, "
    "attr_last_name = excluded.attr_last_name, attr_job_position = excluded.attr_job_position, "
    "attr_department = excluded.attr_department, attr_phone = excluded.attr_phone, "
    "sync_enabled = excluded.sync_enabled, sync_hours = excluded.sync_hours, link_base = "
    "excluded.link_base, updated_at = excluded.updated_at, next_sync_at = excluded.next_sync_at, "
    "attr_manager = excluded.attr_manager"};
inline constexpr db::Statement kDeleteSource{"directory.delete_source",
                                             "DELETE FROM directory_sources WHERE org_id = $1"};
inline constexpr db::Statement kForgetMembers{"directory.forget_members",
                                              "DELETE FROM directory_members WHERE org_id = $1"};
// A sync of one organisation, now ($2 lease end; $3 now): not while another one runs.
inline constexpr db::Statement kClaimSource{
    "directory.claim_source",
    "UPDATE directory_sources SET sync_lease_until = $2 WHERE org_id = $1 AND "
    "(sync_lease_until IS NULL OR sync_lease_until < $3)"};
// The scheduler: the source due first, leased until $2.
inline constexpr db::Statement kClaimDue{
    "directory.claim_due",
    "UPDATE directory_sources SET sync_lease_until = $2 WHERE org_id = (SELECT org_id FROM "
    "directory_sources WHERE sync_enabled = 1 AND next_sync_at <= $1 AND (sync_lease_until IS "
    "NULL OR sync_lease_until < $1) ORDER BY next_sync_at LIMIT 1) AND (sync_lease_until IS NULL "
    "OR sync_lease_until < $1) RETURNING org_id"};
// How a sync went ($3 at, $4 status, $5 message, $6 job, $7 entries, $8 deactivated, $9 the
// failure's code); the next
// one is due $2 after it while the schedule is on.
inline constexpr db::Statement kRecordSync{
    "directory.record_sync",
    "UPDATE directory_sources SET sync_lease_until = NULL, next_sync_at = CASE WHEN "
    "sync_enabled = 1 THEN CAST($3 AS BIGINT) + CAST($2 AS BIGINT) ELSE NULL END, last_sync_at = "
    "$3, last_sync_status = $4, last_sync_message = $5, last_sync_job_id = $6, "
    "last_sync_entries = $7, last_sync_deactivated = $8, last_sync_code = $9 WHERE org_id = $1"};

// --- The people the directory keeps in step.
inline constexpr db::Statement kMember{
    "directory.member",
    "SELECT dn, state FROM directory_members WHERE org_id = $1 AND user_id = $2"};
inline constexpr db::Statement kPutMember{
    "directory.put_member",
    "INSERT INTO directory_members (user_id, org_id, dn, state, updated_at) VALUES ($2, $1, $3, "
    "'present', $4) ON CONFLICT (user_id) DO UPDATE SET dn = excluded.dn, state = 'present', "
    "updated_at = excluded.updated_at WHERE directory_members.org_id = excluded.org_id"};
inline constexpr db::Statement kManagedAmong{
    "directory.managed_among",
    "SELECT user_id FROM directory_members WHERE org_id = $1 AND user_id {{ANY_INT $2}}"};
// Active members the directory kept in step that it no longer lists ($2: the addresses it
// lists). Administrators are never among them: nobody is locked out of the console.
inline constexpr db::Statement kMissingMembers{
    "directory.missing_members",
    "SELECT m.user_id FROM directory_members m JOIN users u ON u.id = m.user_id AND u.org_id = "
    "m.org_id WHERE m.org_id = $1 AND m.state = 'present' AND u.active = 1 AND u.user_type <> "
    "'admin' AND NOT (u.email {{ANY_TEXT $2}})"};
inline constexpr db::Statement kMarkMissing{
    "directory.mark_missing",
    "UPDATE directory_members SET state = 'missing', updated_at = $3 WHERE org_id = $1 AND "
    "user_id {{ANY_INT $2}}"};
// The rows of the organisation's finished directory jobs created before $2 (a daily sync would
// otherwise keep every person's row of every day); the jobs and their counters stay.
inline constexpr db::Statement kPruneDirectoryRows{
    "directory.prune_rows",
    "DELETE FROM import_rows WHERE job_id IN (SELECT id FROM import_jobs WHERE org_id = $1 AND "
    "source = 'directory' AND status = 'done' AND created_at < $2)"};

// Erasure (users::PersonErasure): the directory's name for the person goes too; a directory that
// still lists them creates a new account at its next sync.
inline constexpr db::Statement kEraseMember{
    "directory.erase_member", "DELETE FROM directory_members WHERE org_id = $1 AND user_id = $2"};

}  // namespace aplauso::directory::sql
