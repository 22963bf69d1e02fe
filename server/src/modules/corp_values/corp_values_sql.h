// SQL of the values page (/corp_values, VAL-3 and VAL-5): fixed aggregates over post_values by
// organisation and time (post_values_time, post_values_org_value), never a loop over the feed.
// Filed (archived) posts do not count. Every statement filters by organisation ($1).
#pragma once

#include "db/statement.h"

namespace aplauso::corp_values::sql {

// Recognitions carrying each value per UTC day since $2 (folded into months by the service).
inline constexpr db::Statement kValueDays{
    "corp_values.value_days",
    "SELECT pv.value_id, pv.created_at / 86400000, COUNT(*) FROM post_values pv "
    "JOIN posts p ON p.id = pv.post_id AND p.org_id = pv.org_id AND p.filed = 0 "
    "WHERE pv.org_id = $1 AND pv.created_at >= $2 "
    "GROUP BY pv.value_id, pv.created_at / 86400000"};
// Every recognition per UTC day since $2: the denominator of a value's share (posts_time).
inline constexpr db::Statement kRecognitionDays{
    "corp_values.recognition_days",
    "SELECT created_at / 86400000, COUNT(*) FROM posts WHERE org_id = $1 AND created_at >= $2 "
    "AND kind = 'recognition' AND filed = 0 GROUP BY created_at / 86400000"};
// The five latest recognitions of each value since $2: value, post, author, message, time.
// PostgreSQL reads each value's newest tags from post_values_org_value and stops at five
// (LATERAL), whatever the year holds; SQLite numbers the rows per value.
inline constexpr db::Statement kRecent{
    "corp_values.recent",
    "SELECT value_id, post_id, author_id, message, created_at FROM (SELECT pv.value_id, "
    "p.id AS post_id, p.author_id, p.message, p.created_at, ROW_NUMBER() OVER (PARTITION BY "
    "pv.value_id ORDER BY pv.created_at DESC, p.id DESC) AS rn FROM post_values pv JOIN posts p "
    "ON p.id = pv.post_id AND p.org_id = pv.org_id AND p.filed = 0 WHERE pv.org_id = $1 AND "
    "pv.created_at >= $2) t WHERE rn <= 5 ORDER BY value_id, rn",
    "SELECT v.id, r.post_id, r.author_id, r.message, r.created_at FROM corporate_values v "
    "CROSS JOIN LATERAL (SELECT p.id AS post_id, p.author_id, p.message, p.created_at, "
    "pv.created_at AS tagged_at FROM post_values pv JOIN posts p ON p.id = pv.post_id AND "
    "p.org_id = pv.org_id AND p.filed = 0 WHERE pv.org_id = v.org_id AND pv.value_id = v.id AND "
    "pv.created_at >= $2 ORDER BY pv.created_at DESC, p.id DESC LIMIT 5) r WHERE v.org_id = $1 "
    "ORDER BY v.id, r.tagged_at DESC, r.post_id DESC"};
// The five people who recognised each value most since $2 (active people only; people who chose
// not to be listed are skipped by value_preferences' key, so the next ones move up).
inline constexpr db::Statement kTopSenders{
    "corp_values.top_senders",
    "SELECT value_id, user_id, n FROM (SELECT pv.value_id, p.author_id AS user_id, COUNT(*) AS n, "
    "ROW_NUMBER() OVER (PARTITION BY pv.value_id ORDER BY COUNT(*) DESC, p.author_id) AS rn "
    "FROM post_values pv JOIN posts p ON p.id = pv.post_id AND p.org_id = pv.org_id AND "
    "p.filed = 0 JOIN users u ON u.id = p.author_id AND u.org_id = pv.org_id AND u.active = 1 "
    "WHERE pv.org_id = $1 AND pv.created_at >= $2 AND NOT EXISTS (SELECT 1 FROM "
    "value_preferences vp WHERE vp.org_id = pv.org_id AND vp.user_id = p.author_id AND "
    "vp.listed = 0) GROUP BY pv.value_id, p.author_id) t "
    "WHERE rn <= 5 ORDER BY value_id, rn"};
// The five people recognised most for each value since $2 (active people only; as above, people
// who chose not to be listed are skipped).
inline constexpr db::Statement kTopReceivers{
    "corp_values.top_receivers",
    "SELECT value_id, user_id, n FROM (SELECT pv.value_id, r.user_id, COUNT(*) AS n, "
    "ROW_NUMBER() OVER (PARTITION BY pv.value_id ORDER BY COUNT(*) DESC, r.user_id) AS rn "
    "FROM post_values pv JOIN posts p ON p.id = pv.post_id AND p.org_id = pv.org_id AND "
    "p.filed = 0 JOIN post_receivers r ON r.post_id = pv.post_id AND r.org_id = pv.org_id "
    "JOIN users u ON u.id = r.user_id AND u.org_id = pv.org_id AND u.active = 1 "
    "WHERE pv.org_id = $1 AND pv.created_at >= $2 AND NOT EXISTS (SELECT 1 FROM "
    "value_preferences vp WHERE vp.org_id = pv.org_id AND vp.user_id = r.user_id AND "
    "vp.listed = 0) GROUP BY pv.value_id, r.user_id) t "
    "WHERE rn <= 5 ORDER BY value_id, rn"};
// Recognitions received per value and receiver's department since $2 (VAL-5).
inline constexpr db::Statement kDepartmentCounts{
    "corp_values.department_counts",
    "SELECT pv.value_id, u.department_id, COUNT(*) FROM post_values pv JOIN posts p ON "
    "p.id = pv.post_id AND p.org_id = pv.org_id AND p.filed = 0 JOIN post_receivers r ON "
    "r.post_id = pv.post_id AND r.org_id = pv.org_id JOIN users u ON u.id = r.user_id AND "
    "u.org_id = pv.org_id WHERE pv.org_id = $1 AND pv.created_at >= $2 AND "
    "u.department_id IS NOT NULL GROUP BY pv.value_id, u.department_id"};
// Departments with their active members (a breakdown shows only those of at least k).
inline constexpr db::Statement kDepartments{
    "corp_values.departments",
    "SELECT d.id, d.name, COUNT(u.id) FROM departments d JOIN users u ON u.org_id = d.org_id "
    "AND u.department_id = d.id AND u.active = 1 WHERE d.org_id = $1 GROUP BY d.id, d.name "
    "ORDER BY d.name"};
// Suggestions shown since $2 and how many the senders took (VAL-★3).
inline constexpr db::Statement kSuggestions{
    "corp_values.suggestions",
    "SELECT COUNT(*), COALESCE(SUM(CASE WHEN accepted = 1 THEN 1 ELSE 0 END), 0) FROM "
    "value_suggestions WHERE org_id = $1 AND created_at >= $2"};

// A person's choice to appear in the top lists (no row: listed).
inline constexpr db::Statement kListed{
    "corp_values.listed",
    "SELECT listed FROM value_preferences WHERE org_id = $1 AND user_id = $2"};
inline constexpr db::Statement kSetListed{
    "corp_values.set_listed",
    "INSERT INTO value_preferences (org_id, user_id, listed, updated_at) VALUES ($1, $2, $3, $4) "
    "ON CONFLICT (org_id, user_id) DO UPDATE SET listed = excluded.listed, "
    "updated_at = excluded.updated_at"};

}  // namespace aplauso::corp_values::sql
