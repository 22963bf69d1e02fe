// SQL of goals: goals and their owners, viewers, checklists, check-ins (append-only), the
// alignment graph (goal_links), comments, categories, settings and nudges. Statements that answer
// a viewer bind $1 organisation, $2 viewer, $3 1 for an admin, $4 the viewer's department (NULL
// for none) and start with APLAUSO_GOAL_TEAM (the people whose leader chain reaches the viewer,
// up to 10 levels); APLAUSO_GOAL_VISIBLE(g) is the visibility rule of docs/goals.md.
#pragma once

#include "db/statement.h"

namespace aplauso::goals::sql {

#define APLAUSO_GOAL_TEAM                                                                        \
  "WITH RECURSIVE team(id, depth) AS (SELECT u.id, 1 FROM users u WHERE u.org_id = $1 AND "      \
  "u.leader_id = $2 UNION ALL SELECT u.id, t.depth + 1 FROM users u JOIN team t ON u.leader_id " \
  "= t.id WHERE u.org_id = $1 AND t.depth < 10) "

#define APLAUSO_GOAL_VISIBLE(g)                                                                   \
  "($3 = 1 OR " #g ".visibility = 'public' OR " #g                                                \
  ".owner_id IN (SELECT id FROM team) OR EXISTS (SELECT 1 FROM goal_owners vo WHERE vo.org_id = " \
  "" #g ".org_id AND vo.goal_id = " #g ".id AND vo.user_id = $2) OR (" #g                         \
  ".visibility = 'department' AND EXISTS (SELECT 1 FROM users vu WHERE vu.org_id = " #g           \
  ".org_id AND vu.id = " #g ".owner_id AND vu.department_id = $4)) OR (" #g                       \
  ".visibility = 'private' AND EXISTS (SELECT 1 FROM goal_viewers vv WHERE vv.org_id = " #g       \
  ".org_id AND vv.goal_id = " #g ".id AND vv.user_id = $2)))"

// The level's place in the tree: company first.
#define APLAUSO_GOAL_LEVEL_RANK(g)                                           \
  "CASE " #g                                                                 \
  ".level WHEN 'company' THEN 0 WHEN 'department' THEN 1 WHEN 'group' THEN " \
  "2 ELSE 3 END"

// A goal row (GoalRow, goal_repo.cpp reads the columns in this order) for the goals a subquery
// `pk` picked (org_id, id, ends_on, lv, contribution), in its order.
#define APLAUSO_GOAL_ROWS(pick)                                                                   \
  "SELECT g.id, g.title, g.level, g.department_id, d.name, g.group_id, gr.name, g.owner_id, "     \
  "g.category_id, c.name, c.name_en, c.value_id, g.starts_on, g.ends_on, g.metric, g.unit, "      \
  "g.currency, g.start_value, g.target_value, g.current_value, g.progress, g.status, g.weight, "  \
  "g.visibility, g.checkins, g.last_checkin_at, g.last_checkin_status, "                          \
  "g.last_checkin_confidence, (SELECT COUNT(*) FROM goal_links pl WHERE pl.org_id = g.org_id "    \
  "AND pl.child_id = g.id), (SELECT COUNT(*) FROM goal_links cl WHERE cl.org_id = g.org_id AND "  \
  "cl.parent_id = g.id), g.points, g.updated_at, g.description, g.progress_mode, g.creator_id, "  \
  "g.closed_outcome, g.closed_value, g.closed_comment, g.closed_at, g.closed_by, g.paid_at, "     \
  "g.created_at, pk.contribution FROM (" pick                                                     \
  ") pk JOIN goals g ON g.org_id = pk.org_id AND g.id = pk.id LEFT JOIN departments d ON d.id = " \
  "g.department_id LEFT JOIN org_groups gr ON gr.id = g.group_id LEFT JOIN goal_categories c ON " \
  "c.id = g.category_id ORDER BY pk.lv, pk.ends_on, pk.id"

// The list's filters: $5 status ('' = all but archived), $6 level (''), $7 category (0), $8 owner
// (0), $9 department (0), $10 ends on or after (''), $11 starts on or before (''), $12 a LIKE
// pattern of the lowered title (''); each scope's statement adds its own condition.
#define APLAUSO_GOAL_FILTERS                                                                     \
  "g.org_id = $1 AND ((CAST($5 AS TEXT) = '' AND g.status <> 'archived') OR g.status = $5) AND " \
  "(CAST($6 AS TEXT) = '' OR g.level = $6) AND ($7 = 0 OR g.category_id = $7) AND ($8 = 0 OR "   \
  "g.owner_id = $8) AND ($9 = 0 OR g.department_id = $9 OR EXISTS (SELECT 1 FROM users du "      \
  "WHERE du.org_id = g.org_id AND du.id = g.owner_id AND du.department_id = $9)) AND (CAST($10 " \
  "AS TEXT) = '' OR g.ends_on >= $10) AND (CAST($11 AS TEXT) = '' OR g.starts_on <= $11) AND "   \
  "(CAST($12 AS TEXT) = '' OR LOWER(g.title) LIKE $12) AND " APLAUSO_GOAL_VISIBLE(g)

// A page of one scope ($13 limit, $14 offset), by ends_on then id, and its count.
#define APLAUSO_GOAL_LIST(scope)                                            \
  APLAUSO_GOAL_TEAM APLAUSO_GOAL_ROWS(                                      \
      "SELECT g.org_id, g.id, g.ends_on, 0 AS lv, 0 AS "                    \
      "contribution FROM goals g WHERE " scope " AND " APLAUSO_GOAL_FILTERS \
      " ORDER BY g.ends_on, g.id LIMIT $13 OFFSET $14")
#define APLAUSO_GOAL_COUNT(scope) \
  APLAUSO_GOAL_TEAM "SELECT COUNT(*) FROM goals g WHERE " scope " AND " APLAUSO_GOAL_FILTERS
// mine: the viewer owns or co-owns them; team: owned by someone whose leader chain reaches the
// viewer; company: company and department levels; all: every goal the viewer sees.
#define APLAUSO_SCOPE_MINE \
  "g.id IN (SELECT mo.goal_id FROM goal_owners mo WHERE mo.org_id = $1 AND mo.user_id = $2)"
#define APLAUSO_SCOPE_TEAM "g.owner_id IN (SELECT id FROM team)"
#define APLAUSO_SCOPE_COMPANY "g.level IN ('company', 'department')"
#define APLAUSO_SCOPE_ALL "g.org_id = $1"

// --- Reading goals -----------------------------------------------------------------------------
inline constexpr db::Statement kListMine{"goals.list_mine", APLAUSO_GOAL_LIST(APLAUSO_SCOPE_MINE)};
inline constexpr db::Statement kListTeam{"goals.list_team", APLAUSO_GOAL_LIST(APLAUSO_SCOPE_TEAM)};
inline constexpr db::Statement kListCompany{"goals.list_company",
                                            APLAUSO_GOAL_LIST(APLAUSO_SCOPE_COMPANY)};
inline constexpr db::Statement kListAll{"goals.list_all", APLAUSO_GOAL_LIST(APLAUSO_SCOPE_ALL)};
inline constexpr db::Statement kCountMine{"goals.count_mine",
                                          APLAUSO_GOAL_COUNT(APLAUSO_SCOPE_MINE)};
inline constexpr db::Statement kCountTeam{"goals.count_team",
                                          APLAUSO_GOAL_COUNT(APLAUSO_SCOPE_TEAM)};
inline constexpr db::Statement kCountCompany{"goals.count_company",
                                             APLAUSO_GOAL_COUNT(APLAUSO_SCOPE_COMPANY)};
inline constexpr db::Statement kCountAll{"goals.count_all", APLAUSO_GOAL_COUNT(APLAUSO_SCOPE_ALL)};

// The tree's roots: visible goals ($5 ends on or after, $6 starts on or before, '' for any) with
// no visible parent, company level first, at most $7. A goal with a public parent is never one:
// those are set aside first (`cand`, materialised), so the visibility rule runs only for the few
// left instead of for every goal of the organisation.
inline constexpr db::Statement kRoots{
    "goals.roots", APLAUSO_GOAL_TEAM
    ", cand AS MATERIALIZED (SELECT g.id FROM goals g WHERE g.org_id = $1 AND g.status <> "
    "'archived' AND NOT EXISTS (SELECT 1 FROM goal_links pl JOIN goals pp ON pp.org_id = "
    "pl.org_id AND pp.id = pl.parent_id WHERE pl.org_id = g.org_id AND pl.child_id = g.id AND "
    "pp.visibility = 'public')) " APLAUSO_GOAL_ROWS(
        "SELECT g.org_id, g.id, g.ends_on, " APLAUSO_GOAL_LEVEL_RANK(
            g) " AS lv, 0 AS contribution FROM cand JOIN goals g ON g.org_id = $1 AND g.id = "
               "cand.id WHERE (CAST($5 AS TEXT) = '' OR g.ends_on >= $5) AND (CAST($6 AS TEXT) = "
               "'' OR g.starts_on <= $6) AND " APLAUSO_GOAL_VISIBLE(
                   g) " AND NOT EXISTS (SELECT 1 FROM goal_links l JOIN goals p ON p.org_id = "
                      "l.org_id AND p.id = l.parent_id WHERE l.org_id = g.org_id AND l.child_id "
                      "= g.id AND " APLAUSO_GOAL_VISIBLE(p) ") ORDER BY lv, g.ends_on, g.id "
                                                            "LIMIT $7")};
// A goal's visible children ($5) with their contributions, at most $6.
inline constexpr db::Statement kChildren{
    "goals.children",
    APLAUSO_GOAL_TEAM APLAUSO_GOAL_ROWS(
        "SELECT g.org_id, g.id, g.ends_on, " APLAUSO_GOAL_LEVEL_RANK(
            g) " AS lv, l.contribution AS contribution FROM goal_links l JOIN goals g ON "
               "g.org_id = l.org_id AND g.id = l.child_id WHERE l.org_id = $1 AND l.parent_id = "
               "$5 AND " APLAUSO_GOAL_VISIBLE(g) " ORDER BY lv, g.ends_on, g.id LIMIT $6")};
// How many of a goal's children ($5) the viewer does not see.
inline constexpr db::Statement kHiddenChildren{
    "goals.hidden_children", APLAUSO_GOAL_TEAM
    "SELECT COUNT(*) FROM goal_links l JOIN goals g ON g.org_id = l.org_id AND "
    "g.id = l.child_id WHERE l.org_id = $1 AND l.parent_id = $5 AND NOT "
    "" APLAUSO_GOAL_VISIBLE(g)};
// A goal's visible parents ($5) with the contribution it makes to each.
inline constexpr db::Statement kParents{
    "goals.parents",
    APLAUSO_GOAL_TEAM APLAUSO_GOAL_ROWS(
        "SELECT g.org_id, g.id, g.ends_on, 0 AS lv, l.contribution AS contribution FROM "
        "goal_links l JOIN goals g ON g.org_id = l.org_id AND g.id = l.parent_id WHERE l.org_id "
        "= $1 AND l.child_id = $5 AND " APLAUSO_GOAL_VISIBLE(g))};
// Which of the goals $5 the viewer sees.
inline constexpr db::Statement kVisible{"goals.visible", APLAUSO_GOAL_TEAM
                                        "SELECT g.id FROM goals g WHERE g.org_id = $1 AND g.id "
                                        "{{ANY_INT $5}} AND " APLAUSO_GOAL_VISIBLE(g)};
// One goal, whoever looks.
inline constexpr db::Statement kFind{
    "goals.find", APLAUSO_GOAL_ROWS("SELECT org_id, id, ends_on, 0 AS lv, 0 AS contribution FROM "
                                    "goals WHERE org_id = $1 AND id = $2")};
// Locks goals (a writer's first statement: the goal and the ancestors it rolls up), in id order.
inline constexpr db::Statement kLock{
    "goals.lock",
    "SELECT id, status FROM goals WHERE org_id = $1 AND id {{ANY_INT $2}} ORDER BY id "
    "{{FOR_UPDATE}}"};

// The owner and co-owners of goals $2 (is_owner first).
inline constexpr db::Statement kOwners{
    "goals.owners",
    "SELECT goal_id, user_id, is_owner FROM goal_owners WHERE org_id = $1 AND goal_id "
    "{{ANY_INT $2}} ORDER BY goal_id, is_owner DESC, user_id"};
inline constexpr db::Statement kViewers{
    "goals.viewers",
    "SELECT user_id FROM goal_viewers WHERE org_id = $1 AND goal_id = $2 ORDER BY user_id"};
// The check-ins' values of goals $2, newest first (the forecast reads the last 20 of each).
inline constexpr db::Statement kSeries{
    "goals.series",
    "SELECT goal_id, created_at, value FROM goal_checkins WHERE org_id = $1 AND goal_id "
    "{{ANY_INT $2}} ORDER BY goal_id, created_at DESC, id DESC"};

// --- Graph ---------------------------------------------------------------------------------------
// The calculated ancestors of goal $2 with their longest distance from it (roll them up nearest
// first: a goal comes after every descendant it has among them).
inline constexpr db::Statement kAncestors{
    "goals.ancestors",
    "WITH RECURSIVE up(id, depth) AS (SELECT parent_id, 1 FROM goal_links WHERE org_id = $1 AND "
    "child_id = $2 UNION SELECT l.parent_id, u.depth + 1 FROM goal_links l JOIN up u ON "
    "l.child_id = u.id WHERE l.org_id = $1 AND u.depth < 50) SELECT g.id, MAX(u.depth) FROM up u "
    "JOIN goals g ON g.org_id = $1 AND g.id = u.id WHERE g.progress_mode = 'children' GROUP BY "
    "g.id ORDER BY MAX(u.depth), g.id"};
// How many of goals $3 are goal $2 or one of its descendants (a parent among them is a cycle).
inline constexpr db::Statement kInSubtree{
    "goals.in_subtree",
    "WITH RECURSIVE down(id) AS (SELECT CAST($2 AS BIGINT) UNION SELECT l.child_id FROM "
    "goal_links l JOIN down d ON l.parent_id = d.id WHERE l.org_id = $1) SELECT COUNT(*) FROM "
    "down WHERE id {{ANY_INT $3}}"};
#define APLAUSO_GOAL_ROLLED                                                                    \
  "COALESCE((SELECT SUM(l.contribution * c.progress) / SUM(l.contribution) FROM goal_links l " \
  "JOIN goals c ON c.org_id = l.org_id AND c.id = l.child_id WHERE l.org_id = goals.org_id "   \
  "AND l.parent_id = goals.id AND c.status <> 'archived'), 0)"
// GOA-5: a calculated goal's progress is the weighted mean of its children's.
inline constexpr db::Statement kRollUp{
    "goals.roll_up",
    "UPDATE goals SET progress = " APLAUSO_GOAL_ROLLED
    ", current_value = start_value + (target_value - start_value) * " APLAUSO_GOAL_ROLLED
    " / 100, updated_at = $3 WHERE org_id = $1 AND id = $2 AND progress_mode = 'children'"};
inline constexpr db::Statement kParentIds{
    "goals.parent_ids",
    "SELECT parent_id FROM goal_links WHERE org_id = $1 AND child_id = $2 ORDER BY parent_id"};
inline constexpr db::Statement kChildIds{
    "goals.child_ids",
    "SELECT child_id FROM goal_links WHERE org_id = $1 AND parent_id = $2 ORDER BY child_id"};
inline constexpr db::Statement kUnlinkParents{
    "goals.unlink_parents", "DELETE FROM goal_links WHERE org_id = $1 AND child_id = $2"};
inline constexpr db::Statement kUnlinkChildren{
    "goals.unlink_children", "DELETE FROM goal_links WHERE org_id = $1 AND parent_id = $2"};
inline constexpr db::Statement kLink{
    "goals.link",
    "INSERT INTO goal_links (org_id, parent_id, child_id, contribution, created_at) VALUES ($1, "
    "$2, $3, $4, $5)"};
inline constexpr db::Statement kSetContribution{
    "goals.set_contribution",
    "UPDATE goal_links SET contribution = $4 WHERE org_id = $1 AND parent_id = $2 AND child_id = "
    "$3"};

// --- Writing goals -------------------------------------------------------------------------------
inline constexpr db::Statement kInsert{
    "goals.insert",
    "INSERT INTO goals (org_id, title, description, owner_id, creator_id, level, department_id, "
    "group_id, category_id, starts_on, ends_on, metric, unit, currency, start_value, "
    "target_value, current_value, progress, progress_mode, visibility, weight, points, status, "
    "created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, "
    "$15, $16, $15, 0, $17, $18, $19, $20, 'active', $21, $21) RETURNING id"};
inline constexpr db::Statement kUpdate{
    "goals.edit",
    "UPDATE goals SET title = $3, description = $4, owner_id = $5, level = $6, department_id = "
    "$7, group_id = $8, category_id = $9, starts_on = $10, ends_on = $11, metric = $12, unit = "
    "$13, currency = $14, start_value = $15, target_value = $16, progress_mode = $17, visibility "
    "= $18, weight = $19, points = $20, updated_at = $21 WHERE org_id = $1 AND id = $2"};
// A goal's value and progress (a check-in sets the newest value; a checklist or an edit the
// progress).
inline constexpr db::Statement kSetProgress{
    "goals.set_progress",
    "UPDATE goals SET current_value = $3, progress = $4, updated_at = $5 WHERE org_id = $1 AND id "
    "= $2"};
inline constexpr db::Statement kRecordCheckin{
    "goals.record_checkin",
    "UPDATE goals SET current_value = $3, progress = $4, checkins = checkins + 1, "
    "last_checkin_at = $5, last_checkin_status = $6, last_checkin_confidence = $7, updated_at = "
    "$5 WHERE org_id = $1 AND id = $2"};
// A change of status from the one the caller saw ($3): 0 rows when another call got there first.
inline constexpr db::Statement kSetStatus{
    "goals.set_status",
    "UPDATE goals SET status = $4, updated_at = $5 WHERE org_id = $1 AND id = $2 AND status = $3"};
inline constexpr db::Statement kClose{
    "goals.close",
    "UPDATE goals SET status = $4, closed_outcome = $5, closed_value = $6, closed_comment = $7, "
    "closed_at = $8, closed_by = $9, updated_at = $8 WHERE org_id = $1 AND id = $2 AND status = "
    "$3"};
inline constexpr db::Statement kReopen{
    "goals.reopen",
    "UPDATE goals SET status = 'active', closed_outcome = NULL, closed_value = NULL, "
    "closed_comment = NULL, closed_at = NULL, closed_by = NULL, updated_at = $3 WHERE org_id = $1 "
    "AND id = $2 AND paid_at IS NULL"};
inline constexpr db::Statement kPaid{
    "goals.paid",
    "UPDATE goals SET status = 'achieved', paid_at = $3, updated_at = $3 WHERE org_id = $1 AND id "
    "= $2 AND paid_at IS NULL"};
inline constexpr db::Statement kSetWeight{"goals.set_weight",
                                          "UPDATE goals SET weight = $4, updated_at = $5 WHERE "
                                          "org_id = $1 AND id = $2 AND owner_id = $3"};
// The weights of a person's goals in a period (not archived).
inline constexpr db::Statement kWeightSum{
    "goals.weight_sum",
    "SELECT COALESCE(SUM(weight), 0), COUNT(*) FROM goals WHERE org_id = $1 AND owner_id = $2 AND "
    "status <> 'archived' AND ends_on >= $3 AND starts_on <= $4"};
inline constexpr db::Statement kDelete{
    "goals.delete", "DELETE FROM goals WHERE org_id = $1 AND id = $2 AND checkins = 0"};

inline constexpr db::Statement kInsertOwner{
    "goals.insert_owner",
    "INSERT INTO goal_owners (org_id, goal_id, user_id, is_owner) VALUES ($1, $2, $3, $4)"};
inline constexpr db::Statement kDeleteOwners{
    "goals.delete_owners", "DELETE FROM goal_owners WHERE org_id = $1 AND goal_id = $2"};
inline constexpr db::Statement kInsertViewer{
    "goals.insert_viewer",
    "INSERT INTO goal_viewers (org_id, goal_id, user_id) VALUES ($1, $2, $3)"};
inline constexpr db::Statement kDeleteViewers{
    "goals.delete_viewers", "DELETE FROM goal_viewers WHERE org_id = $1 AND goal_id = $2"};

// --- Checklist -----------------------------------------------------------------------------------
inline constexpr db::Statement kChecklist{
    "goals.checklist",
    "SELECT id, title, done, weight, done_at, done_by FROM goal_checklist_items WHERE org_id = $1 "
    "AND goal_id = $2 ORDER BY position, id"};
inline constexpr db::Statement kDeleteChecklist{
    "goals.delete_checklist",
    "DELETE FROM goal_checklist_items WHERE org_id = $1 AND goal_id = $2"};
inline constexpr db::Statement kInsertItem{
    "goals.insert_item",
    "INSERT INTO goal_checklist_items (org_id, goal_id, position, title, weight, done, done_at, "
    "done_by) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id"};
inline constexpr db::Statement kToggleItem{
    "goals.toggle_item",
    "UPDATE goal_checklist_items SET done = $4, done_at = $5, done_by = $6 WHERE org_id = $1 AND "
    "goal_id = $2 AND id = $3"};

// --- Check-ins -----------------------------------------------------------------------------------
inline constexpr db::Statement kInsertCheckin{
    "goals.insert_checkin",
    "INSERT INTO goal_checkins (org_id, goal_id, author_id, value, status, confidence, comment, "
    "attachments, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, CAST($8 AS {{JSON}}), $9) "
    "RETURNING id"};
#define APLAUSO_CHECKIN_COLUMNS                                                           \
  "SELECT id, author_id, value, status, confidence, comment, CAST(attachments AS TEXT), " \
  "created_at FROM goal_checkins "
inline constexpr db::Statement kCheckins{
    "goals.checkins", APLAUSO_CHECKIN_COLUMNS
    "WHERE org_id = $1 AND goal_id = $2 ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4"};
inline constexpr db::Statement kCheckin{"goals.checkin",
                                        APLAUSO_CHECKIN_COLUMNS "WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kCheckinCount{
    "goals.checkin_count", "SELECT COUNT(*) FROM goal_checkins WHERE org_id = $1 AND goal_id = $2"};
// --- Comments ------------------------------------------------------------------------------------
inline constexpr db::Statement kInsertComment{
    "goals.insert_comment",
    "INSERT INTO goal_comments (org_id, goal_id, author_id, body, created_at) VALUES ($1, $2, $3, "
    "$4, $5) RETURNING id"};
inline constexpr db::Statement kComments{
    "goals.comments",
    "SELECT id, author_id, body, created_at FROM goal_comments WHERE org_id = $1 AND goal_id = $2 "
    "ORDER BY id LIMIT $3 OFFSET $4"};
inline constexpr db::Statement kCommentCount{
    "goals.comment_count", "SELECT COUNT(*) FROM goal_comments WHERE org_id = $1 AND goal_id = $2"};

// Everything else a deleted goal leaves (its links go with it).
inline constexpr db::Statement kDeleteComments{
    "goals.delete_comments", "DELETE FROM goal_comments WHERE org_id = $1 AND goal_id = $2"};
inline constexpr db::Statement kDeleteNudge{
    "goals.delete_nudge", "DELETE FROM goal_nudges WHERE org_id = $1 AND goal_id = $2"};

// --- People and structure ------------------------------------------------------------------------
// People of the organisation among $2: id, department, leader, active.
inline constexpr db::Statement kPeople{
    "goals.people",
    "SELECT id, department_id, leader_id, active FROM users WHERE org_id = $1 AND id "
    "{{ANY_INT $2}} AND erased_at IS NULL"};
// 1 when $3 is in $2's leader chain (up to 10 levels).
inline constexpr db::Statement kLeads{
    "goals.leads",
    "WITH RECURSIVE chain(id, depth) AS (SELECT leader_id, 1 FROM users WHERE org_id = $1 AND id "
    "= $2 UNION ALL SELECT u.leader_id, c.depth + 1 FROM users u JOIN chain c ON u.id = c.id "
    "WHERE u.org_id = $1 AND c.depth < 10 AND u.leader_id IS NOT NULL) SELECT COUNT(*) FROM "
    "chain WHERE id = $3"};
// 1 when someone reports to $2.
inline constexpr db::Statement kHasReports{
    "goals.has_reports",
    "SELECT COUNT(*) FROM users WHERE org_id = $1 AND leader_id = $2 AND active = 1"};
inline constexpr db::Statement kDepartment{
    "goals.department", "SELECT id, leader_id FROM departments WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kGroupMember{
    "goals.group_member",
    "SELECT (SELECT COUNT(*) FROM org_groups WHERE org_id = $1 AND id = $2), (SELECT COUNT(*) "
    "FROM org_group_members WHERE org_id = $1 AND group_id = $2 AND user_id = $3)"};
inline constexpr db::Statement kValueExists{
    "goals.value_exists",
    "SELECT COUNT(*) FROM corporate_values WHERE org_id = $1 AND id = $2 AND archived = 0"};

// --- Categories ----------------------------------------------------------------------------------
#define APLAUSO_CATEGORY_COLUMNS                                                  \
  "SELECT c.id, c.name, c.name_en, c.value_id, c.active, v.name, v.name_en FROM " \
  "goal_categories c LEFT JOIN corporate_values v ON v.org_id = c.org_id AND v.id = c.value_id "
// Active ones only when $2 = 1.
inline constexpr db::Statement kCategories{
    "goals.categories",
    APLAUSO_CATEGORY_COLUMNS "WHERE c.org_id = $1 AND ($2 = 0 OR c.active = 1) ORDER BY c.id"};
inline constexpr db::Statement kCategory{
    "goals.category", APLAUSO_CATEGORY_COLUMNS "WHERE c.org_id = $1 AND c.id = $2"};
inline constexpr db::Statement kInsertCategory{
    "goals.insert_category",
    "INSERT INTO goal_categories (org_id, name, name_en, value_id, active, created_at) VALUES "
    "($1, $2, $3, $4, 1, $5) RETURNING id"};
inline constexpr db::Statement kUpdateCategory{
    "goals.update_category",
    "UPDATE goal_categories SET name = $3, name_en = $4, value_id = $5, active = $6 WHERE org_id "
    "= $1 AND id = $2"};
inline constexpr db::Statement kCategoryUses{
    "goals.category_uses", "SELECT COUNT(*) FROM goals WHERE org_id = $1 AND category_id = $2"};
inline constexpr db::Statement kDeleteCategory{
    "goals.delete_category", "DELETE FROM goal_categories WHERE org_id = $1 AND id = $2"};

// --- Settings and nudges -------------------------------------------------------------------------
inline constexpr db::Statement kSettings{
    "goals.settings",
    "SELECT nudge_days, behind_delta, at_risk_delta FROM goal_settings WHERE org_id = $1"};
inline constexpr db::Statement kSaveSettings{
    "goals.save_settings",
    "INSERT INTO goal_settings (org_id, nudge_days, behind_delta, at_risk_delta, updated_at) "
    "VALUES ($1, $2, $3, $4, $5) ON CONFLICT (org_id) DO UPDATE SET nudge_days = "
    "excluded.nudge_days, behind_delta = excluded.behind_delta, at_risk_delta = "
    "excluded.at_risk_delta, updated_at = excluded.updated_at"};
// Active goals of every organisation with no check-in (nor creation) and no nudge in their
// organisation's nudge_days before $1 (ms), at most $2 (goals_status).
inline constexpr db::Statement kDueNudges{
    "goals.due_nudges",
    "SELECT g.org_id, g.id, g.title FROM goals g LEFT JOIN goal_settings s ON s.org_id = g.org_id "
    "WHERE g.status = 'active' AND COALESCE(s.nudge_days, 14) > 0 AND COALESCE(g.last_checkin_at, "
    "g.created_at) <= $1 - COALESCE(s.nudge_days, 14) * 86400000 AND NOT EXISTS (SELECT 1 FROM "
    "goal_nudges n WHERE n.org_id = g.org_id AND n.goal_id = g.id AND n.nudged_at > $1 - "
    "COALESCE(s.nudge_days, 14) * 86400000) ORDER BY g.id LIMIT $2"};
inline constexpr db::Statement kNudged{
    "goals.nudged",
    "INSERT INTO goal_nudges (org_id, goal_id, nudged_at) VALUES ($1, $2, $3) ON CONFLICT "
    "(org_id, goal_id) DO UPDATE SET nudged_at = excluded.nudged_at"};

// --- For reviews (the evaluations module, EVA-4, EVA-★1) -----------------------------------------
// A person's ($2) goals, owned or co-owned, not archived, whose period overlaps [$3, $4] (days).
inline constexpr db::Statement kReviewGoals{
    "goals.review_goals",
    "SELECT g.id, g.title, g.weight, g.progress, g.status, g.starts_on, g.ends_on FROM goals g "
    "WHERE g.org_id = $1 AND g.id IN (SELECT o.goal_id FROM goal_owners o WHERE o.org_id = $1 AND "
    "o.user_id = $2) AND g.status <> 'archived' AND g.ends_on >= $3 AND g.starts_on <= $4 ORDER BY "
    "g.ends_on, g.id LIMIT 100"};
// The check-ins in [$6, $7) ms of the goals a person ($5) owns or co-owns that the viewer ($2,
// admin $3, department $4) sees, newest first, at most $8.
inline constexpr db::Statement kReviewCheckins{
    "goals.review_checkins", APLAUSO_GOAL_TEAM
    "SELECT k.goal_id, g.title, k.created_at, k.value, k.status, k.confidence, k.comment FROM "
    "goal_checkins k JOIN goals g ON g.org_id = k.org_id AND g.id = k.goal_id WHERE k.org_id = $1 "
    "AND k.goal_id IN (SELECT o.goal_id FROM goal_owners o WHERE o.org_id = $1 AND o.user_id = "
    "$5) AND k.created_at >= $6 AND k.created_at < $7 AND " APLAUSO_GOAL_VISIBLE(
        g) " ORDER BY k.created_at DESC, k.id DESC LIMIT $8"};

}  // namespace aplauso::goals::sql
