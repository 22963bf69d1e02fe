// Rules for the recognition catalog that admins manage: types (bounds, roles, special, super
// type, sub types) and corporate values. Changes are validated field by field.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/clock.h"
#include "core/wording.h"
#include "modules/recognition/catalog_repo.h"

namespace aplauso::db {
class Database;
class Conn;
}  // namespace aplauso::db
namespace aplauso::feed {
class PostWriter;
}

namespace aplauso::audit {
class AuditLog;
}

namespace aplauso::recognition {

/// A partial change to a type; absent fields stay as they are.
struct TypePatch {
  std::optional<std::string> name;
  std::optional<std::optional<std::string>> description, emoji, image_url;
  std::optional<std::int64_t> min_points, max_points, position;
  std::optional<std::vector<Role>> roles;
  std::optional<bool> special, active;
  std::optional<std::optional<std::int64_t>> super_type_id;
  std::vector<std::string> new_sub_types;
  EnglishPatch english;
};

/// VAL-1's further fields of a value; absent ones stay as they are.
struct ValueExtras {
  std::optional<std::optional<std::string>> colour;
  std::optional<std::vector<std::string>> examples, examples_en, keywords, keywords_en;
};

/// VAL-2: whether a recognition must, may or must not carry a corporate value.
inline constexpr std::string_view kValuesModes[] = {"required", "optional", "off"};

class CatalogService {
 public:
  /// `posts` renders again the cards that show what an admin renames.
  CatalogService(const db::Database& db, const Clock& clock, const feed::PostWriter& posts,
                 const audit::AuditLog& audit)
      : db_(db), clock_(clock), posts_(posts), audit_(audit) {}

  /// Types a member of `role` may send (active, role allowed, special only for leaders+).
  std::vector<RecognitionType> sendable_types(OrgId org_id, Role role) const;
  std::vector<RecognitionType> all_types(OrgId org_id) const;
  /// Creates a type (no id) or changes one; 400 naming the bad field, 404 for an unknown id.
  RecognitionType save_type(OrgId org_id, std::optional<std::int64_t> id,
                            const TypePatch& patch) const;
  void archive_type(OrgId org_id, std::int64_t id) const;

  std::vector<SuperType> super_types(OrgId org_id) const;
  SuperType save_super_type(OrgId org_id, std::optional<std::int64_t> id,
                            const std::optional<std::string>& name,
                            const std::optional<std::optional<std::string>>& description,
                            std::optional<std::int64_t> position, std::optional<bool> active,
                            const EnglishPatch& english = {}) const;
  void delete_super_type(OrgId org_id, std::int64_t id) const;

  SubType create_sub_type(OrgId org_id, std::int64_t type_id, const std::string& name,
                          const std::optional<std::string>& description,
                          const EnglishPatch& english = {}) const;
  SubType update_sub_type(OrgId org_id, std::int64_t id, const std::optional<std::string>& name,
                          const std::optional<std::optional<std::string>>& description,
                          std::optional<bool> active, const EnglishPatch& english = {}) const;
  void archive_sub_type(OrgId org_id, std::int64_t id) const;

  std::vector<CorporateValue> values(OrgId org_id, bool include_inactive) const;
  CorporateValue save_value(OrgId org_id, std::optional<std::int64_t> id,
                            const std::optional<std::string>& name,
                            const std::optional<std::optional<std::string>>& description,
                            const std::optional<std::optional<std::string>>& emoji,
                            std::optional<std::int64_t> position, std::optional<bool> active,
                            const EnglishPatch& english = {}, const ValueExtras& extras = {}) const;
  void archive_value(OrgId org_id, std::int64_t id) const;
  /// The organisation's values_in_recognition mode: required | optional | off.
  std::string values_mode(OrgId org_id) const;
  /// 400 for another word. Audited (recognition.values_mode).
  std::string set_values_mode(OrgId org_id, const std::string& mode) const;

 private:
  void apply(db::Conn& c, OrgId org_id, const TypePatch& patch, RecognitionType& type) const;

  const db::Database& db_;
  const Clock& clock_;
  const feed::PostWriter& posts_;
  const audit::AuditLog& audit_;
  CatalogRepo repo_;
};

/// A type's image: an https: URL or a file of this product (/api/files/...); 400 otherwise.
std::optional<std::string> checked_image_url(const std::optional<std::string>& url);

/// The name rule shared by every catalog item: 1 to 80 characters.
std::string checked_name(const std::string& name, std::string_view field = "name");

}  // namespace aplauso::recognition
