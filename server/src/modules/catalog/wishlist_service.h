// Rules of the wishlist ("Guardar para después"): a member saves products they may see; they are
// told once when their points to redeem reach a saved product's price, and once more each time
// the balance falls below it and reaches it again.
#pragma once

#include <cstdint>
#include <vector>

#include "core/clock.h"
#include "modules/catalog/product_service.h"
#include "modules/catalog/wishlist_repo.h"

namespace aplauso::db {
class Database;
class Conn;
}  // namespace aplauso::db
namespace aplauso::notifications {
class NotificationService;
}

namespace aplauso::catalog {

/// The notification kind raised when a saved product becomes affordable.
inline constexpr const char* kWishAffordableKind = "wishlist_affordable";

struct Wish {
  ProductView product;
  std::int64_t saved_at = 0;
  bool affordable = false;  ///< its price is within the member's points to redeem
};

struct Wishlist {
  std::vector<Wish> items;
  std::int64_t redeem_balance = 0;
};

class WishlistService {
 public:
  WishlistService(const db::Database& db, const Clock& clock, const ProductService& products,
                  const notifications::NotificationService& notifications)
      : db_(db), clock_(clock), products_(products), notifications_(notifications) {}

  /// The member's saved products they may still see, cheapest first, with their balance.
  Wishlist list(OrgId org, std::int64_t user_id) const;
  /// 404 when the member may not see the product (another organisation's included).
  void save(OrgId org, std::int64_t user_id, std::int64_t product_id) const;
  /// Removing one not saved is no error.
  void remove(OrgId org, std::int64_t user_id, std::int64_t product_id) const;
  /// The wishlist job: tells each member once when their points to redeem reach a product
  /// they saved (one notification per product), and re-arms those their points fell below.
  /// Returns how many were told.
  std::size_t tell_affordable() const;

 private:
  const db::Database& db_;
  const Clock& clock_;
  const ProductService& products_;
  const notifications::NotificationService& notifications_;
  WishlistRepo repo_;
};

}  // namespace aplauso::catalog
