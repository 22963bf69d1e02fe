// SQL of the requests module: request types, requests and their timeline. People (users) are
// read, never written; forms belong to the forms engine, asked through its service.
#pragma once

#include "db/statement.h"

namespace aplauso::requests::sql {

// --- Types -------------------------------------------------------------------------------------
// A type row (read_types in requests_repo.cpp reads this order).
#define APLAUSO_REQUESTS_TYPE_COLUMNS                                                        \
  "SELECT t.id, t.name, t.name_en, t.description, t.description_en, t.form_id, t.sla_days, " \
  "t.steps, t.status, t.created_at, t.updated_at FROM request_types t "

inline constexpr db::Statement kType{
    "requests.type", APLAUSO_REQUESTS_TYPE_COLUMNS "WHERE t.org_id = $1 AND t.id = $2"};
inline constexpr db::Statement kTypesByStatus{
    "requests.types_by_status", APLAUSO_REQUESTS_TYPE_COLUMNS
    "WHERE t.org_id = $1 AND t.status = $2 ORDER BY t.name, t.id LIMIT 200"};
inline constexpr db::Statement kTypesAll{
    "requests.types_all",
    APLAUSO_REQUESTS_TYPE_COLUMNS "WHERE t.org_id = $1 ORDER BY t.status, t.name, t.id LIMIT 200"};
inline constexpr db::Statement kTypeCount{"requests.type_count",
                                          "SELECT COUNT(*) FROM request_types WHERE org_id = $1"};
inline constexpr db::Statement kInsertType{
    "requests.insert_type",
    "INSERT INTO request_types (org_id, name, name_en, description, description_en, form_id, "
    "sla_days, steps, status, created_by, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, "
    "$7, $8, $9, $10, $11, $11) RETURNING id"};
inline constexpr db::Statement kChangeType{
    "requests.change_type",
    "UPDATE request_types SET name = $3, name_en = $4, description = $5, description_en = $6, "
    "sla_days = $7, steps = $8, status = $9, updated_at = $10 WHERE org_id = $1 AND id = $2"};
// Pending requests per type (the admins' list of types).
inline constexpr db::Statement kPendingPerType{
    "requests.pending_per_type",
    "SELECT type_id, COUNT(*) FROM requests WHERE org_id = $1 AND status = 'pending' GROUP BY "
    "type_id"};

// --- Requests ----------------------------------------------------------------------------------
// A request row (read_requests in requests_repo.cpp reads this order).
#define APLAUSO_REQUESTS_ROW_COLUMNS                                                             \
  "SELECT r.id, r.type_id, t.name, t.name_en, t.form_id, r.user_id, r.form_version, r.answers, " \
  "r.status, r.chain, r.step, r.approver_id, r.due_at, r.created_at, r.updated_at, "             \
  "r.decided_at, r.parallel, r.step_due_at FROM requests r JOIN request_types t ON t.org_id = "  \
  "r.org_id AND t.id = r.type_id "

inline constexpr db::Statement kRequest{
    "requests.request", APLAUSO_REQUESTS_ROW_COLUMNS "WHERE r.org_id = $1 AND r.id = $2"};
inline constexpr db::Statement kOfPerson{
    "requests.of_person", APLAUSO_REQUESTS_ROW_COLUMNS
    "WHERE r.org_id = $1 AND r.user_id = $2 ORDER BY r.created_at DESC, r.id DESC LIMIT $3 "
    "OFFSET $4"};
inline constexpr db::Statement kInsertRequest{
    "requests.insert_request",
    "INSERT INTO requests (org_id, type_id, user_id, form_version, answers, status, chain, step, "
    "approver_id, due_at, created_at, updated_at, decided_at, parallel, step_due_at) VALUES ($1, "
    "$2, $3, $4, $5, $6, $7, 0, $8, $9, $10, $10, $11, $12, $13) RETURNING id"};
// From step $3 of a pending request to step $4 (due at $8, if its step has a deadline): the one
// statement that makes a step's decision happen once. The next step's approvers have not been
// reminded of anything yet.
inline constexpr db::Statement kAdvance{
    "requests.advance",
    "UPDATE requests SET step = $4, approver_id = $5, parallel = $7, overdue_reminded = 0, "
    "step_due_at = $8, step_reminded = 0, updated_at = $6 WHERE org_id = $1 AND id = $2 AND "
    "status = 'pending' AND step = $3"};
// Holds a request pending at step $3 (its row locked until the transaction ends) while one of
// a parallel step's people approves: the last of them then finds none left (ADR 0082).
inline constexpr db::Statement kHoldStep{
    "requests.hold_step",
    "UPDATE requests SET updated_at = $4 WHERE org_id = $1 AND id = $2 AND status = 'pending' AND "
    "step = $3"};
// From step $3 of a pending request to its end ($4: approved, rejected or cancelled).
inline constexpr db::Statement kSettle{
    "requests.settle",
    "UPDATE requests SET status = $4, decided_at = $5, updated_at = $5 WHERE org_id = $1 AND id "
    "= $2 AND status = 'pending' AND step = $3"};

// The admins' list, newest first: one statement per filter (each with its index).
inline constexpr db::Statement kAdminAll{
    "requests.admin_all", APLAUSO_REQUESTS_ROW_COLUMNS
    "WHERE r.org_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT $2 OFFSET $3"};
inline constexpr db::Statement kAdminStatus{
    "requests.admin_status", APLAUSO_REQUESTS_ROW_COLUMNS
    "WHERE r.org_id = $1 AND r.status = $2 ORDER BY r.created_at DESC, r.id DESC LIMIT $3 OFFSET "
    "$4"};
inline constexpr db::Statement kAdminType{
    "requests.admin_type", APLAUSO_REQUESTS_ROW_COLUMNS
    "WHERE r.org_id = $1 AND r.type_id = $2 ORDER BY r.created_at DESC, r.id DESC LIMIT $3 OFFSET "
    "$4"};
inline constexpr db::Statement kAdminTypeStatus{
    "requests.admin_type_status", APLAUSO_REQUESTS_ROW_COLUMNS
    "WHERE r.org_id = $1 AND r.type_id = $2 AND r.status = $3 ORDER BY r.created_at DESC, r.id "
    "DESC LIMIT $4 OFFSET $5"};
// The earlier of a request's deadlines: the type's (due_at) and its current step's own
// (step_due_at); NULL when it has neither. Written exactly as the index requests_first_due
// (migration 0096) holds it, so that both engines use the index for it.
#define APLAUSO_REQUESTS_FIRST_DUE                                                                 \
  "(CASE WHEN r.step_due_at IS NULL OR r.due_at < r.step_due_at THEN r.due_at ELSE r.step_due_at " \
  "END)"
// Pending ones past the type's deadline or their current step's ($2: now), the most overdue
// (the earlier deadline) first: requests_first_due serves the filter and the order.
inline constexpr db::Statement kAdminOverdue{
    "requests.admin_overdue", APLAUSO_REQUESTS_ROW_COLUMNS
    "WHERE r.org_id = $1 AND r.status = 'pending' AND " APLAUSO_REQUESTS_FIRST_DUE
    " < $2 ORDER BY " APLAUSO_REQUESTS_FIRST_DUE ", r.id LIMIT $3 OFFSET $4"};

// What waits for approver $2, oldest first; and what waits for any admin.
inline constexpr db::Statement kPendingFor{
    "requests.pending_for", APLAUSO_REQUESTS_ROW_COLUMNS
    "WHERE r.org_id = $1 AND r.status = 'pending' AND r.approver_id = $2 ORDER BY r.created_at, "
    "r.id LIMIT $3"};
inline constexpr db::Statement kPendingForAdmins{
    "requests.pending_for_admins", APLAUSO_REQUESTS_ROW_COLUMNS
    "WHERE r.org_id = $1 AND r.status = 'pending' AND r.approver_id IS NULL AND r.parallel = 0 "
    "ORDER BY r.created_at, r.id LIMIT $2"};
// What waits for person $2 among a parallel step's people, oldest first.
inline constexpr db::Statement kPendingForPeople{
    "requests.pending_for_people", APLAUSO_REQUESTS_ROW_COLUMNS
    "JOIN request_approvers a ON a.org_id = r.org_id AND a.request_id = r.id WHERE a.org_id = $1 "
    "AND a.user_id = $2 AND r.status = 'pending' ORDER BY r.created_at, r.id LIMIT $3"};
inline constexpr db::Statement kPendingCount{
    "requests.pending_count",
    "SELECT COUNT(*) FROM requests WHERE org_id = $1 AND status = 'pending' AND approver_id = $2"};
inline constexpr db::Statement kPendingCountAdmins{
    "requests.pending_count_admins",
    "SELECT COUNT(*) FROM requests WHERE org_id = $1 AND status = 'pending' AND approver_id IS "
    "NULL AND parallel = 0"};
// The same three, only the steps past their own deadline ($3 or $2: now), the most overdue
// first: the approvers' list shows them before the others.
inline constexpr db::Statement kLateFor{
    "requests.late_for", APLAUSO_REQUESTS_ROW_COLUMNS
    "WHERE r.org_id = $1 AND r.status = 'pending' AND r.approver_id = $2 AND r.step_due_at < $3 "
    "ORDER BY r.step_due_at, r.id LIMIT $4"};
inline constexpr db::Statement kLateForAdmins{
    "requests.late_for_admins", APLAUSO_REQUESTS_ROW_COLUMNS
    "WHERE r.org_id = $1 AND r.status = 'pending' AND r.step_due_at < $2 AND r.approver_id IS "
    "NULL AND r.parallel = 0 ORDER BY r.step_due_at, r.id LIMIT $3"};
inline constexpr db::Statement kLateForPeople{
    "requests.late_for_people", APLAUSO_REQUESTS_ROW_COLUMNS
    "JOIN request_approvers a ON a.org_id = r.org_id AND a.request_id = r.id WHERE a.org_id = $1 "
    "AND a.user_id = $2 AND r.status = 'pending' AND r.step_due_at < $3 ORDER BY r.step_due_at, "
    "r.id LIMIT $4"};
// Rows are kept only while their request waits on that step.
inline constexpr db::Statement kPendingCountPeople{
    "requests.pending_count_people",
    "SELECT COUNT(*) FROM request_approvers WHERE org_id = $1 AND user_id = $2"};

// --- A parallel step's people ------------------------------------------------------------------
inline constexpr db::Statement kAddApprover{
    "requests.add_approver",
    "INSERT INTO request_approvers (org_id, request_id, user_id) VALUES ($1, $2, $3)"};
// Person $3's decision of their part: 0 rows when it was not (or no longer) theirs.
inline constexpr db::Statement kRemoveApprover{
    "requests.remove_approver",
    "DELETE FROM request_approvers WHERE org_id = $1 AND request_id = $2 AND user_id = $3"};
inline constexpr db::Statement kClearApprovers{
    "requests.clear_approvers",
    "DELETE FROM request_approvers WHERE org_id = $1 AND request_id = $2"};
inline constexpr db::Statement kApproversLeft{
    "requests.approvers_left",
    "SELECT COUNT(*) FROM request_approvers WHERE org_id = $1 AND request_id = $2"};
inline constexpr db::Statement kIsApprover{
    "requests.is_approver",
    "SELECT COUNT(*) FROM request_approvers WHERE org_id = $1 AND request_id = $2 AND user_id = "
    "$3"};
// Who still decides each of requests $2 (a list page's in one statement).
inline constexpr db::Statement kApproversOf{
    "requests.approvers_of",
    "SELECT request_id, user_id FROM request_approvers WHERE org_id = $1 AND request_id "
    "{{ANY_INT $2}} ORDER BY request_id, user_id"};
// What approver $2 decided, newest decision first.
inline constexpr db::Statement kDecidedBy{
    "requests.decided_by",
    "SELECT r.id, r.type_id, t.name, t.name_en, t.form_id, r.user_id, r.form_version, r.answers, "
    "r.status, r.chain, r.step, r.approver_id, r.due_at, r.created_at, r.updated_at, r.decided_at, "
    "r.parallel, r.step_due_at FROM request_events e JOIN requests r ON r.org_id = e.org_id AND "
    "r.id = e.request_id JOIN "
    "request_types t ON t.org_id = r.org_id AND t.id = r.type_id WHERE e.org_id = $1 AND "
    "e.actor_id = $2 AND e.kind IN ('approved', 'rejected') ORDER BY e.created_at DESC, e.id DESC "
    "LIMIT $3 OFFSET $4"};

// --- Timeline ----------------------------------------------------------------------------------
inline constexpr db::Statement kEvents{
    "requests.events",
    "SELECT id, actor_id, kind, step, text, created_at FROM request_events WHERE org_id = $1 AND "
    "request_id = $2 ORDER BY id LIMIT 500"};
inline constexpr db::Statement kEventCount{
    "requests.event_count",
    "SELECT COUNT(*) FROM request_events WHERE org_id = $1 AND request_id = $2"};
inline constexpr db::Statement kInsertEvent{
    "requests.insert_event",
    "INSERT INTO request_events (org_id, request_id, actor_id, kind, step, text, created_at) "
    "VALUES ($1, $2, $3, $4, $5, $6, $7)"};
// Whether person $3 took part in request $2 (decided a step or commented).
inline constexpr db::Statement kActed{
    "requests.acted",
    "SELECT COUNT(*) FROM request_events WHERE org_id = $1 AND request_id = $2 AND actor_id = $3"};

// --- People ------------------------------------------------------------------------------------
// The requester's active leader.
inline constexpr db::Statement kLeaderOf{
    "requests.leader_of",
    "SELECT l.id FROM users u JOIN users l ON l.org_id = u.org_id AND l.id = u.leader_id AND "
    "l.active = 1 AND l.erased_at IS NULL WHERE u.org_id = $1 AND u.id = $2"};
inline constexpr db::Statement kActiveAmong{
    "requests.active_among",
    "SELECT id FROM users WHERE org_id = $1 AND active = 1 AND erased_at IS NULL AND id "
    "{{ANY_INT $2}} ORDER BY id"};
inline constexpr db::Statement kAdmins{
    "requests.admins",
    "SELECT id FROM users WHERE org_id = $1 AND user_type = 'admin' AND active = 1 AND erased_at "
    "IS NULL ORDER BY id LIMIT 50"};

// --- Deadlines ---------------------------------------------------------------------------------
// Pending requests past the type's deadline ($1: now) whose current approvers were not told, a
// batch at a time, in organisations with the module on.
inline constexpr db::Statement kOverdue{
    "requests.overdue",
    "SELECT r.org_id, r.id, r.step FROM requests r WHERE r.status = 'pending' AND "
    "r.overdue_reminded = 0 AND r.due_at < $1 AND EXISTS (SELECT 1 FROM org_services s WHERE "
    "s.org_id = r.org_id AND s.service = 'requests' AND s.enabled = 1) ORDER BY r.due_at, r.id "
    "LIMIT 200"};
// Claims the reminder of request $2's step $3 past the type's deadline: one node's statement
// changes the row, the others' find it claimed (their UPDATE waits for the first to commit).
inline constexpr db::Statement kClaimOverdue{
    "requests.claim_overdue",
    "UPDATE requests SET overdue_reminded = 1 WHERE org_id = $1 AND id = $2 AND step = $3 AND "
    "status = 'pending' AND overdue_reminded = 0"};
// Pending steps past their own deadline ($1: now) whose approvers were not reminded
// (requests_step_remind), the same way.
inline constexpr db::Statement kStepsOverdue{
    "requests.steps_overdue",
    "SELECT r.org_id, r.id, r.step FROM requests r WHERE r.status = 'pending' AND "
    "r.step_reminded = 0 AND r.step_due_at IS NOT NULL AND r.step_due_at < $1 AND EXISTS (SELECT "
    "1 FROM org_services s WHERE s.org_id = r.org_id AND s.service = 'requests' AND s.enabled = "
    "1) ORDER BY r.step_due_at, r.id LIMIT 200"};
inline constexpr db::Statement kClaimStepReminder{
    "requests.claim_step_reminder",
    "UPDATE requests SET step_reminded = 1 WHERE org_id = $1 AND id = $2 AND step = $3 AND "
    "status = 'pending' AND step_reminded = 0"};

// --- Erasure -----------------------------------------------------------------------------------
inline constexpr db::Statement kForgetApproversOfRequests{
    "requests.forget_approvers_of_requests",
    "DELETE FROM request_approvers WHERE org_id = $1 AND request_id IN (SELECT id FROM requests "
    "WHERE org_id = $1 AND user_id = $2)"};
inline constexpr db::Statement kForgetApproverRows{
    "requests.forget_approver_rows",
    "DELETE FROM request_approvers WHERE org_id = $1 AND user_id = $2"};
// A parallel step left without people (the last of them erased): the admins decide it.
inline constexpr db::Statement kOrphanedSteps{
    "requests.orphaned_steps",
    "UPDATE requests SET parallel = 0 WHERE org_id = $1 AND status = 'pending' AND parallel = 1 "
    "AND NOT EXISTS (SELECT 1 FROM request_approvers a WHERE a.org_id = requests.org_id AND "
    "a.request_id = requests.id)"};
inline constexpr db::Statement kForgetEventsOfRequests{
    "requests.forget_events_of_requests",
    "DELETE FROM request_events WHERE org_id = $1 AND request_id IN (SELECT id FROM requests "
    "WHERE org_id = $1 AND user_id = $2)"};
inline constexpr db::Statement kForgetRequests{
    "requests.forget_requests", "DELETE FROM requests WHERE org_id = $1 AND user_id = $2"};
inline constexpr db::Statement kForgetActor{
    "requests.forget_actor",
    "UPDATE request_events SET actor_id = NULL WHERE org_id = $1 AND actor_id = $2"};
inline constexpr db::Statement kForgetApprover{
    "requests.forget_approver",
    "UPDATE requests SET approver_id = NULL WHERE org_id = $1 AND approver_id = $2"};
inline constexpr db::Statement kForgetCreator{
    "requests.forget_creator",
    "UPDATE request_types SET created_by = NULL WHERE org_id = $1 AND created_by = $2"};

}  // namespace aplauso::requests::sql
