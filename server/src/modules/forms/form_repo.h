// Form definitions by form id and version, and the submissions of admin-built forms.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/ids.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::forms {

/// One version of a form as stored; `definition` is its JSON text (form_rules.h's to_json).
struct StoredForm {
  std::string form_id;
  std::int64_t version = 0;
  std::string owner;
  std::string definition;
  std::optional<std::int64_t> created_by;
  std::int64_t created_at = 0;
  std::optional<std::int64_t> archived_at;
  std::int64_t submissions = 0;  ///< filled in by the list only
};

struct NewVersion {
  std::string form_id;
  std::int64_t version = 0;
  std::string owner;
  std::string definition;
  std::optional<std::int64_t> created_by;
};

class FormRepo {
 public:
  /// The latest version, or the one asked for; nullopt when the organisation has none.
  std::optional<StoredForm> find(db::Conn& c, OrgId org, const std::string& form_id,
                                 std::optional<std::int64_t> version) const;
  /// The latest version, locked to the end of the transaction (PostgreSQL; SQLite's writer lock
  /// already serialises).
  std::optional<StoredForm> latest_for_update(db::Conn& c, OrgId org,
                                              const std::string& form_id) const;
  /// The latest version of each form of `owner`, newest form first, with their submissions.
  std::vector<StoredForm> list(db::Conn& c, OrgId org, const std::string& owner,
                               bool include_archived, std::int64_t limit,
                               std::int64_t offset) const;
  std::int64_t count(db::Conn& c, OrgId org, const std::string& owner, bool include_archived) const;
  /// Throws the database's unique violation when another writer took the version meanwhile.
  std::int64_t insert(db::Conn& c, OrgId org, const NewVersion& v, std::int64_t now_ms) const;
  /// Removes a form of `owner` (its submissions first, then every version); nothing when the
  /// form belongs to another owner.
  void forget(db::Conn& c, OrgId org, const std::string& owner, const std::string& form_id) const;
  /// False when the form is archived already (or has no version).
  bool archive(db::Conn& c, OrgId org, const std::string& form_id, std::int64_t now_ms) const;

  std::int64_t insert_submission(db::Conn& c, OrgId org, const std::string& form_id,
                                 std::int64_t version, std::int64_t user_id,
                                 const std::string& answers, std::int64_t now_ms) const;
  std::int64_t submission_count(db::Conn& c, OrgId org, const std::string& form_id) const;
  /// Deletes every submission of the person.
  void forget_person(db::Conn& c, OrgId org, std::int64_t user_id) const;

  /// How many of `keys` are uploads of `type` that the person completed.
  std::int64_t own_uploads(db::Conn& c, OrgId org, std::int64_t user_id, const std::string& type,
                           const std::vector<std::string>& keys) const;
  /// How many of `ids` are active people of the organisation.
  std::int64_t active_people(db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids) const;
};

}  // namespace aplauso::forms
