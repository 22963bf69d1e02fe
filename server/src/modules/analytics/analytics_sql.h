// SQL of the analytics module (docs/analytics.md, ADR 0083): its tables kept for reading
// (analytics_daily, analytics_person_days, analytics_state), written only by the refresh job,
// and the source tables it reads (never writes): posts, post_receivers, post_values, post_likes,
// post_reactions, orders, survey_participation, users, departments, corporate_values, badges.
#pragma once

#include "db/statement.h"

namespace aplauso::analytics::sql {

// --- The refresh job
// ------------------------------------------------------------------------------ Organisations with
// the module on.
inline constexpr db::Statement kDueOrgs{
    "analytics.due_orgs",
    "SELECT o.id, o.timezone FROM organizations o WHERE o.active = 1 AND EXISTS (SELECT 1 FROM "
    "org_services s WHERE s.org_id = o.id AND s.service = 'analytics' AND s.enabled = 1) "
    "ORDER BY o.id"};
inline constexpr db::Statement kState{
    "analytics.state", "SELECT first_day, refreshed_at FROM analytics_state WHERE org_id = $1"};
inline constexpr db::Statement kInsertState{
    "analytics.insert_state",
    "INSERT INTO analytics_state (org_id, first_day, refreshed_at) VALUES ($1, $2, $3)"};
inline constexpr db::Statement kTouchState{
    "analytics.touch_state", "UPDATE analytics_state SET refreshed_at = $2 WHERE org_id = $1"};

// Recognitions and badges received in [$2, $3) (epoch ms): one row per receiver, with the
// post's author, badge, points and kind (recognition | badge).
inline constexpr db::Statement kReceived{
    "analytics.received",
    "SELECT r.post_id, r.user_id, r.points, r.created_at, p.author_id, p.badge_id, p.kind FROM "
    "post_receivers r JOIN posts p ON p.id = r.post_id AND p.org_id = r.org_id WHERE r.org_id = "
    "$1 AND r.created_at >= $2 AND r.created_at < $3 AND p.kind IN ('recognition', 'badge') "
    "ORDER BY r.post_id, r.user_id"};
// The values of the recognitions received in [$2, $3).
inline constexpr db::Statement kValues{
    "analytics.values",
    "SELECT DISTINCT v.post_id, v.value_id FROM post_values v JOIN post_receivers r ON r.post_id "
    "= v.post_id WHERE r.org_id = $1 AND r.created_at >= $2 AND r.created_at < $3 ORDER BY "
    "v.post_id, v.value_id"};
inline constexpr db::Statement kOrders{
    "analytics.orders",
    "SELECT user_id, total_points, created_at FROM orders WHERE org_id = $1 AND created_at >= $2 "
    "AND created_at < $3 ORDER BY id"};
inline constexpr db::Statement kLikes{
    "analytics.likes",
    "SELECT user_id, created_at FROM post_likes WHERE org_id = $1 AND created_at >= $2 AND "
    "created_at < $3"};
inline constexpr db::Statement kReactions{
    "analytics.reactions",
    "SELECT user_id, created_at FROM post_reactions WHERE org_id = $1 AND created_at >= $2 AND "
    "created_at < $3"};
// Survey completions on the organisation's days $2..$3 (who and when only, never answers).
inline constexpr db::Statement kSurveyed{
    "analytics.surveyed",
    "SELECT user_id, completed_on FROM survey_participation WHERE org_id = $1 AND completed_on >= "
    "$2 AND completed_on <= $3"};
// Everyone's department now (people of the organisation, erased ones included).
inline constexpr db::Statement kDepartmentsOfPeople{
    "analytics.departments_of_people",
    "SELECT id, department_id FROM users WHERE org_id = $1 ORDER BY id LIMIT 500000"};

inline constexpr db::Statement kDeleteDaily{
    "analytics.delete_daily",
    "DELETE FROM analytics_daily WHERE org_id = $1 AND day >= $2 AND day <= $3"};
inline constexpr db::Statement kDeletePersonDays{
    "analytics.delete_person_days",
    "DELETE FROM analytics_person_days WHERE org_id = $1 AND day >= $2 AND day <= $3"};
inline constexpr db::Statement kInsertDaily{
    "analytics.insert_daily",
    "INSERT INTO analytics_daily (org_id, day, metric, item, value) SELECT CAST($1 AS BIGINT), "
    "x.day, x.metric, x.item, x.value FROM {{ZIP x day:TEXT $2 metric:TEXT $3 item:INT $4 "
    "value:INT $5}}"};
inline constexpr db::Statement kInsertPersonDays{
    "analytics.insert_person_days",
    "INSERT INTO analytics_person_days (org_id, day, user_id, department_id, active, "
    "participated, surveyed) SELECT CAST($1 AS BIGINT), x.day, x.user_id, NULLIF(x.department_id, "
    "0), x.active, x.participated, x.surveyed FROM {{ZIP x day:TEXT $2 user_id:INT $3 "
    "department_id:INT $4 active:INT $5 participated:INT $6 surveyed:INT $7}}"};
// The refresh, after it replaced days: the months $2..$3 (YYYY-MM) those days are in go, then
// come again from all their days ($2 <= day < $3 of the insert).
inline constexpr db::Statement kDeletePersonMonths{
    "analytics.delete_person_months",
    "DELETE FROM analytics_person_months WHERE org_id = $1 AND month >= $2 AND month <= $3"};
inline constexpr db::Statement kInsertPersonMonths{
    "analytics.insert_person_months",
    "INSERT INTO analytics_person_months (org_id, month, user_id, department_id, active, "
    "participated, surveyed) SELECT org_id, substr(day, 1, 7), user_id, COALESCE(department_id, "
    "0), MAX(active), MAX(participated), MAX(surveyed) FROM analytics_person_days WHERE org_id = "
    "$1 AND day >= $2 AND day < $3 GROUP BY org_id, substr(day, 1, 7), user_id, "
    "COALESCE(department_id, 0)"};
inline constexpr db::Statement kDeletePersonValues{
    "analytics.delete_person_values",
    "DELETE FROM analytics_person_values WHERE org_id = $1 AND day >= $2 AND day <= $3"};
inline constexpr db::Statement kInsertPersonValues{
    "analytics.insert_person_values",
    "INSERT INTO analytics_person_values (org_id, day, user_id, value_id, recognitions) SELECT "
    "CAST($1 AS BIGINT), x.day, x.user_id, x.value_id, x.recognitions FROM {{ZIP x day:TEXT $2 "
    "user_id:INT $3 value_id:INT $4 recognitions:INT $5}}"};
inline constexpr db::Statement kForgetPersonValues{
    "analytics.forget_person_values",
    "DELETE FROM analytics_person_values WHERE org_id = $1 AND user_id = $2"};
inline constexpr db::Statement kDeletePairs{
    "analytics.delete_pairs",
    "DELETE FROM analytics_pairs WHERE org_id = $1 AND day >= $2 AND day <= $3"};
inline constexpr db::Statement kInsertPairs{
    "analytics.insert_pairs",
    "INSERT INTO analytics_pairs (org_id, day, sender_id, receiver_id, recognitions, points, "
    "posts) SELECT CAST($1 AS BIGINT), x.day, x.sender_id, x.receiver_id, x.recognitions, "
    "x.points, x.posts FROM {{ZIP x day:TEXT $2 sender_id:INT $3 receiver_id:INT $4 "
    "recognitions:INT $5 points:INT $6 posts:INT $7}}"};
inline constexpr db::Statement kForgetSender{
    "analytics.forget_sender", "DELETE FROM analytics_pairs WHERE org_id = $1 AND sender_id = $2"};
inline constexpr db::Statement kForgetReceiver{
    "analytics.forget_receiver",
    "DELETE FROM analytics_pairs WHERE org_id = $1 AND receiver_id = $2"};
inline constexpr db::Statement kForgetPerson{
    "analytics.forget_person",
    "DELETE FROM analytics_person_days WHERE org_id = $1 AND user_id = $2"};
inline constexpr db::Statement kForgetPersonMonths{
    "analytics.forget_person_months",
    "DELETE FROM analytics_person_months WHERE org_id = $1 AND user_id = $2"};

// --- The dashboard (only the tables kept for reading, and names) ------------------------------
// Plain totals per day over $2..$3.
inline constexpr db::Statement kDailyTotals{
    "analytics.daily_totals",
    "SELECT day, metric, value FROM analytics_daily WHERE org_id = $1 AND day >= $2 AND day <= $3 "
    "AND item = 0 ORDER BY day, metric"};
// Items (values, badges) summed over $2..$3.
inline constexpr db::Statement kItemTotals{
    "analytics.item_totals",
    "SELECT metric, item, CAST(SUM(value) AS BIGINT) FROM analytics_daily WHERE org_id = $1 AND "
    "day >= $2 AND day "
    "<= $3 AND item <> 0 GROUP BY metric, item ORDER BY metric, item"};
// Distinct people over a period: active, who sent or received, who answered a survey. The
// period's whole months $2..$3 (YYYY-MM) come from analytics_person_months, its edge days
// $4..$5 and $6..$7 from analytics_person_days (an empty part is bound as a range that matches
// nothing; ADR 0087). Grouped by person (one hash of the organisation's people), not three
// COUNT(DISTINCT …) sorts of every row (bench/analytics-reports.sh).
inline constexpr db::Statement kPeopleTotals{
    "analytics.people_totals",
    "SELECT COALESCE(SUM(x.a), 0), COALESCE(SUM(x.p), 0), COALESCE(SUM(x.s), 0) FROM (SELECT "
    "MAX(u.a) AS a, MAX(u.p) AS p, MAX(u.s) AS s FROM (SELECT user_id, active AS a, participated "
    "AS p, surveyed AS s FROM analytics_person_months WHERE org_id = $1 AND month >= $2 AND month "
    "<= $3 UNION ALL SELECT user_id, active, participated, surveyed FROM analytics_person_days "
    "WHERE org_id = $1 AND day >= $4 AND day <= $5 UNION ALL SELECT user_id, active, "
    "participated, surveyed FROM analytics_person_days WHERE org_id = $1 AND day >= $6 AND day <= "
    "$7) u GROUP BY u.user_id) x"};
// People who sent or received, per department, over a period split as for kPeopleTotals
// (grouped by department and person first).
inline constexpr db::Statement kParticipantsByDepartment{
    "analytics.participants_by_department",
    "SELECT x.d, COUNT(*) FROM (SELECT u.d, u.user_id FROM (SELECT department_id AS d, user_id "
    "FROM analytics_person_months WHERE org_id = $1 AND month >= $2 AND month <= $3 AND "
    "participated = 1 UNION ALL SELECT COALESCE(department_id, 0), user_id FROM "
    "analytics_person_days WHERE org_id = $1 AND day >= $4 AND day <= $5 AND participated = 1 "
    "UNION ALL SELECT COALESCE(department_id, 0), user_id FROM analytics_person_days WHERE org_id "
    "= $1 AND day >= $6 AND day <= $7 AND participated = 1) u GROUP BY u.d, u.user_id) x GROUP "
    "BY x.d"};
// Active members now per department (0: none), with the department's name.
inline constexpr db::Statement kMembersByDepartment{
    "analytics.members_by_department",
    "SELECT COALESCE(u.department_id, 0), d.name, COUNT(*) FROM users u LEFT JOIN departments d "
    "ON d.org_id = u.org_id AND d.id = u.department_id WHERE u.org_id = $1 AND u.active = 1 AND "
    "u.erased_at IS NULL GROUP BY COALESCE(u.department_id, 0), d.name"};
inline constexpr db::Statement kValueNames{
    "analytics.value_names",
    "SELECT id, name FROM corporate_values WHERE org_id = $1 AND id {{ANY_INT $2}}"};
inline constexpr db::Statement kBadgeNames{
    "analytics.badge_names", "SELECT id, name FROM badges WHERE org_id = $1 AND id {{ANY_INT $2}}"};

// --- The equity report, the network and the reciprocity view (analytics_pairs) ---------------
// Recognitions received per person over $2..$3.
inline constexpr db::Statement kReceivedPerPerson{
    "analytics.received_per_person",
    "SELECT receiver_id, CAST(SUM(recognitions) AS BIGINT) FROM analytics_pairs WHERE org_id = $1 "
    "AND day >= $2 AND day <= $3 GROUP BY receiver_id"};
// Who recognised whom over $2..$3: recognitions, points and posts (each post counted on its
// first receiver's pair) per sender and receiver.
inline constexpr db::Statement kPairsInPeriod{
    "analytics.pairs_in_period",
    "SELECT sender_id, receiver_id, CAST(SUM(recognitions) AS BIGINT), CAST(SUM(points) AS "
    "BIGINT), CAST(SUM(posts) AS BIGINT) FROM analytics_pairs WHERE org_id = $1 AND day >= $2 "
    "AND day <= $3 GROUP BY sender_id, receiver_id"};
// The active members today with the attributes the equity report groups by.
inline constexpr db::Statement kMembersWithAttributes{
    "analytics.members_with_attributes",
    "SELECT u.id, COALESCE(u.department_id, 0), d.name, u.birthday, u.admission_date, u.country, "
    "u.contract_type, u.gender FROM users u LEFT JOIN departments d ON d.org_id = u.org_id AND "
    "d.id = u.department_id WHERE "
    "u.org_id = $1 AND u.active = 1 AND u.erased_at IS NULL ORDER BY u.id LIMIT 500000"};
// Everyone's site (workplace module) with its name.
inline constexpr db::Statement kSitesOfPeople{
    "analytics.sites_of_people",
    "SELECT a.user_id, a.site_id, s.name FROM workplace_assignments a JOIN workplace_sites s ON "
    "s.org_id = a.org_id AND s.id = a.site_id WHERE a.org_id = $1 ORDER BY a.user_id LIMIT 500000"};
inline constexpr db::Statement kDepartmentNames{
    "analytics.department_names",
    "SELECT id, name FROM departments WHERE org_id = $1 ORDER BY id LIMIT 100000"};
inline constexpr db::Statement kPeopleNames{
    "analytics.people_names",
    "SELECT id, first_name, last_name, profile_photo_url FROM users WHERE org_id = $1 AND id "
    "{{ANY_INT $2}}"};

// --- The leader's dashboard -------------------------------------------------------------------
// Whoever reports to $2, directly or through others (active, not erased), with their leader.
inline constexpr db::Statement kTeam{
    "analytics.team",
    "WITH RECURSIVE team(id) AS (SELECT id FROM users WHERE org_id = $1 AND leader_id = $2 UNION "
    "SELECT u.id FROM users u JOIN team t ON u.leader_id = t.id WHERE u.org_id = $1) SELECT u.id, "
    "u.first_name, u.last_name, u.profile_photo_url, u.job_position, COALESCE(u.leader_id, 0) "
    "FROM team t JOIN users u ON u.org_id = $1 AND u.id = t.id WHERE u.active = 1 AND "
    "u.erased_at IS NULL AND u.id <> $2 ORDER BY u.id LIMIT 501"};
// Recognitions received and sent by the people $2 over $3..$4.
inline constexpr db::Statement kTeamReceived{
    "analytics.team_received",
    "SELECT receiver_id, CAST(SUM(recognitions) AS BIGINT) FROM analytics_pairs WHERE org_id = $1 "
    "AND receiver_id {{ANY_INT $2}} AND day >= $3 AND day <= $4 GROUP BY receiver_id"};
inline constexpr db::Statement kTeamSent{
    "analytics.team_sent",
    "SELECT sender_id, CAST(SUM(recognitions) AS BIGINT) FROM analytics_pairs WHERE org_id = $1 "
    "AND sender_id {{ANY_INT $2}} AND day >= $3 AND day <= $4 GROUP BY sender_id"};
// The last day each of the people $2 was recognised (the days kept).
inline constexpr db::Statement kTeamLastReceived{
    "analytics.team_last_received",
    "SELECT receiver_id, MAX(day) FROM analytics_pairs WHERE org_id = $1 AND receiver_id "
    "{{ANY_INT $2}} GROUP BY receiver_id"};
// Of the people $2, who sent or received a recognition over $3..$4.
inline constexpr db::Statement kTeamParticipants{
    "analytics.team_participants",
    "SELECT COUNT(DISTINCT user_id) FROM analytics_person_days WHERE org_id = $1 AND user_id "
    "{{ANY_INT $2}} AND day >= $3 AND day <= $4 AND participated = 1"};
// The open goals the people $2 own: how many, how many past their end ($3: today), progress.
inline constexpr db::Statement kTeamGoals{
    "analytics.team_goals",
    "SELECT COUNT(*), COALESCE(SUM(CASE WHEN ends_on < $3 THEN 1 ELSE 0 END), 0), AVG(progress) "
    "FROM goals WHERE org_id = $1 AND owner_id {{ANY_INT $2}} AND status = 'active'"};

// --- Custom analytics (analytics_views.cpp): saved views and each person's digest of them
#define APLAUSO_ANALYTICS_VIEW_COLUMNS                                                            \
  "SELECT v.id, v.owner_id, u.first_name, u.last_name, v.name, v.metric, v.dimension, "           \
  "v.filters, v.period, v.chart, v.shared_leaders, v.shared_admins, v.created_at, v.updated_at, " \
  "s.frequency, s.only_significant, s.next_on FROM analytics_views v JOIN users u ON u.org_id = " \
  "v.org_id AND u.id = v.owner_id LEFT JOIN analytics_view_subscriptions s ON s.org_id = "        \
  "v.org_id AND s.view_id = v.id AND s.user_id = $2 "
// One view ($3) with the subscription of the person $2.
inline constexpr db::Statement kViewById{
    "analytics.view_by_id", APLAUSO_ANALYTICS_VIEW_COLUMNS "WHERE v.org_id = $1 AND v.id = $3"};
// Every view of the organisation (an admin's list), newest first.
inline constexpr db::Statement kViewsAll{"analytics.views_all", APLAUSO_ANALYTICS_VIEW_COLUMNS
                                         "WHERE v.org_id = $1 ORDER BY v.id DESC LIMIT 500"};
// A leader's list: their own views and those shared with leaders.
inline constexpr db::Statement kViewsOfLeader{
    "analytics.views_of_leader", APLAUSO_ANALYTICS_VIEW_COLUMNS
    "WHERE v.org_id = $1 AND (v.owner_id = $2 OR v.shared_leaders = 1) ORDER BY v.id DESC LIMIT "
    "500"};
#undef APLAUSO_ANALYTICS_VIEW_COLUMNS
inline constexpr db::Statement kViewCount{"analytics.view_count",
                                          "SELECT COUNT(*) FROM analytics_views WHERE org_id = $1"};
inline constexpr db::Statement kViewInsert{
    "analytics.view_insert",
    "INSERT INTO analytics_views (org_id, owner_id, name, metric, dimension, filters, period, "
    "chart, shared_leaders, shared_admins, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, "
    "$7, $8, $9, $10, $11, $11) RETURNING id"};
inline constexpr db::Statement kViewChange{
    "analytics.view_change",
    "UPDATE analytics_views SET name = $3, metric = $4, dimension = $5, filters = $6, period = $7, "
    "chart = $8, shared_leaders = $9, shared_admins = $10, updated_at = $11 WHERE org_id = $1 AND "
    "id = $2"};
inline constexpr db::Statement kViewDelete{
    "analytics.view_delete", "DELETE FROM analytics_views WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kViewSubscriptionsDelete{
    "analytics.view_subscriptions_delete",
    "DELETE FROM analytics_view_subscriptions WHERE org_id = $1 AND view_id = $2"};
inline constexpr db::Statement kSubscriptionSave{
    "analytics.subscription_save",
    "INSERT INTO analytics_view_subscriptions (org_id, view_id, user_id, frequency, "
    "only_significant, next_on) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (org_id, view_id, "
    "user_id) DO UPDATE SET frequency = excluded.frequency, only_significant = "
    "excluded.only_significant, next_on = excluded.next_on"};
inline constexpr db::Statement kSubscriptionDelete{
    "analytics.subscription_delete",
    "DELETE FROM analytics_view_subscriptions WHERE org_id = $1 AND view_id = $2 AND user_id = $3"};
// The digests due on or before $1 (the latest "today" of any time zone), oldest first: the
// subscriber's role and their organisation's time zone, for the job to check each one's own day.
inline constexpr db::Statement kSubscriptionsDue{
    "analytics.subscriptions_due",
    "SELECT s.org_id, s.view_id, s.user_id, s.frequency, s.only_significant, s.next_on, "
    "o.timezone, u.user_type FROM analytics_view_subscriptions s JOIN organizations o ON o.id = "
    "s.org_id JOIN users u ON u.org_id = s.org_id AND u.id = s.user_id WHERE s.next_on <= $1 AND "
    "o.active = 1 AND u.active = 1 AND u.erased_at IS NULL ORDER BY s.next_on, s.org_id, "
    "s.view_id, s.user_id LIMIT 200"};
// Moves a digest on, only if no other node did ($4: the day it was due).
inline constexpr db::Statement kSubscriptionMove{
    "analytics.subscription_move",
    "UPDATE analytics_view_subscriptions SET next_on = $5 WHERE org_id = $1 AND view_id = $2 AND "
    "user_id = $3 AND next_on = $4"};
// An erased person's subscriptions and views (and the subscriptions to those views).
inline constexpr db::Statement kSubscriptionsOfPersonDelete{
    "analytics.subscriptions_of_person_delete",
    "DELETE FROM analytics_view_subscriptions WHERE org_id = $1 AND (user_id = $2 OR view_id IN "
    "(SELECT id FROM analytics_views WHERE org_id = $1 AND owner_id = $2))"};
inline constexpr db::Statement kViewsOfPersonDelete{
    "analytics.views_of_person_delete",
    "DELETE FROM analytics_views WHERE org_id = $1 AND owner_id = $2"};
// Whoever reports to $2, directly or through others (a leader's view of a custom analysis).
inline constexpr db::Statement kTeamIds{
    "analytics.team_ids",
    "WITH RECURSIVE team(id) AS (SELECT id FROM users WHERE org_id = $1 AND leader_id = $2 UNION "
    "SELECT u.id FROM users u JOIN team t ON u.leader_id = t.id WHERE u.org_id = $1) SELECT t.id "
    "FROM team t WHERE t.id <> $2"};
// The people active on some day of $2..$3.
inline constexpr db::Statement kActivePeople{
    "analytics.active_people",
    "SELECT DISTINCT user_id FROM analytics_person_days WHERE org_id = $1 AND day >= $2 AND day "
    "<= $3 AND active = 1"};
// The same for the people $2 only (a leader's view).
inline constexpr db::Statement kTeamActivePeople{
    "analytics.team_active_people",
    "SELECT DISTINCT user_id FROM analytics_person_days WHERE org_id = $1 AND user_id "
    "{{ANY_INT $2}} AND day >= $3 AND day <= $4 AND active = 1"};
// Recognitions, points and posts given by each of the people $2 over $3..$4 (a leader's view;
// the recognitions they received are kTeamReceived).
inline constexpr db::Statement kTeamGiven{
    "analytics.team_given",
    "SELECT sender_id, CAST(SUM(recognitions) AS BIGINT), CAST(SUM(points) AS BIGINT), "
    "CAST(SUM(posts) AS BIGINT) FROM analytics_pairs WHERE org_id = $1 AND sender_id {{ANY_INT "
    "$2}} AND day >= $3 AND day <= $4 GROUP BY sender_id"};
// The countries of the active members (the view editor's country filter).
inline constexpr db::Statement kMemberCountries{
    "analytics.member_countries",
    "SELECT DISTINCT country FROM users WHERE org_id = $1 AND active = 1 AND erased_at IS NULL "
    "AND country IS NOT NULL ORDER BY country LIMIT 1000"};
// Everyone's organisation groups (a person may be in several).
inline constexpr db::Statement kGroupsOfPeople{
    "analytics.groups_of_people",
    "SELECT m.user_id, g.id, g.name FROM org_group_members m JOIN org_groups g ON g.id = "
    "m.group_id WHERE m.org_id = $1 ORDER BY m.user_id LIMIT 2000000"};
inline constexpr db::Statement kGroupNames{
    "analytics.group_names",
    "SELECT id, name FROM org_groups WHERE org_id = $1 ORDER BY name LIMIT 100000"};
// Who takes part in each program (not deleted, not a draft): assigned to it, or with a
// submission to it that was not cancelled.
inline constexpr db::Statement kProgramsOfPeople{
    "analytics.programs_of_people",
    "SELECT t.user_id, p.id, p.title FROM (SELECT user_id, program_id FROM program_assignments "
    "WHERE org_id = $1 UNION SELECT user_id, program_id FROM program_submissions WHERE org_id = $1 "
    "AND status <> 'cancelled') t JOIN programs p ON p.org_id = $1 AND p.id = t.program_id WHERE "
    "p.deleted_at IS NULL AND p.status <> 'draft' ORDER BY t.user_id LIMIT 2000000"};
inline constexpr db::Statement kProgramNames{
    "analytics.program_names",
    "SELECT id, title FROM programs WHERE org_id = $1 AND deleted_at IS NULL AND status <> 'draft' "
    "ORDER BY title LIMIT 100000"};

// Recognitions each person received with each value over $2..$3 (custom views by value).
inline constexpr db::Statement kValuesReceived{
    "analytics.values_received",
    "SELECT user_id, value_id, CAST(SUM(recognitions) AS BIGINT) FROM analytics_person_values "
    "WHERE org_id = $1 AND day >= $2 AND day <= $3 GROUP BY user_id, value_id"};
// The same for the people $2 only (a leader's view).
inline constexpr db::Statement kTeamValuesReceived{
    "analytics.team_values_received",
    "SELECT user_id, value_id, CAST(SUM(recognitions) AS BIGINT) FROM analytics_person_values "
    "WHERE org_id = $1 AND user_id {{ANY_INT $2}} AND day >= $3 AND day <= $4 GROUP BY user_id, "
    "value_id"};
// The organisation's corporate values by name (archived ones too: past recognitions carry them).
inline constexpr db::Statement kValueList{
    "analytics.value_list",
    "SELECT id, name FROM corporate_values WHERE org_id = $1 ORDER BY name LIMIT 10000"};

}  // namespace aplauso::analytics::sql
