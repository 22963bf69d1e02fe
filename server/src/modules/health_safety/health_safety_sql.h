// SQL of the health and safety module: reports, injured people, photos, timeline, corrective
// actions (task ids only: the tasks module owns the tasks), officers and body metrics. Users are
// read, never written.
#pragma once

#include "db/statement.h"

namespace aplauso::health_safety::sql {

// A report row (read_reports in health_safety_repo.cpp reads this order).
#define APLAUSO_HS_REPORT_COLUMNS                                                                  \
  "SELECT r.id, r.kind, r.reporter_id, r.site_id, r.place, r.occurred_at, r.description, "         \
  "r.injury, r.severity, r.status, r.root_cause, r.signed_off_by, r.signed_off_at, r.created_at, " \
  "r.updated_at FROM hs_reports r "

inline constexpr db::Statement kReport{
    "health_safety.report", APLAUSO_HS_REPORT_COLUMNS "WHERE r.org_id = $1 AND r.id = $2"};
inline constexpr db::Statement kReportsRecent{
    "health_safety.reports_recent", APLAUSO_HS_REPORT_COLUMNS
    "WHERE r.org_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT $2 OFFSET $3"};
inline constexpr db::Statement kReportsByStatus{"health_safety.reports_by_status",
                                                APLAUSO_HS_REPORT_COLUMNS
                                                "WHERE r.org_id = $1 AND r.status = $2 ORDER BY "
                                                "r.created_at DESC, r.id DESC LIMIT $3 OFFSET $4"};
inline constexpr db::Statement kReportsByKind{
    "health_safety.reports_by_kind", APLAUSO_HS_REPORT_COLUMNS
    "WHERE r.org_id = $1 AND r.kind = $2 ORDER BY r.created_at DESC, r.id DESC LIMIT $3 OFFSET $4"};
inline constexpr db::Statement kReportsOfReporter{
    "health_safety.reports_of_reporter", APLAUSO_HS_REPORT_COLUMNS
    "WHERE r.org_id = $1 AND r.reporter_id = $2 ORDER BY r.created_at DESC, r.id DESC LIMIT $3 "
    "OFFSET $4"};
// $12: the hash of an anonymous report's receipt code (null for the others).
inline constexpr db::Statement kInsertReport{
    "health_safety.insert_report",
    "INSERT INTO hs_reports (org_id, kind, reporter_id, site_id, place, occurred_at, month, "
    "description, injury, severity, status, root_cause, created_at, updated_at, receipt_hash) "
    "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'reported', '', $11, $11, $12) RETURNING "
    "id"};
// The report a receipt code opens ($2: its hash), in this organisation only.
inline constexpr db::Statement kReportByReceipt{"health_safety.report_by_receipt",
                                                APLAUSO_HS_REPORT_COLUMNS
                                                "WHERE r.org_id = $1 AND r.receipt_hash = $2"};
// Moves a report from stage $3 to $4 (the conditional transition: one of two officers wins).
inline constexpr db::Statement kMoveReport{
    "health_safety.move_report",
    "UPDATE hs_reports SET status = $4, updated_at = $5 WHERE org_id = $1 AND id = $2 AND status "
    "= $3"};
inline constexpr db::Statement kSignOff{
    "health_safety.sign_off",
    "UPDATE hs_reports SET status = 'closed', signed_off_by = $3, signed_off_at = $4, updated_at = "
    "$4 WHERE org_id = $1 AND id = $2 AND status = 'actions'"};
inline constexpr db::Statement kChangeInvestigation{
    "health_safety.investigation.change",
    "UPDATE hs_reports SET severity = $3, root_cause = $4, updated_at = $5 WHERE org_id = $1 AND "
    "id = $2 AND status <> 'closed'"};
// Reports per site, type and month since month $2 (the statistics' atoms).
inline constexpr db::Statement kReportAtoms{
    "health_safety.report_atoms",
    "SELECT site_id, kind, month, COUNT(*) FROM hs_reports WHERE org_id = $1 AND month >= $2 "
    "GROUP BY site_id, kind, month ORDER BY month, kind, site_id"};

// --- Injured people, photos ---------------------------------------------------------------------
inline constexpr db::Statement kInjured{
    "health_safety.injured",
    "SELECT report_id, user_id FROM hs_report_people WHERE org_id = $1 AND report_id {{ANY_INT "
    "$2}} ORDER BY report_id, user_id"};
inline constexpr db::Statement kInsertInjured{
    "health_safety.insert_injured",
    "INSERT INTO hs_report_people (org_id, report_id, user_id) VALUES ($1, $2, $3)"};
inline constexpr db::Statement kIsInjured{
    "health_safety.is_injured",
    "SELECT COUNT(*) FROM hs_report_people WHERE org_id = $1 AND user_id = $2 AND report_id = $3"};
// Whether person $2 was recorded hurt in a report filed since $3 (care routing).
inline constexpr db::Statement kInjuredSince{
    "health_safety.injured_since",
    "SELECT COUNT(*) FROM hs_report_people p JOIN hs_reports r ON r.org_id = p.org_id AND r.id = "
    "p.report_id WHERE p.org_id = $1 AND p.user_id = $2 AND r.created_at >= $3"};
inline constexpr db::Statement kPhotos{
    "health_safety.photos",
    "SELECT report_id, file_key, name FROM hs_report_photos WHERE org_id = $1 AND report_id "
    "{{ANY_INT $2}} ORDER BY report_id, name, file_key"};
inline constexpr db::Statement kInsertPhoto{
    "health_safety.insert_photo",
    "INSERT INTO hs_report_photos (org_id, report_id, file_key, name) VALUES ($1, $2, $3, $4)"};
inline constexpr db::Statement kActivePeople{
    "health_safety.active_people",
    "SELECT id FROM users WHERE org_id = $1 AND active = 1 AND erased_at IS NULL AND id "
    "{{ANY_INT $2}} ORDER BY id"};

// --- Timeline, actions ---------------------------------------------------------------------------
// In the order they were written: an anonymous entry keeps only its day (its time is midnight).
inline constexpr db::Statement kEvents{
    "health_safety.events",
    "SELECT id, at, kind, actor_id, detail FROM hs_events WHERE org_id = $1 AND report_id = $2 "
    "ORDER BY id LIMIT 500"};
inline constexpr db::Statement kEventsOfKind{
    "health_safety.events_of_kind",
    "SELECT COUNT(*) FROM hs_events WHERE org_id = $1 AND report_id = $2 AND kind = $3"};
inline constexpr db::Statement kInsertEvent{
    "health_safety.insert_event",
    "INSERT INTO hs_events (org_id, report_id, at, kind, actor_id, detail) VALUES ($1, $2, $3, "
    "$4, $5, $6)"};
inline constexpr db::Statement kInsertAction{
    "health_safety.insert_action",
    "INSERT INTO hs_actions (org_id, report_id, task_id, created_at) VALUES ($1, $2, $3, $4)"};

// --- Officers ------------------------------------------------------------------------------------
inline constexpr db::Statement kOfficers{
    "health_safety.officers",
    "SELECT o.user_id FROM hs_officers o JOIN users u ON u.id = o.user_id AND u.org_id = o.org_id "
    "WHERE o.org_id = $1 AND u.active = 1 ORDER BY o.user_id LIMIT 100"};
inline constexpr db::Statement kIsOfficer{
    "health_safety.is_officer",
    "SELECT COUNT(*) FROM hs_officers WHERE org_id = $1 AND user_id = $2"};
inline constexpr db::Statement kDeleteOfficers{"health_safety.delete_officers",
                                               "DELETE FROM hs_officers WHERE org_id = $1"};
inline constexpr db::Statement kAddOfficer{
    "health_safety.add_officer",
    "INSERT INTO hs_officers (org_id, user_id, added_at) VALUES ($1, $2, $3)"};
inline constexpr db::Statement kAdmins{
    "health_safety.admins",
    "SELECT id FROM users WHERE org_id = $1 AND user_type = 'admin' AND active = 1 AND erased_at "
    "IS NULL ORDER BY id LIMIT 50"};

// --- Body metrics --------------------------------------------------------------------------------
inline constexpr db::Statement kMetricsEnabled{
    "health_safety.metrics_enabled",
    "SELECT COUNT(*) FROM hs_metric_owners WHERE org_id = $1 AND user_id = $2"};
inline constexpr db::Statement kEnableMetrics{
    "health_safety.enable_metrics",
    "INSERT INTO hs_metric_owners (org_id, user_id, enabled_at) VALUES ($1, $2, $3)"};
inline constexpr db::Statement kDisableMetrics{
    "health_safety.disable_metrics",
    "DELETE FROM hs_metric_owners WHERE org_id = $1 AND user_id = $2"};
inline constexpr db::Statement kMetrics{
    "health_safety.metrics",
    "SELECT id, day, weight_dg, steps, sleep_minutes, resting_hr, created_at FROM hs_metrics "
    "WHERE org_id = $1 AND user_id = $2 ORDER BY day DESC, id DESC LIMIT $3 OFFSET $4"};
inline constexpr db::Statement kMetricsCount{
    "health_safety.metrics_count",
    "SELECT COUNT(*) FROM hs_metrics WHERE org_id = $1 AND user_id = $2"};
inline constexpr db::Statement kInsertMetric{
    "health_safety.insert_metric",
    "INSERT INTO hs_metrics (org_id, user_id, day, weight_dg, steps, sleep_minutes, resting_hr, "
    "created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id"};
inline constexpr db::Statement kDeleteMetric{
    "health_safety.delete_metric",
    "DELETE FROM hs_metrics WHERE org_id = $1 AND user_id = $2 AND id = $3"};
inline constexpr db::Statement kDeleteMetrics{
    "health_safety.delete_metrics", "DELETE FROM hs_metrics WHERE org_id = $1 AND user_id = $2"};

// --- Erasure -------------------------------------------------------------------------------------
inline constexpr db::Statement kForgetReporter{
    "health_safety.forget_reporter",
    "UPDATE hs_reports SET reporter_id = NULL WHERE org_id = $1 AND reporter_id = $2"};
inline constexpr db::Statement kForgetInjured{
    "health_safety.forget_injured",
    "DELETE FROM hs_report_people WHERE org_id = $1 AND user_id = $2"};
inline constexpr db::Statement kForgetOfficer{
    "health_safety.forget_officer", "DELETE FROM hs_officers WHERE org_id = $1 AND user_id = $2"};

}  // namespace aplauso::health_safety::sql
