// Badges of an organisation and the ones each member received.
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

namespace aplauso::badges {

struct Badge {
  std::int64_t id = 0;
  std::string name;
  std::optional<std::string> description;
  std::string image_key;
  bool active = true;
  std::int64_t created_at = 0;
  std::optional<std::string> name_en;
  std::optional<std::string> description_en;
};
BOOST_DESCRIBE_STRUCT(Badge, (),
                      (id, name, description, image_key, active, created_at, name_en,
                       description_en))

struct BadgeCount {
  Badge badge;
  std::int64_t count = 0;
  std::int64_t last_received_at = 0;
};

/// A badge a member received, for the evaluations module's evidence panel.
struct ReceivedBadge {
  std::string name;
  std::optional<std::string> name_en;
  std::int64_t at = 0;
};

class BadgeRepo {
 public:
  std::optional<Badge> find(db::Conn& c, OrgId org, std::int64_t id) const;
  std::vector<Badge> list(db::Conn& c, OrgId org, bool include_inactive) const;
  std::int64_t insert(db::Conn& c, OrgId org, const Badge& b, std::int64_t created_by,
                      std::int64_t now_ms) const;
  void update(db::Conn& c, OrgId org, const Badge& b) const;
  void remove(db::Conn& c, OrgId org, std::int64_t id) const;
  /// Badges a member received (posts not filed), with how many times and when last.
  std::vector<BadgeCount> received(db::Conn& c, OrgId org, std::int64_t user_id) const;
  std::vector<ReceivedBadge> received_between(db::Conn& c, OrgId org, std::int64_t user_id,
                                              std::int64_t from_ms, std::int64_t to_ms,
                                              std::int64_t limit) const;
};

}  // namespace aplauso::badges
