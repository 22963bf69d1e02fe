// SQL of notifications.
#pragma once

#include "db/statement.h"

namespace aplauso::notifications::sql {

// Unread notifications and surveys assigned but not answered, in one round trip.
inline constexpr db::Statement kCounts{
    "notifications.counts",
    "SELECT (SELECT COUNT(*) FROM notifications WHERE org_id = $1 AND user_id = $2 "
    "AND read_at IS NULL), (SELECT COUNT(*) FROM survey_assignments WHERE org_id = $1 AND "
    "user_id = $2 AND completed_at IS NULL)"};
// One notification per (member, payload) pair; ids of other organisations get none.
inline constexpr db::Statement kAdd{
    "notifications.add",
    "INSERT INTO notifications (org_id, user_id, kind, payload, read_at, created_at) "
    "SELECT u.org_id, u.id, CAST($2 AS TEXT), CAST(t.payload AS {{JSON}}), NULL, "
    "CAST($5 AS BIGINT) FROM {{ZIP t user_id:INT $3 payload:TEXT $4}} "
    "JOIN users u ON u.id = t.user_id AND u.org_id = $1"};

}  // namespace aplauso::notifications::sql
