// SQL of the suggestions module: the suggestion box (categories, reviewers, suggestions, their
// attachments, history and notes) and ideas campaigns (campaigns, audience, reviewers, ideas,
// attachments, votes, comments, scores, history). People and structure are read, never written.
#pragma once

#include "db/statement.h"

namespace aplauso::suggestions::sql {

// --- People and structure (read) --------------------------------------------------------------
inline constexpr db::Statement kActivePeople{
    "suggestions.active_people",
    "SELECT u.id FROM users u WHERE u.org_id = $1 AND u.id {{ANY_INT $2}} AND u.active = 1 AND "
    "u.erased_at IS NULL ORDER BY u.id"};
inline constexpr db::Statement kPersonDepartment{
    "suggestions.person_department",
    "SELECT u.department_id FROM users u WHERE u.org_id = $1 AND u.id = $2"};
inline constexpr db::Statement kPersonGroups{
    "suggestions.person_groups",
    "SELECT group_id FROM communication_group_members WHERE org_id = $1 AND user_id = $2 ORDER "
    "BY group_id"};
inline constexpr db::Statement kKnownDepartments{
    "suggestions.known_departments",
    "SELECT id FROM departments WHERE org_id = $1 AND id {{ANY_INT $2}} ORDER BY id"};
inline constexpr db::Statement kKnownGroups{
    "suggestions.known_groups",
    "SELECT id FROM communication_groups WHERE org_id = $1 AND id {{ANY_INT $2}} ORDER BY id"};
// The active people of an audience, at most $5 (the announcement's cut).
inline constexpr db::Statement kAudiencePeople{
    "suggestions.audience_people",
    "SELECT u.id FROM users u WHERE u.org_id = $1 AND u.active = 1 AND u.erased_at IS NULL AND "
    "($2 = 1 OR u.department_id {{ANY_INT $3}} OR EXISTS (SELECT 1 FROM "
    "communication_group_members g WHERE g.org_id = u.org_id AND g.user_id = u.id AND g.group_id "
    "{{ANY_INT $4}})) ORDER BY u.id LIMIT $5"};

// --- Categories and reviewers -----------------------------------------------------------------
inline constexpr db::Statement kCategories{
    "suggestions.categories",
    "SELECT id, name, name_en, position, active FROM suggestion_categories WHERE org_id = $1 AND "
    "active = 1 ORDER BY position, id"};
inline constexpr db::Statement kCategory{
    "suggestions.category",
    "SELECT id, name, name_en, position, active FROM suggestion_categories WHERE org_id = $1 AND "
    "id = $2"};
inline constexpr db::Statement kInsertCategory{
    "suggestions.insert_category",
    "INSERT INTO suggestion_categories (org_id, name, name_en, position, active, created_at) "
    "VALUES ($1, $2, $3, $4, 1, $5) RETURNING id"};
inline constexpr db::Statement kUpdateCategory{
    "suggestions.update_category",
    "UPDATE suggestion_categories SET name = $3, name_en = $4, position = $5, active = 1 WHERE "
    "org_id = $1 AND id = $2"};
// Every category of the organisation not in $2 is retired.
inline constexpr db::Statement kRetireCategories{
    "suggestions.retire_categories",
    "UPDATE suggestion_categories SET active = 0 WHERE org_id = $1 AND active = 1 AND NOT (id "
    "{{ANY_INT $2}})"};
inline constexpr db::Statement kReviewers{
    "suggestions.reviewers",
    "SELECT user_id FROM suggestion_reviewers WHERE org_id = $1 ORDER BY user_id"};
inline constexpr db::Statement kIsReviewer{
    "suggestions.is_reviewer",
    "SELECT COUNT(*) FROM suggestion_reviewers WHERE org_id = $1 AND user_id = $2"};
inline constexpr db::Statement kDeleteReviewers{
    "suggestions.delete_reviewers", "DELETE FROM suggestion_reviewers WHERE org_id = $1"};
inline constexpr db::Statement kInsertReviewers{
    "suggestions.insert_reviewers",
    "INSERT INTO suggestion_reviewers (org_id, user_id) SELECT CAST($1 AS BIGINT), x.user_id "
    "FROM {{ZIP x user_id:INT $2}}"};

// --- Suggestions -------------------------------------------------------------------------------
#define APLAUSO_SUGGESTION_COLUMNS                                                               \
  "SELECT s.id, s.title, s.body, s.category_id, c.name, c.name_en, COALESCE(c.active, 1), "      \
  "s.anonymous, s.author_id, s.author_key, s.status, s.reason, s.archived, s.created_at, "       \
  "s.status_changed_at, s.author_seen_at, (SELECT COUNT(*) FROM suggestion_attachments a WHERE " \
  "a.org_id = s.org_id AND a.suggestion_id = s.id) FROM suggestions s LEFT JOIN "                \
  "suggestion_categories c ON c.org_id = s.org_id AND c.id = s.category_id "

inline constexpr db::Statement kInsertSuggestion{
    "suggestions.insert",
    "INSERT INTO suggestions (org_id, title, body, category_id, anonymous, author_id, author_key, "
    "status, archived, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, 'nueva', 0, "
    "$8, $8) RETURNING id"};
inline constexpr db::Statement kFindSuggestion{
    "suggestions.find", APLAUSO_SUGGESTION_COLUMNS "WHERE s.org_id = $1 AND s.id = $2"};
// Takes the suggestion's row lock (the find that follows joins its category, which PostgreSQL
// cannot lock through an outer join).
inline constexpr db::Statement kLockSuggestion{
    "suggestions.lock",
    "SELECT s.id FROM suggestions s WHERE s.org_id = $1 AND s.id = $2 {{FOR_UPDATE}}"};
// The author's own (suggestions_author, suggestions_author_key), newest first.
#define APLAUSO_SUGGESTION_MINE "WHERE s.org_id = $1 AND (s.author_id = $2 OR s.author_key = $3) "
inline constexpr db::Statement kMine{"suggestions.mine",
                                     APLAUSO_SUGGESTION_COLUMNS APLAUSO_SUGGESTION_MINE
                                     "ORDER BY s.id DESC LIMIT $4 OFFSET $5"};
inline constexpr db::Statement kMineCounts{
    "suggestions.mine_counts",
    "SELECT COUNT(*), COALESCE(SUM(CASE WHEN s.status_changed_at IS NOT NULL AND "
    "(s.author_seen_at IS NULL OR s.author_seen_at < s.status_changed_at) THEN 1 ELSE 0 END), 0) "
    "FROM suggestions s " APLAUSO_SUGGESTION_MINE};
// The inbox, one statement per filter so each keeps its index: everything (suggestions_recent),
// a status (suggestions_inbox), a category and maybe a status (suggestions_category), or words
// in the newest 5,000 of the tab (suggestions_recent, then the text is matched). $2 archived.
#define APLAUSO_SUGGESTION_PAGE "ORDER BY s.id DESC LIMIT $3 OFFSET $4"
inline constexpr db::Statement kInboxAll{
    "suggestions.inbox_all",
    APLAUSO_SUGGESTION_COLUMNS "WHERE s.org_id = $1 AND s.archived = $2 " APLAUSO_SUGGESTION_PAGE};
inline constexpr db::Statement kInboxStatus{
    "suggestions.inbox_status", APLAUSO_SUGGESTION_COLUMNS
    "WHERE s.org_id = $1 AND s.archived = $2 AND s.status = $5 " APLAUSO_SUGGESTION_PAGE};
inline constexpr db::Statement kInboxCategory{
    "suggestions.inbox_category", APLAUSO_SUGGESTION_COLUMNS
    "WHERE s.org_id = $1 AND s.category_id = $5 AND s.archived = $2 "
    "AND ($6 = '' OR s.status = $6) " APLAUSO_SUGGESTION_PAGE};
#define APLAUSO_SUGGESTION_NEWEST                                                             \
  "FROM (SELECT id, org_id, title, body, category_id, anonymous, author_id, author_key, "     \
  "status, reason, archived, created_at, status_changed_at, author_seen_at FROM suggestions " \
  "WHERE org_id = $1 AND archived = $2 ORDER BY id DESC LIMIT 5000) s "
#define APLAUSO_SUGGESTION_WORDS                                                       \
  "WHERE ($5 = '' OR s.status = $5) AND ($6 = -1 OR s.category_id = $6) AND (s.title " \
  "{{ILIKE}} $7 OR s.body {{ILIKE}} $7) "
inline constexpr db::Statement kInboxSearch{
    "suggestions.inbox_search",
    "SELECT s.id, s.title, s.body, s.category_id, c.name, c.name_en, COALESCE(c.active, 1), "
    "s.anonymous, s.author_id, s.author_key, s.status, s.reason, s.archived, s.created_at, "
    "s.status_changed_at, s.author_seen_at, (SELECT COUNT(*) FROM suggestion_attachments a WHERE "
    "a.org_id = s.org_id AND a.suggestion_id = s.id) " APLAUSO_SUGGESTION_NEWEST
    "LEFT JOIN suggestion_categories c ON c.org_id = s.org_id AND c.id = "
    "s.category_id " APLAUSO_SUGGESTION_WORDS APLAUSO_SUGGESTION_PAGE};
inline constexpr db::Statement kInboxSearchCount{
    "suggestions.inbox_search_count",
    "SELECT COUNT(*) " APLAUSO_SUGGESTION_NEWEST
    "WHERE ($3 = '' OR s.status = $3) AND ($4 = -1 OR s.category_id = $4) AND (s.title "
    "{{ILIKE}} $5 OR s.body {{ILIKE}} $5)"};
inline constexpr db::Statement kInboxCategoryCount{
    "suggestions.inbox_category_count",
    "SELECT COUNT(*) FROM suggestions s WHERE s.org_id = $1 AND s.category_id = $3 AND "
    "s.archived = $2 AND ($4 = '' OR s.status = $4)"};
// The counts kept on write (suggestion_counts): a tab's total, maybe of one status, and the
// open tab's count per status.
inline constexpr db::Statement kCountIn{
    "suggestions.count_in",
    "SELECT COALESCE(SUM(n), 0) FROM suggestion_counts WHERE org_id = $1 AND archived = $2 AND "
    "($3 = '' OR status = $3)"};
inline constexpr db::Statement kStatusCounts{
    "suggestions.status_counts",
    "SELECT status, n FROM suggestion_counts WHERE org_id = $1 AND archived = 0 ORDER BY status"};
inline constexpr db::Statement kBumpCount{
    "suggestions.bump_count",
    "INSERT INTO suggestion_counts (org_id, archived, status, n) VALUES ($1, $2, $3, $4) ON "
    "CONFLICT (org_id, archived, status) DO UPDATE SET n = suggestion_counts.n + excluded.n"};
#undef APLAUSO_SUGGESTION_PAGE
#undef APLAUSO_SUGGESTION_NEWEST
#undef APLAUSO_SUGGESTION_WORDS
// Only a change: 0 rows when it already has the status (two reviewers at once).
inline constexpr db::Statement kUpdateSuggestionStatus{
    "suggestions.update_status",
    "UPDATE suggestions SET status = $3, reason = $4, status_changed_at = $5, updated_at = $5 "
    "WHERE org_id = $1 AND id = $2 AND status <> $3"};
inline constexpr db::Statement kSetArchived{
    "suggestions.set_archived",
    "UPDATE suggestions SET archived = $3, updated_at = $4 WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kMarkSeen{
    "suggestions.mark_seen",
    "UPDATE suggestions SET author_seen_at = $3 WHERE org_id = $1 AND id = $2"};

inline constexpr db::Statement kAddSuggestionAttachment{
    "suggestions.add_attachment",
    "INSERT INTO suggestion_attachments (org_id, suggestion_id, storage_key, file_name, "
    "created_at) VALUES ($1, $2, $3, $4, $5)"};
inline constexpr db::Statement kSuggestionAttachments{
    "suggestions.attachments",
    "SELECT suggestion_id, storage_key, file_name FROM suggestion_attachments WHERE org_id = $1 "
    "AND suggestion_id {{ANY_INT $2}} ORDER BY suggestion_id, created_at, storage_key"};
inline constexpr db::Statement kInsertSuggestionHistory{
    "suggestions.insert_history",
    "INSERT INTO suggestion_history (org_id, suggestion_id, status, reason, created_at) VALUES "
    "($1, $2, $3, $4, $5)"};
inline constexpr db::Statement kSuggestionHistory{
    "suggestions.history",
    "SELECT suggestion_id, status, reason, created_at FROM suggestion_history WHERE org_id = $1 "
    "AND suggestion_id = $2 ORDER BY id"};
inline constexpr db::Statement kInsertNote{
    "suggestions.insert_note",
    "INSERT INTO suggestion_notes (org_id, suggestion_id, author_id, body, created_at) VALUES "
    "($1, $2, $3, $4, $5)"};
inline constexpr db::Statement kNotes{
    "suggestions.notes",
    "SELECT id, suggestion_id, author_id, body, created_at FROM suggestion_notes WHERE org_id = "
    "$1 AND suggestion_id = $2 ORDER BY id"};

// --- Ideas campaigns ---------------------------------------------------------------------------
#define APLAUSO_CAMPAIGN_COLUMNS                                                            \
  "SELECT k.id, k.title, k.description, k.deadline, k.status, k.audience_everyone, "        \
  "k.accepted_points, k.implemented_points, k.created_by, k.created_at, k.updated_at FROM " \
  "idea_campaigns k "

inline constexpr db::Statement kInsertCampaign{
    "ideas.insert_campaign",
    "INSERT INTO idea_campaigns (org_id, title, description, deadline, status, "
    "audience_everyone, accepted_points, implemented_points, created_by, created_at, updated_at) "
    "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) RETURNING id"};
inline constexpr db::Statement kUpdateCampaign{
    "ideas.update_campaign",
    "UPDATE idea_campaigns SET title = $3, description = $4, deadline = $5, status = $6, "
    "audience_everyone = $7, accepted_points = $8, implemented_points = $9, updated_at = $10 "
    "WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kFindCampaign{
    "ideas.find_campaign", APLAUSO_CAMPAIGN_COLUMNS "WHERE k.org_id = $1 AND k.id = $2"};
inline constexpr db::Statement kFindCampaignForUpdate{
    "ideas.find_campaign_for_update",
    APLAUSO_CAMPAIGN_COLUMNS "WHERE k.org_id = $1 AND k.id = $2 {{FOR_UPDATE}}"};
// The people's list (idea_campaigns_org): not drafts; the audience holds the caller ($2 their
// department or -1, $3 their groups), they review it, or $4 admin. $5 '' | open | closed, $6
// now. Open ones first by deadline, then the closed ones, latest deadline first.
#define APLAUSO_CAMPAIGN_VISIBLE                                                                  \
  "WHERE k.org_id = $1 AND k.status <> 'draft' AND ($4 = 1 OR k.audience_everyone = 1 OR EXISTS " \
  "(SELECT 1 FROM idea_campaign_audience a WHERE a.org_id = k.org_id AND a.campaign_id = k.id "   \
  "AND ((a.kind = 'department' AND a.ref_id = $2) OR (a.kind = 'group' AND a.ref_id {{ANY_INT "   \
  "$3}}))) OR EXISTS (SELECT 1 FROM idea_campaign_reviewers r WHERE r.org_id = k.org_id AND "     \
  "r.campaign_id = k.id AND r.user_id = $7)) AND ($5 = '' OR ($5 = 'open' AND k.status = "        \
  "'open' AND k.deadline > $6) OR ($5 = 'closed' AND (k.status = 'closed' OR k.deadline <= "      \
  "$6))) "
inline constexpr db::Statement kCampaigns{
    "ideas.campaigns", APLAUSO_CAMPAIGN_COLUMNS APLAUSO_CAMPAIGN_VISIBLE
    "ORDER BY CASE WHEN k.status = 'open' AND k.deadline > $6 THEN 0 ELSE 1 END, CASE WHEN "
    "k.status = 'open' AND k.deadline > $6 THEN k.deadline ELSE -k.deadline END, k.id LIMIT $8 "
    "OFFSET $9"};
inline constexpr db::Statement kCampaignsCount{
    "ideas.campaigns_count", "SELECT COUNT(*) FROM idea_campaigns k " APLAUSO_CAMPAIGN_VISIBLE};
// The admins' list: every campaign, newest first; $2 '' | draft | open | closed, $3 now.
#define APLAUSO_CAMPAIGN_MANAGED                                                               \
  "WHERE k.org_id = $1 AND ($2 = '' OR ($2 = 'draft' AND k.status = 'draft') OR ($2 = 'open' " \
  "AND k.status = 'open' AND k.deadline > $3) OR ($2 = 'closed' AND (k.status = 'closed' OR "  \
  "(k.status = 'open' AND k.deadline <= $3)))) "
inline constexpr db::Statement kManagedCampaigns{"ideas.managed_campaigns",
                                                 APLAUSO_CAMPAIGN_COLUMNS APLAUSO_CAMPAIGN_MANAGED
                                                 "ORDER BY k.id DESC LIMIT $4 OFFSET $5"};
inline constexpr db::Statement kManagedCampaignsCount{
    "ideas.managed_campaigns_count",
    "SELECT COUNT(*) FROM idea_campaigns k " APLAUSO_CAMPAIGN_MANAGED};
// Whether the audience holds the caller ($3 department or -1, $4 groups).
inline constexpr db::Statement kInAudience{
    "ideas.in_audience",
    "SELECT COUNT(*) FROM idea_campaign_audience a WHERE a.org_id = $1 AND a.campaign_id = $2 AND "
    "((a.kind = 'department' AND a.ref_id = $3) OR (a.kind = 'group' AND a.ref_id {{ANY_INT "
    "$4}}))"};
inline constexpr db::Statement kCampaignAudience{
    "ideas.campaign_audience",
    "SELECT campaign_id, kind, ref_id FROM idea_campaign_audience WHERE org_id = $1 AND "
    "campaign_id {{ANY_INT $2}} ORDER BY campaign_id, kind, ref_id"};
inline constexpr db::Statement kDeleteCampaignAudience{
    "ideas.delete_campaign_audience",
    "DELETE FROM idea_campaign_audience WHERE org_id = $1 AND campaign_id = $2"};
inline constexpr db::Statement kInsertCampaignAudience{
    "ideas.insert_campaign_audience",
    "INSERT INTO idea_campaign_audience (org_id, campaign_id, kind, ref_id) SELECT CAST($1 AS "
    "BIGINT), CAST($2 AS BIGINT), CAST($3 AS TEXT), x.ref_id FROM {{ZIP x ref_id:INT $4}}"};
inline constexpr db::Statement kCampaignReviewers{
    "ideas.campaign_reviewers",
    "SELECT campaign_id, user_id FROM idea_campaign_reviewers WHERE org_id = $1 AND campaign_id "
    "{{ANY_INT $2}} ORDER BY campaign_id, user_id"};
inline constexpr db::Statement kIsCampaignReviewer{
    "ideas.is_campaign_reviewer",
    "SELECT COUNT(*) FROM idea_campaign_reviewers WHERE org_id = $1 AND campaign_id = $2 AND "
    "user_id = $3"};
inline constexpr db::Statement kDeleteCampaignReviewers{
    "ideas.delete_campaign_reviewers",
    "DELETE FROM idea_campaign_reviewers WHERE org_id = $1 AND campaign_id = $2"};
inline constexpr db::Statement kInsertCampaignReviewers{
    "ideas.insert_campaign_reviewers",
    "INSERT INTO idea_campaign_reviewers (org_id, campaign_id, user_id) SELECT CAST($1 AS "
    "BIGINT), CAST($2 AS BIGINT), x.user_id FROM {{ZIP x user_id:INT $3}}"};
// Ideas and votes per campaign of $2.
inline constexpr db::Statement kCampaignTotals{
    "ideas.campaign_totals",
    "SELECT i.campaign_id, COUNT(*), COALESCE(SUM(i.votes), 0) FROM ideas i WHERE i.org_id = $1 "
    "AND i.campaign_id {{ANY_INT $2}} GROUP BY i.campaign_id ORDER BY i.campaign_id"};
// People who proposed or voted, per campaign of $2.
inline constexpr db::Statement kCampaignParticipants{
    "ideas.campaign_participants",
    "SELECT x.campaign_id, COUNT(DISTINCT x.person) FROM (SELECT i.campaign_id AS campaign_id, "
    "i.author_id AS person FROM ideas i WHERE i.org_id = $1 AND i.campaign_id {{ANY_INT $2}} "
    "UNION SELECT i.campaign_id, v.user_id FROM idea_votes v JOIN ideas i ON i.id = v.idea_id "
    "WHERE i.org_id = $1 AND v.org_id = $1 AND i.campaign_id {{ANY_INT $2}}) x GROUP BY "
    "x.campaign_id ORDER BY x.campaign_id"};

// --- Ideas -------------------------------------------------------------------------------------
#define APLAUSO_IDEA_COLUMNS                                                                  \
  "SELECT i.id, i.campaign_id, i.author_id, i.title, i.body, i.status, i.reason, i.votes, "   \
  "(SELECT COUNT(*) FROM idea_comments m WHERE m.org_id = i.org_id AND m.idea_id = i.id AND " \
  "m.deleted = 0), (SELECT COUNT(*) FROM idea_attachments a WHERE a.org_id = i.org_id AND "   \
  "a.idea_id = i.id), i.accepted_paid_at, i.implemented_paid_at, i.created_at, i.updated_at " \
  "FROM ideas i "
// An idea's impact × effort quadrant from its scores ('' before any).
#define APLAUSO_IDEA_QUADRANT                                                                     \
  "(SELECT CASE WHEN COUNT(*) = 0 THEN '' WHEN AVG(s.impact * 1.0) >= 3 AND AVG(s.effort * 1.0) " \
  "< 3 THEN 'quick_win' WHEN AVG(s.impact * 1.0) >= 3 THEN 'major_project' WHEN AVG(s.effort * "  \
  "1.0) < 3 THEN 'fill_in' ELSE 'thankless' END FROM idea_scores s WHERE s.org_id = i.org_id "    \
  "AND s.idea_id = i.id)"

inline constexpr db::Statement kInsertIdea{
    "ideas.insert",
    "INSERT INTO ideas (org_id, campaign_id, author_id, title, body, status, votes, created_at, "
    "updated_at) VALUES ($1, $2, $3, $4, $5, 'nueva', 0, $6, $6) RETURNING id"};
inline constexpr db::Statement kFindIdea{"ideas.find",
                                         APLAUSO_IDEA_COLUMNS "WHERE i.org_id = $1 AND i.id = $2"};
inline constexpr db::Statement kFindIdeaForUpdate{
    "ideas.find_for_update",
    APLAUSO_IDEA_COLUMNS "WHERE i.org_id = $1 AND i.id = $2 {{FOR_UPDATE}}"};
// A campaign's ideas (ideas_campaign_votes, ideas_campaign_status): $3 a status or '', $4 a
// quadrant or '', $5 votes | newest.
#define APLAUSO_IDEA_FILTER                                                                 \
  "WHERE i.org_id = $1 AND i.campaign_id = $2 AND ($3 = '' OR i.status = $3) AND ($4 = '' " \
  "OR " APLAUSO_IDEA_QUADRANT " = $4) "
inline constexpr db::Statement kIdeas{
    "ideas.list", APLAUSO_IDEA_COLUMNS APLAUSO_IDEA_FILTER
    "ORDER BY CASE WHEN $5 = 'votes' THEN i.votes ELSE 0 END DESC, i.id DESC LIMIT $6 OFFSET $7"};
inline constexpr db::Statement kIdeasCount{"ideas.count",
                                           "SELECT COUNT(*) FROM ideas i " APLAUSO_IDEA_FILTER};
// The titles "similar ideas" compares, newest first, bounded.
inline constexpr db::Statement kIdeaTitles{
    "ideas.titles",
    "SELECT i.id, i.title, i.status, i.votes, i.author_id FROM ideas i WHERE i.org_id = $1 AND "
    "i.campaign_id = $2 ORDER BY i.id DESC LIMIT 2000"};
// Only a change: 0 rows when it already has the status.
inline constexpr db::Statement kUpdateIdeaStatus{
    "ideas.update_status",
    "UPDATE ideas SET status = $3, reason = $4, updated_at = $5 WHERE org_id = $1 AND id = $2 AND "
    "status <> $3"};
// The guards of "paid once": 1 row for the one move that pays.
inline constexpr db::Statement kMarkAcceptedPaid{
    "ideas.mark_accepted_paid",
    "UPDATE ideas SET accepted_paid_at = $3 WHERE org_id = $1 AND id = $2 AND accepted_paid_at IS "
    "NULL"};
inline constexpr db::Statement kMarkImplementedPaid{
    "ideas.mark_implemented_paid",
    "UPDATE ideas SET implemented_paid_at = $3 WHERE org_id = $1 AND id = $2 AND "
    "implemented_paid_at IS NULL"};
inline constexpr db::Statement kAddIdeaAttachment{
    "ideas.add_attachment",
    "INSERT INTO idea_attachments (org_id, idea_id, storage_key, file_name, created_at) VALUES "
    "($1, $2, $3, $4, $5)"};
inline constexpr db::Statement kIdeaAttachments{
    "ideas.attachments",
    "SELECT idea_id, storage_key, file_name FROM idea_attachments WHERE org_id = $1 AND idea_id = "
    "$2 ORDER BY created_at, storage_key"};
inline constexpr db::Statement kInsertIdeaHistory{
    "ideas.insert_history",
    "INSERT INTO idea_history (org_id, idea_id, status, reason, points_paid, created_at) VALUES "
    "($1, $2, $3, $4, $5, $6)"};
inline constexpr db::Statement kIdeaHistory{
    "ideas.history",
    "SELECT idea_id, status, reason, points_paid, created_at FROM idea_history WHERE org_id = $1 "
    "AND idea_id = $2 ORDER BY id"};

// --- Votes -------------------------------------------------------------------------------------
inline constexpr db::Statement kInsertVote{
    "ideas.insert_vote",
    "INSERT INTO idea_votes (org_id, idea_id, user_id, created_at) VALUES ($1, $2, $3, $4) ON "
    "CONFLICT (idea_id, user_id) DO NOTHING"};
inline constexpr db::Statement kDeleteVote{
    "ideas.delete_vote",
    "DELETE FROM idea_votes WHERE org_id = $1 AND idea_id = $2 AND user_id = $3"};
inline constexpr db::Statement kAddVotes{
    "ideas.add_votes",
    "UPDATE ideas SET votes = votes + $3 WHERE org_id = $1 AND id = $2 RETURNING votes"};
inline constexpr db::Statement kMyVotes{
    "ideas.my_votes",
    "SELECT idea_id FROM idea_votes WHERE org_id = $1 AND user_id = $2 AND idea_id {{ANY_INT "
    "$3}} ORDER BY idea_id"};

// --- Comments ----------------------------------------------------------------------------------
#define APLAUSO_COMMENT_COLUMNS                                                          \
  "SELECT id, idea_id, parent_id, author_id, body, deleted, created_at, edited_at FROM " \
  "idea_comments "
inline constexpr db::Statement kInsertComment{
    "ideas.insert_comment",
    "INSERT INTO idea_comments (org_id, idea_id, parent_id, author_id, body, deleted, created_at) "
    "VALUES ($1, $2, $3, $4, $5, 0, $6) RETURNING id"};
inline constexpr db::Statement kComment{
    "ideas.comment", APLAUSO_COMMENT_COLUMNS "WHERE org_id = $1 AND idea_id = $2 AND id = $3"};
inline constexpr db::Statement kComments{
    "ideas.comments",
    APLAUSO_COMMENT_COLUMNS "WHERE org_id = $1 AND idea_id = $2 ORDER BY id LIMIT 1000"};
inline constexpr db::Statement kEditComment{
    "ideas.edit_comment",
    "UPDATE idea_comments SET body = $4, edited_at = $5 WHERE org_id = $1 AND idea_id = $2 AND "
    "id = $3"};
inline constexpr db::Statement kDeleteComment{
    "ideas.delete_comment",
    "UPDATE idea_comments SET body = '', deleted = 1, edited_at = $4 WHERE org_id = $1 AND "
    "idea_id = $2 AND id = $3"};

// --- Scores ------------------------------------------------------------------------------------
inline constexpr db::Statement kUpsertScore{
    "ideas.upsert_score",
    "INSERT INTO idea_scores (org_id, idea_id, reviewer_id, impact, effort, note, updated_at) "
    "VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (idea_id, reviewer_id) DO UPDATE SET impact "
    "= excluded.impact, effort = excluded.effort, note = excluded.note, updated_at = "
    "excluded.updated_at"};
inline constexpr db::Statement kScores{
    "ideas.scores",
    "SELECT idea_id, reviewer_id, impact, effort, note, updated_at FROM idea_scores WHERE org_id "
    "= $1 AND idea_id {{ANY_INT $2}} ORDER BY idea_id, reviewer_id"};

// --- Analytics ---------------------------------------------------------------------------------
inline constexpr db::Statement kIdeaStatusCounts{
    "ideas.status_counts",
    "SELECT status, COUNT(*) FROM ideas WHERE org_id = $1 AND campaign_id = $2 GROUP BY status "
    "ORDER BY status"};
inline constexpr db::Statement kCampaignFigures{
    "ideas.campaign_figures",
    "SELECT (SELECT COALESCE(SUM(i.votes), 0) FROM ideas i WHERE i.org_id = $1 AND i.campaign_id "
    "= $2), (SELECT COUNT(*) FROM idea_comments m JOIN ideas i ON i.id = m.idea_id WHERE m.org_id "
    "= $1 AND i.org_id = $1 AND i.campaign_id = $2 AND m.deleted = 0), (SELECT COUNT(DISTINCT "
    "x.person) FROM (SELECT i.author_id AS person FROM ideas i WHERE i.org_id = $1 AND "
    "i.campaign_id = $2 UNION SELECT v.user_id FROM idea_votes v JOIN ideas i ON i.id = v.idea_id "
    "WHERE v.org_id = $1 AND i.org_id = $1 AND i.campaign_id = $2 UNION SELECT m.author_id FROM "
    "idea_comments m JOIN ideas i ON i.id = m.idea_id WHERE m.org_id = $1 AND i.org_id = $1 AND "
    "i.campaign_id = $2) x), (SELECT COALESCE(SUM(h.points_paid), 0) FROM idea_history h JOIN "
    "ideas i ON i.id = h.idea_id WHERE h.org_id = $1 AND i.org_id = $1 AND i.campaign_id = $2)"};
// Per scored idea of the campaign: average impact and effort.
inline constexpr db::Statement kScoreAverages{
    "ideas.score_averages",
    "SELECT s.idea_id, AVG(s.impact * 1.0), AVG(s.effort * 1.0) FROM idea_scores s JOIN ideas i "
    "ON i.id = s.idea_id WHERE s.org_id = $1 AND i.org_id = $1 AND i.campaign_id = $2 GROUP BY "
    "s.idea_id ORDER BY s.idea_id"};

}  // namespace aplauso::suggestions::sql
