// SQL of the rewards catalog: product categories.
#pragma once

#include "db/statement.h"

namespace aplauso::catalog::sql {

inline constexpr db::Statement kListActive{
    "catalog.list_active_categories",
    "SELECT id, name, icon, active FROM product_categories WHERE org_id = $1 AND active = 1 "
    "ORDER BY position, name"};
inline constexpr db::Statement kInsert{
    "catalog.insert_category",
    "INSERT INTO product_categories (org_id, name, icon, position, active, created_at) "
    "VALUES ($1, $2, $3, $4, 1, $5) RETURNING id"};

}  // namespace aplauso::catalog::sql
