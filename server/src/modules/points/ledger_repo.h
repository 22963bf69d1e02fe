// Point accounts and the double-entry ledger. Balances change only through apply(), always beside
// a record() of the same movements in the caller's transaction (PointsService::move does both).
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/ids.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::points {

enum class AccountKind { kGive, kRedeem, kTreasury };
std::string_view to_string(AccountKind kind);

struct Balances {
  std::int64_t give = 0;
  std::int64_t redeem = 0;
  std::int64_t lifetime_received = 0;
};

/// What a batch of movements is, recorded on each of its ledger entries.
struct EntryInfo {
  std::string kind;  ///< recognition, boost, distribute, allowance, extra, transfer, expire
  std::optional<std::string> reference_type;
  std::optional<std::int64_t> reference_id;
  std::optional<std::int64_t> actor_id;
  std::optional<std::string> memo;
  /// The movement's time when it must not tell the moment (a survey's points: 00:00 UTC of the
  /// day, SUR-★2); the clock's now when absent.
  std::optional<std::int64_t> at_ms = std::nullopt;
};

/// `amount` points leave one account for another.
struct Move {
  std::int64_t from_account = 0;
  std::int64_t to_account = 0;
  std::int64_t amount = 0;
  bool received = false;  ///< counts toward the receiver's lifetime points
};

/// An account locked for a movement, with its balance at that moment.
struct LockedAccount {
  std::int64_t id = 0;
  std::int64_t balance = 0;
  bool treasury = false;
};

/// A payment's accounts, locked: the giver's give account and each receiver's redeem account.
struct GiveAndRedeem {
  std::int64_t give = 0;
  std::map<std::int64_t, std::int64_t> redeem;  ///< user → account
  std::vector<LockedAccount> locked;            ///< all of them, in id order
};

/// A ledger entry seen from one member's accounts.
struct HistoryRow {
  std::int64_t id = 0;
  std::string kind;
  std::string account;      ///< give | redeem
  std::int64_t amount = 0;  ///< signed: negative when points left the account
  std::optional<std::int64_t> counterparty_user;
  std::optional<std::string> reference_type;
  std::optional<std::int64_t> reference_id;
  std::optional<std::string> memo;
  std::int64_t created_at = 0;
};

struct OutputRow {
  std::string kind;
  std::int64_t day = 0;  ///< days since the epoch (UTC)
  std::int64_t count = 0;
  std::int64_t total = 0;
};

class LedgerRepo {
 public:
  /// Account ids of the organisation's members `users` of `kind`, creating the missing ones
  /// (one statement when they all exist). Ids of other organisations get none.
  std::map<std::int64_t, std::int64_t> accounts(db::Conn& c, OrgId org,
                                                const std::vector<std::int64_t>& users,
                                                AccountKind kind, std::int64_t now_ms) const;
  /// `giver`'s give account and `receivers`' redeem accounts, creating the missing ones, locked
  /// as lock() does: one statement when they all exist.
  GiveAndRedeem lock_give_and_redeem(db::Conn& c, OrgId org, std::int64_t giver,
                                     const std::vector<std::int64_t>& receivers,
                                     std::int64_t now_ms) const;
  /// One member's account; std::out_of_range when the user is not a member.
  std::int64_t account(db::Conn& c, OrgId org, std::int64_t user_id, AccountKind kind,
                       std::int64_t now_ms) const;
  /// The organisation's treasury, created on first use.
  std::int64_t treasury(db::Conn& c, OrgId org, std::int64_t now_ms) const;

  /// Locks the accounts in id order (row locks on PostgreSQL; SQLite's writer lock is already
  /// held) and returns them with their balances.
  std::vector<LockedAccount> lock(db::Conn& c, OrgId org, std::vector<std::int64_t> ids) const;
  /// Adds each delta to its account's balance (and `received` to its lifetime points).
  void apply(db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids,
             const std::vector<std::int64_t>& deltas, const std::vector<std::int64_t>& received,
             std::int64_t now_ms) const;
  /// One ledger entry per movement.
  void record(db::Conn& c, OrgId org, const std::vector<Move>& moves, const EntryInfo& info,
              std::int64_t now_ms) const;

  Balances balances(db::Conn& c, OrgId org, std::int64_t user_id) const;
  /// Give accounts with points left: (account, balance).
  std::vector<std::pair<std::int64_t, std::int64_t>> unused_give(db::Conn& c, OrgId org) const;

  std::vector<HistoryRow> history(db::Conn& c, OrgId org, std::int64_t user_id, std::int64_t limit,
                                  std::int64_t offset) const;
  std::int64_t history_count(db::Conn& c, OrgId org, std::int64_t user_id) const;
  /// Entries referring to one object (a post), for the admin view.
  std::vector<HistoryRow> by_reference(db::Conn& c, OrgId org, const std::string& reference_type,
                                       std::int64_t reference_id) const;
  std::vector<OutputRow> outputs(db::Conn& c, OrgId org, std::int64_t from_ms,
                                 std::int64_t to_ms) const;
  /// The points moved in [from, to) (ms) by entry kind.
  std::map<std::string, std::int64_t> kind_totals(db::Conn& c, OrgId org, std::int64_t from_ms,
                                                  std::int64_t to_ms) const;
  /// The give points the organisation's active members hold.
  std::int64_t give_held(db::Conn& c, OrgId org) const;
  /// Sum of every balance of the organisation; zero unless the ledger is broken.
  std::int64_t balance_sum(db::Conn& c, OrgId org) const;
};

}  // namespace aplauso::points
