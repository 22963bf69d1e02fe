// Leaderboards per period (most recognised, most recognising, most points received) with the
// organisation's podium settings: which period, how many places, which boards are shown.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/clock.h"
#include "core/ids.h"
#include "modules/podium/podium_repo.h"

namespace aplauso::db {
class Database;
}

namespace aplauso::audit {
class AuditLog;
}

namespace aplauso::podium {

struct Settings {
  std::string period = "month";
  std::int64_t size = 3;
  std::vector<std::string> metrics{"received", "sent", "points"};
};

struct Entry {
  std::int64_t rank = 0;
  std::int64_t user_id = 0;
  std::int64_t value = 0;
};

struct Board {
  std::string metric;
  std::string period;
  std::int64_t from = 0;
  std::int64_t to = 0;
  std::vector<Entry> entries;
};

class PodiumService {
 public:
  PodiumService(const db::Database& db, const Clock& clock, const audit::AuditLog& audit)
      : db_(db), clock_(clock), audit_(audit) {}

  Settings settings(OrgId org_id) const;
  /// 400 naming the bad field (period, size 3–20, metrics).
  Settings set_settings(OrgId org_id, const Settings& settings) const;
  /// The board of `metric` for the current period (`offset` 0) or an earlier one. Ties share
  /// a rank. 400 when the metric is unknown or switched off.
  Board board(OrgId org_id, const std::string& metric, int offset) const;

 private:
  const db::Database& db_;
  const Clock& clock_;
  const audit::AuditLog& audit_;
  PodiumRepo repo_;
};

}  // namespace aplauso::podium
