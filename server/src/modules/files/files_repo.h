// The only code that runs the files repository's SQL (files_sql.h).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/ids.h"
#include "modules/files/files_types.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::files {

/// A file expiring soon whose managers are to be reminded.
struct Expiring {
  OrgId org;
  std::int64_t file_id = 0;
  std::string name;
  std::string expires_on;
  std::int64_t root_id = 0;
  std::optional<std::int64_t> created_by;
};

/// A file its folder's retention has run out for.
struct PastRetention {
  OrgId org;
  std::int64_t file_id = 0, folder_id = 0;
  std::string name;
  std::int64_t retention_days = 0;
};

class FilesRepo {
 public:
  // Folders.
  std::optional<Folder> folder(db::Conn& c, OrgId org, std::int64_t id) const;
  bool sees(db::Conn& c, OrgId org, std::int64_t user_id, bool admin, std::int64_t root) const;
  std::vector<Folder> top_folders(db::Conn& c, OrgId org, std::int64_t user_id, bool admin) const;
  std::optional<Folder> personal_of(db::Conn& c, OrgId org, std::int64_t user_id) const;
  std::vector<Folder> children(db::Conn& c, OrgId org, std::int64_t id) const;
  /// From the folder up to its top-level folder, itself first.
  std::vector<Crumb> path_up(db::Conn& c, OrgId org, std::int64_t id) const;
  std::int64_t insert_folder(db::Conn& c, OrgId org, const Folder& f,
                             std::optional<std::int64_t> created_by, std::int64_t now) const;
  void update_folder(db::Conn& c, OrgId org, const Folder& f, std::int64_t now) const;
  /// Files past their folder's retention at `now`, every organisation (a batch).
  std::vector<PastRetention> past_retention(db::Conn& c, std::int64_t now) const;
  void touch_folder(db::Conn& c, OrgId org, std::int64_t id, std::int64_t now) const;
  void delete_folder(db::Conn& c, OrgId org, std::int64_t id) const;
  FileAudience audience(db::Conn& c, OrgId org, std::int64_t root, bool everyone) const;
  void set_audience(db::Conn& c, OrgId org, std::int64_t root, const FileAudience& a) const;
  std::vector<std::int64_t> owners(db::Conn& c, OrgId org, std::int64_t root) const;
  bool is_owner(db::Conn& c, OrgId org, std::int64_t root, std::int64_t user_id) const;
  void set_owners(db::Conn& c, OrgId org, std::int64_t root,
                  const std::vector<std::int64_t>& owners) const;
  std::int64_t count_departments(db::Conn& c, OrgId org,
                                 const std::vector<std::int64_t>& ids) const;
  std::int64_t count_groups(db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids) const;
  std::int64_t count_people(db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids) const;
  bool person_exists(db::Conn& c, OrgId org, std::int64_t user_id) const;

  // Files.
  std::optional<FileRow> file(db::Conn& c, OrgId org, std::int64_t viewer, std::int64_t id) const;
  /// Those of `ids` that `viewer` sees (admins: every one of the organisation's), by id.
  std::vector<FileRow> visible_files(db::Conn& c, OrgId org, std::int64_t viewer, bool admin,
                                     const std::vector<std::int64_t>& ids) const;
  std::vector<FileRow> folder_files(db::Conn& c, OrgId org, std::int64_t viewer,
                                    std::int64_t folder, std::int64_t limit,
                                    std::int64_t offset) const;
  std::vector<FileRow> search_name(db::Conn& c, OrgId org, std::int64_t viewer, bool admin,
                                   const std::string& pattern, std::int64_t limit,
                                   std::int64_t offset) const;
  std::vector<FileRow> search_tag(db::Conn& c, OrgId org, std::int64_t viewer, bool admin,
                                  const std::string& tag, std::int64_t limit,
                                  std::int64_t offset) const;
  std::vector<FileRow> pending(db::Conn& c, OrgId org, std::int64_t viewer, std::int64_t limit,
                               std::int64_t offset) const;
  std::int64_t pending_count(db::Conn& c, OrgId org, std::int64_t viewer) const;
  std::int64_t insert_file(db::Conn& c, OrgId org, const FileRow& f,
                           std::optional<std::int64_t> created_by, std::int64_t now) const;
  void set_current(db::Conn& c, OrgId org, std::int64_t file, const Version& v,
                   std::int64_t now) const;
  void update_file(db::Conn& c, OrgId org, const FileRow& f, std::int64_t now) const;
  void delete_file(db::Conn& c, OrgId org, std::int64_t id) const;
  void set_tags(db::Conn& c, OrgId org, std::int64_t file, const std::vector<std::string>& tags,
                bool replace) const;

  // Versions.
  std::vector<Version> versions(db::Conn& c, OrgId org, std::int64_t file) const;
  std::optional<Version> version(db::Conn& c, OrgId org, std::int64_t id) const;
  std::int64_t insert_version(db::Conn& c, OrgId org, const Version& v) const;
  void delete_version(db::Conn& c, OrgId org, std::int64_t id) const;

  // Read confirmations.
  std::optional<Acknowledgement> my_ack(db::Conn& c, OrgId org, std::int64_t file,
                                        std::int64_t user_id) const;
  std::optional<Acknowledgement> ack_of(db::Conn& c, OrgId org, std::int64_t version,
                                        std::int64_t user_id) const;
  void insert_ack(db::Conn& c, OrgId org, std::int64_t file, std::int64_t user_id,
                  const Acknowledgement& a) const;
  /// (audience, confirmed)
  std::pair<std::int64_t, std::int64_t> report_counts(db::Conn& c, OrgId org, std::int64_t root,
                                                      std::int64_t version) const;
  std::vector<AckRow> report_rows(db::Conn& c, OrgId org, std::int64_t root, std::int64_t file,
                                  std::int64_t version, const std::string& status,
                                  std::int64_t limit, std::int64_t offset) const;
  std::vector<Evidence> evidence(db::Conn& c, OrgId org, std::int64_t file) const;
  std::vector<std::int64_t> audience_ids(db::Conn& c, OrgId org, std::int64_t root,
                                         std::int64_t except) const;

  std::optional<std::int64_t> person_by_email(db::Conn& c, OrgId org,
                                              const std::string& email) const;
  /// The people (not erased) holding any of these normalised national documents, by id.
  std::vector<std::int64_t> people_by_national_ids(
      db::Conn& c, OrgId org, const std::vector<std::string>& national_ids) const;

  // Expiry reminders.
  std::vector<Expiring> expiring(db::Conn& c, const std::string& by) const;
  void mark_reminded(db::Conn& c, OrgId org, std::int64_t file) const;
  std::vector<std::int64_t> admins(db::Conn& c, OrgId org) const;
  std::vector<std::int64_t> active_among(db::Conn& c, OrgId org,
                                         const std::vector<std::int64_t>& ids) const;

  // Certificates.
  struct Facts {
    std::string first_name;
    std::string last_name;
    std::optional<std::string> job_position;
    std::optional<std::string> admission_date;
    std::optional<std::string> department_name;
  };
  std::optional<Facts> profile_facts(db::Conn& c, OrgId org, std::int64_t user_id) const;
  std::vector<Certificate> certificates(db::Conn& c, OrgId org, std::int64_t user_id) const;
  std::optional<Certificate> certificate(db::Conn& c, OrgId org, std::int64_t user_id,
                                         std::int64_t id) const;
  std::optional<Certificate> certificate_by_code(db::Conn& c, OrgId org,
                                                 const std::string& code) const;
  std::int64_t issued_since(db::Conn& c, OrgId org, std::int64_t user_id, std::int64_t since) const;
  std::int64_t insert_certificate(db::Conn& c, OrgId org, const Certificate& cert) const;

  void forget_person(db::Conn& c, OrgId org, std::int64_t user_id) const;
};

}  // namespace aplauso::files
