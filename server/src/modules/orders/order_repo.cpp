#include "modules/orders/order_repo.h"

#include "db/conn.h"
#include "db/row_mapping.h"
#include "modules/orders/orders_sql.h"

namespace aplauso::orders {

std::vector<CartLineRow> OrderRepo::cart(db::Conn& c, OrgId org, std::int64_t user_id) const {
  return db::all<CartLineRow>(c, sql::kCartLines, {org, user_id});
}

std::vector<CartLineRow> OrderRepo::lock_cart(db::Conn& c, OrgId org, std::int64_t user_id) const {
  return db::all<CartLineRow>(c, sql::kLockCart, {org, user_id});
}

void OrderRepo::set_line(db::Conn& c, OrgId org, std::int64_t user_id, std::int64_t product_id,
                         std::int64_t quantity, std::int64_t now_ms) const {
  c.exec(sql::kSetLine, {org, user_id, product_id, quantity, now_ms});
}

void OrderRepo::remove_line(db::Conn& c, OrgId org, std::int64_t user_id,
                            std::int64_t product_id) const {
  c.exec(sql::kRemoveLine, {org, user_id, product_id});
}

void OrderRepo::clear_cart(db::Conn& c, OrgId org, std::int64_t user_id) const {
  c.exec(sql::kClearCart, {org, user_id});
}

std::int64_t OrderRepo::insert_order(db::Conn& c, OrgId org, std::int64_t user_id,
                                     std::int64_t total, std::int64_t now_ms,
                                     std::optional<std::int64_t> gifted_by,
                                     const std::optional<std::string>& note) const {
  return *c.scalar(sql::kInsertOrder, {org, user_id, total, now_ms, gifted_by, note});
}

std::int64_t OrderRepo::insert_item(db::Conn& c, OrgId org, std::int64_t order_id,
                                    const ItemRow& item, std::int64_t now_ms) const {
  return *c.scalar(sql::kInsertItem, {org, order_id, item.product_id, item.name, item.type,
                                      item.points, item.quantity, item.status, now_ms});
}

std::optional<OrderRow> OrderRepo::order(db::Conn& c, OrgId org, std::int64_t id) const {
  return db::one<OrderRow>(c, sql::kOrder, {org, id});
}

std::vector<OrderRow> OrderRepo::my_orders(db::Conn& c, OrgId org, std::int64_t user_id,
                                           std::int64_t limit, std::int64_t offset) const {
  return db::all<OrderRow>(c, sql::kMyOrders, {org, user_id, limit, offset});
}

std::int64_t OrderRepo::my_orders_total(db::Conn& c, OrgId org, std::int64_t user_id) const {
  return c.scalar(sql::kMyOrdersTotal, {org, user_id}).value_or(0);
}

std::vector<OrderRow> OrderRepo::org_orders(db::Conn& c, OrgId org, const OrderFilter& f,
                                            std::int64_t limit, std::int64_t offset) const {
  const auto& page = f.sort.by_points
                         ? (f.sort.descending ? sql::kOrgOrdersPointsDesc : sql::kOrgOrdersPoints)
                         : (f.sort.descending ? sql::kOrgOrders : sql::kOrgOrdersOldest);
  return db::all<OrderRow>(c, page,
                           {org, f.status, f.user_id, f.product_id, f.from, f.to, limit, offset});
}

std::int64_t OrderRepo::org_orders_total(db::Conn& c, OrgId org, const OrderFilter& f) const {
  return c.scalar(sql::kOrgOrdersTotal, {org, f.status, f.user_id, f.product_id, f.from, f.to})
      .value_or(0);
}

std::vector<ItemRow> OrderRepo::items(db::Conn& c, OrgId org,
                                      const std::vector<std::int64_t>& order_ids) const {
  if (order_ids.empty()) return {};
  return db::all<ItemRow>(c, sql::kItems, {org, order_ids});
}

std::map<std::int64_t, std::vector<std::string>> OrderRepo::codes(
    db::Conn& c, OrgId org, const std::vector<std::int64_t>& item_ids) const {
  std::map<std::int64_t, std::vector<std::string>> out;
  if (item_ids.empty()) return out;
  for (const db::Row& r : c.query(sql::kCodes, {org, item_ids})) {
    out[r.i64(0)].push_back(r.text(1));
  }
  return out;
}

std::optional<LockedItem> OrderRepo::lock_item(db::Conn& c, OrgId org, std::int64_t id) const {
  return db::one<LockedItem>(c, sql::kLockItem, {org, id});
}

bool OrderRepo::set_status(db::Conn& c, OrgId org, std::int64_t id, const std::string& from,
                           const std::string& to, const std::optional<std::string>& reason,
                           std::int64_t now_ms) const {
  return c.exec(sql::kSetStatus, {org, id, to, reason, now_ms, from}) == 1;
}

std::vector<CouponRow> OrderRepo::my_coupons(db::Conn& c, OrgId org, std::int64_t user_id) const {
  return db::all<CouponRow>(c, sql::kMyCoupons, {org, user_id});
}

}  // namespace aplauso::orders
