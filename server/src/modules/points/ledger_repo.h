// SQL for point accounts and the double-entry ledger. Balances change only through debit() and
// credit(), always beside a record() of the movement in the same transaction.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace soci {
class session;
}

namespace aplauso::points {

enum class AccountKind { kGive, kRedeem, kTreasury };
std::string_view to_string(AccountKind kind);

struct Balances {
  std::int64_t give = 0;
  std::int64_t redeem = 0;
  std::int64_t lifetime_received = 0;
};

struct Entry {
  std::int64_t debit_account = 0;
  std::int64_t credit_account = 0;
  std::int64_t amount = 0;
  std::string kind;  ///< recognition, boost, distribute, allowance, extra, transfer, expire
  std::optional<std::string> reference_type;
  std::optional<std::int64_t> reference_id;
  std::optional<std::int64_t> actor_id;
  std::optional<std::string> memo;
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
  /// Account ids of `users` of `kind`, creating the missing ones.
  std::map<std::int64_t, std::int64_t> accounts(soci::session& s, std::int64_t org_id,
                                                const std::vector<std::int64_t>& users,
                                                AccountKind kind, std::int64_t now_ms) const;
  std::int64_t account(soci::session& s, std::int64_t org_id, std::int64_t user_id,
                       AccountKind kind, std::int64_t now_ms) const;
  /// The organisation's treasury, created on first use.
  std::int64_t treasury(soci::session& s, std::int64_t org_id, std::int64_t now_ms) const;

  /// Takes `amount` from an account when its balance covers it (the treasury always may).
  /// Returns false, changing nothing, when it does not.
  bool debit(soci::session& s, std::int64_t org_id, std::int64_t account_id, std::int64_t amount,
             std::int64_t now_ms) const;
  /// Adds `amount`; `received` also counts it toward the owner's lifetime points.
  void credit(soci::session& s, std::int64_t org_id, std::int64_t account_id, std::int64_t amount,
              bool received, std::int64_t now_ms) const;
  void record(soci::session& s, std::int64_t org_id, const Entry& entry, std::int64_t now_ms) const;

  std::int64_t balance(soci::session& s, std::int64_t org_id, std::int64_t account_id) const;
  Balances balances(soci::session& s, std::int64_t org_id, std::int64_t user_id) const;
  /// Give balances of many members at once (members without an account are absent).
  std::map<std::int64_t, std::int64_t> give_balances(soci::session& s, std::int64_t org_id,
                                                     const std::vector<std::int64_t>& users) const;

  std::vector<HistoryRow> history(soci::session& s, std::int64_t org_id, std::int64_t user_id,
                                  std::int64_t limit, std::int64_t offset) const;
  std::int64_t history_count(soci::session& s, std::int64_t org_id, std::int64_t user_id) const;
  /// Entries referring to one object (a post), for the admin view.
  std::vector<HistoryRow> by_reference(soci::session& s, std::int64_t org_id,
                                       const std::string& reference_type,
                                       std::int64_t reference_id) const;
  std::vector<OutputRow> outputs(soci::session& s, std::int64_t org_id, std::int64_t from_ms,
                                 std::int64_t to_ms) const;
  /// Sum of every balance of the organisation; zero unless the ledger is broken.
  std::int64_t balance_sum(soci::session& s, std::int64_t org_id) const;
};

}  // namespace aplauso::points
