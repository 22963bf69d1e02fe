// The files repository (flag `files_repository`, ADR 0068, docs/files.md): folders with an
// audience and owners, files with versions whose bytes the server hashes, read confirmations that
// keep the SHA-256 of the version read, personal folders, bulk upload to them by e-mail, expiry
// reminders, and certificates on demand with a public verification code.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/clock.h"
#include "core/roles.h"
#include "modules/files/files_repo.h"

namespace aplauso::db {
class Conn;
class Database;
}  // namespace aplauso::db
namespace aplauso::uploads {
class UploadService;
}
namespace aplauso::audit {
class AuditLog;
}
namespace aplauso::users {
struct ErasedPerson;
}
namespace aplauso::notifications {
class NotificationService;
}

namespace aplauso::files {

/// Who is asking: the rules of docs/files.md read the role and the person.
struct Viewer {
  std::int64_t user_id = 0;
  Role role = Role::kEmployee;
  bool admin() const { return role_at_least(role, Role::kAdmin); }
};

struct FolderInput {
  std::string name;
  std::string description;
  std::optional<std::int64_t> parent_id;
  std::optional<FileAudience> audience;             ///< top-level folders only
  std::optional<std::vector<std::int64_t>> owners;  ///< top-level folders only
  std::optional<std::int64_t> retention_days;
};

struct FolderEdit {
  std::optional<std::string> name;
  std::optional<std::string> description;
  std::optional<FileAudience> audience;
  std::optional<std::vector<std::int64_t>> owners;
  std::optional<bool> employee_upload;
  std::optional<std::optional<std::int64_t>> retention_days;  ///< a null keeps files until deleted
};

/// One uploaded file as the route received it.
struct Upload {
  std::string file_name;  ///< the name the browser gave
  std::string bytes;
};

/// An upload's fields besides the bytes (multipart text parts, already split).
struct FileInput {
  std::string name;  ///< empty: the uploaded file's name
  std::string description;
  std::vector<std::string> tags;
  bool requires_ack = false;
  std::optional<std::string> expires_on;  ///< YYYY-MM-DD
};

struct FileEdit {
  std::optional<std::string> name;
  std::optional<std::string> description;
  std::optional<std::vector<std::string>> tags;
  std::optional<bool> requires_ack;
  std::optional<std::optional<std::string>> expires_on;  ///< a null clears it
};

struct Overview {
  std::vector<Folder> folders;
  std::optional<Folder> personal;
  std::int64_t pending = 0;
  bool can_create = false;
};

struct FolderView {
  Folder folder;
  std::vector<Crumb> path;
  std::vector<Folder> children;
  bool can_manage = false;
  bool can_upload = false;
  std::optional<FileAudience> audience;  ///< managers only
  std::vector<std::int64_t> owners;
};

struct FileView {
  FileRow file;
  std::vector<Crumb> path;  ///< down to the file's folder
  std::vector<Version> versions;
  std::optional<Acknowledgement> mine;
  bool can_manage = false;
};

struct FilePage {
  std::vector<FileRow> items;
  bool has_more = false;
};

struct BulkStored {
  std::string file_name;
  std::int64_t file_id = 0;
  std::int64_t folder_id = 0;
  std::int64_t user_id = 0;
};
struct BulkUnmatched {
  std::string file_name;
  std::string reason;
  std::string message;
};
struct BulkResult {
  std::vector<BulkStored> stored;
  std::vector<BulkUnmatched> unmatched;
};

class FilesService {
 public:
  /// A file's bytes: 15 MB.
  static constexpr std::size_t kMostBytes = 15 * 1024 * 1024;
  /// Folders nest at most this deep (a top-level folder is level 1).
  static constexpr std::int64_t kMostDepth = 5;
  /// Files one bulk upload may carry.
  static constexpr std::size_t kMostBulk = 50;
  /// Certificates a person may generate a day.
  static constexpr std::int64_t kCertificatesPerDay = 20;
  /// Days before its expiry that a file's managers are reminded.
  static constexpr std::int64_t kRemindDays = 30;
  /// A folder's retention: from a week to twenty years.
  static constexpr std::int64_t kLeastRetentionDays = 7;
  static constexpr std::int64_t kMostRetentionDays = 7300;

  FilesService(const db::Database& db, const Clock& clock, const uploads::UploadService& uploads,
               const audit::AuditLog& audit, const notifications::NotificationService& notify)
      : db_(db), clock_(clock), uploads_(uploads), audit_(audit), notify_(notify) {}

  Overview overview(OrgId org, const Viewer& viewer) const;
  /// 404 outside the viewer's view.
  FolderView folder(OrgId org, const Viewer& viewer, std::int64_t id) const;
  FolderView create_folder(OrgId org, const Viewer& viewer, const FolderInput& in) const;
  FolderView update_folder(OrgId org, const Viewer& viewer, std::int64_t id,
                           const FolderEdit& edit) const;
  void delete_folder(OrgId org, const Viewer& viewer, std::int64_t id) const;
  /// The personal folder of `user_id` (admins): created the first time (`created` true then).
  FolderView personal_folder(OrgId org, const Viewer& viewer, std::int64_t user_id,
                             bool& created) const;

  FilePage files(OrgId org, const Viewer& viewer, std::int64_t folder_id, std::int64_t page,
                 std::int64_t per_page) const;
  FilePage search(OrgId org, const Viewer& viewer, const std::optional<std::string>& q,
                  const std::optional<std::string>& tag, std::int64_t page,
                  std::int64_t per_page) const;
  FilePage pending(OrgId org, const Viewer& viewer, std::int64_t page, std::int64_t per_page) const;
  FileView file(OrgId org, const Viewer& viewer, std::int64_t id) const;
  /// In the caller's transaction: those of `ids` the viewer sees (other modules' links to files:
  /// an organisation's own pages show a file only to who may open it), by id.
  std::vector<FileRow> visible_files(db::Conn& c, OrgId org, const Viewer& viewer,
                                     const std::vector<std::int64_t>& ids) const;
  FileView upload(OrgId org, const Viewer& viewer, std::int64_t folder_id, const Upload& upload,
                  const FileInput& in) const;
  FileView add_version(OrgId org, const Viewer& viewer, std::int64_t id, const Upload& upload,
                       const std::string& note) const;
  FileView update_file(OrgId org, const Viewer& viewer, std::int64_t id,
                       const FileEdit& edit) const;
  void delete_file(OrgId org, const Viewer& viewer, std::int64_t id) const;

  Acknowledgement acknowledge(OrgId org, const Viewer& viewer, std::int64_t id,
                              std::int64_t version_id) const;
  AckReport report(OrgId org, const Viewer& viewer, std::int64_t id, const std::string& status,
                   std::int64_t page, std::int64_t per_page) const;
  /// Every confirmation of every version as CSV rows (managers).
  std::string evidence_csv(OrgId org, const Viewer& viewer, std::int64_t id) const;

  BulkResult bulk(OrgId org, const Viewer& viewer, const std::vector<Upload>& uploads,
                  const FileInput& in) const;

  std::vector<Certificate> certificates(OrgId org, std::int64_t user_id) const;
  /// 422 admission_date_missing, 429 too_many_certificates, 400 for an unknown kind.
  Certificate issue_certificate(OrgId org, std::int64_t user_id, const std::string& org_name,
                                const std::string& kind, const std::string& language) const;
  /// The owner's certificate; 404 otherwise.
  Certificate certificate(OrgId org, std::int64_t user_id, std::int64_t id) const;
  /// By code (case and dashes ignored); 404 certificate_not_found.
  Certificate verify(OrgId org, const std::string& code) const;

  /// Reminds managers (the top-level folder's owners and who uploaded it; the admins when
  /// none is active) of files that expire within kRemindDays, once per file and expiry date;
  /// returns how many files were reminded. Run by the module's hourly job.
  std::int64_t remind_expiring() const;
  /// Deletes the files kept longer than their folder's retention after their last change (a
  /// batch; audited as files.file_retention_delete); returns how many. The module's hourly job.
  std::int64_t apply_retention() const;

  /// A person's personal folder, files, certificates and confirmations go with them; files they
  /// uploaded to shared folders stay, no longer naming them.
  void forget_person(db::Conn& c, OrgId org, const users::ErasedPerson& person) const;

 private:
  void check_audience(db::Conn& c, OrgId org, const FileAudience& a) const;
  void check_owners(db::Conn& c, OrgId org, const std::vector<std::int64_t>& owners) const;
  Folder ensure_personal(db::Conn& c, OrgId org, const Viewer& viewer, std::int64_t user_id,
                         std::int64_t now, bool& created) const;
  FileView view_file(db::Conn& c, OrgId org, const Viewer& viewer, std::int64_t id) const;
  /// Asks the folder's audience (but `viewer`) to confirm they read the file's current version.
  void ask_to_confirm(OrgId org, const Viewer& viewer, std::int64_t file_id) const;
  /// Checks and stores a new file in the folder `folder_of` names (it runs first in the
  /// transaction and throws when the viewer may not upload there); returns the file's id.
  std::int64_t store_new_file(OrgId org, const Viewer& viewer, const Upload& upload,
                              const FileInput& in,
                              const std::function<std::int64_t(db::Conn&)>& folder_of) const;

  const db::Database& db_;
  const Clock& clock_;
  const uploads::UploadService& uploads_;
  const audit::AuditLog& audit_;
  const notifications::NotificationService& notify_;
  FilesRepo repo_;
};

/// The certificate's PDF in its language, the verification code and page on it.
std::string certificate_pdf(const Certificate& cert, const std::string& verify_url);

}  // namespace aplauso::files
