// Rules of the rewards catalog: products (what members may see, what admins write), providers
// and the coupon code pools of code products.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/clock.h"
#include "modules/catalog/product_repo.h"

namespace aplauso::db {
class Database;
class Conn;
}  // namespace aplauso::db
namespace aplauso::storage {
class FileStore;
}

namespace aplauso::audit {
class AuditLog;
}

namespace aplauso::catalog {

inline constexpr std::int64_t kMaxImages = 8;
inline constexpr std::int64_t kMaxPoints = 10'000'000;

/// Whether a product type takes codes from a pool (and is delivered at once).
bool takes_codes(std::string_view type);

struct Image {
  std::string key;
  std::string url;
};

/// A product as the API shows it.
struct ProductView {
  ProductRow row;
  std::vector<std::int64_t> department_ids;
  std::vector<Image> images;
  /// Active and with units (or codes) left.
  bool available = false;
};

/// Whether a member with `scope` may buy the product: active, for their country, and for their
/// department when it is restricted.
bool visible_to(const ProductView& v, const MemberScope& scope);

struct ProductPage {
  std::vector<ProductView> items;
  std::int64_t total = 0;
};

/// What an admin sends; `id` to update.
struct ProductInput {
  std::optional<std::int64_t> id;
  ProductFields fields;
  std::vector<std::string> image_keys;
};

struct CouponUpload {
  std::int64_t added = 0;
  std::int64_t skipped = 0;
  PoolRow pool;
};

class ProductService {
 public:
  ProductService(const db::Database& db, const Clock& clock, const storage::FileStore& files,
                 const audit::AuditLog& audit)
      : db_(db), clock_(clock), files_(files), audit_(audit) {}

  /// A member's catalog (`user_id`), or the admins' (nullopt).
  ProductPage list(OrgId org, std::optional<std::int64_t> user_id, const ProductFilter& filter,
                   std::int64_t limit, std::int64_t offset) const;
  /// 404 when the member may not see it (or it is not the organisation's).
  ProductView get(OrgId org, std::optional<std::int64_t> user_id, std::int64_t id) const;
  /// 400 naming every bad field (an image is the product's already or an upload of `admin_id`);
  /// 404 for another organisation's product, category, provider or department.
  ProductView save(OrgId org, std::int64_t admin_id, const ProductInput& input) const;

  /// Products as views, in the caller's transaction (a fixed number of statements).
  std::vector<ProductView> views(db::Conn& c, OrgId org, std::vector<ProductRow> rows) const;
  /// The organisation's products among `ids` as views, by id (three statements).
  std::vector<ProductView> by_ids(db::Conn& c, OrgId org,
                                  const std::vector<std::int64_t>& ids) const;
  std::optional<MemberScope> scope(db::Conn& c, OrgId org, std::int64_t user_id) const;

  std::vector<ProviderRow> providers(OrgId org) const;
  /// 400 for a bad field; 409 provider_exists.
  ProviderRow add_provider(OrgId org, ProviderRow p) const;
  /// Absent fields keep their value; 404; 409 provider_exists.
  ProviderRow change_provider(OrgId org, std::int64_t id, const std::optional<std::string>& name,
                              const std::optional<std::optional<std::string>>& contact_name,
                              const std::optional<std::optional<std::string>>& contact_email,
                              const std::optional<std::optional<std::string>>& phone,
                              std::optional<bool> active) const;

  std::vector<PoolRow> pools(OrgId org) const;
  /// Codes from a CSV or an .xlsx (first column); those the pool has are skipped. 400 without
  /// codes or with one too long; 404; 409 coupon_codes_taken (details.codes) when another pool
  /// of the organisation has some, and then nothing is added; 422 not_a_code_product.
  CouponUpload upload_codes(OrgId org, std::int64_t product_id, std::string_view file_name,
                            std::string_view bytes) const;

  /// What a checkout takes, in its transaction: units of a product with a stock (false when
  /// fewer are left) and free coupon codes for an order item (how many it got).
  bool take_stock(db::Conn& c, OrgId org, std::int64_t product_id, std::int64_t quantity) const;
  std::int64_t take_codes(db::Conn& c, OrgId org, std::int64_t product_id, std::int64_t item_id,
                          std::int64_t quantity) const;

 private:
  const db::Database& db_;
  const Clock& clock_;
  const storage::FileStore& files_;
  const audit::AuditLog& audit_;
  ProductRepo repo_;
};

}  // namespace aplauso::catalog
