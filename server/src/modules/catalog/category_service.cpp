#include "modules/catalog/category_service.h"

#include "db/database.h"

namespace aplauso::catalog {

std::vector<Category> CategoryService::active(OrgId org) const {
  return db_.run([&](db::Conn& c) { return repo_.list_active(c, org); });
}

std::int64_t CategoryService::add(OrgId org, const std::string& name,
                                  const std::optional<std::string>& icon, int position) const {
  return db_.transact(
      [&](db::Conn& c) { return repo_.insert(c, org, name, icon, position, clock_.now_ms()); });
}

}  // namespace aplauso::catalog
