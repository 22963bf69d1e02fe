// Rules for points: every movement through move() (all or nothing, accounts locked in id order,
// balances checked, one ledger entry per movement), budgets set by admins, allowances per
// period, corrections, history, the movements report and levels.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/clock.h"
#include "core/ids.h"
#include "modules/points/ledger_repo.h"
#include "modules/points/level_repo.h"

namespace aplauso::notifications {
class NotificationService;
}
namespace aplauso::db {
class Database;
}
namespace aplauso::audit {
class AuditLog;
}

namespace aplauso::points {

struct Summary {
  std::int64_t user_id = 0;
  Balances balances;
  std::optional<Level> level;
  std::optional<Level> next_level;
  /// What the organisation's counted sources credited the person (LVL-1): the level's basis.
  std::int64_t level_points = 0;
};

/// A person crossed a level threshold upwards with a payment (LVL-2).
struct LevelUp {
  std::int64_t user_id = 0;
  Level level;
  std::int64_t basis = 0;
  bool publish = true;  ///< the person did not turn off "Publicar mis subidas de nivel"
};

/// LVL-3 and LVL-★3: the profile's level section.
struct LevelProgress {
  Summary summary;
  std::vector<LevelUpRow> history;
  /// What each counted source credited in the last 30 days.
  std::vector<std::pair<std::string, std::int64_t>> last_30_days;
  /// Weeks to the next level at that pace; nullopt at pace 0 or at the top level.
  std::optional<std::int64_t> weeks_to_next;
  bool publish_level_ups = true;
};

/// LVL-4's preview: how many active members each level of a draft would hold.
struct LevelCount {
  std::int64_t min_points = 0;
  std::int64_t people = 0;
};

/// The ledger kinds an organisation may count toward levels, and the default ones.
std::vector<std::string> level_source_kinds();
std::vector<std::string> default_level_sources();

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

/// The console's overview of points in a period.
struct PointsOverview {
  std::string period;
  std::int64_t from = 0;      ///< ms
  std::int64_t to = 0;        ///< ms
  std::int64_t given = 0;     ///< in recognitions and boosts
  std::int64_t redeemed = 0;  ///< in the catalog, less refunds
  std::int64_t granted =
      0;  ///< allowances, assignments, extras, approved requests, anniversaries, surveys
  std::int64_t to_give = 0;  ///< give points active members still hold
  double budget_used = 0;    ///< given / (given + to_give)
};

/// Identifies the period containing `now_ms` (UTC): "2026-11", "2026-Q4", "2026", "W2916".
std::string period_key(const std::string& period, std::int64_t now_ms);
/// The [from, to) bounds in epoch ms of the period `offset` periods before the one of `now_ms`.
std::pair<std::int64_t, std::int64_t> period_bounds(const std::string& period, std::int64_t now_ms,
                                                    int offset = 0);
bool is_valid_period(std::string_view period);

class PointsService {
 public:
  PointsService(const db::Database& db, const Clock& clock,
                const notifications::NotificationService& notifications,
                const audit::AuditLog& audit)
      : db_(db), clock_(clock), notifications_(notifications), audit_(audit) {}

  /// Moves points in the caller's transaction, all of `moves` or none, in a fixed number of
  /// statements. 422 insufficient_points when an account (the treasury excepted) cannot cover
  /// what leaves it; `caller_pays` words that message for the person sending.
  /// Returns each account's balance after the movement.
  std::map<std::int64_t, std::int64_t> move(db::Conn& c, OrgId org, const std::vector<Move>& moves,
                                            const EntryInfo& info, bool caller_pays = false) const;
  /// `amount` points from `giver`'s give points to each of `receivers` (their redeem points,
  /// counted as received), all or none; 422 insufficient_points worded for the person giving.
  /// Returns the giver's give balance after. A fixed number of statements for any receivers.
  std::int64_t pay(db::Conn& c, OrgId org, std::int64_t giver,
                   const std::vector<std::int64_t>& receivers, std::int64_t amount,
                   const EntryInfo& info) const;
  /// `amount` points from the treasury to a member's redeem points (counted as received), in
  /// the caller's transaction: what an anniversary awards.
  void award(db::Conn& c, OrgId org, std::int64_t user_id, std::int64_t amount,
             const EntryInfo& info) const;
  /// `amount` of a member's redeem points back to the treasury (a checkout), in the caller's
  /// transaction; 422 insufficient_points worded for the member. Returns their balance after.
  std::int64_t spend(db::Conn& c, OrgId org, std::int64_t user_id, std::int64_t amount,
                     const EntryInfo& info) const;
  /// Treasury points to a member's redeem account, not counted as received: the opposite of
  /// spend (a rejected order item), or the demo's welcome points.
  void refund(db::Conn& c, OrgId org, std::int64_t user_id, std::int64_t amount,
              const EntryInfo& info) const;
  Balances balances(db::Conn& c, OrgId org, std::int64_t user_id) const;

  /// 404 when the user is not a member of the organisation.
  Summary summary(OrgId org, std::int64_t user_id) const;
  Summary summary(db::Conn& c, OrgId org, std::int64_t user_id) const;
  /// 404 when the user is not a member of the organisation.
  std::vector<HistoryRow> history(OrgId org, std::int64_t user_id, std::int64_t page,
                                  std::int64_t per_page, std::int64_t* total) const;
  std::vector<HistoryRow> by_reference(db::Conn& c, OrgId org, const std::string& type,
                                       std::int64_t id) const;

  DistributeResult distribute(OrgId org, std::int64_t actor_id,
                              const DistributeRequest& request) const;
  PointRules rules(OrgId org) const;
  PointRules set_rules(OrgId org, const PointRules& rules) const;
  /// A new organisation's default levels, which it can rename or replace (in the transaction
  /// that creates the organisation).
  void start_organisation(db::Conn& c, OrgId org, std::int64_t now_ms) const;
  Summary grant_extra(OrgId org, std::int64_t actor_id, std::int64_t user_id, std::int64_t amount,
                      const std::optional<std::string>& memo) const;
  /// grant_extra for the active member with this e-mail; 404 when there is none.
  Summary grant_extra(OrgId org, std::int64_t actor_id, const std::string& email,
                      std::int64_t amount, const std::optional<std::string>& memo) const;
  std::pair<Summary, Summary> transfer(OrgId org, std::int64_t actor_id, std::int64_t from_user,
                                       std::int64_t to_user, std::int64_t amount,
                                       AccountKind account,
                                       const std::optional<std::string>& memo) const;
  OutputsReport outputs(OrgId org, std::int64_t from_ms, std::int64_t to_ms,
                        const std::string& group_by) const;
  /// The console's overview of the current period (week, month, quarter or year; 400 otherwise).
  PointsOverview overview(OrgId org, const std::string& period) const;
  /// Sum of every balance of the organisation (zero unless the ledger is broken).
  std::int64_t balance_sum(OrgId org) const;

  /// Refills allowances (and expires unused giving points) for every organisation whose current
  /// period has not been processed; safe to call often and from several nodes.
  int run_allowances() const;

  std::vector<Level> levels(OrgId org) const;
  std::vector<Level> replace_levels(OrgId org, std::vector<Level> levels) const;

  /// What a later module does with each level-up, inside the paying transaction (the feed's
  /// celebration post). Register at install.
  using LevelUpHook = std::function<void(db::Conn&, OrgId, const LevelUp&)>;
  void on_level_up(LevelUpHook hook) { level_up_hooks_.push_back(std::move(hook)); }
  /// Whether a badge id is an active badge of the organisation (registered by the badges
  /// module, installed later): saving or previewing levels that name a badge asks it; without
  /// it, a level naming a badge is refused.
  using LevelBadgeCheck = std::function<bool(db::Conn&, OrgId, std::int64_t)>;
  void check_level_badges_with(LevelBadgeCheck check) { level_badge_check_ = std::move(check); }
  /// The ledger kinds counted toward levels (the defaults until an admin chooses).
  std::vector<std::string> level_sources(OrgId org) const;
  /// 400 for an unknown kind. Never announces level-ups (only payments do). Audited.
  std::vector<std::string> set_level_sources(OrgId org, std::vector<std::string> sources) const;
  /// 404 when the user is not a member of the organisation.
  LevelProgress level_progress(OrgId org, std::int64_t user_id) const;
  void set_publish_level_ups(OrgId org, std::int64_t user_id, bool publish) const;
  /// Validates like replace_levels, saves nothing.
  std::vector<LevelCount> preview_levels(OrgId org, std::vector<Level> levels) const;

 private:
  /// move(), with the accounts already locked when `locked` is given.
  std::map<std::int64_t, std::int64_t> settle(
      db::Conn& c, OrgId org, const std::vector<Move>& moves,
      const std::optional<std::vector<LockedAccount>>& locked, const EntryInfo& info,
      bool caller_pays) const;
  bool process_period(OrgId org, const PointRules& rules, std::int64_t now) const;
  /// After a payment that counts toward levels: each receiver whose basis crossed a threshold
  /// gets the highest level crossed, announced once (notification, then the hooks).
  void announce_level_ups(db::Conn& c, OrgId org, const std::string& kind,
                          const std::map<std::int64_t, std::int64_t>& received) const;
  std::vector<std::string> counted_sources(db::Conn& c, OrgId org) const;
  std::int64_t level_basis(db::Conn& c, OrgId org, std::int64_t user_id) const;
  static void check_levels(std::vector<Level>& levels);
  /// 422 badge_not_found on `levels.<i>.badge_id` for a level naming a badge that is not an
  /// active one of the organisation.
  void check_level_badges(db::Conn& c, OrgId org, const std::vector<Level>& levels) const;

  const db::Database& db_;
  const Clock& clock_;
  const notifications::NotificationService& notifications_;
  const audit::AuditLog& audit_;
  LedgerRepo ledger_;
  LevelRepo levels_;
  RulesRepo rules_;
  LevelProgressRepo progress_;
  std::vector<LevelUpHook> level_up_hooks_;
  LevelBadgeCheck level_badge_check_;
};

}  // namespace aplauso::points
