// SQL of psychosocial: applications per workplace, their rosters (participation, never
// answers), Guía I's sealed answers and referrals, the occupational-health staff and the
// measures. Every statement filters by organisation ($1), except the job's list of open
// applications with a closing day. No statement reads the privacy engine's tables: Guía II/III
// figures come from PrivacyService only.
#pragma once

#include "db/statement.h"

namespace aplauso::psychosocial::sql {

// --- Applications (psy_applications_org) --------------------------------------------------------
#define APLAUSO_PSY_APPLICATION                                                               \
  "a.id, a.workplace, a.guide, a.guide1, a.sampling, a.everyone, a.department_ids, a.state, " \
  "a.opens_on, a.closes_on, a.launched_at, a.closed_at, a.closed_on, a.created_by, "          \
  "a.created_at, a.updated_at"

inline constexpr db::Statement kInsertApplication{
    "psychosocial.insert_application",
    "INSERT INTO psy_applications (org_id, workplace, guide, guide1, sampling, everyone, "
    "department_ids, opens_on, closes_on, created_by, created_at, updated_at) VALUES ($1, $2, $3, "
    "$4, $5, $6, $7, $8, $9, $10, $11, $11) RETURNING id"};
inline constexpr db::Statement kApplication{
    "psychosocial.application",
    "SELECT " APLAUSO_PSY_APPLICATION " FROM psy_applications a WHERE a.org_id = $1 AND a.id = $2"};
// The console's list: the newest 200 (an organisation has a handful of workplaces, each
// evaluated every two years).
inline constexpr db::Statement kApplications{
    "psychosocial.applications",
    "SELECT " APLAUSO_PSY_APPLICATION
    " FROM psy_applications a WHERE a.org_id = $1 ORDER BY a.id DESC LIMIT 200"};
inline constexpr db::Statement kUpdateDraft{
    "psychosocial.update_draft",
    "UPDATE psy_applications SET workplace = $3, guide = $4, guide1 = $5, sampling = $6, "
    "everyone = $7, department_ids = $8, opens_on = $9, closes_on = $10, updated_at = $11 WHERE "
    "org_id = $1 AND id = $2 AND state = 'draft'"};
inline constexpr db::Statement kLaunch{
    "psychosocial.launch",
    "UPDATE psy_applications SET state = 'open', launched_at = $3, updated_at = $3 WHERE "
    "org_id = $1 AND id = $2 AND state = 'draft'"};
inline constexpr db::Statement kClose{
    "psychosocial.close",
    "UPDATE psy_applications SET state = 'closed', closed_at = $3, closed_on = $4, "
    "updated_at = $3 WHERE org_id = $1 AND id = $2 AND state = 'open'"};
inline constexpr db::Statement kDeleteApplication{
    "psychosocial.delete_application",
    "DELETE FROM psy_applications WHERE org_id = $1 AND id = $2 AND state = 'draft'"};
// The job: open applications with a closing day, every organisation (psy_applications_state).
inline constexpr db::Statement kClosing{
    "psychosocial.closing",
    "SELECT a.id, a.org_id, a.closes_on, o.timezone FROM psy_applications a JOIN organizations "
    "o ON o.id = a.org_id WHERE a.state = 'open' AND a.closes_on IS NOT NULL ORDER BY a.id "
    "LIMIT 500"};

// The reminder job: closed applications not yet reminded, every organisation
// (psy_applications_state).
inline constexpr db::Statement kToRemind{
    "psychosocial.to_remind",
    "SELECT a.id, a.org_id, a.workplace, a.closed_on, o.timezone FROM psy_applications a JOIN "
    "organizations o ON o.id = a.org_id WHERE a.state = 'closed' AND a.due_reminded = 0 AND "
    "a.closed_on IS NOT NULL ORDER BY a.id LIMIT 500"};
// A newer application for the same workplace (psy_applications_org).
inline constexpr db::Statement kNewerFor{
    "psychosocial.newer_for",
    "SELECT COUNT(*) FROM psy_applications WHERE org_id = $1 AND id > $2 AND workplace = $3"};
inline constexpr db::Statement kClaimReminder{
    "psychosocial.claim_reminder",
    "UPDATE psy_applications SET due_reminded = 1 WHERE org_id = $1 AND id = $2 AND "
    "due_reminded = 0"};
inline constexpr db::Statement kAdmins{
    "psychosocial.admins",
    "SELECT id FROM users WHERE org_id = $1 AND active = 1 AND user_type = 'admin' ORDER BY id"};

// --- Rosters (primary key application_id, user_id; psy_roster_user) ---------------------------
inline constexpr db::Statement kTakeRosterAll{
    "psychosocial.take_roster_all",
    "INSERT INTO psy_roster (org_id, application_id, user_id, department_id) SELECT $1, $2, u.id, "
    "u.department_id FROM users u WHERE u.org_id = $1 AND u.active = 1"};
inline constexpr db::Statement kTakeRosterIn{
    "psychosocial.take_roster_in",
    "INSERT INTO psy_roster (org_id, application_id, user_id, department_id) SELECT $1, $2, u.id, "
    "u.department_id FROM users u WHERE u.org_id = $1 AND u.active = 1 AND u.department_id "
    "{{ANY_INT $3}}"};
inline constexpr db::Statement kDeleteRoster{
    "psychosocial.delete_roster",
    "DELETE FROM psy_roster WHERE org_id = $1 AND application_id = $2"};
inline constexpr db::Statement kRoster{
    "psychosocial.roster",
    "SELECT user_id, gender, sampled FROM psy_roster WHERE org_id = $1 AND application_id = $2 "
    "ORDER BY user_id"};
// Per application: people, drawn, by gender, Guía I answers, main answers.
#define APLAUSO_PSY_SUMMARY                                                                   \
  "COUNT(*), SUM(sampled), SUM(CASE WHEN gender = 'female' THEN 1 ELSE 0 END), "              \
  "SUM(CASE WHEN gender = 'male' THEN 1 ELSE 0 END), SUM(CASE WHEN guide1_on IS NULL THEN 0 " \
  "ELSE 1 END), SUM(CASE WHEN main_on IS NULL THEN 0 ELSE 1 END)"
inline constexpr db::Statement kRosterSummary{
    "psychosocial.roster_summary",
    "SELECT application_id, " APLAUSO_PSY_SUMMARY
    " FROM psy_roster WHERE org_id = $1 AND application_id = $2 GROUP BY application_id"};
inline constexpr db::Statement kRosterSummaries{
    "psychosocial.roster_summaries",
    "SELECT application_id, " APLAUSO_PSY_SUMMARY
    " FROM psy_roster WHERE org_id = $1 AND application_id {{ANY_INT $2}} GROUP BY "
    "application_id"};
inline constexpr db::Statement kSetGender{
    "psychosocial.set_gender",
    "UPDATE psy_roster SET gender = $4 WHERE org_id = $1 AND application_id = $2 AND user_id = $3"};
inline constexpr db::Statement kClearSample{
    "psychosocial.clear_sample",
    "UPDATE psy_roster SET sampled = 0 WHERE org_id = $1 AND application_id = $2"};
inline constexpr db::Statement kSampleSome{
    "psychosocial.sample_some",
    "UPDATE psy_roster SET sampled = 1 WHERE org_id = $1 AND application_id = $2 AND user_id "
    "{{ANY_INT $3}}"};
inline constexpr db::Statement kSampleAll{
    "psychosocial.sample_all",
    "UPDATE psy_roster SET sampled = 1 WHERE org_id = $1 AND application_id = $2"};
inline constexpr db::Statement kEveryone{
    "psychosocial.everyone",
    "SELECT user_id FROM psy_roster WHERE org_id = $1 AND application_id = $2 ORDER BY user_id"};
inline constexpr db::Statement kSampled{
    "psychosocial.sampled",
    "SELECT user_id FROM psy_roster WHERE org_id = $1 AND application_id = $2 AND sampled = 1 "
    "ORDER BY user_id"};
// A person's applications (not drafts), newest first.
inline constexpr db::Statement kMine{
    "psychosocial.mine",
    "SELECT " APLAUSO_PSY_APPLICATION
    ", r.sampled, r.guide1_on, r.main_on, r.department_id FROM psy_roster r JOIN "
    "psy_applications a ON a.id = r.application_id AND a.org_id = r.org_id WHERE r.org_id = $1 "
    "AND r.user_id = $2 AND a.state <> 'draft' ORDER BY a.id DESC LIMIT 50"};
inline constexpr db::Statement kMembership{
    "psychosocial.membership",
    "SELECT sampled, guide1_on, main_on, department_id FROM psy_roster WHERE org_id = $1 AND "
    "application_id = $2 AND user_id = $3"};
inline constexpr db::Statement kMarkGuide1{
    "psychosocial.mark_guide1",
    "UPDATE psy_roster SET guide1_on = $4 WHERE org_id = $1 AND application_id = $2 AND "
    "user_id = $3 AND guide1_on IS NULL"};
inline constexpr db::Statement kMarkMain{
    "psychosocial.mark_main",
    "UPDATE psy_roster SET main_on = $4 WHERE org_id = $1 AND application_id = $2 AND "
    "user_id = $3 AND main_on IS NULL"};
inline constexpr db::Statement kForgetRoster{
    "psychosocial.forget_roster",
    "UPDATE psy_roster SET gender = 'unspecified' WHERE org_id = $1 AND user_id = $2"};

// --- Guía I (psy_guide1_person, psy_guide1_referrals) ------------------------------------------
inline constexpr db::Statement kInsertGuide1{
    "psychosocial.insert_guide1",
    "INSERT INTO psy_guide1 (org_id, application_id, user_id, sealed_answers, needs_referral, "
    "answered_on, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id"};
inline constexpr db::Statement kGuide1Of{
    "psychosocial.guide1_of",
    "SELECT needs_referral FROM psy_guide1 WHERE org_id = $1 AND application_id = $2 AND "
    "user_id = $3"};
#define APLAUSO_PSY_REFERRAL                                                                    \
  "g.id, g.application_id, a.workplace, g.user_id, g.sealed_answers, g.answered_on, g.status, " \
  "g.sealed_note, g.updated_at"
inline constexpr db::Statement kReferrals{
    "psychosocial.referrals",
    "SELECT " APLAUSO_PSY_REFERRAL
    " FROM psy_guide1 g JOIN psy_applications a ON a.id = g.application_id AND a.org_id = "
    "g.org_id WHERE g.org_id = $1 AND g.needs_referral = 1 ORDER BY g.id DESC LIMIT $2 OFFSET $3"};
inline constexpr db::Statement kReferralsIn{
    "psychosocial.referrals_in",
    "SELECT " APLAUSO_PSY_REFERRAL
    " FROM psy_guide1 g JOIN psy_applications a ON a.id = g.application_id AND a.org_id = "
    "g.org_id WHERE g.org_id = $1 AND g.needs_referral = 1 AND g.status = $2 ORDER BY g.id DESC "
    "LIMIT $3 OFFSET $4"};
inline constexpr db::Statement kReferralCount{
    "psychosocial.referral_count",
    "SELECT COUNT(*) FROM psy_guide1 WHERE org_id = $1 AND needs_referral = 1"};
inline constexpr db::Statement kReferralCountIn{
    "psychosocial.referral_count_in",
    "SELECT COUNT(*) FROM psy_guide1 WHERE org_id = $1 AND needs_referral = 1 AND status = $2"};
inline constexpr db::Statement kReferral{
    "psychosocial.referral",
    "SELECT " APLAUSO_PSY_REFERRAL
    " FROM psy_guide1 g JOIN psy_applications a ON a.id = g.application_id AND a.org_id = "
    "g.org_id WHERE g.org_id = $1 AND g.id = $2 AND g.needs_referral = 1"};
inline constexpr db::Statement kUpdateReferral{
    "psychosocial.update_referral",
    "UPDATE psy_guide1 SET status = $3, sealed_note = $4, updated_at = $5 WHERE org_id = $1 AND "
    "id = $2 AND needs_referral = 1"};
inline constexpr db::Statement kReferralsOf{
    "psychosocial.referrals_of",
    "SELECT COUNT(*) FROM psy_guide1 WHERE org_id = $1 AND application_id = $2 AND "
    "needs_referral = 1"};
inline constexpr db::Statement kForgetGuide1{
    "psychosocial.forget_guide1", "DELETE FROM psy_guide1 WHERE org_id = $1 AND user_id = $2"};

// --- Occupational-health staff (primary key org_id, user_id) -----------------------------------
inline constexpr db::Statement kHealthStaff{
    "psychosocial.health_staff",
    "SELECT h.user_id FROM psy_health_staff h JOIN users u ON u.id = h.user_id AND u.org_id = "
    "h.org_id WHERE h.org_id = $1 AND u.active = 1 ORDER BY h.user_id"};
inline constexpr db::Statement kIsHealthStaff{
    "psychosocial.is_health_staff",
    "SELECT COUNT(*) FROM psy_health_staff WHERE org_id = $1 AND user_id = $2"};
inline constexpr db::Statement kDeleteHealthStaff{"psychosocial.delete_health_staff",
                                                  "DELETE FROM psy_health_staff WHERE org_id = $1"};
inline constexpr db::Statement kAddHealthStaff{
    "psychosocial.add_health_staff",
    "INSERT INTO psy_health_staff (org_id, user_id, added_at) VALUES ($1, $2, $3)"};
inline constexpr db::Statement kForgetHealthStaff{
    "psychosocial.forget_health_staff",
    "DELETE FROM psy_health_staff WHERE org_id = $1 AND user_id = $2"};
// Which of some ids are active people of the organisation.
inline constexpr db::Statement kActiveAmong{
    "psychosocial.active_among",
    "SELECT id FROM users WHERE org_id = $1 AND active = 1 AND id {{ANY_INT $2}} ORDER BY id"};
inline constexpr db::Statement kDepartmentsAmong{
    "psychosocial.departments_among",
    "SELECT id, name, active FROM departments WHERE org_id = $1 AND id {{ANY_INT $2}} ORDER BY "
    "name, id"};

// --- Measures (primary key application_id, task_id) ---------------------------------------------
inline constexpr db::Statement kInsertMeasure{
    "psychosocial.insert_measure",
    "INSERT INTO psy_measures (org_id, application_id, task_id, target, created_at) VALUES ($1, "
    "$2, $3, $4, $5)"};
inline constexpr db::Statement kMeasures{
    "psychosocial.measures",
    "SELECT task_id, target, created_at FROM psy_measures WHERE org_id = $1 AND application_id = "
    "$2 ORDER BY created_at, task_id"};

#undef APLAUSO_PSY_APPLICATION
#undef APLAUSO_PSY_SUMMARY
#undef APLAUSO_PSY_REFERRAL

}  // namespace aplauso::psychosocial::sql
