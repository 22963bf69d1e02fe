// SQL of badges and of the badges a member received.
#pragma once

#include "db/statement.h"

namespace aplauso::badges::sql {

#define APLAUSO_BADGE_COLUMNS                                                             \
  "SELECT id, name, description, image_key, active, created_at, name_en, description_en " \
  "FROM badges "
inline constexpr db::Statement kFind{"badges.find",
                                     APLAUSO_BADGE_COLUMNS "WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kList{
    "badges.list",
    APLAUSO_BADGE_COLUMNS "WHERE org_id = $1 AND (active = 1 OR $2 = 1) ORDER BY name, id"};
#undef APLAUSO_BADGE_COLUMNS
inline constexpr db::Statement kInsert{
    "badges.insert",
    "INSERT INTO badges (org_id, name, description, image_key, active, created_by, created_at, "
    "name_en, description_en) VALUES ($1, $2, $3, $4, 1, $5, $6, $7, $8) RETURNING id"};
inline constexpr db::Statement kUpdate{
    "badges.update",
    "UPDATE badges SET name = $3, description = $4, active = $5, name_en = $6, "
    "description_en = $7 WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kDelete{"badges.delete",
                                       "DELETE FROM badges WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kReceived{
    "badges.received",
    "SELECT b.id, b.name, b.description, b.image_key, b.active, b.created_at, b.name_en, "
    "b.description_en, COUNT(*), "
    "MAX(p.created_at) FROM post_receivers r JOIN posts p ON p.id = r.post_id AND "
    "p.org_id = r.org_id JOIN badges b ON b.id = p.badge_id AND b.org_id = r.org_id "
    "WHERE r.org_id = $1 AND r.user_id = $2 AND p.kind = 'badge' AND p.filed = 0 "
    "GROUP BY b.id, b.name, b.description, b.image_key, b.active, b.created_at, b.name_en, "
    "b.description_en "
    "ORDER BY MAX(p.created_at) DESC"};
// The badges a member ($2) received in [$3, $4) ms, newest first, at most $5: name, English
// name, when (the evaluations module's evidence panel).
inline constexpr db::Statement kReceivedBetween{
    "badges.received_between",
    "SELECT b.name, b.name_en, p.created_at FROM post_receivers r JOIN posts p ON p.id = "
    "r.post_id AND p.org_id = r.org_id JOIN badges b ON b.id = p.badge_id AND b.org_id = r.org_id "
    "WHERE r.org_id = $1 AND r.user_id = $2 AND p.kind = 'badge' AND p.filed = 0 AND p.created_at "
    ">= $3 AND p.created_at < $4 ORDER BY p.created_at DESC, p.id DESC LIMIT $5"};

}  // namespace aplauso::badges::sql
