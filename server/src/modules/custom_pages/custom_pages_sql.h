// SQL of the custom pages module: pages, their audience and versions. People (users,
// departments, communication_groups, communication_group_members) are read, never written.
#pragma once

#include "db/statement.h"

namespace aplauso::custom_pages::sql {

// Whether member $2 of organisation $1 is in page p's audience: everyone, their department, one
// of their communication groups, or listed by id.
#define APLAUSO_CUSTOM_PAGE_SEES(p)                                                             \
  "(" #p                                                                                        \
  ".audience_everyone = 1 OR EXISTS (SELECT 1 FROM custom_page_audience pa WHERE pa.org_id = "  \
  "$1 AND pa.page_id = " #p                                                                     \
  ".id AND ((pa.kind = 'person' AND pa.ref_id = $2) OR (pa.kind = 'department' AND pa.ref_id "  \
  "= (SELECT pu.department_id FROM users pu WHERE pu.org_id = $1 AND pu.id = $2)) OR (pa.kind " \
  "= 'group' AND pa.ref_id IN (SELECT pg.group_id FROM communication_group_members pg WHERE "   \
  "pg.org_id = $1 AND pg.user_id = $2)))))"

// A page row (read_pages in custom_pages_repo.cpp reads this order).
#define APLAUSO_CUSTOM_PAGE_COLUMNS                                                             \
  "SELECT p.id, p.slug, p.title, p.title_en, p.status, p.audience_everyone, p.in_menu, "        \
  "p.menu_order, p.icon, p.blocks, p.version, p.created_at, p.updated_at, p.published_at FROM " \
  "custom_pages p "
// The same without the blocks (lists: an empty array in their place).
#define APLAUSO_CUSTOM_PAGE_SUMMARY                                                         \
  "SELECT p.id, p.slug, p.title, p.title_en, p.status, p.audience_everyone, p.in_menu, "    \
  "p.menu_order, p.icon, '[]', p.version, p.created_at, p.updated_at, p.published_at FROM " \
  "custom_pages p "

inline constexpr db::Statement kPage{
    "custom_pages.page", APLAUSO_CUSTOM_PAGE_COLUMNS "WHERE p.org_id = $1 AND p.id = $2"};
inline constexpr db::Statement kPageBySlug{
    "custom_pages.page_by_slug", APLAUSO_CUSTOM_PAGE_COLUMNS "WHERE p.org_id = $1 AND p.slug = $2"};
// Every page (the console), published first, then by place in the menu and title.
inline constexpr db::Statement kAll{
    "custom_pages.all", APLAUSO_CUSTOM_PAGE_SUMMARY
    "WHERE p.org_id = $1 ORDER BY p.status DESC, p.menu_order, p.title, p.id LIMIT 200"};
// The published pages member $2 is in the audience of, by place in the menu.
inline constexpr db::Statement kPublishedFor{
    "custom_pages.published_for", APLAUSO_CUSTOM_PAGE_SUMMARY
    "WHERE p.org_id = $1 AND p.status = 'published' AND " APLAUSO_CUSTOM_PAGE_SEES(
        p) " ORDER BY p.menu_order, p.title, p.id LIMIT 200"};
// Whether member $2 is in page $3's audience.
inline constexpr db::Statement kSees{"custom_pages.sees",
                                     "SELECT COUNT(*) FROM custom_pages p WHERE p.org_id = $1 AND "
                                     "p.id = $3 AND " APLAUSO_CUSTOM_PAGE_SEES(p)};
inline constexpr db::Statement kCount{"custom_pages.count",
                                      "SELECT COUNT(*) FROM custom_pages WHERE org_id = $1"};
inline constexpr db::Statement kInsert{
    "custom_pages.insert",
    "INSERT INTO custom_pages (org_id, slug, title, title_en, status, audience_everyone, in_menu, "
    "menu_order, icon, blocks, version, created_by, updated_by, created_at, updated_at, "
    "published_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 1, $11, $11, $12, $12, $13) "
    "RETURNING id"};
inline constexpr db::Statement kChange{
    "custom_pages.change",
    "UPDATE custom_pages SET slug = $3, title = $4, title_en = $5, status = $6, "
    "audience_everyone = $7, in_menu = $8, menu_order = $9, icon = $10, blocks = $11, version = "
    "$12, updated_by = $13, updated_at = $14, published_at = $15 WHERE org_id = $1 AND id = $2"};

// Audience rows of pages $2 (an array).
inline constexpr db::Statement kAudience{
    "custom_pages.audience",
    "SELECT page_id, kind, ref_id FROM custom_page_audience WHERE org_id = $1 AND page_id "
    "{{ANY_INT $2}} ORDER BY page_id, kind, ref_id"};
inline constexpr db::Statement kDeleteAudience{
    "custom_pages.delete_audience",
    "DELETE FROM custom_page_audience WHERE org_id = $1 AND page_id = $2"};
inline constexpr db::Statement kInsertAudience{
    "custom_pages.insert_audience",
    "INSERT INTO custom_page_audience (org_id, page_id, kind, ref_id) SELECT CAST($1 AS BIGINT), "
    "CAST($2 AS BIGINT), x.kind, x.ref_id FROM {{ZIP x kind:TEXT $3 ref_id:INT $4}}"};
inline constexpr db::Statement kCountDepartments{
    "custom_pages.count_departments",
    "SELECT COUNT(*) FROM departments WHERE org_id = $1 AND id {{ANY_INT $2}}"};
inline constexpr db::Statement kCountGroups{
    "custom_pages.count_groups",
    "SELECT COUNT(*) FROM communication_groups WHERE org_id = $1 AND id {{ANY_INT $2}}"};
inline constexpr db::Statement kCountPeople{
    "custom_pages.count_people",
    "SELECT COUNT(*) FROM users WHERE org_id = $1 AND erased_at IS NULL AND id {{ANY_INT $2}}"};

// A page's history, newest first (without the snapshots).
inline constexpr db::Statement kVersions{
    "custom_pages.versions",
    "SELECT version, action, title, status, restored_from, changed_by, changed_at, '' FROM "
    "custom_page_versions WHERE org_id = $1 AND page_id = $2 ORDER BY version DESC LIMIT 100"};
inline constexpr db::Statement kVersion{
    "custom_pages.version",
    "SELECT version, action, title, status, restored_from, changed_by, changed_at, snapshot FROM "
    "custom_page_versions WHERE org_id = $1 AND page_id = $2 AND version = $3"};
inline constexpr db::Statement kInsertVersion{
    "custom_pages.insert_version",
    "INSERT INTO custom_page_versions (org_id, page_id, version, action, title, status, "
    "restored_from, changed_by, changed_at, snapshot) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, "
    "$10)"};

// --- A person erased (ADR 0018) ----------------------------------------------------------------
inline constexpr db::Statement kForgetAudiencePerson{
    "custom_pages.forget_audience_person",
    "DELETE FROM custom_page_audience WHERE org_id = $1 AND kind = 'person' AND ref_id = $2"};
inline constexpr db::Statement kForgetCreator{
    "custom_pages.forget_creator",
    "UPDATE custom_pages SET created_by = NULL WHERE org_id = $1 AND created_by = $2"};
inline constexpr db::Statement kForgetEditor{
    "custom_pages.forget_editor",
    "UPDATE custom_pages SET updated_by = NULL WHERE org_id = $1 AND updated_by = $2"};
inline constexpr db::Statement kForgetVersionAuthor{
    "custom_pages.forget_version_author",
    "UPDATE custom_page_versions SET changed_by = NULL WHERE org_id = $1 AND changed_by = $2"};

}  // namespace aplauso::custom_pages::sql
