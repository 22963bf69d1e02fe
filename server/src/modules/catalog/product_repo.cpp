#include "modules/catalog/product_repo.h"

#include "db/conn.h"
#include "db/row_mapping.h"
#include "modules/catalog/catalog_sql.h"

namespace aplauso::catalog {

namespace {
std::optional<std::int64_t> flag(const std::optional<bool>& b) {
  if (!b) return std::nullopt;
  return *b ? 1 : 0;
}
}  // namespace

std::optional<MemberScope> ProductRepo::member_scope(db::Conn& c, OrgId org,
                                                     std::int64_t user_id) const {
  for (const db::Row& r : c.query(sql::kMemberScope, {org, user_id})) {
    return MemberScope{r.opt_i64(0), r.opt_text(1)};
  }
  return std::nullopt;
}

#define APLAUSO_FILTER_PARAMS                                                               \
  org, std::int64_t{scope ? 1 : 0}, scope ? scope->country : std::nullopt,                  \
      scope ? scope->department_id : std::nullopt, f.category_id, f.value_from, f.value_to, \
      f.country, f.type, flag(f.featured), f.q, flag(f.active),                             \
      scope ? std::nullopt : f.department_id, flag(f.send_users)

std::vector<ProductRow> ProductRepo::page(db::Conn& c, OrgId org,
                                          const std::optional<MemberScope>& scope,
                                          const ProductFilter& f, std::int64_t limit,
                                          std::int64_t offset) const {
  const auto& statement = [&]() -> const db::Statement& {
    if (!scope) return sql::kAdminPage;
    switch (f.sort) {
      case ProductSort::kPriceDesc: return sql::kMemberPageDearest;
      case ProductSort::kNewest: return sql::kMemberPageNewest;
      case ProductSort::kPopular: return sql::kMemberPagePopular;
      case ProductSort::kPriceAsc: break;
    }
    return sql::kMemberPage;
  }();
  return db::all<ProductRow>(c, statement, {APLAUSO_FILTER_PARAMS, limit, offset});
}

std::int64_t ProductRepo::total(db::Conn& c, OrgId org, const std::optional<MemberScope>& scope,
                                const ProductFilter& f) const {
  return c.scalar(sql::kPageTotal, {APLAUSO_FILTER_PARAMS}).value_or(0);
}
#undef APLAUSO_FILTER_PARAMS

std::optional<ProductRow> ProductRepo::find(db::Conn& c, OrgId org, std::int64_t id) const {
  return db::one<ProductRow>(c, sql::kProduct, {org, id});
}

std::vector<ProductRow> ProductRepo::by_ids(db::Conn& c, OrgId org,
                                            const std::vector<std::int64_t>& ids) const {
  if (ids.empty()) return {};
  return db::all<ProductRow>(c, sql::kProductsByIds, {org, ids});
}

bool ProductRepo::visible(db::Conn& c, OrgId org, const MemberScope& scope, std::int64_t id) const {
  const auto row = find(c, org, id);
  if (!row || !row->active) return false;
  if (row->country && row->country != scope.country) return false;
  if (!row->restricted) return true;
  const auto deps = departments(c, org, {id});
  const auto it = deps.find(id);
  if (it == deps.end() || !scope.department_id) return false;
  for (const auto d : it->second) {
    if (d == *scope.department_id) return true;
  }
  return false;
}

std::map<std::int64_t, std::vector<std::int64_t>> ProductRepo::departments(
    db::Conn& c, OrgId org, const std::vector<std::int64_t>& product_ids) const {
  std::map<std::int64_t, std::vector<std::int64_t>> out;
  if (product_ids.empty()) return out;
  for (const db::Row& r : c.query(sql::kDepartmentsOf, {org, product_ids})) {
    out[r.i64(0)].push_back(r.i64(1));
  }
  return out;
}

std::int64_t ProductRepo::insert(db::Conn& c, OrgId org, const ProductFields& f,
                                 std::int64_t now_ms) const {
  return *c.scalar(sql::kInsertProduct,
                   {org, f.name, f.name_en, f.description, f.points, f.stock, f.category_id,
                    f.provider_id, f.country, f.type, !f.department_ids.empty(), f.active,
                    f.featured, f.send_users, f.image_keys, now_ms});
}

void ProductRepo::update(db::Conn& c, OrgId org, std::int64_t id, const ProductFields& f,
                         std::int64_t now_ms) const {
  c.exec(sql::kUpdateProduct,
         {org, id, f.name, f.name_en, f.description, f.points, f.stock, f.category_id,
          f.provider_id, f.country, f.type, !f.department_ids.empty(), f.active, f.featured,
          f.send_users, f.image_keys, now_ms});
}

std::int64_t ProductRepo::set_departments(db::Conn& c, OrgId org, std::int64_t id,
                                          const std::vector<std::int64_t>& department_ids) const {
  c.exec(sql::kClearDepartments, {org, id});
  if (department_ids.empty()) return 0;
  return c.exec(sql::kAddDepartments, {org, id, department_ids});
}

bool ProductRepo::category_exists(db::Conn& c, OrgId org, std::int64_t id) const {
  return c.scalar(sql::kCategoryExists, {org, id}).value_or(0) > 0;
}

std::int64_t ProductRepo::images_uploaded(db::Conn& c, OrgId org, std::int64_t uploader_id,
                                          const std::vector<std::string>& keys) const {
  if (keys.empty()) return 0;
  return c.scalar(sql::kImagesUploaded, {org, keys, uploader_id}).value_or(0);
}

std::vector<ProviderRow> ProductRepo::providers(db::Conn& c, OrgId org) const {
  return db::all<ProviderRow>(c, sql::kProviders, {org});
}

std::optional<ProviderRow> ProductRepo::provider(db::Conn& c, OrgId org, std::int64_t id) const {
  return db::one<ProviderRow>(c, sql::kProvider, {org, id});
}

std::optional<std::int64_t> ProductRepo::provider_named(db::Conn& c, OrgId org,
                                                        const std::string& name) const {
  return c.scalar(sql::kProviderNamed, {org, name});
}

std::int64_t ProductRepo::insert_provider(db::Conn& c, OrgId org, const ProviderRow& p,
                                          std::int64_t now_ms) const {
  return *c.scalar(sql::kInsertProvider,
                   {org, p.name, p.contact_name, p.contact_email, p.phone, p.active, now_ms});
}

void ProductRepo::update_provider(db::Conn& c, OrgId org, const ProviderRow& p) const {
  c.exec(sql::kUpdateProvider,
         {org, p.id, p.name, p.contact_name, p.contact_email, p.phone, p.active});
}

std::vector<PoolRow> ProductRepo::pools(db::Conn& c, OrgId org) const {
  return db::all<PoolRow>(c, sql::kPools, {org});
}

std::vector<std::pair<std::string, std::int64_t>> ProductRepo::held_codes(
    db::Conn& c, OrgId org, const std::vector<std::string>& codes) const {
  std::vector<std::pair<std::string, std::int64_t>> out;
  if (codes.empty()) return out;
  for (const db::Row& r : c.query(sql::kHeldCodes, {org, codes})) {
    out.emplace_back(r.text(0), r.i64(1));
  }
  return out;
}

std::int64_t ProductRepo::add_codes(db::Conn& c, OrgId org, std::int64_t product_id,
                                    const std::vector<std::string>& codes,
                                    std::int64_t now_ms) const {
  if (codes.empty()) return 0;
  return c.exec(sql::kAddCodes, {org, product_id, codes, now_ms});
}

bool ProductRepo::take_stock(db::Conn& c, OrgId org, std::int64_t product_id,
                             std::int64_t quantity) const {
  return c.exec(sql::kTakeStock, {org, product_id, quantity}) == 1;
}

std::int64_t ProductRepo::take_codes(db::Conn& c, OrgId org, std::int64_t product_id,
                                     std::int64_t item_id, std::int64_t quantity) const {
  return c.exec(sql::kTakeCodes, {org, product_id, item_id, quantity});
}

}  // namespace aplauso::catalog
