// SQL of carts and orders. Every statement filters by organisation; a checkout locks the cart's
// lines, takes units with a conditional update and codes with SKIP LOCKED, so concurrent
// checkouts never sell a unit or a code twice.
#pragma once

#include "db/statement.h"

namespace aplauso::orders::sql {

// --- The cart ----------------------------------------------------------------------------------
inline constexpr db::Statement kCartLines{
    "orders.cart_lines",
    "SELECT product_id, quantity FROM cart_items WHERE org_id = $1 AND user_id = $2 "
    "ORDER BY added_at, product_id"};
// The same, locked for a checkout (a second checkout of the same cart waits, then finds it
// empty).
inline constexpr db::Statement kLockCart{
    "orders.lock_cart",
    "SELECT product_id, quantity FROM cart_items WHERE org_id = $1 AND user_id = $2 "
    "ORDER BY product_id {{FOR_UPDATE}}"};
inline constexpr db::Statement kSetLine{
    "orders.set_line",
    "INSERT INTO cart_items (org_id, user_id, product_id, quantity, added_at) VALUES ($1, $2, $3, "
    "$4, $5) ON CONFLICT (org_id, user_id, product_id) DO UPDATE SET quantity = "
    "excluded.quantity"};
inline constexpr db::Statement kRemoveLine{
    "orders.remove_line",
    "DELETE FROM cart_items WHERE org_id = $1 AND user_id = $2 AND product_id = $3"};
inline constexpr db::Statement kClearCart{
    "orders.clear_cart", "DELETE FROM cart_items WHERE org_id = $1 AND user_id = $2"};

// --- Checkout ----------------------------------------------------------------------------------
inline constexpr db::Statement kInsertOrder{
    "orders.insert_order",
    "INSERT INTO orders (org_id, user_id, total_points, created_at, gifted_by, gift_note) VALUES "
    "($1, $2, $3, $4, $5, $6) RETURNING id"};
inline constexpr db::Statement kInsertItem{
    "orders.insert_item",
    "INSERT INTO order_items (order_id, org_id, product_id, name, type, points, quantity, status, "
    "status_at) VALUES ($2, $1, $3, $4, $5, $6, $7, $8, $9) RETURNING id"};

// --- Reading orders ----------------------------------------------------------------------------
#define APLAUSO_ORDER_COLUMNS \
  "o.id, o.user_id, o.total_points, o.created_at, o.gifted_by, o.gift_note "
inline constexpr db::Statement kOrder{"orders.order",
                                      "SELECT " APLAUSO_ORDER_COLUMNS
                                      "FROM orders o WHERE o.org_id = $1 AND o.id = $2"};
inline constexpr db::Statement kMyOrders{
    "orders.my_orders", "SELECT " APLAUSO_ORDER_COLUMNS
                        "FROM orders o WHERE o.org_id = $1 AND o.user_id = $2 ORDER BY o.id DESC "
                        "LIMIT $3 OFFSET $4"};
inline constexpr db::Statement kMyOrdersTotal{
    "orders.my_orders_total", "SELECT COUNT(*) FROM orders WHERE org_id = $1 AND user_id = $2"};
// The admins' list; each filter ignored when NULL: $2 an item status, $3 the buyer, $4 a product,
// $5 from, $6 to (created_at).
#define APLAUSO_ORG_ORDER_FILTER                                                                  \
  "FROM orders o WHERE o.org_id = $1 AND (CAST($2 AS TEXT) IS NULL OR EXISTS (SELECT 1 FROM "     \
  "order_items i WHERE i.org_id = $1 AND i.order_id = o.id AND i.status = $2)) AND (CAST($3 AS "  \
  "BIGINT) IS NULL OR o.user_id = $3) AND (CAST($4 AS BIGINT) IS NULL OR EXISTS (SELECT 1 FROM "  \
  "order_items i WHERE i.org_id = $1 AND i.order_id = o.id AND i.product_id = $4)) AND (CAST($5 " \
  "AS BIGINT) IS NULL OR o.created_at >= $5) AND (CAST($6 AS BIGINT) IS NULL OR o.created_at < "  \
  "$6) "
// A page in each order an admin may sort by (OrderSort), one statement each: newest first (the
// default), oldest first, or by the order's points either way, ties in id order reversed with
// it, so that orders_org_points (org_id, total_points, id; migration 0044) is read forward or
// backward and the page stops after its rows (bench/plans/orders-points.sql).
#define APLAUSO_ORG_ORDER_PAGE(order) \
  "SELECT " APLAUSO_ORDER_COLUMNS APLAUSO_ORG_ORDER_FILTER "ORDER BY " order " LIMIT $7 OFFSET $8"
inline constexpr db::Statement kOrgOrders{"orders.org_orders", APLAUSO_ORG_ORDER_PAGE("o.id DESC")};
inline constexpr db::Statement kOrgOrdersOldest{"orders.org_orders_oldest",
                                                APLAUSO_ORG_ORDER_PAGE("o.id")};
inline constexpr db::Statement kOrgOrdersPoints{"orders.org_orders_points",
                                                APLAUSO_ORG_ORDER_PAGE("o.total_points, o.id")};
inline constexpr db::Statement kOrgOrdersPointsDesc{
    "orders.org_orders_points_desc", APLAUSO_ORG_ORDER_PAGE("o.total_points DESC, o.id DESC")};
#undef APLAUSO_ORG_ORDER_PAGE
inline constexpr db::Statement kOrgOrdersTotal{"orders.org_orders_total",
                                               "SELECT COUNT(*) " APLAUSO_ORG_ORDER_FILTER};
#undef APLAUSO_ORG_ORDER_FILTER
#undef APLAUSO_ORDER_COLUMNS
inline constexpr db::Statement kItems{
    "orders.items",
    "SELECT id, order_id, product_id, name, type, points, quantity, status, reason, status_at "
    "FROM order_items WHERE org_id = $1 AND order_id {{ANY_INT $2}} ORDER BY order_id, id"};
inline constexpr db::Statement kCodes{
    "orders.codes",
    "SELECT order_item_id, code FROM coupon_codes WHERE org_id = $1 AND order_item_id "
    "{{ANY_INT $2}} ORDER BY order_item_id, id"};

// --- Fulfilment --------------------------------------------------------------------------------
inline constexpr db::Statement kLockItem{
    "orders.lock_item",
    "SELECT i.id, i.order_id, o.user_id, i.name, i.type, i.points, i.quantity, i.status, CASE "
    "WHEN o.gifted_by IS NULL THEN 0 ELSE 1 END "
    "FROM order_items i JOIN orders o ON o.id = i.order_id WHERE i.org_id = $1 AND i.id = $2 "
    "{{FOR_UPDATE}}"};
// Moves an item from $6 to $3; no row when another change came first.
inline constexpr db::Statement kSetStatus{
    "orders.set_status",
    "UPDATE order_items SET status = $3, reason = $4, status_at = $5 WHERE org_id = $1 AND "
    "id = $2 AND status = $6"};

// --- Coupons -----------------------------------------------------------------------------------
inline constexpr db::Statement kMyCoupons{
    "orders.my_coupons",
    "SELECT k.code, i.product_id, i.name, i.order_id, i.status_at FROM orders o JOIN order_items "
    "i ON i.order_id = o.id JOIN coupon_codes k ON k.order_item_id = i.id WHERE o.org_id = $1 "
    "AND o.user_id = $2 AND i.status = 'delivered' ORDER BY i.status_at DESC, k.id LIMIT 500"};

}  // namespace aplauso::orders::sql
