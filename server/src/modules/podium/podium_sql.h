// SQL of the podium: the boards per period and the organisation's podium settings. Active members
// only; filed posts do not count.
#pragma once

#include "db/statement.h"

namespace aplauso::podium::sql {

inline constexpr db::Statement kSettings{
    "podium.settings", "SELECT period, size, metrics FROM podium_settings WHERE org_id = $1"};
inline constexpr db::Statement kSetSettings{
    "podium.set_settings",
    "INSERT INTO podium_settings (org_id, period, size, metrics, updated_at) VALUES ($1, $2, $3, "
    "$4, $5) ON CONFLICT (org_id) DO UPDATE SET period = excluded.period, size = excluded.size, "
    "metrics = excluded.metrics, updated_at = excluded.updated_at"};
inline constexpr db::Statement kSentBoard{
    "podium.sent_board",
    "SELECT p.author_id, COUNT(*) AS v FROM posts p JOIN users u ON u.id = p.author_id AND "
    "u.org_id = p.org_id AND u.active = 1 WHERE p.org_id = $1 AND p.kind = 'recognition' AND "
    "p.filed = 0 AND p.created_at >= $2 AND p.created_at < $3 GROUP BY p.author_id "
    "ORDER BY v DESC, 1 LIMIT $4"};
inline constexpr db::Statement kReceivedBoard{
    "podium.received_board",
    "SELECT r.user_id, COUNT(*) AS v FROM post_receivers r JOIN posts p ON p.id = r.post_id AND "
    "p.org_id = r.org_id JOIN users u ON u.id = r.user_id AND u.org_id = r.org_id AND "
    "u.active = 1 WHERE r.org_id = $1 AND p.kind = 'recognition' AND p.filed = 0 AND "
    "r.created_at >= $2 AND r.created_at < $3 GROUP BY r.user_id ORDER BY v DESC, 1 LIMIT $4"};
inline constexpr db::Statement kPointsBoard{
    "podium.points_board",
    "SELECT r.user_id, SUM(r.points) AS v FROM post_receivers r JOIN posts p ON p.id = r.post_id "
    "AND p.org_id = r.org_id JOIN users u ON u.id = r.user_id AND u.org_id = r.org_id AND "
    "u.active = 1 WHERE r.org_id = $1 AND p.kind = 'recognition' AND p.filed = 0 AND "
    "r.created_at >= $2 AND r.created_at < $3 GROUP BY r.user_id HAVING SUM(r.points) > 0 "
    "ORDER BY v DESC, 1 LIMIT $4"};

}  // namespace aplauso::podium::sql
