// Products, providers and coupon pools of the rewards catalog: the only code that reads and
// writes their tables.
#pragma once

#include <boost/describe/class.hpp>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/ids.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::catalog {

struct ProductRow {
  std::int64_t id = 0;
  std::string name;
  std::optional<std::string> name_en;
  std::string description;
  std::int64_t points = 0;
  std::optional<std::int64_t> stock;
  std::optional<std::int64_t> category_id;
  std::optional<std::string> category_name;
  std::optional<std::string> category_icon;
  bool category_active = false;
  std::optional<std::int64_t> provider_id;
  std::optional<std::string> country;
  std::string type;
  bool restricted = false;
  bool active = true;
  bool featured = false;
  bool send_users = false;  ///< admins may give it as a prize
  std::string image_keys;   ///< JSON array
  std::int64_t created_at = 0;
  std::optional<std::int64_t> coupons_left;  ///< code products
};
BOOST_DESCRIBE_STRUCT(ProductRow, (),
                      (id, name, name_en, description, points, stock, category_id, category_name,
                       category_icon, category_active, provider_id, country, type, restricted,
                       active, featured, send_users, image_keys, created_at, coupons_left))

/// Who is looking: a member sees what their department and country may see.
struct MemberScope {
  std::optional<std::int64_t> department_id;
  std::optional<std::string> country;
};

/// The members' catalog orders.
enum class ProductSort { kPriceAsc, kPriceDesc, kNewest, kPopular };

struct ProductFilter {
  ProductSort sort = ProductSort::kPriceAsc;  ///< members' view only (admins: newest by id)
  std::optional<std::int64_t> department_id;
  std::optional<std::int64_t> category_id;
  std::optional<std::int64_t> value_from;
  std::optional<std::int64_t> value_to;
  std::optional<std::string> country;
  std::optional<std::string> type;
  std::optional<bool> featured;
  std::optional<std::string> q;
  std::optional<bool> active;
  std::optional<bool> send_users;
};

/// What is written for a product.
struct ProductFields {
  std::string name;
  std::optional<std::string> name_en;
  std::string description;
  std::int64_t points = 0;
  std::optional<std::int64_t> stock;
  std::optional<std::int64_t> category_id;
  std::optional<std::int64_t> provider_id;
  std::optional<std::string> country;
  std::string type;
  std::vector<std::int64_t> department_ids;
  bool active = true;
  bool featured = false;
  bool send_users = false;
  std::string image_keys = "[]";
};

struct ProviderRow {
  std::int64_t id = 0;
  std::string name;
  std::optional<std::string> contact_name;
  std::optional<std::string> contact_email;
  std::optional<std::string> phone;
  bool active = true;
  std::int64_t products_count = 0;
};
BOOST_DESCRIBE_STRUCT(ProviderRow, (),
                      (id, name, contact_name, contact_email, phone, active, products_count))

struct PoolRow {
  std::int64_t product_id = 0;
  std::string name;
  std::int64_t total = 0;
  std::int64_t left = 0;
};
BOOST_DESCRIBE_STRUCT(PoolRow, (), (product_id, name, total, left))

class ProductRepo {
 public:
  /// nullopt when the organisation has no such member.
  std::optional<MemberScope> member_scope(db::Conn& c, OrgId org, std::int64_t user_id) const;
  /// One page; `scope` set for a member's view.
  std::vector<ProductRow> page(db::Conn& c, OrgId org, const std::optional<MemberScope>& scope,
                               const ProductFilter& f, std::int64_t limit,
                               std::int64_t offset) const;
  std::int64_t total(db::Conn& c, OrgId org, const std::optional<MemberScope>& scope,
                     const ProductFilter& f) const;
  std::optional<ProductRow> find(db::Conn& c, OrgId org, std::int64_t id) const;
  /// The organisation's products among `ids`, by id.
  std::vector<ProductRow> by_ids(db::Conn& c, OrgId org,
                                 const std::vector<std::int64_t>& ids) const;
  /// Whether a member with `scope` may see the product.
  bool visible(db::Conn& c, OrgId org, const MemberScope& scope, std::int64_t id) const;
  /// The departments of each product (restricted ones only have some).
  std::map<std::int64_t, std::vector<std::int64_t>> departments(
      db::Conn& c, OrgId org, const std::vector<std::int64_t>& product_ids) const;
  std::int64_t insert(db::Conn& c, OrgId org, const ProductFields& f, std::int64_t now_ms) const;
  void update(db::Conn& c, OrgId org, std::int64_t id, const ProductFields& f,
              std::int64_t now_ms) const;
  /// Replaces the departments; returns how many were the organisation's.
  std::int64_t set_departments(db::Conn& c, OrgId org, std::int64_t id,
                               const std::vector<std::int64_t>& department_ids) const;
  bool category_exists(db::Conn& c, OrgId org, std::int64_t id) const;
  /// How many of `keys` are finished image uploads that `uploader_id` made.
  std::int64_t images_uploaded(db::Conn& c, OrgId org, std::int64_t uploader_id,
                               const std::vector<std::string>& keys) const;

  std::vector<ProviderRow> providers(db::Conn& c, OrgId org) const;
  std::optional<ProviderRow> provider(db::Conn& c, OrgId org, std::int64_t id) const;
  std::optional<std::int64_t> provider_named(db::Conn& c, OrgId org, const std::string& name) const;
  std::int64_t insert_provider(db::Conn& c, OrgId org, const ProviderRow& p,
                               std::int64_t now_ms) const;
  void update_provider(db::Conn& c, OrgId org, const ProviderRow& p) const;

  std::vector<PoolRow> pools(db::Conn& c, OrgId org) const;
  /// The codes among `codes` the organisation holds already, each with its pool's product.
  std::vector<std::pair<std::string, std::int64_t>> held_codes(
      db::Conn& c, OrgId org, const std::vector<std::string>& codes) const;
  /// Adds the codes no pool of the organisation has; returns how many were added.
  std::int64_t add_codes(db::Conn& c, OrgId org, std::int64_t product_id,
                         const std::vector<std::string>& codes, std::int64_t now_ms) const;

  /// Takes units of a product with a stock; false when fewer are left.
  bool take_stock(db::Conn& c, OrgId org, std::int64_t product_id, std::int64_t quantity) const;
  /// Gives up to `quantity` free codes to an order item; returns how many it got.
  std::int64_t take_codes(db::Conn& c, OrgId org, std::int64_t product_id, std::int64_t item_id,
                          std::int64_t quantity) const;
};

}  // namespace aplauso::catalog
