#include "modules/catalog/category_repo.h"

#include "db/conn.h"
#include "db/row_mapping.h"
#include "modules/catalog/catalog_sql.h"

namespace aplauso::catalog {

std::vector<Category> CategoryRepo::list_active(db::Conn& c, OrgId org) const {
  return db::all<Category>(c, sql::kListActive, {org});
}

std::vector<Category> CategoryRepo::list_all(db::Conn& c, OrgId org) const {
  return db::all<Category>(c, sql::kListAll, {org});
}

std::optional<PlacedCategory> CategoryRepo::find(db::Conn& c, OrgId org, std::int64_t id) const {
  for (const db::Row& r : c.query(sql::kCategory, {org, id})) {
    return PlacedCategory{Category{r.i64(0), r.text(1), r.opt_text(2), r.boolean(3)}, r.i64(4)};
  }
  return std::nullopt;
}

std::optional<std::int64_t> CategoryRepo::named(db::Conn& c, OrgId org,
                                                const std::string& name) const {
  return c.scalar(sql::kCategoryNamed, {org, name});
}

std::int64_t CategoryRepo::next_position(db::Conn& c, OrgId org) const {
  return c.scalar(sql::kNextPosition, {org}).value_or(0);
}

void CategoryRepo::update(db::Conn& c, OrgId org, const PlacedCategory& p) const {
  c.exec(sql::kUpdateCategory,
         {org, p.category.id, p.category.name, p.category.icon, p.category.active, p.position});
}

std::int64_t CategoryRepo::insert(db::Conn& c, OrgId org, const std::string& name,
                                  const std::optional<std::string>& icon, int position,
                                  std::int64_t now_ms) const {
  return *c.scalar(sql::kInsert, {org, name, icon, position, now_ms});
}

}  // namespace aplauso::catalog
