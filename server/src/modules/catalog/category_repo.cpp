#include "modules/catalog/category_repo.h"

#include "db/row_mapping.h"
#include "modules/catalog/catalog_sql.h"

namespace aplauso::catalog {

std::vector<Category> CategoryRepo::list_active(db::Conn& c, OrgId org) const {
  return db::all<Category>(c, sql::kListActive, {org});
}

std::int64_t CategoryRepo::insert(db::Conn& c, OrgId org, const std::string& name,
                                  const std::optional<std::string>& icon, int position,
                                  std::int64_t now_ms) const {
  return *c.scalar(sql::kInsert, {org, name, icon, position, now_ms});
}

}  // namespace aplauso::catalog
