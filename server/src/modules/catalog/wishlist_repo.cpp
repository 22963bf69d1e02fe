#include "modules/catalog/wishlist_repo.h"

#include "db/row_mapping.h"
#include "modules/catalog/catalog_sql.h"

namespace aplauso::catalog {

void WishlistRepo::save(db::Conn& c, OrgId org, std::int64_t user_id, std::int64_t product_id,
                        std::int64_t now_ms, std::optional<std::int64_t> told_at) const {
  c.exec(sql::kSaveWish, {org, user_id, product_id, now_ms, told_at});
}

void WishlistRepo::remove(db::Conn& c, OrgId org, std::int64_t user_id,
                          std::int64_t product_id) const {
  c.exec(sql::kRemoveWish, {org, user_id, product_id});
}

std::vector<WishRow> WishlistRepo::list(db::Conn& c, OrgId org, std::int64_t user_id) const {
  std::vector<WishRow> out;
  for (const db::Row& r : c.query(sql::kWishes, {org, user_id})) {
    out.push_back({r.i64(0), r.i64(1)});
  }
  return out;
}

std::int64_t WishlistRepo::redeem_balance(db::Conn& c, OrgId org, std::int64_t user_id) const {
  return c.scalar(sql::kRedeemBalance, {org, user_id}).value_or(0);
}

std::vector<std::pair<std::int64_t, std::int64_t>> WishlistRepo::reached(
    db::Conn& c, OrgId org, const std::vector<std::int64_t>& users,
    const std::vector<std::int64_t>& balances, std::int64_t now_ms) const {
  std::vector<std::pair<std::int64_t, std::int64_t>> out;
  for (const db::Row& r : c.query(sql::kReachedWishes, {org, now_ms, users, balances})) {
    out.emplace_back(r.i64(0), r.i64(1));
  }
  return out;
}

void WishlistRepo::lost(db::Conn& c, OrgId org, const std::vector<std::int64_t>& users,
                        const std::vector<std::int64_t>& balances) const {
  c.exec(sql::kLostWishes, {org, users, balances});
}

}  // namespace aplauso::catalog
