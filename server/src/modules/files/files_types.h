// What the files repository keeps: folders, files, versions, confirmations and certificates.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "modules/structure/audience.h"

namespace aplauso::files {

/// A top-level folder's audience: the shared audience (everyone, departments, groups) and people
/// listed by id.
struct FileAudience {
  structure::Audience base;
  std::vector<std::int64_t> people;
};

struct Folder {
  std::int64_t id = 0;
  std::optional<std::int64_t> parent_id;
  std::int64_t root_id = 0;  ///< the top-level folder (itself at the top)
  std::int64_t depth = 1;
  std::string name;
  std::string description;
  std::string kind = "shared";  ///< "shared" | "personal"
  std::optional<std::int64_t> person_id;
  bool employee_upload = false;
  bool everyone = false;  ///< the root's audience is everyone
  std::int64_t files_count = 0;
  std::int64_t folders_count = 0;
  std::int64_t created_at = 0;
  std::int64_t updated_at = 0;
  /// Days its files are kept after their last change (FIL-4); nullopt: until deleted.
  std::optional<std::int64_t> retention_days;
};

struct Crumb {
  std::int64_t id = 0;
  std::string name;
};

struct FileRow {
  std::int64_t id = 0;
  std::int64_t folder_id = 0;
  std::string folder_name;
  std::string name;
  std::string description;
  std::vector<std::string> tags;
  bool requires_ack = false;
  std::optional<std::string> expires_on;
  std::int64_t version_id = 0;
  std::int64_t version_number = 0;
  std::string content_type;
  std::int64_t size = 0;
  bool acknowledged = false;  ///< the viewer confirmed the current version
  std::int64_t created_at = 0;
  std::int64_t updated_at = 0;
};

struct Version {
  std::int64_t id = 0;
  std::int64_t file_id = 0;
  std::int64_t number = 0;
  std::string storage_key;
  std::string content_type;
  std::int64_t size = 0;
  std::string sha256;
  std::string note;
  std::optional<std::int64_t> uploaded_by;
  std::int64_t created_at = 0;
};

struct Acknowledgement {
  std::int64_t version_id = 0;
  std::int64_t version_number = 0;
  std::string sha256;
  std::int64_t confirmed_at = 0;
};

struct AckRow {
  std::int64_t user_id = 0;
  bool confirmed = false;
  std::optional<Acknowledgement> ack;
};

struct AckReport {
  std::int64_t version_number = 0;
  std::int64_t audience = 0;
  std::int64_t confirmed = 0;
  std::vector<AckRow> rows;
  bool has_more = false;
};

/// One line of the evidence export.
struct Evidence {
  std::string person_name;
  std::string email;
  std::optional<std::string> department;
  std::int64_t version_number = 0;
  std::string sha256;
  std::int64_t confirmed_at = 0;
};

struct Certificate {
  std::int64_t id = 0;
  std::int64_t user_id = 0;
  std::string kind;      ///< "employment" | "seniority"
  std::string code;      ///< 12 characters, no dashes
  std::string language;  ///< "es" | "en"
  std::int64_t issued_at = 0;
  std::string issued_on;  ///< YYYY-MM-DD (UTC)
  std::string person_name;
  std::string organization_name;
  std::string admission_date;
  std::optional<std::string> job_position;
  std::optional<std::string> department_name;
};

/// The code as people read it: XXXX-XXXX-XXXX.
std::string display_code(const std::string& code);
/// A file name or tag as search compares it: lower case (ASCII and Latin-1 letters).
std::string name_key(const std::string& name);
/// Comma-separated tags as typed, trimmed, empty ones dropped (checked by the service).
std::vector<std::string> split_tags(const std::string& text);
/// The UTC day of an instant, YYYY-MM-DD.
std::string utc_day(std::int64_t epoch_ms);

}  // namespace aplauso::files
