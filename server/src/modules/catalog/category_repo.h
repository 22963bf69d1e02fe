// SQL for product categories.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace soci {
class session;
}

namespace aplauso::catalog {

struct Category {
  std::int64_t id = 0;
  std::string name;
  std::optional<std::string> icon;
  bool active = true;
};

class CategoryRepo {
 public:
  /// Active categories of the organisation, in display order.
  std::vector<Category> list_active(soci::session& s, std::int64_t org_id) const;
  std::int64_t insert(soci::session& s, std::int64_t org_id, const std::string& name,
                      const std::optional<std::string>& icon, int position,
                      std::int64_t now_ms) const;
};

}  // namespace aplauso::catalog
