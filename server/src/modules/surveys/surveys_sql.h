// SQL of surveys: the surveys, each cycle's audience snapshot, participation (who answered and
// on which day, never what), drafts, reminders and action plans. The answers themselves are the
// privacy engine's (privacy::PrivacyService): no statement here reads its tables.
#pragma once

#include "db/statement.h"

namespace aplauso::surveys::sql {

// --- Surveys -----------------------------------------------------------------------------------
// A survey with the size of its current cycle's audience and how many of them answered it.
#define APLAUSO_SURVEY_COLUMNS                                                                    \
  "SELECT s.id, s.title, s.title_en, s.description, s.description_en, s.status, "                 \
  "s.confidentiality, s.form_id, s.questions, s.points, s.multi_response, s.notify, "             \
  "CAST(s.audience AS TEXT), s.opens_on, s.closes_on, s.recurrence, s.cycle, s.cycle_opened_on, " \
  "CAST(s.reminder_days AS TEXT), s.k, s.k_comments, s.created_at, s.launched_at, "               \
  "(SELECT COUNT(*) FROM survey_audience a WHERE a.org_id = s.org_id AND a.survey_id = s.id AND " \
  "a.cycle = s.cycle), (SELECT COUNT(*) FROM survey_participation p WHERE p.org_id = s.org_id "   \
  "AND p.survey_id = s.id AND p.cycle = s.cycle) FROM surveys s "

inline constexpr db::Statement kFind{"surveys.find",
                                     APLAUSO_SURVEY_COLUMNS "WHERE s.org_id = $1 AND s.id = $2"};
// The organisation's surveys, newest first: of one status, or every one but archived ones when
// $2 is '' (surveys_org_status).
inline constexpr db::Statement kList{
    "surveys.list", APLAUSO_SURVEY_COLUMNS
    "WHERE s.org_id = $1 AND ((CAST($2 AS TEXT) = '' AND s.status <> 'archived') OR "
    "s.status = $2) ORDER BY s.id DESC LIMIT $3 OFFSET $4"};
inline constexpr db::Statement kCount{
    "surveys.count",
    "SELECT COUNT(*) FROM surveys WHERE org_id = $1 AND ((CAST($2 AS TEXT) = '' AND status <> "
    "'archived') OR status = $2)"};

inline constexpr db::Statement kInsert{
    "surveys.insert",
    "INSERT INTO surveys (org_id, title, title_en, description, description_en, status, "
    "confidentiality, form_id, questions, points, multi_response, notify, audience, opens_on, "
    "closes_on, recurrence, cycle, reminder_days, k, k_comments, created_by, created_at, "
    "updated_at) VALUES ($1, $2, $3, $4, $5, 'draft', $6, $7, $8, $9, $10, $11, CAST($12 AS "
    "{{JSON}}), $13, $14, $15, 0, CAST($16 AS {{JSON}}), $17, $18, $19, $20, $20) RETURNING id"};
// Everything an edit may change (the service decides what it may, by status).
inline constexpr db::Statement kUpdate{
    "surveys.edit",
    "UPDATE surveys SET title = $3, title_en = $4, description = $5, description_en = $6, "
    "confidentiality = $7, questions = $8, points = $9, multi_response = $10, notify = $11, "
    "audience = CAST($12 AS {{JSON}}), opens_on = $13, closes_on = $14, recurrence = $15, "
    "reminder_days = CAST($16 AS {{JSON}}), k = $17, k_comments = $18, updated_at = $19 "
    "WHERE org_id = $1 AND id = $2"};
// A change of status from the one the caller saw ($3): 0 rows when another call got there first.
inline constexpr db::Statement kSetStatus{
    "surveys.set_status",
    "UPDATE surveys SET status = $4, updated_at = $5 WHERE org_id = $1 AND id = $2 AND status = "
    "$3"};
// Opens cycle $4 (from status $3 and cycle $5, as the caller saw them).
inline constexpr db::Statement kOpenCycle{
    "surveys.open_cycle",
    "UPDATE surveys SET status = 'open', cycle = $4, cycle_opened_on = $6, updated_at = $7, "
    "launched_at = COALESCE(launched_at, $7) WHERE org_id = $1 AND id = $2 AND status = $3 AND "
    "cycle = $5"};
inline constexpr db::Statement kInsertCycle{
    "surveys.insert_cycle",
    "INSERT INTO survey_cycles (org_id, survey_id, cycle, opened_on) VALUES ($1, $2, $3, $4)"};
// Every cycle of a survey with its day and the size of its snapshot (the trend).
inline constexpr db::Statement kCycles{
    "surveys.cycles",
    "SELECT c.cycle, c.opened_on, (SELECT COUNT(*) FROM survey_audience a WHERE a.org_id = "
    "c.org_id AND a.survey_id = c.survey_id AND a.cycle = c.cycle) FROM survey_cycles c "
    "WHERE c.org_id = $1 AND c.survey_id = $2 ORDER BY c.cycle"};
inline constexpr db::Statement kDeleteCycles{
    "surveys.delete_cycles", "DELETE FROM survey_cycles WHERE org_id = $1 AND survey_id = $2"};
inline constexpr db::Statement kDelete{
    "surveys.delete", "DELETE FROM surveys WHERE org_id = $1 AND id = $2 AND status = 'draft'"};
// A deleted draft was perhaps an action plan's follow-up pulse: the plan stays, without it.
inline constexpr db::Statement kUnlinkFollowUp{
    "surveys.unlink_follow_up",
    "UPDATE survey_actions SET follow_up_survey_id = NULL WHERE org_id = $1 AND "
    "follow_up_survey_id = $2"};

// Surveys the jobs may have work on, of every organisation, with the organisation's time zone
// (surveys_status).
inline constexpr db::Statement kLive{
    "surveys.live",
    "SELECT s.id, s.org_id, o.timezone, s.status, s.opens_on, s.closes_on, s.recurrence, "
    "s.cycle, s.cycle_opened_on, CAST(s.reminder_days AS TEXT) FROM surveys s JOIN "
    "organizations o ON o.id = s.org_id WHERE s.status IN ('scheduled', 'open', 'paused') "
    "ORDER BY s.id LIMIT $1"};

// --- Audience ----------------------------------------------------------------------------------
// The active people of an audience: everyone ($2 = 1), or anyone in a listed department ($3),
// country ($4) or communication group ($5).
inline constexpr db::Statement kAudiencePeople{
    "surveys.audience_people",
    "SELECT u.id, u.department_id, u.country, u.admission_date FROM users u WHERE u.org_id = $1 "
    "AND u.active = 1 AND u.erased_at IS NULL AND ($2 = 1 OR u.department_id {{ANY_INT $3}} OR "
    "u.country {{ANY_TEXT $4}} OR EXISTS (SELECT 1 FROM communication_group_members g WHERE "
    "g.org_id = u.org_id AND g.user_id = u.id AND g.group_id {{ANY_INT $5}})) ORDER BY u.id"};
// A cycle's snapshot: department 0, country '' and tenure '' stand for none.
inline constexpr db::Statement kInsertAudience{
    "surveys.insert_audience",
    "INSERT INTO survey_audience (org_id, survey_id, cycle, user_id, department_id, country, "
    "tenure_band) SELECT CAST($1 AS BIGINT), CAST($2 AS BIGINT), CAST($3 AS BIGINT), t.user_id, "
    "NULLIF(t.department, 0), NULLIF(t.country, ''), "
    "NULLIF(t.tenure, '') FROM {{ZIP t user_id:INT $4 department:INT $5 country:TEXT $6 "
    "tenure:TEXT $7}}"};
// The snapshot grouped by every segment value at once (the privacy engine's atoms).
inline constexpr db::Statement kAudienceAtoms{
    "surveys.audience_atoms",
    "SELECT department_id, country, tenure_band, COUNT(*) FROM survey_audience WHERE org_id = $1 "
    "AND survey_id = $2 AND cycle = $3 GROUP BY department_id, country, tenure_band"};
// A person's place in a cycle's snapshot (none: not asked).
inline constexpr db::Statement kMember{
    "surveys.member",
    "SELECT department_id, country, tenure_band FROM survey_audience WHERE org_id = $1 AND "
    "survey_id = $2 AND cycle = $3 AND user_id = $4"};
// The people of a cycle who have not answered it.
inline constexpr db::Statement kNonRespondents{
    "surveys.non_respondents",
    "SELECT a.user_id FROM survey_audience a WHERE a.org_id = $1 AND a.survey_id = $2 AND "
    "a.cycle = $3 AND NOT EXISTS (SELECT 1 FROM survey_participation p WHERE p.org_id = a.org_id "
    "AND p.survey_id = a.survey_id AND p.cycle = a.cycle AND p.user_id = a.user_id) ORDER BY "
    "a.user_id"};
inline constexpr db::Statement kAudienceUsers{
    "surveys.audience_users",
    "SELECT user_id FROM survey_audience WHERE org_id = $1 AND survey_id = $2 AND cycle = $3 "
    "ORDER BY user_id"};
// How many of the ids are the organisation's departments, and communication groups.
inline constexpr db::Statement kKnownDepartments{
    "surveys.known_departments",
    "SELECT COUNT(*) FROM departments WHERE org_id = $1 AND id {{ANY_INT $2}}"};
inline constexpr db::Statement kKnownGroups{
    "surveys.known_groups",
    "SELECT COUNT(*) FROM communication_groups WHERE org_id = $1 AND id {{ANY_INT $2}}"};
inline constexpr db::Statement kDepartmentNames{
    "surveys.department_names", "SELECT id, name FROM departments WHERE org_id = $1"};

// --- Participation ----------------------------------------------------------------------------
// A first answer of the cycle (none returned: answered already).
inline constexpr db::Statement kParticipateOnce{
    "surveys.participate_once",
    "INSERT INTO survey_participation (org_id, survey_id, cycle, user_id, completed_on, "
    "responses) VALUES ($1, $2, $3, $4, $5, 1) ON CONFLICT DO NOTHING RETURNING responses"};
// An answer of a multi-response survey: the how-manyth of the cycle (1 pays the points).
inline constexpr db::Statement kParticipateAgain{
    "surveys.participate_again",
    "INSERT INTO survey_participation (org_id, survey_id, cycle, user_id, completed_on, "
    "responses) VALUES ($1, $2, $3, $4, $5, 1) ON CONFLICT (org_id, survey_id, cycle, user_id) "
    "DO UPDATE SET responses = survey_participation.responses + 1, completed_on = "
    "excluded.completed_on RETURNING responses"};
inline constexpr db::Statement kParticipation{
    "surveys.participation",
    "SELECT completed_on, responses FROM survey_participation WHERE org_id = $1 AND survey_id = "
    "$2 AND cycle = $3 AND user_id = $4"};
// Who took part in a cycle (attributed surveys' export), by name.
inline constexpr db::Statement kParticipants{
    "surveys.participants",
    "SELECT u.first_name, u.last_name, u.email, p.completed_on FROM survey_participation p JOIN "
    "users u ON u.id = p.user_id AND u.org_id = p.org_id WHERE p.org_id = $1 AND p.survey_id = $2 "
    "AND p.cycle = $3 ORDER BY u.last_name, u.first_name, u.id"};
inline constexpr db::Statement kCycleRespondents{
    "surveys.cycle_respondents",
    "SELECT COUNT(*) FROM survey_participation WHERE org_id = $1 AND survey_id = $2 AND cycle = "
    "$3"};
// Open surveys whose current cycle asks the person and that they have not answered
// (survey_audience_user, survey_participation's key).
inline constexpr db::Statement kPendingCount{
    "surveys.pending_count",
    "SELECT COUNT(*) FROM survey_audience a JOIN surveys s ON s.org_id = a.org_id AND s.id = "
    "a.survey_id AND s.cycle = a.cycle WHERE a.org_id = $1 AND a.user_id = $2 AND s.status = "
    "'open' AND NOT EXISTS (SELECT 1 FROM survey_participation p WHERE p.org_id = a.org_id AND "
    "p.survey_id = a.survey_id AND p.cycle = a.cycle AND p.user_id = a.user_id)"};

// --- A person's surveys -----------------------------------------------------------------------
#define APLAUSO_MINE_COLUMNS                                                                     \
  "SELECT s.id, s.title, s.title_en, s.description, s.description_en, s.points, s.closes_on, "   \
  "s.confidentiality, s.multi_response, s.cycle, s.questions, s.status, (SELECT "                \
  "MAX(p.completed_on) FROM survey_participation p WHERE p.org_id = s.org_id AND p.survey_id = " \
  "s.id AND p.user_id = $2 AND p.cycle = s.cycle), (SELECT COUNT(*) FROM survey_drafts d WHERE " \
  "d.org_id = s.org_id AND d.survey_id = s.id AND d.user_id = $2 AND d.cycle = s.cycle) "        \
  "FROM surveys s "
#define APLAUSO_PENDING_WHERE                                                                     \
  "WHERE s.org_id = $1 AND s.status = 'open' AND EXISTS (SELECT 1 FROM survey_audience a WHERE "  \
  "a.org_id = s.org_id AND a.survey_id = s.id AND a.cycle = s.cycle AND a.user_id = $2) AND NOT " \
  "EXISTS (SELECT 1 FROM survey_participation p WHERE p.org_id = s.org_id AND p.survey_id = "     \
  "s.id AND p.cycle = s.cycle AND p.user_id = $2) "
#define APLAUSO_ANSWERED_WHERE                                                                  \
  "WHERE s.org_id = $1 AND s.status IN ('open', 'paused', 'closed') AND EXISTS (SELECT 1 FROM " \
  "survey_participation p WHERE p.org_id = s.org_id AND p.survey_id = s.id AND p.user_id = $2) "
#define APLAUSO_CLOSED_WHERE                                                                 \
  "WHERE s.org_id = $1 AND s.status = 'closed' AND EXISTS (SELECT 1 FROM survey_audience a " \
  "WHERE a.org_id = s.org_id AND a.survey_id = s.id AND a.user_id = $2) "
inline constexpr db::Statement kMinePending{"surveys.mine_pending",
                                            APLAUSO_MINE_COLUMNS APLAUSO_PENDING_WHERE
                                            "ORDER BY s.id DESC LIMIT $3 OFFSET $4"};
inline constexpr db::Statement kMinePendingCount{
    "surveys.mine_pending_count", "SELECT COUNT(*) FROM surveys s " APLAUSO_PENDING_WHERE};
inline constexpr db::Statement kMineAnswered{"surveys.mine_answered",
                                             APLAUSO_MINE_COLUMNS APLAUSO_ANSWERED_WHERE
                                             "ORDER BY s.id DESC LIMIT $3 OFFSET $4"};
inline constexpr db::Statement kMineAnsweredCount{
    "surveys.mine_answered_count", "SELECT COUNT(*) FROM surveys s " APLAUSO_ANSWERED_WHERE};
inline constexpr db::Statement kMineClosed{"surveys.mine_closed",
                                           APLAUSO_MINE_COLUMNS APLAUSO_CLOSED_WHERE
                                           "ORDER BY s.id DESC LIMIT $3 OFFSET $4"};
inline constexpr db::Statement kMineClosedCount{
    "surveys.mine_closed_count", "SELECT COUNT(*) FROM surveys s " APLAUSO_CLOSED_WHERE};
inline constexpr db::Statement kMineOne{"surveys.mine_one",
                                        APLAUSO_MINE_COLUMNS "WHERE s.org_id = $1 AND s.id = $3"};
#undef APLAUSO_MINE_COLUMNS
#undef APLAUSO_PENDING_WHERE
#undef APLAUSO_ANSWERED_WHERE
#undef APLAUSO_CLOSED_WHERE
#undef APLAUSO_SURVEY_COLUMNS

// --- Drafts -----------------------------------------------------------------------------------
inline constexpr db::Statement kSaveDraft{
    "surveys.save_draft",
    "INSERT INTO survey_drafts (org_id, survey_id, user_id, cycle, version, answers, updated_at) "
    "VALUES ($1, $2, $3, $4, $5, CAST($6 AS {{JSON}}), $7) ON CONFLICT (org_id, survey_id, "
    "user_id) DO UPDATE SET cycle = excluded.cycle, version = excluded.version, answers = "
    "excluded.answers, updated_at = excluded.updated_at"};
inline constexpr db::Statement kDraft{
    "surveys.draft",
    "SELECT version, CAST(answers AS TEXT) FROM survey_drafts WHERE org_id = $1 AND survey_id = "
    "$2 AND user_id = $3 AND cycle = $4"};
inline constexpr db::Statement kDeleteDraft{
    "surveys.delete_draft",
    "DELETE FROM survey_drafts WHERE org_id = $1 AND survey_id = $2 AND user_id = $3"};
// Every draft of a survey older than cycle $3 (all of them with a cycle past the last).
inline constexpr db::Statement kDeleteDrafts{
    "surveys.delete_drafts",
    "DELETE FROM survey_drafts WHERE org_id = $1 AND survey_id = $2 AND cycle < $3"};

// --- Reminders --------------------------------------------------------------------------------
// An automatic reminder of a cycle's offset, once (none returned: sent already).
inline constexpr db::Statement kClaimAutoReminder{
    "surveys.claim_auto_reminder",
    "INSERT INTO survey_reminders (org_id, survey_id, cycle, kind, offset_days, sent_on, "
    "created_at) VALUES ($1, $2, $3, 'auto', $4, $5, $6) ON CONFLICT DO NOTHING RETURNING id"};
inline constexpr db::Statement kInsertManualReminder{
    "surveys.insert_manual_reminder",
    "INSERT INTO survey_reminders (org_id, survey_id, cycle, kind, offset_days, sent_on, "
    "reminded, created_at) VALUES ($1, $2, $3, 'manual', 0, $4, $5, $6)"};
inline constexpr db::Statement kSetReminded{
    "surveys.set_reminded",
    "UPDATE survey_reminders SET reminded = $3 WHERE org_id = $1 AND id = $2"};
// The last manual reminder's day (survey_reminders_survey).
inline constexpr db::Statement kLastManualReminder{
    "surveys.last_manual_reminder",
    "SELECT sent_on FROM survey_reminders WHERE org_id = $1 AND survey_id = $2 AND kind = "
    "'manual' ORDER BY created_at DESC, id DESC LIMIT 1"};

// --- Action plans -----------------------------------------------------------------------------
#define APLAUSO_ACTION_COLUMNS                                                      \
  "SELECT id, survey_id, title, owner_id, due_on, question_id, segment_dimension, " \
  "segment_value, follow_up_survey_id, status, created_at FROM survey_actions "
inline constexpr db::Statement kActions{
    "surveys.actions", APLAUSO_ACTION_COLUMNS
    "WHERE org_id = $1 AND survey_id = $2 ORDER BY CASE WHEN status = "
    "'open' THEN 0 ELSE 1 END, due_on, id"};
inline constexpr db::Statement kAction{
    "surveys.action", APLAUSO_ACTION_COLUMNS "WHERE org_id = $1 AND survey_id = $2 AND id = $3"};
#undef APLAUSO_ACTION_COLUMNS
inline constexpr db::Statement kInsertAction{
    "surveys.insert_action",
    "INSERT INTO survey_actions (org_id, survey_id, title, owner_id, due_on, question_id, "
    "segment_dimension, segment_value, follow_up_survey_id, status, created_by, created_at, "
    "updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'open', $10, $11, $11) RETURNING id"};
inline constexpr db::Statement kUpdateAction{
    "surveys.edit_action",
    "UPDATE survey_actions SET title = $4, owner_id = $5, due_on = $6, question_id = $7, "
    "segment_dimension = $8, segment_value = $9, status = $10, updated_at = $11 WHERE org_id = $1 "
    "AND survey_id = $2 AND id = $3"};
inline constexpr db::Statement kDeleteAction{
    "surveys.delete_action",
    "DELETE FROM survey_actions WHERE org_id = $1 AND survey_id = $2 AND id = $3"};

// --- Erasure ----------------------------------------------------------------------------------
// An erased person leaves no draft; their participation stays (counts), the answers never had them.
inline constexpr db::Statement kForgetDrafts{
    "surveys.forget_drafts", "DELETE FROM survey_drafts WHERE org_id = $1 AND user_id = $2"};

// --- Anonymous replies (SUR-17) -----------------------------------------------------------------
inline constexpr db::Statement kInsertBox{
    "surveys.insert_box",
    "INSERT INTO survey_reply_boxes (org_id, box, survey_id, item, question_es, question_en, "
    "owner_tag, sealed_owner) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)"};
#define APLAUSO_BOX_COLUMNS                                                                   \
  "b.box, b.survey_id, s.title, s.title_en, b.item, b.question_es, b.question_en, b.locked, " \
  "b.sealed_owner, (SELECT COUNT(*) FROM survey_reply_messages m WHERE m.org_id = b.org_id "  \
  "AND m.box = b.box) "
// One box of a survey (none: another survey's, or unknown).
inline constexpr db::Statement kBox{
    "surveys.box", "SELECT " APLAUSO_BOX_COLUMNS
                   "FROM survey_reply_boxes b JOIN surveys s ON s.id = b.survey_id "
                   "WHERE b.org_id = $1 AND b.survey_id = $2 AND b.box = $3"};
// Some boxes of a survey (the comments a results page shows).
inline constexpr db::Statement kBoxesOfSurvey{
    "surveys.boxes_of_survey",
    "SELECT " APLAUSO_BOX_COLUMNS
    "FROM survey_reply_boxes b JOIN surveys s ON s.id = b.survey_id "
    "WHERE b.org_id = $1 AND b.survey_id = $2 AND b.box {{ANY_TEXT $3}}"};
// A person's boxes, by the tags of the cycles they answered (survey_reply_boxes_owner).
inline constexpr db::Statement kBoxesOfOwner{
    "surveys.boxes_of_owner", "SELECT " APLAUSO_BOX_COLUMNS
                              "FROM survey_reply_boxes b JOIN surveys s ON s.id = b.survey_id "
                              "WHERE b.org_id = $1 AND b.owner_tag {{ANY_TEXT $2}}"};
#undef APLAUSO_BOX_COLUMNS
inline constexpr db::Statement kSetBoxLocked{
    "surveys.set_box_locked",
    "UPDATE survey_reply_boxes SET locked = $3 WHERE org_id = $1 AND box = $2"};
inline constexpr db::Statement kInsertMessage{
    "surveys.insert_message",
    "INSERT INTO survey_reply_messages (org_id, box, from_org, author_id, text, created_at) "
    "VALUES ($1, $2, $3, $4, $5, $6)"};
// The messages of some boxes, oldest first, with the replying admin's name.
inline constexpr db::Statement kMessages{
    "surveys.messages",
    "SELECT m.box, m.id, m.from_org, m.author_id, u.first_name, u.last_name, m.text, m.created_at "
    "FROM survey_reply_messages m LEFT JOIN users u ON u.id = m.author_id AND u.org_id = m.org_id "
    "WHERE m.org_id = $1 AND m.box {{ANY_TEXT $2}} ORDER BY m.box, m.id"};
// The cycles a person answered (their boxes' tags are computed from them).
inline constexpr db::Statement kAnsweredCycles{
    "surveys.answered_cycles",
    "SELECT survey_id, cycle FROM survey_participation WHERE org_id = $1 AND user_id = $2 "
    "ORDER BY survey_id, cycle"};

// --- Leaders (SUR-18) ---------------------------------------------------------------------------
inline constexpr db::Statement kLedDepartments{
    "surveys.led_departments",
    "SELECT id, name FROM departments WHERE org_id = $1 AND leader_id = $2 ORDER BY name, id"};
// Leading no department: their own, when people report to them.
inline constexpr db::Statement kOwnTeamDepartment{
    "surveys.own_team_department",
    "SELECT d.id, d.name FROM users u JOIN departments d ON d.id = u.department_id AND "
    "d.org_id = u.org_id WHERE u.org_id = $1 AND u.id = $2 AND EXISTS (SELECT 1 FROM users r "
    "WHERE r.org_id = u.org_id AND r.leader_id = u.id AND r.active = 1)"};
// The launched surveys whose current snapshot holds any of the departments, newest first.
inline constexpr db::Statement kTeamSurveys{
    "surveys.team_surveys",
    "SELECT s.id, s.title, s.title_en, s.status, s.cycle, s.closes_on FROM surveys s WHERE "
    "s.org_id = $1 AND s.cycle > 0 AND s.status <> 'archived' AND EXISTS (SELECT 1 FROM "
    "survey_audience a WHERE a.org_id = s.org_id AND a.survey_id = s.id AND a.cycle = s.cycle "
    "AND a.department_id {{ANY_INT $2}}) ORDER BY s.id DESC LIMIT 200"};

}  // namespace aplauso::surveys::sql
