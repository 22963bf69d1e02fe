// The suggestion box as stored: categories, designated reviewers, suggestions, their
// attachments, status history and internal notes. The only code that runs their SQL; every
// method takes the organisation.
#pragma once

#include <boost/describe/class.hpp>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/ids.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::suggestions {

struct CategoryRow {
  std::int64_t id = 0;
  std::string name;
  std::optional<std::string> name_en;
  std::int64_t position = 0;
  bool active = true;
};
BOOST_DESCRIBE_STRUCT(CategoryRow, (), (id, name, name_en, position, active))

struct SuggestionRow {
  std::int64_t id = 0;
  std::string title;
  std::string body;
  std::optional<std::int64_t> category_id;
  std::optional<std::string> category_name;
  std::optional<std::string> category_name_en;
  bool category_active = true;
  bool anonymous = true;
  std::optional<std::int64_t> author_id;
  std::optional<std::string> author_key;
  std::string status;
  std::optional<std::string> reason;
  bool archived = false;
  std::int64_t created_at = 0;
  std::optional<std::int64_t> status_changed_at;
  std::optional<std::int64_t> author_seen_at;
  std::int64_t attachments_count = 0;
};
BOOST_DESCRIBE_STRUCT(SuggestionRow, (),
                      (id, title, body, category_id, category_name, category_name_en,
                       category_active, anonymous, author_id, author_key, status, reason, archived,
                       created_at, status_changed_at, author_seen_at, attachments_count))

struct NewSuggestion {
  std::string title;
  std::string body;
  std::optional<std::int64_t> category_id;
  bool anonymous = true;
  std::optional<std::int64_t> author_id;
  std::optional<std::string> author_key;
};

struct FileRow {
  std::int64_t owner_id = 0;
  std::string storage_key;
  std::string file_name;
};
BOOST_DESCRIBE_STRUCT(FileRow, (), (owner_id, storage_key, file_name))

struct HistoryRow {
  std::int64_t suggestion_id = 0;
  std::string status;
  std::optional<std::string> reason;
  std::int64_t created_at = 0;
};
BOOST_DESCRIBE_STRUCT(HistoryRow, (), (suggestion_id, status, reason, created_at))

struct NoteRow {
  std::int64_t id = 0;
  std::int64_t suggestion_id = 0;
  std::int64_t author_id = 0;
  std::string body;
  std::int64_t created_at = 0;
};
BOOST_DESCRIBE_STRUCT(NoteRow, (), (id, suggestion_id, author_id, body, created_at))

/// The inbox's filters as the SQL takes them.
struct InboxFilter {
  bool archived = false;
  std::string status;             ///< '' for any
  std::int64_t category_id = -1;  ///< -1 for any
  std::string pattern;            ///< a LIKE pattern, '' for any
};

class SuggestionRepo {
 public:
  // People and structure (read).
  std::vector<std::int64_t> active_people(db::Conn& c, OrgId org,
                                          const std::vector<std::int64_t>& ids) const;

  // Categories and reviewers.
  std::vector<CategoryRow> categories(db::Conn& c, OrgId org) const;
  std::optional<CategoryRow> category(db::Conn& c, OrgId org, std::int64_t id) const;
  std::int64_t insert_category(db::Conn& c, OrgId org, const CategoryRow& row,
                               std::int64_t now_ms) const;
  void update_category(db::Conn& c, OrgId org, const CategoryRow& row) const;
  void retire_categories_but(db::Conn& c, OrgId org, const std::vector<std::int64_t>& keep) const;
  std::vector<std::int64_t> reviewers(db::Conn& c, OrgId org) const;
  bool is_reviewer(db::Conn& c, OrgId org, std::int64_t user_id) const;
  void set_reviewers(db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids) const;

  // Suggestions.
  std::int64_t insert(db::Conn& c, OrgId org, const NewSuggestion& s, std::int64_t now_ms) const;
  std::optional<SuggestionRow> find(db::Conn& c, OrgId org, std::int64_t id, bool lock) const;
  std::vector<SuggestionRow> mine(db::Conn& c, OrgId org, std::int64_t user_id,
                                  const std::string& key, std::int64_t limit,
                                  std::int64_t offset) const;
  /// Total and unread of the author's suggestions.
  std::pair<std::int64_t, std::int64_t> mine_counts(db::Conn& c, OrgId org, std::int64_t user_id,
                                                    const std::string& key) const;
  std::vector<SuggestionRow> inbox(db::Conn& c, OrgId org, const InboxFilter& f, std::int64_t limit,
                                   std::int64_t offset) const;
  std::int64_t inbox_count(db::Conn& c, OrgId org, const InboxFilter& f) const;
  std::map<std::string, std::int64_t> status_counts(db::Conn& c, OrgId org) const;
  /// The kept count of a tab's status (suggestion_counts) moved by `by`.
  void bump(db::Conn& c, OrgId org, bool archived, const std::string& status,
            std::int64_t by) const;
  /// False when it already had the status. The caller holds the row's lock and gives what it
  /// was (archived, from): the counts per status move with it.
  bool update_status(db::Conn& c, OrgId org, std::int64_t id, bool archived,
                     const std::string& from, const std::string& status,
                     const std::optional<std::string>& reason, std::int64_t now_ms) const;
  /// The caller holds the row's lock and gives its status: its count moves between the tabs.
  void set_archived(db::Conn& c, OrgId org, std::int64_t id, const std::string& status,
                    bool archived, std::int64_t now_ms) const;
  void mark_seen(db::Conn& c, OrgId org, std::int64_t id, std::int64_t now_ms) const;
  void add_attachment(db::Conn& c, OrgId org, std::int64_t id, const std::string& key,
                      const std::string& name, std::int64_t now_ms) const;
  std::vector<FileRow> attachments(db::Conn& c, OrgId org,
                                   const std::vector<std::int64_t>& ids) const;
  void add_history(db::Conn& c, OrgId org, std::int64_t id, const std::string& status,
                   const std::optional<std::string>& reason, std::int64_t now_ms) const;
  std::vector<HistoryRow> history(db::Conn& c, OrgId org, std::int64_t id) const;
  void add_note(db::Conn& c, OrgId org, std::int64_t id, std::int64_t author_id,
                const std::string& body, std::int64_t now_ms) const;
  std::vector<NoteRow> notes(db::Conn& c, OrgId org, std::int64_t id) const;
};

}  // namespace aplauso::suggestions
