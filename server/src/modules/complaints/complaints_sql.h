// SQL of the complaints channel. The log (complaint_log) has INSERT and SELECT only: no statement
// here updates or deletes it. People are read (users.leader_id for the conflict rule, the
// departments for the areas), never written.
#pragma once

#include "db/statement.h"

namespace aplauso::complaints::sql {

// --- Cases -------------------------------------------------------------------------------------
#define APLAUSO_COMPLAINT_COLUMNS                                                             \
  "SELECT c.id, c.kind, c.identified, c.reporter_user_id, c.notify_reporter, c.third_party, " \
  "c.stage, c.profile, c.area_id, c.verbal_by, c.sealed_key_server, c.sealed_key_reporter, "  \
  "c.salt, c.sealed_content, c.sealed_report, c.report_day, c.failed_tries, c.locked_until, " \
  "c.locks, c.created_day, c.closed_day, c.archived_at FROM complaint_cases c "

inline constexpr db::Statement kInsertCase{
    "complaints.insert_case",
    "INSERT INTO complaint_cases (org_id, receipt_hash, kind, identified, reporter_user_id, "
    "notify_reporter, third_party, profile, area_id, verbal_by, sealed_key_server, "
    "sealed_key_reporter, salt, sealed_content, created_day, announced) VALUES ($1, $2, $3, $4, "
    "$5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id"};
// Anonymous cases not yet announced to the handlers, every organisation
// (complaint_cases_unannounced), with the organisation's time zone.
inline constexpr db::Statement kUnannounced{
    "complaints.unannounced",
    "SELECT c.id, c.org_id, c.created_day, o.timezone FROM complaint_cases c JOIN organizations o "
    "ON o.id = c.org_id WHERE c.announced = 0 ORDER BY c.id LIMIT 500"};
inline constexpr db::Statement kAnnounce{
    "complaints.announce",
    "UPDATE complaint_cases SET announced = 1 WHERE org_id = $1 AND id = $2 AND announced = 0"};
inline constexpr db::Statement kFindCase{
    "complaints.find_case", APLAUSO_COMPLAINT_COLUMNS "WHERE c.org_id = $1 AND c.id = $2"};
inline constexpr db::Statement kFindCaseForUpdate{
    "complaints.find_case_for_update",
    APLAUSO_COMPLAINT_COLUMNS "WHERE c.org_id = $1 AND c.id = $2 {{FOR_UPDATE}}"};
inline constexpr db::Statement kFindByReceipt{
    "complaints.find_by_receipt",
    APLAUSO_COMPLAINT_COLUMNS "WHERE c.org_id = $1 AND c.receipt_hash = $2 {{FOR_UPDATE}}"};
inline constexpr db::Statement kSetTries{
    "complaints.set_tries",
    "UPDATE complaint_cases SET failed_tries = $3, locked_until = $4, locks = $5 WHERE org_id = "
    "$1 AND id = $2"};
inline constexpr db::Statement kSetStage{
    "complaints.set_stage",
    "UPDATE complaint_cases SET stage = $3, closed_day = $4 WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kSetReport{
    "complaints.set_report",
    "UPDATE complaint_cases SET sealed_report = $3, report_day = $4 WHERE org_id = $1 AND id = $2 "
    "AND sealed_report IS NULL"};
inline constexpr db::Statement kArchive{
    "complaints.archive",
    "UPDATE complaint_cases SET archived_at = $3 WHERE org_id = $1 AND id = $2"};

// Who may not see a case: the accused and the leaders of the accused (users_org_leader).
#define APLAUSO_COMPLAINT_NO_CONFLICT                                                    \
  "NOT EXISTS (SELECT 1 FROM complaint_people p JOIN users u ON u.id = p.user_id WHERE " \
  "p.case_id = c.id AND p.role = 'accused' AND (p.user_id = $2 OR u.leader_id = $2)) "
#define APLAUSO_COMPLAINT_LIST_WHERE                                                             \
  "WHERE c.org_id = $1 AND " APLAUSO_COMPLAINT_NO_CONFLICT                                       \
  "AND ($3 = 1 OR EXISTS (SELECT 1 FROM complaint_assignees a WHERE a.case_id = c.id AND "       \
  "a.user_id = $2)) AND ($4 = 0 OR EXISTS (SELECT 1 FROM complaint_assignees a WHERE a.case_id " \
  "= c.id AND a.user_id = $2)) AND (CAST($5 AS TEXT) IS NULL OR c.stage = $5) AND (CAST($6 AS "  \
  "TEXT) IS NULL OR c.kind = $6) AND (($7 = 1 AND c.archived_at IS NOT NULL) OR ($7 = 0 AND "    \
  "c.archived_at IS NULL)) "
// A page of the cases a person handles: open first (oldest received first: every deadline runs
// from the received day), then closed, most recently closed first.
inline constexpr db::Statement kListCases{
    "complaints.list_cases",
    APLAUSO_COMPLAINT_COLUMNS APLAUSO_COMPLAINT_LIST_WHERE
    "ORDER BY CASE WHEN c.stage = 'closed' THEN 1 ELSE 0 END, CASE WHEN c.stage = 'closed' THEN "
    "'' ELSE c.created_day END, c.closed_day DESC, c.id LIMIT $8 OFFSET $9",
    {},
    db::Planning::kPerCall};
inline constexpr db::Statement kCountCases{
    "complaints.count_cases",
    "SELECT COUNT(*) FROM complaint_cases c " APLAUSO_COMPLAINT_LIST_WHERE,
    {},
    db::Planning::kPerCall};
// Whether a person is in conflict with a case (accused, or leads an accused person).
inline constexpr db::Statement kConflicts{
    "complaints.conflicts",
    "SELECT DISTINCT x.id FROM users x WHERE x.org_id = $1 AND x.id {{ANY_INT $3}} AND EXISTS "
    "(SELECT 1 FROM complaint_people p JOIN users u ON u.id = p.user_id WHERE p.case_id = $2 AND "
    "p.role = 'accused' AND (p.user_id = x.id OR u.leader_id = x.id))"};
inline constexpr db::Statement kOpenAssignedCount{
    "complaints.open_assigned_count",
    "SELECT COUNT(*) FROM complaint_assignees a JOIN complaint_cases c ON c.id = a.case_id WHERE "
    "a.org_id = $1 AND a.user_id = $2 AND c.stage <> 'closed'"};

// --- Handlers, assignees, people ---------------------------------------------------------------
inline constexpr db::Statement kHandlers{
    "complaints.handlers",
    "SELECT h.user_id FROM complaint_handlers h JOIN users u ON u.id = h.user_id WHERE h.org_id "
    "= $1 AND u.active = 1 AND u.erased_at IS NULL ORDER BY h.user_id"};
inline constexpr db::Statement kIsHandler{
    "complaints.is_handler",
    "SELECT COUNT(*) FROM complaint_handlers WHERE org_id = $1 AND user_id = $2"};
inline constexpr db::Statement kDeleteHandlers{"complaints.delete_handlers",
                                               "DELETE FROM complaint_handlers WHERE org_id = $1"};
inline constexpr db::Statement kInsertHandler{
    "complaints.insert_handler",
    "INSERT INTO complaint_handlers (org_id, user_id, added_at) VALUES ($1, $2, $3)"};
inline constexpr db::Statement kMembers{
    "complaints.members",
    "SELECT u.id FROM users u WHERE u.org_id = $1 AND u.id {{ANY_INT $2}} AND u.active = 1 AND "
    "u.erased_at IS NULL"};
inline constexpr db::Statement kAssignees{
    "complaints.assignees",
    "SELECT case_id, user_id FROM complaint_assignees WHERE org_id = $1 AND case_id {{ANY_INT "
    "$2}} ORDER BY case_id, user_id"};
inline constexpr db::Statement kDeleteAssignees{
    "complaints.delete_assignees",
    "DELETE FROM complaint_assignees WHERE org_id = $1 AND case_id = $2"};
inline constexpr db::Statement kDeleteAssigneesIn{
    "complaints.delete_assignees_in",
    "DELETE FROM complaint_assignees WHERE org_id = $1 AND case_id = $2 AND user_id {{ANY_INT "
    "$3}}"};
inline constexpr db::Statement kInsertAssignee{
    "complaints.insert_assignee",
    "INSERT INTO complaint_assignees (org_id, case_id, user_id) VALUES ($1, $2, $3)"};
inline constexpr db::Statement kIsAssigned{
    "complaints.is_assigned",
    "SELECT COUNT(*) FROM complaint_assignees WHERE org_id = $1 AND case_id = $2 AND user_id = "
    "$3"};
inline constexpr db::Statement kPeople{
    "complaints.people",
    "SELECT user_id, role FROM complaint_people WHERE org_id = $1 AND case_id = $2 ORDER BY role, "
    "user_id"};
inline constexpr db::Statement kDeletePeople{
    "complaints.delete_people", "DELETE FROM complaint_people WHERE org_id = $1 AND case_id = $2"};
inline constexpr db::Statement kInsertPerson{
    "complaints.insert_person",
    "INSERT INTO complaint_people (org_id, case_id, user_id, role) VALUES ($1, $2, $3, $4)"};

// --- Messages, notes, evidence -----------------------------------------------------------------
inline constexpr db::Statement kMessages{
    "complaints.messages",
    "SELECT seq, author, author_user_id, sealed_body, created_day FROM complaint_messages WHERE "
    "org_id = $1 AND case_id = $2 ORDER BY seq"};
inline constexpr db::Statement kInsertMessage{
    "complaints.insert_message",
    "INSERT INTO complaint_messages (org_id, case_id, seq, author, author_user_id, sealed_body, "
    "created_day) VALUES ($1, $2, (SELECT COALESCE(MAX(m.seq), 0) + 1 FROM complaint_messages m "
    "WHERE m.case_id = $2), $3, $4, $5, $6) RETURNING seq"};
inline constexpr db::Statement kNotes{
    "complaints.notes",
    "SELECT id, author_user_id, sealed_body, created_at FROM complaint_notes WHERE org_id = $1 AND "
    "case_id = $2 ORDER BY id"};
inline constexpr db::Statement kInsertNote{
    "complaints.insert_note",
    "INSERT INTO complaint_notes (org_id, case_id, author_user_id, sealed_body, created_at) "
    "VALUES ($1, $2, $3, $4, $5) RETURNING id"};
#define APLAUSO_EVIDENCE_COLUMNS                                                                  \
  "SELECT id, upload_key, sealed_name, content_type, size, added_by, stripped, created_day FROM " \
  "complaint_evidence "
inline constexpr db::Statement kEvidence{"complaints.evidence", APLAUSO_EVIDENCE_COLUMNS
                                         "WHERE org_id = $1 AND case_id = $2 ORDER BY id"};
inline constexpr db::Statement kEvidenceOne{"complaints.evidence_one", APLAUSO_EVIDENCE_COLUMNS
                                            "WHERE org_id = $1 AND case_id = $2 AND id = $3"};
inline constexpr db::Statement kEvidenceCount{
    "complaints.evidence_count",
    "SELECT COUNT(*) FROM complaint_evidence WHERE org_id = $1 AND case_id = $2"};
inline constexpr db::Statement kInsertEvidence{
    "complaints.insert_evidence",
    "INSERT INTO complaint_evidence (org_id, case_id, upload_key, sealed_name, content_type, "
    "size, added_by, stripped, created_day) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) "
    "RETURNING id"};
inline constexpr db::Statement kDeleteEvidence{
    "complaints.delete_evidence", "DELETE FROM complaint_evidence WHERE org_id = $1 AND id = $2"};

// --- Access ------------------------------------------------------------------------------------
inline constexpr db::Statement kTouchAccess{
    "complaints.touch_access",
    "UPDATE complaint_access SET reads = reads + 1, last_read_at = $4 WHERE org_id = $1 AND "
    "case_id = $2 AND user_id = $3"};
inline constexpr db::Statement kInsertAccess{
    "complaints.insert_access",
    "INSERT INTO complaint_access (org_id, case_id, user_id, first_read_at, last_read_at, reads) "
    "VALUES ($1, $2, $3, $4, $4, 1)"};
inline constexpr db::Statement kAccess{
    "complaints.access",
    "SELECT user_id, first_read_at, reads FROM complaint_access WHERE org_id = $1 AND case_id = "
    "$2 ORDER BY first_read_at, user_id"};
inline constexpr db::Statement kReaderCounts{
    "complaints.reader_counts",
    "SELECT case_id, COUNT(*) FROM complaint_access WHERE org_id = $1 AND case_id {{ANY_INT $2}} "
    "GROUP BY case_id"};

// --- Log (append-only) -------------------------------------------------------------------------
#define APLAUSO_LOG_COLUMNS \
  "SELECT case_id, seq, at, kind, actor, detail, prev_hash, hash FROM complaint_log "
inline constexpr db::Statement kLog{
    "complaints.log", APLAUSO_LOG_COLUMNS "WHERE org_id = $1 AND case_id = $2 ORDER BY seq"};
inline constexpr db::Statement kLogOf{
    "complaints.log_of",
    APLAUSO_LOG_COLUMNS "WHERE org_id = $1 AND case_id {{ANY_INT $2}} ORDER BY case_id, seq"};
inline constexpr db::Statement kLastLog{
    "complaints.last_log",
    APLAUSO_LOG_COLUMNS "WHERE org_id = $1 AND case_id = $2 ORDER BY seq DESC LIMIT 1"};
inline constexpr db::Statement kAppendLog{
    "complaints.append_log",
    "INSERT INTO complaint_log (org_id, case_id, seq, at, kind, actor, detail, prev_hash, hash) "
    "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)"};

// --- Settings, notices, warnings ---------------------------------------------------------------
inline constexpr db::Statement kSettings{
    "complaints.settings",
    "SELECT profile, acknowledge_days, investigation_days, measures_days, business_days, "
    "holidays_country, cadence_months, next_notice_day, text_es, text_en FROM complaint_settings "
    "WHERE org_id = $1"};
inline constexpr db::Statement kUpsertSettings{
    "complaints.upsert_settings",
    "INSERT INTO complaint_settings (org_id, profile, acknowledge_days, investigation_days, "
    "measures_days, business_days, holidays_country, cadence_months, next_notice_day, text_es, "
    "text_en, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT "
    "(org_id) DO UPDATE SET profile = excluded.profile, acknowledge_days = "
    "excluded.acknowledge_days, investigation_days = excluded.investigation_days, measures_days "
    "= excluded.measures_days, business_days = excluded.business_days, holidays_country = "
    "excluded.holidays_country, cadence_months = excluded.cadence_months, next_notice_day = "
    "excluded.next_notice_day, text_es = excluded.text_es, text_en = excluded.text_en, "
    "updated_at = excluded.updated_at"};
// The organisations whose notice is due (complaint_settings_next), with the flag on.
inline constexpr db::Statement kDueNotices{
    "complaints.due_notices",
    "SELECT s.org_id FROM complaint_settings s WHERE s.next_notice_day IS NOT NULL AND "
    "s.next_notice_day <= $1 ORDER BY s.org_id LIMIT 50"};
inline constexpr db::Statement kNotices{
    "complaints.notices",
    "SELECT id, sent_day, communication_id FROM complaint_notices WHERE org_id = $1 ORDER BY id "
    "DESC LIMIT 100"};
inline constexpr db::Statement kInsertNotice{
    "complaints.insert_notice",
    "INSERT INTO complaint_notices (org_id, sent_day, communication_id, created_at) VALUES ($1, "
    "$2, $3, $4) RETURNING id"};
inline constexpr db::Statement kFirstAdmin{
    "complaints.first_admin",
    "SELECT MIN(u.id) FROM users u WHERE u.org_id = $1 AND u.user_type = 'admin' AND u.active = "
    "1 AND u.erased_at IS NULL"};
inline constexpr db::Statement kOpenCases{
    "complaints.open_cases",
    "SELECT c.org_id, c.id FROM complaint_cases c WHERE c.stage <> 'closed' AND c.archived_at IS "
    "NULL AND c.id > $1 ORDER BY c.id LIMIT 200"};
inline constexpr db::Statement kCaseOrg{"complaints.case_org",
                                        "SELECT org_id FROM complaint_cases WHERE id = $1"};
inline constexpr db::Statement kInsertWarning{
    "complaints.insert_warning",
    "INSERT INTO complaint_deadline_warnings (org_id, case_id, deadline, lead_days, sent_at) "
    "SELECT $1, $2, $3, $4, $5 WHERE NOT EXISTS (SELECT 1 FROM complaint_deadline_warnings w "
    "WHERE w.case_id = $2 AND w.deadline = $3 AND w.lead_days = $4)"};

inline constexpr db::Statement kOrgZone{"complaints.org_zone",
                                        "SELECT timezone, name FROM organizations WHERE id = $1"};

// --- Areas and statistics ----------------------------------------------------------------------
inline constexpr db::Statement kAreas{"complaints.areas",
                                      "SELECT d.id, d.name FROM departments d WHERE d.org_id = $1 "
                                      "AND d.active = 1 ORDER BY d.name, d.id LIMIT 500"};
inline constexpr db::Statement kArea{
    "complaints.area", "SELECT d.id, d.name FROM departments d WHERE d.org_id = $1 AND d.id = $2"};
inline constexpr db::Statement kStatRows{
    "complaints.stat_rows",
    "SELECT c.kind, c.area_id, c.created_day, c.closed_day FROM complaint_cases c WHERE c.org_id "
    "= $1 AND c.created_day >= $2 AND c.created_day <= $3"};

}  // namespace aplauso::complaints::sql
