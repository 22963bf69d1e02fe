// Rules of the rewards catalog's categories.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/clock.h"
#include "modules/catalog/category_repo.h"

namespace aplauso::db {
class Database;
}

namespace aplauso::audit {
class AuditLog;
}

namespace aplauso::catalog {

class CategoryService {
 public:
  CategoryService(const db::Database& db, const Clock& clock, const audit::AuditLog& audit)
      : db_(db), clock_(clock), audit_(audit) {}

  std::vector<Category> active(OrgId org) const;
  /// Every category, inactive ones too (admins).
  std::vector<Category> all(OrgId org) const;
  /// Adds one at the end (admins): 400 for a bad name or icon, 409 category_exists.
  Category create(OrgId org, const std::string& name, const std::optional<std::string>& icon) const;
  /// Absent fields keep their value; 404; 409 category_exists.
  Category change(OrgId org, std::int64_t id, const std::optional<std::string>& name,
                  const std::optional<std::optional<std::string>>& icon, std::optional<bool> active,
                  std::optional<std::int64_t> position) const;
  /// Adds a category at the end of the list (the demo organisation's set-up).
  std::int64_t add(OrgId org, const std::string& name, const std::optional<std::string>& icon,
                   int position) const;

 private:
  const db::Database& db_;
  const Clock& clock_;
  const audit::AuditLog& audit_;
  CategoryRepo repo_;
};

}  // namespace aplauso::catalog
