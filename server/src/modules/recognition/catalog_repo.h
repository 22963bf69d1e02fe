// What recognitions are made of: recognition types, their super and sub types, and corporate
// values. Archived rows stay for the posts that carry them.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/ids.h"
#include "core/roles.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::recognition {

struct SuperType {
  std::int64_t id = 0;
  std::string name;
  std::optional<std::string> description;
  std::int64_t position = 0;
  bool active = true;
  std::optional<std::string> name_en;
  std::optional<std::string> description_en;
};

struct SubType {
  std::int64_t id = 0;
  std::int64_t type_id = 0;
  std::string name;
  std::optional<std::string> description;
  bool active = true;
  std::optional<std::string> name_en;
  std::optional<std::string> description_en;
};

struct RecognitionType {
  std::int64_t id = 0;
  std::optional<std::int64_t> super_type_id;
  std::string name;
  std::optional<std::string> description;
  std::optional<std::string> emoji;
  std::optional<std::string> image_url;
  std::int64_t min_points = 0;
  std::int64_t max_points = 100;
  std::vector<Role> roles{Role::kEmployee, Role::kLeader, Role::kAdmin};
  bool special = false;
  bool active = true;
  std::int64_t position = 0;
  std::optional<std::string> name_en;
  std::optional<std::string> description_en;
  std::vector<SubType> sub_types;       ///< filled by list()
  std::optional<SuperType> super_type;  ///< filled by list()

  bool allows(Role role) const;
};

struct CorporateValue {
  std::int64_t id = 0;
  std::string name;
  std::optional<std::string> description;
  std::optional<std::string> emoji;
  std::int64_t position = 0;
  bool active = true;
  std::optional<std::string> name_en;
  std::optional<std::string> description_en;
  std::optional<std::string> colour;  ///< #rrggbb
  /// JSON arrays of strings: behavioural examples (VAL-1) and suggestion keywords (VAL-★3).
  std::string examples = "[]";
  std::string examples_en = "[]";
  std::string keywords = "[]";
  std::string keywords_en = "[]";
};

/// A finished upload a recognition may attach.
struct UploadedFile {
  std::string key;
  std::string name;
  std::string content_type;
  std::int64_t size = 0;
};

class CatalogRepo {
 public:
  /// Types not archived (inactive ones too when `include_inactive`), with sub and super types
  /// (three statements).
  std::vector<RecognitionType> types(db::Conn& c, OrgId org, bool include_inactive) const;
  /// nullopt when the id is not a type (not archived) of the organisation.
  std::optional<RecognitionType> type(db::Conn& c, OrgId org, std::int64_t id) const;
  /// The types among `ids` (not archived), without sub and super types, in one statement.
  std::vector<RecognitionType> types_by_id(db::Conn& c, OrgId org,
                                           const std::vector<std::int64_t>& ids) const;
  std::int64_t insert_type(db::Conn& c, OrgId org, const RecognitionType& t,
                           std::int64_t now_ms) const;
  void update_type(db::Conn& c, OrgId org, const RecognitionType& t, std::int64_t now_ms) const;
  bool archive_type(db::Conn& c, OrgId org, std::int64_t id, std::int64_t now_ms) const;

  std::vector<SuperType> super_types(db::Conn& c, OrgId org) const;
  std::optional<SuperType> super_type(db::Conn& c, OrgId org, std::int64_t id) const;
  std::int64_t insert_super_type(db::Conn& c, OrgId org, const SuperType& t,
                                 std::int64_t now_ms) const;
  void update_super_type(db::Conn& c, OrgId org, const SuperType& t) const;
  /// Types of the super type keep going without one. False when there was none.
  bool delete_super_type(db::Conn& c, OrgId org, std::int64_t id) const;

  std::optional<SubType> sub_type(db::Conn& c, OrgId org, std::int64_t id) const;
  std::int64_t insert_sub_type(db::Conn& c, OrgId org, const SubType& t, std::int64_t now_ms) const;
  void update_sub_type(db::Conn& c, OrgId org, const SubType& t) const;
  bool archive_sub_type(db::Conn& c, OrgId org, std::int64_t id) const;

  std::vector<CorporateValue> values(db::Conn& c, OrgId org, bool include_inactive) const;
  std::optional<CorporateValue> value(db::Conn& c, OrgId org, std::int64_t id) const;
  /// The values among `ids` (not archived), in one statement.
  std::vector<CorporateValue> values_by_id(db::Conn& c, OrgId org,
                                           const std::vector<std::int64_t>& ids) const;
  std::int64_t insert_value(db::Conn& c, OrgId org, const CorporateValue& v,
                            std::int64_t now_ms) const;
  void update_value(db::Conn& c, OrgId org, const CorporateValue& v) const;
  bool archive_value(db::Conn& c, OrgId org, std::int64_t id) const;
  /// required | optional | off (optional when never set).
  std::string values_mode(db::Conn& c, OrgId org) const;
  void set_values_mode(db::Conn& c, OrgId org, const std::string& mode, std::int64_t now_ms) const;
  /// Nothing when the value is not the organisation's.
  void record_suggestion(db::Conn& c, OrgId org, std::int64_t post_id, std::int64_t value_id,
                         bool accepted, std::int64_t now_ms) const;

  /// The finished attachment uploads among `keys` of one of the two owners, in upload order.
  std::vector<UploadedFile> own_attachments(db::Conn& c, OrgId org,
                                            const std::vector<std::string>& keys,
                                            std::int64_t owner, std::int64_t other_owner) const;
};

std::string roles_csv(const std::vector<Role>& roles);
std::vector<Role> parse_roles_csv(const std::string& csv);

}  // namespace aplauso::recognition
