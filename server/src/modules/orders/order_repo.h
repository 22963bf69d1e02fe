// Carts and orders: the only code that reads and writes cart_items, orders, order_items and the
// codes given to them.
#pragma once

#include <boost/describe/class.hpp>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/ids.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::orders {

struct CartLineRow {
  std::int64_t product_id = 0;
  std::int64_t quantity = 0;
};
BOOST_DESCRIBE_STRUCT(CartLineRow, (), (product_id, quantity))

struct OrderRow {
  std::int64_t id = 0;
  std::int64_t user_id = 0;
  std::int64_t total = 0;
  std::int64_t created_at = 0;
  std::optional<std::int64_t> gifted_by;  ///< the admin who gave it as a prize
  std::optional<std::string> gift_note;
};
BOOST_DESCRIBE_STRUCT(OrderRow, (), (id, user_id, total, created_at, gifted_by, gift_note))

struct ItemRow {
  std::int64_t id = 0;
  std::int64_t order_id = 0;
  std::int64_t product_id = 0;
  std::string name;
  std::string type;
  std::int64_t points = 0;
  std::int64_t quantity = 0;
  std::string status;
  std::optional<std::string> reason;
  std::int64_t status_at = 0;
};
BOOST_DESCRIBE_STRUCT(ItemRow, (),
                      (id, order_id, product_id, name, type, points, quantity, status, reason,
                       status_at))

/// An order item locked for a change of status, with its buyer.
struct LockedItem {
  std::int64_t id = 0;
  std::int64_t order_id = 0;
  std::int64_t user_id = 0;
  std::string name;
  std::string type;
  std::int64_t points = 0;
  std::int64_t quantity = 0;
  std::string status;
  bool gift = false;  ///< paid by the organisation: a rejection refunds nothing
};
BOOST_DESCRIBE_STRUCT(LockedItem, (),
                      (id, order_id, user_id, name, type, points, quantity, status, gift))

/// The orders of the admins' list: by date (newest first by default) or by points.
struct OrderSort {
  bool by_points = false;
  bool descending = true;
};

struct OrderFilter {
  OrderSort sort;
  std::optional<std::string> status;
  std::optional<std::int64_t> user_id;
  std::optional<std::int64_t> product_id;
  std::optional<std::int64_t> from;
  std::optional<std::int64_t> to;
};

struct CouponRow {
  std::string code;
  std::int64_t product_id = 0;
  std::string name;
  std::int64_t order_id = 0;
  std::int64_t delivered_at = 0;
};
BOOST_DESCRIBE_STRUCT(CouponRow, (), (code, product_id, name, order_id, delivered_at))

class OrderRepo {
 public:
  std::vector<CartLineRow> cart(db::Conn& c, OrgId org, std::int64_t user_id) const;
  std::vector<CartLineRow> lock_cart(db::Conn& c, OrgId org, std::int64_t user_id) const;
  void set_line(db::Conn& c, OrgId org, std::int64_t user_id, std::int64_t product_id,
                std::int64_t quantity, std::int64_t now_ms) const;
  void remove_line(db::Conn& c, OrgId org, std::int64_t user_id, std::int64_t product_id) const;
  void clear_cart(db::Conn& c, OrgId org, std::int64_t user_id) const;

  /// `gifted_by`: the admin who gives it as a prize (with their note), paid by the organisation.
  std::int64_t insert_order(db::Conn& c, OrgId org, std::int64_t user_id, std::int64_t total,
                            std::int64_t now_ms, std::optional<std::int64_t> gifted_by = {},
                            const std::optional<std::string>& note = {}) const;
  std::int64_t insert_item(db::Conn& c, OrgId org, std::int64_t order_id, const ItemRow& item,
                           std::int64_t now_ms) const;

  std::optional<OrderRow> order(db::Conn& c, OrgId org, std::int64_t id) const;
  std::vector<OrderRow> my_orders(db::Conn& c, OrgId org, std::int64_t user_id, std::int64_t limit,
                                  std::int64_t offset) const;
  std::int64_t my_orders_total(db::Conn& c, OrgId org, std::int64_t user_id) const;
  std::vector<OrderRow> org_orders(db::Conn& c, OrgId org, const OrderFilter& f, std::int64_t limit,
                                   std::int64_t offset) const;
  std::int64_t org_orders_total(db::Conn& c, OrgId org, const OrderFilter& f) const;
  std::vector<ItemRow> items(db::Conn& c, OrgId org,
                             const std::vector<std::int64_t>& order_ids) const;
  std::map<std::int64_t, std::vector<std::string>> codes(
      db::Conn& c, OrgId org, const std::vector<std::int64_t>& item_ids) const;

  std::optional<LockedItem> lock_item(db::Conn& c, OrgId org, std::int64_t id) const;
  bool set_status(db::Conn& c, OrgId org, std::int64_t id, const std::string& from,
                  const std::string& to, const std::optional<std::string>& reason,
                  std::int64_t now_ms) const;

  std::vector<CouponRow> my_coupons(db::Conn& c, OrgId org, std::int64_t user_id) const;
};

}  // namespace aplauso::orders
