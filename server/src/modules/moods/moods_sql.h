// SQL of moods: the people's own entries, their sharing choice, the organisation's settings,
// prompts and alert episodes, and the headcounts participation divides by. Every statement
// filters by organisation ($1), except the jobs' list of organisations to visit. No statement
// reads the privacy engine's tables: group figures come from PrivacyService only.
#pragma once

#include "db/statement.h"

namespace aplauso::moods::sql {

// --- A person's own entries (primary key org_id, user_id, day) ---------------------------------
inline constexpr db::Statement kEntry{
    "moods.entry",
    "SELECT day, level, note, tags, created_at, updated_at FROM mood_entries WHERE org_id = $1 "
    "AND user_id = $2 AND day = $3"};
inline constexpr db::Statement kSaveEntry{
    "moods.save_entry",
    "INSERT INTO mood_entries (org_id, user_id, day, level, note, tags, created_at, updated_at) "
    "VALUES ($1, $2, $3, $4, $5, $6, $7, $7) ON CONFLICT (org_id, user_id, day) DO UPDATE SET "
    "level = excluded.level, note = excluded.note, tags = excluded.tags, "
    "updated_at = excluded.updated_at"};
inline constexpr db::Statement kDeleteEntry{
    "moods.delete_entry",
    "DELETE FROM mood_entries WHERE org_id = $1 AND user_id = $2 AND day = $3"};
inline constexpr db::Statement kHistory{
    "moods.history",
    "SELECT day, level, note, tags, created_at, updated_at FROM mood_entries WHERE org_id = $1 "
    "AND user_id = $2 AND day >= $3 AND day <= $4 ORDER BY day"};
// The last three levels up to a day (the care resources' streak).
inline constexpr db::Statement kLastLevels{
    "moods.last_levels",
    "SELECT level FROM mood_entries WHERE org_id = $1 AND user_id = $2 AND day <= $3 "
    "ORDER BY day DESC LIMIT 3"};
inline constexpr db::Statement kFirstDay{"moods.first_day",
                                         "SELECT MIN(day) FROM mood_entries WHERE org_id = $1"};
// A closed day's entries as the privacy engine receives them: level, tags, and the segment
// (department, leader). In an order that tells nothing about who.
inline constexpr db::Statement kDayEntries{
    "moods.day_entries",
    "SELECT e.level, e.tags, COALESCE(u.department_id, 0), COALESCE(u.leader_id, 0) FROM "
    "mood_entries e JOIN users u ON u.id = e.user_id AND u.org_id = e.org_id WHERE "
    "e.org_id = $1 AND e.day = $2 ORDER BY e.level, e.tags, u.department_id, u.leader_id"};
inline constexpr db::Statement kForgetEntries{
    "moods.forget_entries", "DELETE FROM mood_entries WHERE org_id = $1 AND user_id = $2"};

// --- Sharing with the leader ------------------------------------------------------------------
inline constexpr db::Statement kSharing{
    "moods.sharing", "SELECT with_leader FROM mood_sharing WHERE org_id = $1 AND user_id = $2"};
inline constexpr db::Statement kSetSharing{
    "moods.set_sharing",
    "INSERT INTO mood_sharing (org_id, user_id, with_leader, updated_at) VALUES ($1, $2, $3, $4) "
    "ON CONFLICT (org_id, user_id) DO UPDATE SET with_leader = excluded.with_leader, "
    "updated_at = excluded.updated_at"};
inline constexpr db::Statement kForgetSharing{
    "moods.forget_sharing", "DELETE FROM mood_sharing WHERE org_id = $1 AND user_id = $2"};
// Whether $2 shares with $3, their leader (users_org_leader).
inline constexpr db::Statement kSharesWith{
    "moods.shares_with",
    "SELECT COUNT(*) FROM users u JOIN mood_sharing s ON s.org_id = u.org_id AND "
    "s.user_id = u.id WHERE u.org_id = $1 AND u.id = $2 AND u.leader_id = $3 AND u.active = 1 "
    "AND s.with_leader = 1"};
// The leader's people who share with them, by name.
inline constexpr db::Statement kSharedPeople{
    "moods.shared_people",
    "SELECT u.id, u.first_name, u.last_name, u.email, u.job_position, u.profile_photo_url, "
    "d.name FROM users u JOIN mood_sharing s ON s.org_id = u.org_id AND s.user_id = u.id "
    "LEFT JOIN departments d ON d.id = u.department_id AND d.org_id = u.org_id WHERE "
    "u.org_id = $1 AND u.leader_id = $2 AND u.active = 1 AND s.with_leader = 1 "
    "ORDER BY u.first_name, u.last_name, u.id"};

// --- Settings -----------------------------------------------------------------------------------
inline constexpr db::Statement kSettings{
    "moods.settings",
    "SELECT cadence, weekday, working_days, prompt_time, tags, alert_mean_tenths, alert_days, "
    "alert_low_percent, care_resources, support_contact, handed_through FROM mood_settings "
    "WHERE org_id = $1"};
inline constexpr db::Statement kSaveSettings{
    "moods.save_settings",
    "INSERT INTO mood_settings (org_id, cadence, weekday, working_days, prompt_time, tags, "
    "alert_mean_tenths, alert_days, alert_low_percent, care_resources, support_contact, "
    "updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT (org_id) "
    "DO UPDATE SET cadence = excluded.cadence, weekday = excluded.weekday, working_days = "
    "excluded.working_days, prompt_time = excluded.prompt_time, tags = excluded.tags, "
    "alert_mean_tenths = excluded.alert_mean_tenths, alert_days = excluded.alert_days, "
    "alert_low_percent = excluded.alert_low_percent, care_resources = excluded.care_resources, "
    "support_contact = excluded.support_contact, updated_at = excluded.updated_at"};
// Claims a closed day for the handover: moves handed_through on (never back); no row changed
// when another node already did.
inline constexpr db::Statement kClaimDay{
    "moods.claim_day",
    "INSERT INTO mood_settings (org_id, handed_through, updated_at) VALUES ($1, $2, $3) "
    "ON CONFLICT (org_id) DO UPDATE SET handed_through = excluded.handed_through, "
    "updated_at = excluded.updated_at WHERE mood_settings.handed_through < "
    "excluded.handed_through"};

// --- Jobs ---------------------------------------------------------------------------------------
// Organisations with moods on: id and time zone.
inline constexpr db::Statement kDueOrgs{
    "moods.due_orgs",
    "SELECT o.id, o.timezone FROM organizations o WHERE o.active = 1 AND EXISTS (SELECT 1 FROM "
    "org_services s WHERE s.org_id = o.id AND s.service = 'moods' AND s.enabled = 1) "
    "ORDER BY o.id"};
inline constexpr db::Statement kClaimPrompt{
    "moods.claim_prompt",
    "INSERT INTO mood_prompts (org_id, day, sent, created_at) VALUES ($1, $2, 1, $3) "
    "ON CONFLICT (org_id, day) DO NOTHING"};
// Active, activated people without an entry on $2.
inline constexpr db::Statement kNotCheckedIn{
    "moods.not_checked_in",
    "SELECT u.id FROM users u WHERE u.org_id = $1 AND u.active = 1 AND u.activated = 1 AND "
    "NOT EXISTS (SELECT 1 FROM mood_entries e WHERE e.org_id = u.org_id AND e.user_id = u.id "
    "AND e.day = $2) ORDER BY u.id"};

// --- Groups and headcounts (participation's denominators) ---------------------------------------
inline constexpr db::Statement kHeadcountOrg{
    "moods.headcount_org", "SELECT COUNT(*) FROM users WHERE org_id = $1 AND active = 1"};
inline constexpr db::Statement kHeadcountDepartment{
    "moods.headcount_department",
    "SELECT COUNT(*) FROM users WHERE org_id = $1 AND active = 1 AND department_id = $2"};
// A closed day's headcounts (mood_headcounts), taken in the transaction that hands it over.
inline constexpr db::Statement kKeepHeadcountOrg{
    "moods.keep_headcount_org",
    "INSERT INTO mood_headcounts (org_id, day, grp, people) SELECT $1, $2, 'org', COUNT(*) FROM "
    "users WHERE org_id = $1 AND active = 1 ON CONFLICT (org_id, grp, day) DO NOTHING"};
inline constexpr db::Statement kKeepHeadcountDepartments{
    "moods.keep_headcount_departments",
    "INSERT INTO mood_headcounts (org_id, day, grp, people) SELECT $1, $2, 'department:' || "
    "CAST(department_id AS TEXT), COUNT(*) FROM users WHERE org_id = $1 AND active = 1 AND "
    "department_id IS NOT NULL GROUP BY department_id ON CONFLICT (org_id, grp, day) DO NOTHING"};
inline constexpr db::Statement kKeepHeadcountTeams{
    "moods.keep_headcount_teams",
    "INSERT INTO mood_headcounts (org_id, day, grp, people) SELECT $1, $2, 'team:' || "
    "CAST(leader_id AS TEXT), COUNT(*) FROM users WHERE org_id = $1 AND active = 1 AND "
    "leader_id IS NOT NULL GROUP BY leader_id ON CONFLICT (org_id, grp, day) DO NOTHING"};
// A group's headcount on each closed day of a range (primary key).
inline constexpr db::Statement kHeadcounts{
    "moods.headcounts",
    "SELECT day, people FROM mood_headcounts WHERE org_id = $1 AND grp = $2 AND day >= $3 AND "
    "day <= $4 ORDER BY day"};
inline constexpr db::Statement kHeadcountTeam{
    "moods.headcount_team",
    "SELECT COUNT(*) FROM users WHERE org_id = $1 AND active = 1 AND leader_id = $2"};
inline constexpr db::Statement kMember{
    "moods.member",
    "SELECT u.first_name, u.last_name, COALESCE(u.department_id, 0), u.user_type FROM users u "
    "WHERE u.org_id = $1 AND u.id = $2"};
inline constexpr db::Statement kDepartment{
    "moods.department",
    "SELECT name, COALESCE(leader_id, 0) FROM departments WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kDepartments{
    "moods.departments",
    "SELECT id, name, COALESCE(leader_id, 0) FROM departments WHERE "
    "org_id = $1 ORDER BY id"};
// Everyone some active person reports to.
inline constexpr db::Statement kLeaders{
    "moods.leaders",
    "SELECT l.id, l.first_name, l.last_name FROM users l WHERE l.org_id = $1 AND EXISTS "
    "(SELECT 1 FROM users u WHERE u.org_id = l.org_id AND u.leader_id = l.id AND u.active = 1) "
    "ORDER BY l.id"};
inline constexpr db::Statement kAdmins{
    "moods.admins",
    "SELECT id FROM users WHERE org_id = $1 AND active = 1 AND user_type = 'admin' ORDER BY id"};

// --- Alert episodes -----------------------------------------------------------------------------
// Opens an episode; no row changed when it is already open (then nobody is told again).
inline constexpr db::Statement kOpenAlert{
    "moods.open_alert",
    "INSERT INTO mood_alerts (org_id, group_key, open, since_day, last_day, updated_at) VALUES "
    "($1, $2, 1, $3, $3, $4) ON CONFLICT (org_id, group_key) DO UPDATE SET open = 1, "
    "since_day = excluded.since_day, last_day = excluded.last_day, updated_at = "
    "excluded.updated_at WHERE mood_alerts.open = 0"};
inline constexpr db::Statement kTouchAlert{
    "moods.touch_alert",
    "UPDATE mood_alerts SET last_day = $3, updated_at = $4 WHERE org_id = $1 AND group_key = $2 "
    "AND open = 1"};
inline constexpr db::Statement kCloseAlert{
    "moods.close_alert",
    "UPDATE mood_alerts SET open = 0, last_day = $3, updated_at = $4 WHERE org_id = $1 AND "
    "group_key = $2 AND open = 1"};

}  // namespace aplauso::moods::sql
