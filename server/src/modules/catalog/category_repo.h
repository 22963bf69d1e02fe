// Product categories of the rewards catalog.
#pragma once

#include <boost/describe/class.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/ids.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::catalog {

struct Category {
  std::int64_t id = 0;
  std::string name;
  std::optional<std::string> icon;
  bool active = true;
};
BOOST_DESCRIBE_STRUCT(Category, (), (id, name, icon, active))

/// A category with its place in the list.
struct PlacedCategory {
  Category category;
  std::int64_t position = 0;
};

class CategoryRepo {
 public:
  /// Every category, inactive ones too, in display order.
  std::vector<Category> list_all(db::Conn& c, OrgId org) const;
  std::optional<PlacedCategory> find(db::Conn& c, OrgId org, std::int64_t id) const;
  std::optional<std::int64_t> named(db::Conn& c, OrgId org, const std::string& name) const;
  std::int64_t next_position(db::Conn& c, OrgId org) const;
  void update(db::Conn& c, OrgId org, const PlacedCategory& p) const;
  /// Active categories of the organisation, in display order.
  std::vector<Category> list_active(db::Conn& c, OrgId org) const;
  std::int64_t insert(db::Conn& c, OrgId org, const std::string& name,
                      const std::optional<std::string>& icon, int position,
                      std::int64_t now_ms) const;
};

}  // namespace aplauso::catalog
