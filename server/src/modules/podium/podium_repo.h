// The podium's boards and the organisation's podium settings.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "core/ids.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::podium {

struct StoredSettings {
  std::string period;
  std::int64_t size = 3;
  std::string metrics_csv;
};

class PodiumRepo {
 public:
  StoredSettings settings(db::Conn& c, OrgId org) const;
  void set_settings(db::Conn& c, OrgId org, const StoredSettings& s, std::int64_t now_ms) const;
  /// (member, value) pairs of a board in [from, to), best first, at most `limit`.
  std::vector<std::pair<std::int64_t, std::int64_t>> board(db::Conn& c, OrgId org,
                                                           const std::string& metric,
                                                           std::int64_t from, std::int64_t to,
                                                           std::int64_t limit) const;
};

}  // namespace aplauso::podium
