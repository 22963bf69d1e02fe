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

std::size_t WishlistService::tell_affordable() const {
  return db_.transact([&](db::Conn& c) {
    repo_.lost(c);
    const auto reached = repo_.reached(c, clock_.now_ms());
    std::map<std::int64_t, std::vector<ReachedWish>> by_org;
    for (const auto& wish : reached) by_org[wish.org.value].push_back(wish);
    for (const auto& [org_value, wishes] : by_org) {
      const OrgId org{org_value};
      std::vector<std::int64_t> ids;
      for (const auto& wish : wishes) ids.push_back(wish.product_id);
      std::map<std::int64_t, ProductRow> rows;
      for (auto& v : products_.by_ids(c, org, ids)) rows.emplace(v.row.id, std::move(v.row));
      std::vector<std::int64_t> users;
      std::vector<json::object> payloads;
      for (const auto& wish : wishes) {
        const auto it = rows.find(wish.product_id);
        if (it == rows.end()) continue;
        users.push_back(wish.user_id);
        json::object payload{{"product_id", wish.product_id},
                             {"name", it->second.name},
                             {"points", it->second.points}};
        payload["name_en"] = it->second.name_en ? json::value(*it->second.name_en) : json::value();
        payloads.push_back(std::move(payload));
      }
      if (!users.empty()) notifications_.notify_each(c, org, kWishAffordableKind, users, payloads);
    }
    return reached.size();
  });
}

}  // namespace aplauso::catalog
