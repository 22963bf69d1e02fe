// SQL for recognition groups: a member's named lists of people to recognise together.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace soci {
class session;
}

namespace aplauso::recognition {

struct Group {
  std::int64_t id = 0;
  std::string name;
  std::vector<std::int64_t> member_ids;
};

class GroupRepo {
 public:
  /// The owner's groups with their members (two queries).
  std::vector<Group> list(soci::session& s, std::int64_t org_id, std::int64_t owner_id) const;
  std::optional<Group> find(soci::session& s, std::int64_t org_id, std::int64_t owner_id,
                            std::int64_t id) const;
  std::int64_t insert(soci::session& s, std::int64_t org_id, std::int64_t owner_id,
                      const std::string& name, std::int64_t now_ms) const;
  void rename(soci::session& s, std::int64_t id, const std::string& name,
              std::int64_t now_ms) const;
  void set_members(soci::session& s, std::int64_t id,
                   const std::vector<std::int64_t>& members) const;
  void remove(soci::session& s, std::int64_t id) const;
};

}  // namespace aplauso::recognition
