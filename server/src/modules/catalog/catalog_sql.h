// SQL of the rewards catalog: product categories, products (who may see them), providers and
// coupon code pools.
#pragma once

#include "db/statement.h"

namespace aplauso::catalog::sql {

inline constexpr db::Statement kListActive{
    "catalog.list_active_categories",
    "SELECT id, name, icon, active FROM product_categories WHERE org_id = $1 AND active = 1 "
    "ORDER BY position, name"};
inline constexpr db::Statement kListAll{
    "catalog.list_all_categories",
    "SELECT id, name, icon, active FROM product_categories WHERE org_id = $1 "
    "ORDER BY position, name"};
inline constexpr db::Statement kCategory{"catalog.category",
                                         "SELECT id, name, icon, active, position FROM "
                                         "product_categories WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kCategoryNamed{
    "catalog.category_named",
    "SELECT id FROM product_categories WHERE org_id = $1 AND LOWER(name) = LOWER($2)"};
inline constexpr db::Statement kNextPosition{
    "catalog.next_category_position",
    "SELECT COALESCE(MAX(position), -1) + 1 FROM product_categories WHERE org_id = $1"};
inline constexpr db::Statement kUpdateCategory{
    "catalog.update_category",
    "UPDATE product_categories SET name = $3, icon = $4, active = $5, position = $6 "
    "WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kInsert{
    "catalog.insert_category",
    "INSERT INTO product_categories (org_id, name, icon, position, active, created_at) "
    "VALUES ($1, $2, $3, $4, 1, $5) RETURNING id"};

// --- Products ----------------------------------------------------------------------------------
#define APLAUSO_PRODUCT_COLUMNS                                                                   \
  "p.id, p.name, p.name_en, p.description, p.points, p.stock, p.category_id, c.name, c.icon, "    \
  "COALESCE(c.active, 0), p.provider_id, p.country, p.type, p.restricted, p.active, p.featured, " \
  "p.send_users, p.image_keys, p.created_at, CASE WHEN p.type IN ('coupon', 'digital_code', "     \
  "'gift_card') THEN "                                                                            \
  "(SELECT COUNT(*) FROM coupon_codes k WHERE k.product_id = p.id AND k.order_item_id IS NULL) "  \
  "END "
#define APLAUSO_PRODUCT_FROM \
  "FROM products p LEFT JOIN product_categories c ON c.id = p.category_id "
// $2 = 1 for a member's view ($3 their country, $4 their department): active products for their
// country and department. Then the filters, each ignored when NULL: $5 category, $6 lowest price,
// $7 highest price, $8 country, $9 type, $10 featured, $11 name pattern, $12 active, $13 a
// department that may see it, $14 send_users (products_org_send_users).
#define APLAUSO_PRODUCT_FILTER                                                                    \
  "WHERE p.org_id = $1 AND ($2 = 0 OR (p.active = 1 AND (p.country IS NULL OR p.country = "       \
  "CAST($3 AS TEXT)) AND (p.restricted = 0 OR EXISTS (SELECT 1 FROM product_departments d WHERE " \
  "d.product_id = p.id AND d.department_id = CAST($4 AS BIGINT))))) AND (CAST($5 AS BIGINT) IS "  \
  "NULL OR p.category_id = $5) AND (CAST($6 AS BIGINT) IS NULL OR p.points >= $6) AND (CAST($7 "  \
  "AS "                                                                                           \
  "BIGINT) IS NULL OR p.points <= $7) AND (CAST($8 AS TEXT) IS NULL OR p.country IS NULL OR "     \
  "p.country = $8) AND (CAST($9 AS TEXT) IS NULL OR p.type = $9) AND (CAST($10 AS INTEGER) IS "   \
  "NULL OR p.featured = $10) AND (CAST($11 AS TEXT) IS NULL OR p.name {{ILIKE}} $11 OR "          \
  "COALESCE(p.name_en, '') {{ILIKE}} $11) AND (CAST($12 AS INTEGER) IS NULL OR p.active = $12) "  \
  "AND (CAST($13 AS BIGINT) IS NULL OR p.restricted = 0 OR EXISTS (SELECT 1 FROM "                \
  "product_departments d WHERE d.product_id = p.id AND d.department_id = $13)) AND (CAST($14 AS " \
  "INTEGER) IS NULL OR p.send_users = $14) "
// Members, in the order they choose. Cheapest first (products_org_price).
inline constexpr db::Statement kMemberPage{
    "catalog.member_page",
    "SELECT " APLAUSO_PRODUCT_COLUMNS APLAUSO_PRODUCT_FROM APLAUSO_PRODUCT_FILTER
    "ORDER BY p.points, p.id LIMIT $15 OFFSET $16"};
// Dearest first (products_org_price, read backwards).
inline constexpr db::Statement kMemberPageDearest{
    "catalog.member_page_dearest",
    "SELECT " APLAUSO_PRODUCT_COLUMNS APLAUSO_PRODUCT_FROM APLAUSO_PRODUCT_FILTER
    "ORDER BY p.points DESC, p.id DESC LIMIT $15 OFFSET $16"};
// Newest first (products_org_newest).
inline constexpr db::Statement kMemberPageNewest{
    "catalog.member_page_newest",
    "SELECT " APLAUSO_PRODUCT_COLUMNS APLAUSO_PRODUCT_FROM APLAUSO_PRODUCT_FILTER
    "ORDER BY p.created_at DESC, p.id DESC LIMIT $15 OFFSET $16"};
// Most redeemed first: the units of each product ordered and not rejected, counted through
// order_items_org_product.
inline constexpr db::Statement kMemberPagePopular{
    "catalog.member_page_popular",
    "SELECT " APLAUSO_PRODUCT_COLUMNS APLAUSO_PRODUCT_FROM APLAUSO_PRODUCT_FILTER
    "ORDER BY (SELECT COALESCE(SUM(i.quantity), 0) FROM order_items i WHERE i.org_id = p.org_id "
    "AND i.product_id = p.id AND i.status <> 'rejected') DESC, p.points, p.id "
    "LIMIT $15 OFFSET $16"};
// Admins: newest first.
inline constexpr db::Statement kAdminPage{
    "catalog.admin_page",
    "SELECT " APLAUSO_PRODUCT_COLUMNS APLAUSO_PRODUCT_FROM APLAUSO_PRODUCT_FILTER
    "ORDER BY p.id DESC LIMIT $15 OFFSET $16"};
inline constexpr db::Statement kPageTotal{
    "catalog.page_total", "SELECT COUNT(*) FROM products p " APLAUSO_PRODUCT_FILTER};
#undef APLAUSO_PRODUCT_FILTER
inline constexpr db::Statement kProduct{"catalog.product",
                                        "SELECT " APLAUSO_PRODUCT_COLUMNS APLAUSO_PRODUCT_FROM
                                        "WHERE p.org_id = $1 AND p.id = $2"};
inline constexpr db::Statement kProductsByIds{
    "catalog.products_by_ids", "SELECT " APLAUSO_PRODUCT_COLUMNS APLAUSO_PRODUCT_FROM
                               "WHERE p.org_id = $1 AND p.id {{ANY_INT $2}} ORDER BY p.id"};
#undef APLAUSO_PRODUCT_COLUMNS
#undef APLAUSO_PRODUCT_FROM
// What a member's view depends on: their department and country.
inline constexpr db::Statement kMemberScope{
    "catalog.member_scope",
    "SELECT department_id, country FROM users WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kDepartmentsOf{
    "catalog.departments_of",
    "SELECT product_id, department_id FROM product_departments WHERE org_id = $1 AND "
    "product_id {{ANY_INT $2}} ORDER BY product_id, department_id"};
inline constexpr db::Statement kInsertProduct{
    "catalog.insert_product",
    "INSERT INTO products (org_id, name, name_en, description, points, stock, category_id, "
    "provider_id, country, type, restricted, active, featured, send_users, image_keys, created_at, "
    "updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, "
    "$16) "
    "RETURNING id"};
inline constexpr db::Statement kUpdateProduct{
    "catalog.update_product",
    "UPDATE products SET name = $3, name_en = $4, description = $5, points = $6, stock = $7, "
    "category_id = $8, provider_id = $9, country = $10, type = $11, restricted = $12, active = "
    "$13, featured = $14, send_users = $15, image_keys = $16, updated_at = $17 WHERE org_id = $1 "
    "AND id = $2"};
inline constexpr db::Statement kClearDepartments{
    "catalog.clear_departments",
    "DELETE FROM product_departments WHERE org_id = $1 AND product_id = $2"};
// Only departments of the organisation are kept.
inline constexpr db::Statement kAddDepartments{
    "catalog.add_departments",
    "INSERT INTO product_departments (product_id, department_id, org_id) SELECT CAST($2 AS "
    "BIGINT), d.id, d.org_id FROM departments d WHERE d.org_id = $1 AND d.id {{ANY_INT $3}}"};
inline constexpr db::Statement kCategoryExists{
    "catalog.category_exists",
    "SELECT COUNT(*) FROM product_categories WHERE org_id = $1 AND id = $2"};
// The finished image uploads among $2 that the admin $3 made.
inline constexpr db::Statement kImagesUploaded{
    "catalog.images_uploaded",
    "SELECT COUNT(*) FROM uploads WHERE org_id = $1 AND upload_type = 'corp-benef-image' AND "
    "completed_at IS NOT NULL AND storage_key {{ANY_TEXT $2}} AND user_id = $3"};

// --- Providers ---------------------------------------------------------------------------------
#define APLAUSO_PROVIDER_COLUMNS                                                             \
  "v.id, v.name, v.contact_name, v.contact_email, v.phone, v.active, (SELECT COUNT(*) FROM " \
  "products p WHERE p.org_id = v.org_id AND p.provider_id = v.id) "
inline constexpr db::Statement kProviders{
    "catalog.providers", "SELECT " APLAUSO_PROVIDER_COLUMNS
                         "FROM providers v WHERE v.org_id = $1 ORDER BY v.name, v.id"};
inline constexpr db::Statement kProvider{"catalog.provider",
                                         "SELECT " APLAUSO_PROVIDER_COLUMNS
                                         "FROM providers v WHERE v.org_id = $1 AND v.id = $2"};
#undef APLAUSO_PROVIDER_COLUMNS
inline constexpr db::Statement kProviderNamed{
    "catalog.provider_named", "SELECT id FROM providers WHERE org_id = $1 AND name = $2"};
inline constexpr db::Statement kInsertProvider{
    "catalog.insert_provider",
    "INSERT INTO providers (org_id, name, contact_name, contact_email, phone, active, "
    "created_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id"};
inline constexpr db::Statement kUpdateProvider{
    "catalog.update_provider",
    "UPDATE providers SET name = $3, contact_name = $4, contact_email = $5, phone = $6, "
    "active = $7 WHERE org_id = $1 AND id = $2"};

// --- Coupon pools ------------------------------------------------------------------------------
inline constexpr db::Statement kPools{
    "catalog.pools",
    "SELECT p.id, p.name, (SELECT COUNT(*) FROM coupon_codes k WHERE k.product_id = p.id), "
    "(SELECT COUNT(*) FROM coupon_codes k WHERE k.product_id = p.id AND k.order_item_id IS "
    "NULL) FROM products p WHERE p.org_id = $1 AND p.type IN ('coupon', 'digital_code', "
    "'gift_card') ORDER BY p.name, p.id"};
// Which of the codes $2 the organisation holds already, and in which pool (sold or not).
inline constexpr db::Statement kHeldCodes{
    "catalog.held_codes",
    "SELECT code, product_id FROM coupon_codes WHERE org_id = $1 AND code {{ANY_TEXT $2}}"};
// New codes of a pool; one another upload added meanwhile is skipped (a code has one unsold copy
// in the organisation: coupon_codes_unsold_code).
inline constexpr db::Statement kAddCodes{
    "catalog.add_codes",
    "INSERT INTO coupon_codes (org_id, product_id, code, created_at) SELECT $1, $2, t.code, $4 "
    "FROM {{ZIP t code:TEXT $3}} WHERE 1 = 1 ON CONFLICT DO NOTHING"};

// --- What a checkout takes (the orders module, in its transaction) -----------------------------
// Takes $3 units of a product with a stock; no row when fewer are left.
inline constexpr db::Statement kTakeStock{
    "catalog.take_stock",
    "UPDATE products SET stock = stock - $3 WHERE org_id = $1 AND id = $2 AND stock >= $3"};
// Gives $4 free codes of a product to an order item; fewer when fewer are free.
inline constexpr db::Statement kTakeCodes{
    "catalog.take_codes",
    "UPDATE coupon_codes SET order_item_id = $3 WHERE id IN (SELECT id FROM coupon_codes WHERE "
    "product_id = $2 AND org_id = $1 AND order_item_id IS NULL ORDER BY id LIMIT $4 "
    "{{SKIP_LOCKED}})"};

// --- Wishlist ("Guardar para después") --------------------------------------------------------
// Saving a product the member already can afford counts as told ($5: now, or NULL).
inline constexpr db::Statement kSaveWish{
    "catalog.save_wish",
    "INSERT INTO wishlist_items (org_id, user_id, product_id, saved_at, notified_at) "
    "VALUES ($1, $2, $3, $4, $5) ON CONFLICT (org_id, user_id, product_id) DO NOTHING"};
inline constexpr db::Statement kRemoveWish{
    "catalog.remove_wish",
    "DELETE FROM wishlist_items WHERE org_id = $1 AND user_id = $2 AND product_id = $3"};
// The member's saved products, cheapest first (the primary key, then the product's).
inline constexpr db::Statement kWishes{
    "catalog.wishes",
    "SELECT w.product_id, w.saved_at FROM wishlist_items w JOIN products p ON p.id = "
    "w.product_id AND p.org_id = w.org_id WHERE w.org_id = $1 AND w.user_id = $2 "
    "ORDER BY p.points, p.id LIMIT 100"};
// The member's points to redeem: a read of the points module's accounts (points writes them;
// the catalog is installed before it and only reads the balance to say what is affordable).
inline constexpr db::Statement kRedeemBalance{
    "catalog.redeem_balance",
    "SELECT balance FROM point_accounts WHERE org_id = $1 AND user_id = $2 AND kind = 'redeem'"};
// The wishlist job (every 30 s, all organisations): saved products the member's points to redeem
// now reach, not told yet, marked told ($1 now) and returned to be told. Several nodes may run it
// at once: a row is claimed by one UPDATE only. A wishlist is a few products per person, so the
// whole table is read; the accounts and products by their keys.
inline constexpr db::Statement kReachedWishes{
    "catalog.reached_wishes",
    "UPDATE wishlist_items SET notified_at = $1 WHERE notified_at IS NULL AND EXISTS (SELECT 1 "
    "FROM products p JOIN point_accounts a ON a.org_id = p.org_id WHERE p.org_id = "
    "wishlist_items.org_id AND p.id = wishlist_items.product_id AND p.active = 1 AND a.user_id = "
    "wishlist_items.user_id AND a.kind = 'redeem' AND a.balance >= p.points) "
    "RETURNING org_id, user_id, product_id"};
// Saved products told before that the member's points no longer reach: told again on the next
// crossing.
inline constexpr db::Statement kLostWishes{
    "catalog.lost_wishes",
    "UPDATE wishlist_items SET notified_at = NULL WHERE notified_at IS NOT NULL AND NOT EXISTS "
    "(SELECT 1 FROM products p JOIN point_accounts a ON a.org_id = p.org_id WHERE p.org_id = "
    "wishlist_items.org_id AND p.id = wishlist_items.product_id AND a.user_id = "
    "wishlist_items.user_id AND a.kind = 'redeem' AND a.balance >= p.points)"};

}  // namespace aplauso::catalog::sql
