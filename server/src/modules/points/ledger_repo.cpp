#include "modules/points/ledger_repo.h"

#include <soci/soci.h>

#include "db/row.h"
#include "db/sql_list.h"

namespace aplauso::points {

namespace {
constexpr const char* kCreateAccount =
    "INSERT INTO point_accounts (org_id, user_id, kind, balance, total_received, updated_at) "
    "VALUES (:org, :user, :kind, 0, 0, :now) ON CONFLICT DO NOTHING";
constexpr const char* kDebit =
    "UPDATE point_accounts SET balance = balance - :amount, updated_at = :now "
    "WHERE id = :id AND org_id = :org AND (kind = 'treasury' OR balance >= :amount)";
constexpr const char* kCredit =
    "UPDATE point_accounts SET balance = balance + :amount, "
    "total_received = total_received + :received, updated_at = :now "
    "WHERE id = :id AND org_id = :org";
constexpr const char* kRecord =
    "INSERT INTO ledger_entries (org_id, debit_account_id, credit_account_id, amount, kind, "
    "reference_type, reference_id, actor_id, memo, created_at) VALUES (:org, :debit, :credit, "
    ":amount, :kind, :rtype, :rid, :actor, :memo, :now)";
// One row per entry touching the member's accounts, seen from that side.
constexpr const char* kHistory =
    "SELECT e.id, e.kind, e.amount, e.reference_type, e.reference_id, e.memo, e.created_at, "
    "mine.kind, CASE WHEN e.debit_account_id = mine.id THEN 1 ELSE 0 END, other.user_id "
    "FROM point_accounts mine "
    "JOIN ledger_entries e ON e.org_id = mine.org_id "
    "AND (e.debit_account_id = mine.id OR e.credit_account_id = mine.id) "
    "JOIN point_accounts other ON other.id = CASE WHEN e.debit_account_id = mine.id "
    "THEN e.credit_account_id ELSE e.debit_account_id END "
    "WHERE mine.org_id = :org AND mine.user_id = :user "
    "ORDER BY e.id DESC LIMIT :limit OFFSET :offset";

template <class T>
soci::indicator ind(const std::optional<T>& v) {
  return v ? soci::i_ok : soci::i_null;
}

std::vector<HistoryRow> read_history(soci::rowset<soci::row>& rows) {
  std::vector<HistoryRow> out;
  for (const auto& r : rows) {
    HistoryRow h;
    h.id = db::get_int(r, 0);
    h.kind = db::get_string(r, 1);
    const std::int64_t amount = db::get_int(r, 2);
    h.reference_type = db::get_opt_string(r, 3);
    h.reference_id = db::get_opt_int(r, 4);
    h.memo = db::get_opt_string(r, 5);
    h.created_at = db::get_int(r, 6);
    h.account = db::get_string(r, 7);
    h.amount = db::get_int(r, 8) != 0 ? -amount : amount;
    h.counterparty_user = db::get_opt_int(r, 9);
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

std::map<std::int64_t, std::int64_t> LedgerRepo::accounts(soci::session& s, std::int64_t org_id,
                                                          const std::vector<std::int64_t>& users,
                                                          AccountKind kind,
                                                          std::int64_t now_ms) const {
  std::map<std::int64_t, std::int64_t> out;
  if (users.empty()) return out;
  const long long org = org_id;
  const std::string k(to_string(kind));
  const std::string select =
      "SELECT user_id, id FROM point_accounts WHERE org_id = :org AND "
      "kind = :kind AND user_id IN " +
      db::in_list(users);
  auto load = [&] {
    soci::rowset<soci::row> rows =
        (s.prepare << select, soci::use(org, "org"), soci::use(k, "kind"));
    for (const auto& r : rows) out[db::get_int(r, 0)] = db::get_int(r, 1);
  };
  load();
  if (out.size() == users.size()) return out;
  const long long now = now_ms;
  for (std::int64_t u : users) {
    if (out.contains(u)) continue;
    const long long user = u;
    s << kCreateAccount, soci::use(org, "org"), soci::use(user, "user"), soci::use(k, "kind"),
        soci::use(now, "now");
  }
  out.clear();
  load();
  return out;
}

std::int64_t LedgerRepo::account(soci::session& s, std::int64_t org_id, std::int64_t user_id,
                                 AccountKind kind, std::int64_t now_ms) const {
  return accounts(s, org_id, {user_id}, kind, now_ms).at(user_id);
}

std::int64_t LedgerRepo::treasury(soci::session& s, std::int64_t org_id,
                                  std::int64_t now_ms) const {
  const long long org = org_id;
  long long id = 0;
  s << "SELECT id FROM point_accounts WHERE org_id = :org AND kind = 'treasury'",
      soci::use(org, "org"), soci::into(id);
  if (s.got_data()) return id;
  const long long now = now_ms;
  s << "INSERT INTO point_accounts (org_id, user_id, kind, balance, total_received, updated_at) "
       "VALUES (:org, NULL, 'treasury', 0, 0, :now) ON CONFLICT DO NOTHING",
      soci::use(org, "org"), soci::use(now, "now");
  s << "SELECT id FROM point_accounts WHERE org_id = :org AND kind = 'treasury'",
      soci::use(org, "org"), soci::into(id);
  return id;
}

bool LedgerRepo::debit(soci::session& s, std::int64_t org_id, std::int64_t account_id,
                       std::int64_t amount, std::int64_t now_ms) const {
  const long long org = org_id, id = account_id, a = amount, now = now_ms;
  soci::statement st = (s.prepare << kDebit, soci::use(a, "amount"), soci::use(now, "now"),
                        soci::use(id, "id"), soci::use(org, "org"));
  st.execute(true);
  return st.get_affected_rows() == 1;
}

void LedgerRepo::credit(soci::session& s, std::int64_t org_id, std::int64_t account_id,
                        std::int64_t amount, bool received, std::int64_t now_ms) const {
  const long long org = org_id, id = account_id, a = amount, now = now_ms;
  const long long counted = received ? amount : 0;
  s << kCredit, soci::use(a, "amount"), soci::use(counted, "received"), soci::use(now, "now"),
      soci::use(id, "id"), soci::use(org, "org");
}

void LedgerRepo::record(soci::session& s, std::int64_t org_id, const Entry& e,
                        std::int64_t now_ms) const {
  const long long org = org_id, debit = e.debit_account, credit = e.credit_account,
                  amount = e.amount, now = now_ms;
  const std::string rtype = e.reference_type.value_or(""), memo = e.memo.value_or("");
  const long long rid = e.reference_id.value_or(0), actor = e.actor_id.value_or(0);
  soci::indicator rtype_i = ind(e.reference_type), rid_i = ind(e.reference_id),
                  actor_i = ind(e.actor_id), memo_i = ind(e.memo);
  s << kRecord, soci::use(org, "org"), soci::use(debit, "debit"), soci::use(credit, "credit"),
      soci::use(amount, "amount"), soci::use(e.kind, "kind"), soci::use(rtype, rtype_i, "rtype"),
      soci::use(rid, rid_i, "rid"), soci::use(actor, actor_i, "actor"),
      soci::use(memo, memo_i, "memo"), soci::use(now, "now");
}

std::int64_t LedgerRepo::balance(soci::session& s, std::int64_t org_id,
                                 std::int64_t account_id) const {
  const long long org = org_id, id = account_id;
  long long b = 0;
  s << "SELECT balance FROM point_accounts WHERE id = :id AND org_id = :org", soci::use(id, "id"),
      soci::use(org, "org"), soci::into(b);
  return b;
}

Balances LedgerRepo::balances(soci::session& s, std::int64_t org_id, std::int64_t user_id) const {
  const long long org = org_id, user = user_id;
  Balances b;
  soci::rowset<soci::row> rows =
      (s.prepare << "SELECT kind, balance, total_received FROM point_accounts "
                    "WHERE org_id = :org AND user_id = :user",
       soci::use(org, "org"), soci::use(user, "user"));
  for (const auto& r : rows) {
    const std::string kind = db::get_string(r, 0);
    if (kind == "give") b.give = db::get_int(r, 1);
    if (kind == "redeem") {
      b.redeem = db::get_int(r, 1);
      b.lifetime_received = db::get_int(r, 2);
    }
  }
  return b;
}

std::map<std::int64_t, std::int64_t> LedgerRepo::give_balances(
    soci::session& s, std::int64_t org_id, const std::vector<std::int64_t>& users) const {
  std::map<std::int64_t, std::int64_t> out;
  if (users.empty()) return out;
  const long long org = org_id;
  soci::rowset<soci::row> rows =
      (s.prepare << "SELECT user_id, balance FROM point_accounts WHERE org_id = :org AND "
                    "kind = 'give' AND user_id IN " +
                        db::in_list(users),
       soci::use(org, "org"));
  for (const auto& r : rows) out[db::get_int(r, 0)] = db::get_int(r, 1);
  return out;
}

std::vector<HistoryRow> LedgerRepo::history(soci::session& s, std::int64_t org_id,
                                            std::int64_t user_id, std::int64_t limit,
                                            std::int64_t offset) const {
  const long long org = org_id, user = user_id, lim = limit, off = offset;
  soci::rowset<soci::row> rows =
      (s.prepare << kHistory, soci::use(user, "user"), soci::use(org, "org"),
       soci::use(lim, "limit"), soci::use(off, "offset"));
  return read_history(rows);
}

std::int64_t LedgerRepo::history_count(soci::session& s, std::int64_t org_id,
                                       std::int64_t user_id) const {
  const long long org = org_id, user = user_id;
  long long n = 0;
  s << "SELECT COUNT(*) FROM point_accounts mine JOIN ledger_entries e ON e.org_id = mine.org_id "
       "AND (e.debit_account_id = mine.id OR e.credit_account_id = mine.id) "
       "WHERE mine.user_id = :user AND mine.org_id = :org",
      soci::use(user, "user"), soci::use(org, "org"), soci::into(n);
  return n;
}

std::vector<HistoryRow> LedgerRepo::by_reference(soci::session& s, std::int64_t org_id,
                                                 const std::string& reference_type,
                                                 std::int64_t reference_id) const {
  const long long org = org_id, rid = reference_id;
  // Seen from the receiving side: account is the credited one, amount positive, and the
  // counterparty is who paid.
  soci::rowset<soci::row> rows =
      (s.prepare << "SELECT e.id, e.kind, e.amount, e.reference_type, e.reference_id, e.memo, "
                    "e.created_at, c.kind, 0, d.user_id FROM ledger_entries e "
                    "JOIN point_accounts c ON c.id = e.credit_account_id "
                    "JOIN point_accounts d ON d.id = e.debit_account_id "
                    "WHERE e.org_id = :org AND e.reference_type = :rtype AND e.reference_id = :rid "
                    "ORDER BY e.id",
       soci::use(org, "org"), soci::use(reference_type, "rtype"), soci::use(rid, "rid"));
  return read_history(rows);
}

std::vector<OutputRow> LedgerRepo::outputs(soci::session& s, std::int64_t org_id,
                                           std::int64_t from_ms, std::int64_t to_ms) const {
  const long long org = org_id, from = from_ms, to = to_ms;
  std::vector<OutputRow> out;
  // Integer division groups by UTC day on both engines.
  soci::rowset<soci::row> rows =
      (s.prepare << "SELECT kind, created_at / 86400000 AS day, COUNT(*), SUM(amount) "
                    "FROM ledger_entries WHERE org_id = :org AND created_at >= :from AND "
                    "created_at < :to GROUP BY kind, created_at / 86400000 ORDER BY day, kind",
       soci::use(org, "org"), soci::use(from, "from"), soci::use(to, "to"));
  for (const auto& r : rows) {
    out.push_back({db::get_string(r, 0), db::get_int(r, 1), db::get_int(r, 2), db::get_int(r, 3)});
  }
  return out;
}

std::int64_t LedgerRepo::balance_sum(soci::session& s, std::int64_t org_id) const {
  const long long org = org_id;
  long long sum = 0;
  soci::indicator i = soci::i_ok;
  s << "SELECT SUM(balance) FROM point_accounts WHERE org_id = :org", soci::use(org, "org"),
      soci::into(sum, i);
  return i == soci::i_ok ? sum : 0;
}

}  // namespace aplauso::points
