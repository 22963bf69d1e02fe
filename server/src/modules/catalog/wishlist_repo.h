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
  /// Marks told the saved products now within each member's balance that were not told yet
  /// and returns them as (user, product): one statement for any number of members.
  std::vector<std::pair<std::int64_t, std::int64_t>> reached(
      db::Conn& c, OrgId org, const std::vector<std::int64_t>& users,
      const std::vector<std::int64_t>& balances, std::int64_t now_ms) const;
  /// Clears "told" on the saved products each member's balance no longer reaches.
  void lost(db::Conn& c, OrgId org, const std::vector<std::int64_t>& users,
            const std::vector<std::int64_t>& balances) const;
};

}  // namespace aplauso::catalog
