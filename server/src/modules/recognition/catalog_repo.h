// SQL for what recognitions are made of: recognition types, their super and sub types, and
// corporate values. Archived rows stay for the posts that carry them.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/roles.h"

namespace soci {
class session;
}

namespace aplauso::recognition {

struct SuperType {
  std::int64_t id = 0;
  std::string name;
  std::optional<std::string> description;
  std::int64_t position = 0;
  bool active = true;
};

struct SubType {
  std::int64_t id = 0;
  std::int64_t type_id = 0;
  std::string name;
  std::optional<std::string> description;
  bool active = true;
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
};

class CatalogRepo {
 public:
  /// Types not archived (inactive ones too when `include_inactive`), with sub and super types.
  std::vector<RecognitionType> types(soci::session& s, std::int64_t org_id,
                                     bool include_inactive) const;
  std::optional<RecognitionType> type(soci::session& s, std::int64_t org_id, std::int64_t id) const;
  std::int64_t insert_type(soci::session& s, std::int64_t org_id, const RecognitionType& t,
                           std::int64_t now_ms) const;
  void update_type(soci::session& s, std::int64_t org_id, const RecognitionType& t,
                   std::int64_t now_ms) const;
  bool archive_type(soci::session& s, std::int64_t org_id, std::int64_t id,
                    std::int64_t now_ms) const;

  std::vector<SuperType> super_types(soci::session& s, std::int64_t org_id) const;
  std::optional<SuperType> super_type(soci::session& s, std::int64_t org_id, std::int64_t id) const;
  std::int64_t insert_super_type(soci::session& s, std::int64_t org_id, const SuperType& t,
                                 std::int64_t now_ms) const;
  void update_super_type(soci::session& s, std::int64_t org_id, const SuperType& t) const;
  bool delete_super_type(soci::session& s, std::int64_t org_id, std::int64_t id) const;

  std::optional<SubType> sub_type(soci::session& s, std::int64_t org_id, std::int64_t id) const;
  std::int64_t insert_sub_type(soci::session& s, std::int64_t org_id, const SubType& t,
                               std::int64_t now_ms) const;
  void update_sub_type(soci::session& s, std::int64_t org_id, const SubType& t) const;
  bool archive_sub_type(soci::session& s, std::int64_t org_id, std::int64_t id) const;

  std::vector<CorporateValue> values(soci::session& s, std::int64_t org_id,
                                     bool include_inactive) const;
  std::optional<CorporateValue> value(soci::session& s, std::int64_t org_id, std::int64_t id) const;
  std::int64_t insert_value(soci::session& s, std::int64_t org_id, const CorporateValue& v,
                            std::int64_t now_ms) const;
  void update_value(soci::session& s, std::int64_t org_id, const CorporateValue& v) const;
  bool archive_value(soci::session& s, std::int64_t org_id, std::int64_t id) const;
};

std::string roles_csv(const std::vector<Role>& roles);
std::vector<Role> parse_roles_csv(const std::string& csv);

}  // namespace aplauso::recognition
