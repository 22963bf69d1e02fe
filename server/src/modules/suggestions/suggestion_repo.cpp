#include "modules/suggestions/suggestion_repo.h"

#include "db/conn.h"
#include "db/row_mapping.h"
#include "modules/suggestions/suggestions_sql.h"

namespace aplauso::suggestions {

std::vector<std::int64_t> SuggestionRepo::active_people(
    db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids) const {
  if (ids.empty()) return {};
  return db::ids(c, sql::kActivePeople, {org, ids});
}

std::vector<CategoryRow> SuggestionRepo::categories(db::Conn& c, OrgId org) const {
  return db::all<CategoryRow>(c, sql::kCategories, {org});
}

std::optional<CategoryRow> SuggestionRepo::category(db::Conn& c, OrgId org, std::int64_t id) const {
  return db::one<CategoryRow>(c, sql::kCategory, {org, id});
}

std::int64_t SuggestionRepo::insert_category(db::Conn& c, OrgId org, const CategoryRow& row,
                                             std::int64_t now_ms) const {
  return *c.scalar(sql::kInsertCategory, {org, row.name, row.name_en, row.position, now_ms});
}

void SuggestionRepo::update_category(db::Conn& c, OrgId org, const CategoryRow& row) const {
  c.exec(sql::kUpdateCategory, {org, row.id, row.name, row.name_en, row.position});
}

void SuggestionRepo::retire_categories_but(db::Conn& c, OrgId org,
                                           const std::vector<std::int64_t>& keep) const {
  c.exec(sql::kRetireCategories, {org, keep});
}

std::vector<std::int64_t> SuggestionRepo::reviewers(db::Conn& c, OrgId org) const {
  return db::ids(c, sql::kReviewers, {org});
}

bool SuggestionRepo::is_reviewer(db::Conn& c, OrgId org, std::int64_t user_id) const {
  return c.scalar(sql::kIsReviewer, {org, user_id}).value_or(0) > 0;
}

void SuggestionRepo::set_reviewers(db::Conn& c, OrgId org,
                                   const std::vector<std::int64_t>& ids) const {
  c.exec(sql::kDeleteReviewers, {org});
  if (!ids.empty()) c.exec(sql::kInsertReviewers, {org, ids});
}

std::int64_t SuggestionRepo::insert(db::Conn& c, OrgId org, const NewSuggestion& s,
                                    std::int64_t now_ms) const {
  const auto id =
      *c.scalar(sql::kInsertSuggestion, {org, s.title, s.body, s.category_id, s.anonymous ? 1 : 0,
                                         s.author_id, s.author_key, now_ms});
  bump(c, org, false, "nueva", 1);
  return id;
}

std::optional<SuggestionRow> SuggestionRepo::find(db::Conn& c, OrgId org, std::int64_t id,
                                                  bool lock) const {
  if (lock && !c.scalar(sql::kLockSuggestion, {org, id})) return std::nullopt;
  return db::one<SuggestionRow>(c, sql::kFindSuggestion, {org, id});
}

std::vector<SuggestionRow> SuggestionRepo::mine(db::Conn& c, OrgId org, std::int64_t user_id,
                                                const std::string& key, std::int64_t limit,
                                                std::int64_t offset) const {
  return db::all<SuggestionRow>(c, sql::kMine, {org, user_id, key, limit, offset});
}

std::pair<std::int64_t, std::int64_t> SuggestionRepo::mine_counts(db::Conn& c, OrgId org,
                                                                  std::int64_t user_id,
                                                                  const std::string& key) const {
  std::pair<std::int64_t, std::int64_t> out{0, 0};
  for (const auto& r : c.query(sql::kMineCounts, {org, user_id, key})) {
    out = {r.i64(0), r.i64(1)};
  }
  return out;
}

std::vector<SuggestionRow> SuggestionRepo::inbox(db::Conn& c, OrgId org, const InboxFilter& f,
                                                 std::int64_t limit, std::int64_t offset) const {
  const int archived = f.archived ? 1 : 0;
  if (!f.pattern.empty()) {
    return db::all<SuggestionRow>(
        c, sql::kInboxSearch, {org, archived, limit, offset, f.status, f.category_id, f.pattern});
  }
  if (f.category_id != -1) {
    return db::all<SuggestionRow>(c, sql::kInboxCategory,
                                  {org, archived, limit, offset, f.category_id, f.status});
  }
  if (!f.status.empty()) {
    return db::all<SuggestionRow>(c, sql::kInboxStatus, {org, archived, limit, offset, f.status});
  }
  return db::all<SuggestionRow>(c, sql::kInboxAll, {org, archived, limit, offset});
}

std::int64_t SuggestionRepo::inbox_count(db::Conn& c, OrgId org, const InboxFilter& f) const {
  const int archived = f.archived ? 1 : 0;
  if (!f.pattern.empty()) {
    return c.scalar(sql::kInboxSearchCount, {org, archived, f.status, f.category_id, f.pattern})
        .value_or(0);
  }
  if (f.category_id != -1) {
    return c.scalar(sql::kInboxCategoryCount, {org, archived, f.category_id, f.status}).value_or(0);
  }
  return c.scalar(sql::kCountIn, {org, archived, f.status}).value_or(0);
}

void SuggestionRepo::bump(db::Conn& c, OrgId org, bool archived, const std::string& status,
                          std::int64_t by) const {
  c.exec(sql::kBumpCount, {org, archived ? 1 : 0, status, by});
}

std::map<std::string, std::int64_t> SuggestionRepo::status_counts(db::Conn& c, OrgId org) const {
  std::map<std::string, std::int64_t> out;
  for (const auto& r : c.query(sql::kStatusCounts, {org})) out[r.text(0)] = r.i64(1);
  return out;
}

bool SuggestionRepo::update_status(db::Conn& c, OrgId org, std::int64_t id, bool archived,
                                   const std::string& from, const std::string& status,
                                   const std::optional<std::string>& reason,
                                   std::int64_t now_ms) const {
  if (c.exec(sql::kUpdateSuggestionStatus, {org, id, status, reason, now_ms}) == 0) return false;
  bump(c, org, archived, from, -1);
  bump(c, org, archived, status, 1);
  return true;
}

void SuggestionRepo::set_archived(db::Conn& c, OrgId org, std::int64_t id,
                                  const std::string& status, bool archived,
                                  std::int64_t now_ms) const {
  c.exec(sql::kSetArchived, {org, id, archived ? 1 : 0, now_ms});
  bump(c, org, !archived, status, -1);
  bump(c, org, archived, status, 1);
}

void SuggestionRepo::mark_seen(db::Conn& c, OrgId org, std::int64_t id, std::int64_t now_ms) const {
  c.exec(sql::kMarkSeen, {org, id, now_ms});
}

void SuggestionRepo::add_attachment(db::Conn& c, OrgId org, std::int64_t id, const std::string& key,
                                    const std::string& name, std::int64_t now_ms) const {
  c.exec(sql::kAddSuggestionAttachment, {org, id, key, name, now_ms});
}

std::vector<FileRow> SuggestionRepo::attachments(db::Conn& c, OrgId org,
                                                 const std::vector<std::int64_t>& ids) const {
  if (ids.empty()) return {};
  return db::all<FileRow>(c, sql::kSuggestionAttachments, {org, ids});
}

void SuggestionRepo::add_history(db::Conn& c, OrgId org, std::int64_t id, const std::string& status,
                                 const std::optional<std::string>& reason,
                                 std::int64_t now_ms) const {
  c.exec(sql::kInsertSuggestionHistory, {org, id, status, reason, now_ms});
}

std::vector<HistoryRow> SuggestionRepo::history(db::Conn& c, OrgId org, std::int64_t id) const {
  return db::all<HistoryRow>(c, sql::kSuggestionHistory, {org, id});
}

void SuggestionRepo::add_note(db::Conn& c, OrgId org, std::int64_t id, std::int64_t author_id,
                              const std::string& body, std::int64_t now_ms) const {
  c.exec(sql::kInsertNote, {org, id, author_id, body, now_ms});
}

std::vector<NoteRow> SuggestionRepo::notes(db::Conn& c, OrgId org, std::int64_t id) const {
  return db::all<NoteRow>(c, sql::kNotes, {org, id});
}

}  // namespace aplauso::suggestions
