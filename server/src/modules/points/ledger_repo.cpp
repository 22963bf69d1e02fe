#include "modules/points/ledger_repo.h"

#include <algorithm>
#include <stdexcept>

#include "db/row_mapping.h"
#include "modules/points/points_sql.h"

namespace aplauso::points {

namespace {
std::vector<HistoryRow> read_history(db::Rows rows) {
  std::vector<HistoryRow> out;
  for (const db::Row& r : rows) {
    HistoryRow h;
    h.id = r.i64(0);
    h.kind = r.text(1);
    const std::int64_t amount = r.i64(2);
    h.reference_type = r.opt_text(3);
    h.reference_id = r.opt_i64(4);
    h.memo = r.opt_text(5);
    h.created_at = r.i64(6);
    h.account = r.text(7);
    h.amount = r.boolean(8) ? -amount : amount;
    h.counterparty_user = r.opt_i64(9);
    out.push_back(std::move(h));
  }
  return out;
}
}  // namespace

std::string_view to_string(AccountKind kind) {
  switch (kind) {
    case AccountKind::kGive: return "give";
    case AccountKind::kRedeem: return "redeem";
    case AccountKind::kTreasury: return "treasury";
  }
  return "give";
}

std::map<std::int64_t, std::int64_t> LedgerRepo::accounts(db::Conn& c, OrgId org,
                                                          const std::vector<std::int64_t>& users,
                                                          AccountKind kind,
                                                          std::int64_t now_ms) const {
  std::map<std::int64_t, std::int64_t> out;
  if (users.empty()) return out;
  const std::string_view k = to_string(kind);
  const auto load = [&] {
    for (const db::Row& r : c.query(sql::kAccounts, {org, k, users})) out[r.i64(0)] = r.i64(1);
  };
  load();
  if (out.size() == users.size()) return out;
  c.exec(sql::kCreateAccounts, {org, k, users, now_ms});
  out.clear();
  load();
  return out;
}

GiveAndRedeem LedgerRepo::lock_give_and_redeem(db::Conn& c, OrgId org, std::int64_t giver,
                                               const std::vector<std::int64_t>& receivers,
                                               std::int64_t now_ms) const {
  GiveAndRedeem out;
  const auto load = [&] {
    out = {};
    for (const db::Row& r : c.query(sql::kLockGiveAndRedeem, {org, giver, receivers})) {
      const std::int64_t id = r.i64(2);
      if (r.view(1) == "give") {
        out.give = id;
      } else {
        out.redeem[r.i64(0)] = id;
      }
      out.locked.push_back({id, r.i64(3), false});
    }
  };
  load();
  if (out.give != 0 && out.redeem.size() == receivers.size()) return out;
  if (out.give == 0) {
    c.exec(sql::kCreateAccounts, {org, to_string(AccountKind::kGive), std::vector{giver}, now_ms});
  }
  if (out.redeem.size() != receivers.size()) {
    c.exec(sql::kCreateAccounts, {org, to_string(AccountKind::kRedeem), receivers, now_ms});
  }
  load();
  if (out.give == 0 || out.redeem.size() != receivers.size()) {
    throw std::out_of_range("a user of the movement is not a member of the organisation");
  }
  return out;
}

std::int64_t LedgerRepo::account(db::Conn& c, OrgId org, std::int64_t user_id, AccountKind kind,
                                 std::int64_t now_ms) const {
  return accounts(c, org, {user_id}, kind, now_ms).at(user_id);
}

std::int64_t LedgerRepo::treasury(db::Conn& c, OrgId org, std::int64_t now_ms) const {
  if (const auto id = c.scalar(sql::kTreasury, {org})) return *id;
  c.exec(sql::kCreateTreasury, {org, now_ms});
  return *c.scalar(sql::kTreasury, {org});
}

std::vector<LockedAccount> LedgerRepo::lock(db::Conn& c, OrgId org,
                                            std::vector<std::int64_t> ids) const {
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  std::vector<LockedAccount> out;
  for (const db::Row& r : c.query(sql::kLock, {org, ids})) {
    out.push_back({r.i64(0), r.i64(1), r.view(2) == "treasury"});
  }
  return out;
}

void LedgerRepo::apply(db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids,
                       const std::vector<std::int64_t>& deltas,
                       const std::vector<std::int64_t>& received, std::int64_t now_ms) const {
  c.defer(sql::kApply, {org, ids, deltas, received, now_ms});
}

void LedgerRepo::record(db::Conn& c, OrgId org, const std::vector<Move>& moves,
                        const EntryInfo& info, std::int64_t now_ms) const {
  std::vector<std::int64_t> debit, credit, amount;
  for (const auto& m : moves) {
    debit.push_back(m.from_account);
    credit.push_back(m.to_account);
    amount.push_back(m.amount);
  }
  c.defer(sql::kRecord, {org, debit, credit, amount, info.kind, info.reference_type,
                         info.reference_id, info.actor_id, info.memo, now_ms});
}

Balances LedgerRepo::balances(db::Conn& c, OrgId org, std::int64_t user_id) const {
  Balances b;
  for (const db::Row& r : c.query(sql::kBalances, {org, user_id})) {
    if (r.view(0) == "give") b.give = r.i64(1);
    if (r.view(0) == "redeem") {
      b.redeem = r.i64(1);
      b.lifetime_received = r.i64(2);
    }
  }
  return b;
}

std::vector<std::pair<std::int64_t, std::int64_t>> LedgerRepo::unused_give(db::Conn& c,
                                                                           OrgId org) const {
  std::vector<std::pair<std::int64_t, std::int64_t>> out;
  for (const db::Row& r : c.query(sql::kUnusedGive, {org})) out.emplace_back(r.i64(0), r.i64(1));
  return out;
}

std::vector<HistoryRow> LedgerRepo::history(db::Conn& c, OrgId org, std::int64_t user_id,
                                            std::int64_t limit, std::int64_t offset) const {
  return read_history(c.query(sql::kHistory, {org, user_id, limit, offset}));
}

std::int64_t LedgerRepo::history_count(db::Conn& c, OrgId org, std::int64_t user_id) const {
  return c.scalar(sql::kHistoryCount, {org, user_id}).value_or(0);
}

std::vector<HistoryRow> LedgerRepo::by_reference(db::Conn& c, OrgId org,
                                                 const std::string& reference_type,
                                                 std::int64_t reference_id) const {
  return read_history(c.query(sql::kByReference, {org, reference_type, reference_id}));
}

std::vector<OutputRow> LedgerRepo::outputs(db::Conn& c, OrgId org, std::int64_t from_ms,
                                           std::int64_t to_ms) const {
  std::vector<OutputRow> out;
  for (const db::Row& r : c.query(sql::kOutputs, {org, from_ms, to_ms})) {
    out.push_back({r.text(0), r.i64(1), r.i64(2), r.i64(3)});
  }
  return out;
}

std::map<std::string, std::int64_t> LedgerRepo::kind_totals(db::Conn& c, OrgId org,
                                                            std::int64_t from_ms,
                                                            std::int64_t to_ms) const {
  std::map<std::string, std::int64_t> out;
  for (const db::Row& r : c.query(sql::kKindTotals, {org, from_ms, to_ms}))
    out[r.text(0)] = r.i64(1);
  return out;
}

std::int64_t LedgerRepo::give_held(db::Conn& c, OrgId org) const {
  return c.scalar(sql::kGiveHeld, {org}).value_or(0);
}

std::int64_t LedgerRepo::balance_sum(db::Conn& c, OrgId org) const {
  return c.scalar(sql::kBalanceSum, {org}).value_or(0);
}

}  // namespace aplauso::points
