// Rules of the cart, the checkout and orders. The checkout is one transaction: the cart's lines
// locked, every product checked (visible to the buyer, active, in stock), units and codes taken,
// the points debited through the ledger, the order written and the cart emptied. Items move
// pending → processing → shipped → delivered, or → rejected with a reason, which refunds them
// once; code products are delivered at once with their codes. Admins may also give a product
// marked send_users to people as a prize: an order each, paid by the organisation (no points
// move, a rejection refunds nothing).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/clock.h"
#include "modules/catalog/product_service.h"
#include "modules/orders/order_repo.h"
#include "modules/users/user.h"

namespace aplauso::db {
class Database;
class Conn;
}  // namespace aplauso::db
namespace aplauso::points {
class PointsService;
}
namespace aplauso::notifications {
class NotificationService;
}

namespace aplauso::audit {
class AuditLog;
}

namespace aplauso::orders {

inline constexpr std::int64_t kMaxUnits = 99;
inline constexpr std::size_t kMaxLines = 50;
inline constexpr std::int64_t kMaxExportRows = 50'000;
inline constexpr std::size_t kMaxGiftPeople = 200;
inline constexpr std::size_t kMaxBulkItems = 200;

struct CartLine {
  catalog::ProductView product;
  std::int64_t quantity = 0;
  std::int64_t subtotal = 0;
};

struct CartView {
  std::vector<CartLine> lines;
  std::int64_t total = 0;
  std::int64_t balance = 0;
  std::int64_t missing = 0;
};

struct ItemView {
  ItemRow row;
  std::vector<std::string> codes;
};

struct OrderView {
  OrderRow row;
  users::Person buyer;
  std::optional<users::Person> giver;  ///< a gift's admin
  std::vector<ItemView> items;
};

/// One item a bulk move moved: its order and the status it now has.
struct MovedItem {
  std::int64_t id = 0;
  std::int64_t order_id = 0;
  std::string status;
};

struct OrderPage {
  std::vector<OrderView> items;
  std::int64_t total = 0;
};

/// The Spanish and English words of an item status.
std::pair<std::string, std::string> status_words(const std::string& status);

class OrderService {
 public:
  OrderService(const db::Database& db, const Clock& clock, const catalog::ProductService& products,
               const points::PointsService& points,
               const notifications::NotificationService& notifications,
               const audit::AuditLog& audit)
      : db_(db),
        clock_(clock),
        products_(products),
        points_(points),
        notifications_(notifications),
        audit_(audit) {}

  CartView cart(OrgId org, std::int64_t user_id) const;
  /// Adds units of each product (all or none): 404 for a product the member cannot see, 422
  /// product_unavailable, 400 beyond kMaxUnits a line or kMaxLines lines.
  CartView add(OrgId org, std::int64_t user_id,
               const std::vector<std::pair<std::int64_t, std::int64_t>>& lines) const;
  /// Sets the units of a line (0 removes it).
  CartView set(OrgId org, std::int64_t user_id, std::int64_t product_id,
               std::int64_t quantity) const;
  /// Removes one line, or every line.
  CartView remove(OrgId org, std::int64_t user_id, std::optional<std::int64_t> product_id) const;

  /// `expected_total`: what the member was shown (409 cart_changed otherwise).
  OrderView checkout(OrgId org, std::int64_t user_id, std::int64_t expected_total) const;
  /// Gives one unit of the product to each person (repeated ids once), an order each, in one
  /// transaction: 400 without people, beyond kMaxGiftPeople or with a note over 500 characters;
  /// 404 for a product or person not of the organisation (or inactive); 422 not_sendable,
  /// product_unavailable, out_of_stock.
  std::vector<OrderView> send(OrgId org, std::int64_t admin_id, std::int64_t product_id,
                              const std::vector<std::int64_t>& user_ids,
                              const std::optional<std::string>& note) const;

  OrderPage mine(OrgId org, std::int64_t user_id, std::int64_t limit, std::int64_t offset) const;
  /// The member's own order, or any for admins; 404 otherwise.
  OrderView get(OrgId org, std::int64_t user_id, bool admin, std::int64_t id) const;
  OrderPage all(OrgId org, const OrderFilter& f, std::int64_t limit, std::int64_t offset) const;
  /// Every matching item as a workbook (at most kMaxExportRows orders).
  std::string export_workbook(OrgId org, const OrderFilter& f) const;
  /// 404; 400 a rejection without reason; 422 invalid_transition.
  OrderView set_status(OrgId org, std::int64_t actor_id, std::int64_t item_id,
                       const std::string& status, const std::optional<std::string>& reason) const;

  /// Moves several items to one status in one transaction, each by set_status's rules (a
  /// rejection refunds each once): all or none. 400 without ids or beyond kMaxBulkItems; 404 when
  /// an id is not an item of the organisation; 422 invalid_transition naming the item that
  /// cannot move (its id in details.item_id).
  std::vector<MovedItem> set_statuses(OrgId org, std::int64_t actor_id,
                                      const std::vector<std::int64_t>& item_ids,
                                      const std::string& status,
                                      const std::optional<std::string>& reason) const;

  std::vector<CouponRow> coupons(OrgId org, std::int64_t user_id) const;

 private:
  CartView cart(db::Conn& c, OrgId org, std::int64_t user_id) const;
  std::vector<OrderView> views_of(db::Conn& c, OrgId org, std::vector<OrderRow> rows) const;
  catalog::MemberScope scope(db::Conn& c, OrgId org, std::int64_t user_id) const;
  /// One item's move inside the caller's transaction (ledger, audit, notification); its order.
  std::int64_t move_item(db::Conn& c, OrgId org, std::int64_t actor_id, std::int64_t item_id,
                         const std::string& status, const std::optional<std::string>& why) const;

  const db::Database& db_;
  const Clock& clock_;
  const catalog::ProductService& products_;
  const points::PointsService& points_;
  const notifications::NotificationService& notifications_;
  const audit::AuditLog& audit_;
  OrderRepo repo_;
};

}  // namespace aplauso::orders
