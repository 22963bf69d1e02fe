// The suggestion box (flag `suggestions`; docs/suggestions.md, ADR 0064): suggestions with a
// title, body, category and attachments, anonymous by default. An anonymous suggestion keeps no
// author id, only author_key = HMAC-SHA256(server secret, "suggestions.author" ‖ org ‖ user), so
// its author can list and follow their own suggestions while reviewers (and a database reader)
// cannot tell who wrote it. Reviewers (admins and designated people) work the inbox: statuses
// with a public reason (CMP-3), internal notes, archive, the xlsx download.
#pragma once

#include <boost/json/object.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/ids.h"
#include "modules/suggestions/suggestion_repo.h"
#include "modules/users/user.h"

namespace aplauso {
class Clock;
}
namespace aplauso::db {
class Conn;
class Database;
}  // namespace aplauso::db
namespace aplauso::audit {
class AuditLog;
}
namespace aplauso::notifications {
class NotificationService;
}
namespace aplauso::storage {
class FileStore;
}
namespace aplauso::uploads {
class UploadService;
}

namespace aplauso::suggestions {

/// The upload type of suggestion and idea attachments.
inline constexpr const char* kAttachmentType = "suggestion-attachment";

/// A status as a sentence shows it (the notifications' {status_es} and {status_en}).
inline std::string status_words(const std::string& status, bool english) {
  if (status == "en_revision") return english ? "in review" : "en revisión";
  if (status == "en_evaluacion") return english ? "under evaluation" : "en evaluación";
  if (status == "aceptada") return english ? "accepted" : "aceptada";
  if (status == "implementada") return english ? "implemented" : "implementada";
  if (status == "descartada") return english ? "discarded" : "descartada";
  return english ? "new" : "nueva";
}

/// Who is calling.
struct Caller {
  std::int64_t user_id = 0;
  bool admin = false;
};

struct FileView {
  std::string key;
  std::string name;
  std::string url;
};

struct SuggestionView {
  SuggestionRow row;
  std::optional<users::Person> author;  ///< never for an anonymous one
  bool mine = false;
  bool unread = false;
};

struct NoteView {
  NoteRow row;
  users::Person author;
};

struct SuggestionDetail {
  SuggestionView suggestion;
  std::vector<FileView> attachments;
  std::vector<HistoryRow> history;
  std::vector<NoteView> notes;
  bool can_review = false;
};

struct SuggestionSettings {
  std::vector<CategoryRow> categories;
  std::vector<users::Person> reviewers;
  bool can_review = false;
  bool is_admin = false;
};

struct InboxQuery {
  std::optional<std::string> status;
  std::optional<std::int64_t> category_id;
  bool archived = false;
  std::string q;
  std::int64_t limit = 20;
  std::int64_t offset = 0;
};

struct StatusCounts {
  std::int64_t nueva = 0, en_revision = 0, aceptada = 0, implementada = 0, descartada = 0;
};

struct SuggestionPage {
  std::vector<SuggestionView> items;
  std::int64_t total = 0;
  std::int64_t unread = 0;  ///< mine
  StatusCounts counts;      ///< inbox
};

class SuggestionService {
 public:
  SuggestionService(const db::Database& db, const Clock& clock, const storage::FileStore& files,
                    const uploads::UploadService& uploads, const audit::AuditLog& audit,
                    const notifications::NotificationService& notifications, std::string secret)
      : db_(db),
        clock_(clock),
        files_(files),
        uploads_(uploads),
        audit_(audit),
        notifications_(notifications),
        secret_(std::move(secret)) {}

  SuggestionSettings settings(OrgId org, const Caller& who) const;
  /// Admins (403 otherwise); 422 invalid_settings.
  SuggestionSettings update_settings(OrgId org, const Caller& who,
                                     const boost::json::object& body) const;
  /// 422 invalid_suggestion / attachment_not_found.
  SuggestionDetail create(OrgId org, const Caller& who, const boost::json::object& body) const;
  SuggestionPage mine(OrgId org, const Caller& who, std::int64_t limit, std::int64_t offset) const;
  /// Reviewers (403 otherwise). A fixed number of statements per page.
  SuggestionPage inbox(OrgId org, const Caller& who, const InboxQuery& q) const;
  /// The inbox's rows (at most 50,000) as an xlsx workbook; audited.
  std::string export_xlsx(OrgId org, const Caller& who, const InboxQuery& q,
                          const std::string& time_zone) const;
  /// The author or a reviewer; 404 otherwise.
  SuggestionDetail read(OrgId org, const Caller& who, std::int64_t id) const;
  /// The author only; 404 otherwise.
  SuggestionView mark_seen(OrgId org, const Caller& who, std::int64_t id) const;
  SuggestionDetail change_status(OrgId org, const Caller& who, std::int64_t id,
                                 const boost::json::object& body) const;
  SuggestionDetail add_note(OrgId org, const Caller& who, std::int64_t id,
                            const boost::json::object& body) const;
  SuggestionDetail archive(OrgId org, const Caller& who, std::int64_t id, bool archived) const;

  /// The anonymous author key of a person (hex HMAC-SHA256).
  std::string author_key(OrgId org, std::int64_t user_id) const;
  /// Whether the person reviews suggestions (admins and designated reviewers).
  bool is_reviewer(db::Conn& c, OrgId org, const Caller& who) const;
  const SuggestionRepo& repo() const { return repo_; }

 private:
  std::vector<SuggestionView> views(db::Conn& c, OrgId org, const Caller& who,
                                    std::vector<SuggestionRow> rows) const;
  SuggestionDetail detail(db::Conn& c, OrgId org, const Caller& who, std::int64_t id) const;
  /// The suggestion for a reviewer (403 when not one, 404 when not of the organisation).
  SuggestionRow reviewed(db::Conn& c, OrgId org, const Caller& who, std::int64_t id,
                         bool lock) const;
  bool is_author(const SuggestionRow& row, const std::string& key, std::int64_t user_id) const;

  const db::Database& db_;
  const Clock& clock_;
  const storage::FileStore& files_;
  const uploads::UploadService& uploads_;
  const audit::AuditLog& audit_;
  const notifications::NotificationService& notifications_;
  std::string secret_;
  SuggestionRepo repo_;
};

}  // namespace aplauso::suggestions
