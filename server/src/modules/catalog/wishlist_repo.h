// The members' wishlists ("Guardar para después"): the products each saved for later and
// whether they were told they can afford them.
#pragma once

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "core/ids.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::catalog {

/// A saved product its member can now afford.
struct ReachedWish {
  OrgId org;
  std::int64_t user_id = 0;
  std::int64_t product_id = 0;
};

struct WishRow {
  std::int64_t product_id = 0;
  std::int64_t saved_at = 0;
};

class WishlistRepo {
 public:
  /// Saves it (again: nothing changes); `told_at` set when the member can afford it already.
  void save(db::Conn& c, OrgId org, std::int64_t user_id, std::int64_t product_id,
            std::int64_t now_ms, std::optional<std::int64_t> told_at) const;
  void remove(db::Conn& c, OrgId org, std::int64_t user_id, std::int64_t product_id) const;
  /// The member's saved products, cheapest first (at most 100).
  std::vector<WishRow> list(db::Conn& c, OrgId org, std::int64_t user_id) const;
  /// The member's points to redeem (0 without an account).
  std::int64_t redeem_balance(db::Conn& c, OrgId org, std::int64_t user_id) const;
  /// Marks told the saved products their members' points to redeem now reach and that were
  /// not told yet (every organisation), and returns them.
  std::vector<ReachedWish> reached(db::Conn& c, std::int64_t now_ms) const;
  /// Clears "told" on the saved products their members' points no longer reach.
  void lost(db::Conn& c) const;
};

}  // namespace aplauso::catalog
