#include "modules/catalog/wishlist_service.h"

#include <boost/json/object.hpp>
#include <map>

#include "core/errors.h"
#include "db/database.h"
#include "modules/notifications/notification_service.h"

namespace aplauso::catalog {

namespace json = boost::json;

Wishlist WishlistService::list(OrgId org, std::int64_t user_id) const {
  return db_.run([&](db::Conn& c) {
    Wishlist out;
    out.redeem_balance = repo_.redeem_balance(c, org, user_id);
    const auto rows = repo_.list(c, org, user_id);
    if (rows.empty()) return out;
    std::vector<std::int64_t> ids;
    for (const auto& r : rows) ids.push_back(r.product_id);
    const auto scope = products_.scope(c, org, user_id);
    std::map<std::int64_t, ProductView> views;
    for (auto& v : products_.by_ids(c, org, ids)) views.emplace(v.row.id, std::move(v));
    for (const auto& r : rows) {
      auto it = views.find(r.product_id);
      if (it == views.end() || !scope || !visible_to(it->second, *scope)) continue;
      const bool affordable = it->second.row.points <= out.redeem_balance;
      out.items.push_back({std::move(it->second), r.saved_at, affordable});
    }
    return out;
  });
}

void WishlistService::save(OrgId org, std::int64_t user_id, std::int64_t product_id) const {
  // 404 for a product the member may not see, another organisation's included.
  const ProductView product = products_.get(org, user_id, product_id);
  db_.transact([&](db::Conn& c) {
    const std::int64_t now = clock_.now_ms();
    const bool affordable = product.row.points <= repo_.redeem_balance(c, org, user_id);
    repo_.save(c, org, user_id, product_id, now,
               affordable ? std::optional<std::int64_t>(now) : std::nullopt);
  });
}

void WishlistService::remove(OrgId org, std::int64_t user_id, std::int64_t product_id) const {
  db_.transact([&](db::Conn& c) { repo_.remove(c, org, user_id, product_id); });
}

void WishlistService::balances_changed(db::Conn& c, OrgId org,
                                       const std::vector<BalanceChange>& changes,
                                       std::int64_t now_ms) const {
  std::vector<std::int64_t> rose_users, rose_balances, fell_users, fell_balances;
  for (const auto& ch : changes) {
    if (ch.after > ch.before) {
      rose_users.push_back(ch.user_id);
      rose_balances.push_back(ch.after);
    } else if (ch.after < ch.before) {
      fell_users.push_back(ch.user_id);
      fell_balances.push_back(ch.after);
    }
  }
  if (!fell_users.empty()) repo_.lost(c, org, fell_users, fell_balances);
  if (rose_users.empty()) return;
  const auto reached = repo_.reached(c, org, rose_users, rose_balances, now_ms);
  if (reached.empty()) return;
  std::vector<std::int64_t> ids;
  for (const auto& [user, product] : reached) ids.push_back(product);
  std::map<std::int64_t, ProductRow> rows;
  for (auto& v : products_.by_ids(c, org, ids)) rows.emplace(v.row.id, std::move(v.row));
  std::vector<std::int64_t> users;
  std::vector<json::object> payloads;
  for (const auto& [user, product] : reached) {
    const auto it = rows.find(product);
    if (it == rows.end()) continue;
    users.push_back(user);
    json::object payload{
        {"product_id", product}, {"name", it->second.name}, {"points", it->second.points}};
    payload["name_en"] = it->second.name_en ? json::value(*it->second.name_en) : json::value();
    payloads.push_back(std::move(payload));
  }
  if (!users.empty()) notifications_.notify_each(c, org, kWishAffordableKind, users, payloads);
}

}  // namespace aplauso::catalog
