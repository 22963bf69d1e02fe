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

std::vector<ReachedWish> WishlistRepo::reached(db::Conn& c, std::int64_t now_ms) const {
  std::vector<ReachedWish> out;
  for (const db::Row& r : c.query(sql::kReachedWishes, {now_ms})) {
    out.push_back({OrgId{r.i64(0)}, r.i64(1), r.i64(2)});
  }
  return out;
}

void WishlistRepo::lost(db::Conn& c) const {
  c.exec(sql::kLostWishes);
}

}  // namespace aplauso::catalog
