// Rules for points: budgets set by admins, allowances per period, corrections, history and the
// movements report. Every change goes through move(), which debits with a balance check and
// records the entry in the caller's transaction.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/clock.h"
#include "db/database.h"
#include "modules/points/ledger_repo.h"

namespace aplauso::points {

struct Level {
  std::int64_t id = 0;
  std::string name;
  std::int64_t min_points = 0;
  std::optional<std::string> emoji;
};

struct Summary {
  std::int64_t user_id = 0;
  Balances balances;
  std::optional<Level> level;
  std::optional<Level> next_level;
};

struct PointRules {
  std::string period = "month";  ///< week | month | quarter | year
  std::int64_t base_points = 0;
  bool expire_unused = false;
};

struct DistributeRequest {
  std::string mode;  ///< set | add
  std::int64_t amount = 0;
  std::vector<std::int64_t> user_ids;
  std::vector<std::string> emails;
  std::vector<std::int64_t> department_ids;
  bool all = false;
  std::optional<std::string> memo;
};

struct DistributeResult {
  std::int64_t affected = 0;
  std::int64_t points_moved = 0;
};

struct OutputsReport {
  std::int64_t from = 0;
  std::int64_t to = 0;
  struct Row {
    std::string period;
    std::string kind;
    std::int64_t count = 0;
    std::int64_t total = 0;
  };
  std::vector<Row> rows;
  std::vector<std::pair<std::string, std::int64_t>> totals;
};

/// Identifies the period containing `now_ms` (UTC): "2026-11", "2026-Q4", "2026", "W2916".
std::string period_key(const std::string& period, std::int64_t now_ms);
/// The [from, to) bounds in epoch ms of the period `offset` periods before the one of `now_ms`.
std::pair<std::int64_t, std::int64_t> period_bounds(const std::string& period, std::int64_t now_ms,
                                                    int offset = 0);
bool is_valid_period(std::string_view period);

class PointsService {
 public:
  PointsService(const db::Database& db, const Clock& clock) : db_(db), clock_(clock) {}

  /// Moves `amount` between accounts in the caller's transaction; 422 insufficient_points when
  /// the debited account cannot cover it.
  void move(soci::session& s, std::int64_t org_id, std::int64_t from_account,
            std::int64_t to_account, std::int64_t amount, Entry entry, bool received) const;

  Summary summary(std::int64_t org_id, std::int64_t user_id) const;
  Summary summary(soci::session& s, std::int64_t org_id, std::int64_t user_id) const;
  std::vector<HistoryRow> history(std::int64_t org_id, std::int64_t user_id, std::int64_t page,
                                  std::int64_t per_page, std::int64_t* total) const;

  DistributeResult distribute(std::int64_t org_id, std::int64_t actor_id,
                              const DistributeRequest& request) const;
  PointRules rules(std::int64_t org_id) const;
  PointRules set_rules(std::int64_t org_id, const PointRules& rules) const;
  Summary grant_extra(std::int64_t org_id, std::int64_t actor_id, std::int64_t user_id,
                      std::int64_t amount, const std::optional<std::string>& memo) const;
  std::pair<Summary, Summary> transfer(std::int64_t org_id, std::int64_t actor_id,
                                       std::int64_t from_user, std::int64_t to_user,
                                       std::int64_t amount, AccountKind account,
                                       const std::optional<std::string>& memo) const;
  OutputsReport outputs(std::int64_t org_id, std::int64_t from_ms, std::int64_t to_ms,
                        const std::string& group_by) const;

  /// Refills allowances (and expires unused giving points) for every organisation whose current
  /// period has not been processed; safe to call often and from several nodes.
  int run_allowances() const;

  std::vector<Level> levels(std::int64_t org_id) const;
  std::vector<Level> replace_levels(std::int64_t org_id, std::vector<Level> levels) const;

 private:
  bool process_period(std::int64_t org_id, const PointRules& rules, std::int64_t now) const;

  const db::Database& db_;
  const Clock& clock_;
  LedgerRepo ledger_;
};

}  // namespace aplauso::points
