#include "modules/catalog/category_repo.h"

#include <soci/soci.h>

#include "db/row.h"

namespace aplauso::catalog {

namespace {
constexpr const char* kListActive =
    "SELECT id, name, icon FROM product_categories WHERE org_id = :org AND active = 1 "
    "ORDER BY position, name";
constexpr const char* kInsert =
    "INSERT INTO product_categories (org_id, name, icon, position, active, created_at) "
    "VALUES (:org, :name, :icon, :position, 1, :now) RETURNING id";
}  // namespace

std::vector<Category> CategoryRepo::list_active(soci::session& s, std::int64_t org_id) const {
  const long long org = org_id;
  std::vector<Category> out;
  soci::rowset<soci::row> rows = (s.prepare << kListActive, soci::use(org, "org"));
  for (const auto& r : rows) {
    Category c;
    c.id = db::get_int(r, 0);
    c.name = db::get_string(r, 1);
    c.icon = db::get_opt_string(r, 2);
    out.push_back(std::move(c));
  }
  return out;
}

std::int64_t CategoryRepo::insert(soci::session& s, std::int64_t org_id, const std::string& name,
                                  const std::optional<std::string>& icon, int position,
                                  std::int64_t now_ms) const {
  const long long org = org_id, now = now_ms;
  const std::string icon_v = icon.value_or("");
  soci::indicator icon_i = icon ? soci::i_ok : soci::i_null;
  long long id = 0;
  s << kInsert, soci::use(org, "org"), soci::use(name, "name"), soci::use(icon_v, icon_i, "icon"),
      soci::use(position, "position"), soci::use(now, "now"), soci::into(id);
  return id;
}

}  // namespace aplauso::catalog
