#include "modules/catalog/category_service.h"

#include "core/errors.h"
#include "core/utf8.h"
#include "db/database.h"
#include "modules/audit/audit_log.h"
#include "modules/audit/snapshot.h"

namespace aplauso::catalog {

std::vector<Category> CategoryService::active(OrgId org) const {
  return db_.run([&](db::Conn& c) { return repo_.list_active(c, org); });
}

namespace {
constexpr std::size_t kCategoryNameMax = 60;
constexpr std::size_t kCategoryIconMax = 40;

void check_category(Category& c) {
  std::vector<FieldError> errors;
  c.name = trimmed(c.name);
  if (c.name.empty()) {
    errors.push_back({"name", "El nombre es requerido."});
  } else if (utf8_length(c.name) > kCategoryNameMax) {
    errors.push_back({"name", "El nombre no puede exceder 60 caracteres."});
  }
  if (c.icon) {
    *c.icon = trimmed(*c.icon);
    if (c.icon->empty()) {
      c.icon.reset();
    } else if (utf8_length(*c.icon) > kCategoryIconMax) {
      errors.push_back({"icon", "El icono no puede exceder 40 caracteres."});
    }
  }
  if (!errors.empty()) throw invalid_input(std::move(errors));
}

ApiError category_exists() {
  return conflict("category_exists", "Ya existe una categoría con ese nombre.");
}
}  // namespace

std::vector<Category> CategoryService::all(OrgId org) const {
  return db_.run([&](db::Conn& c) { return repo_.list_all(c, org); });
}

Category CategoryService::create(OrgId org, const std::string& name,
                                 const std::optional<std::string>& icon) const {
  Category cat{0, name, icon, true};
  check_category(cat);
  return db_.transact([&](db::Conn& c) {
    if (repo_.named(c, org, cat.name)) throw category_exists();
    const auto position = static_cast<int>(repo_.next_position(c, org));
    cat.id = repo_.insert(c, org, cat.name, cat.icon, position, clock_.now_ms());
    audit_.record(c, org, "catalog.create_category", {"product_category", cat.id}, nullptr,
                  audit::snapshot(cat));
    return cat;
  });
}

Category CategoryService::change(OrgId org, std::int64_t id, const std::optional<std::string>& name,
                                 const std::optional<std::optional<std::string>>& icon,
                                 std::optional<bool> active,
                                 std::optional<std::int64_t> position) const {
  return db_.transact([&](db::Conn& c) {
    auto placed = repo_.find(c, org, id);
    if (!placed) throw not_found("Categoría no encontrada");
    boost::json::value before = audit::snapshot(placed->category);
    before.as_object()["position"] = placed->position;
    if (name) placed->category.name = *name;
    if (icon) placed->category.icon = *icon;
    if (active) placed->category.active = *active;
    if (position) {
      if (*position < 0) throw invalid_input("position", "La posición empieza en 0.");
      placed->position = *position;
    }
    check_category(placed->category);
    if (const auto other = repo_.named(c, org, placed->category.name); other && *other != id) {
      throw category_exists();
    }
    repo_.update(c, org, *placed);
    boost::json::value after = audit::snapshot(placed->category);
    after.as_object()["position"] = placed->position;
    audit_.record(c, org, "catalog.update_category", {"product_category", id}, std::move(before),
                  std::move(after));
    return placed->category;
  });
}

std::int64_t CategoryService::add(OrgId org, const std::string& name,
                                  const std::optional<std::string>& icon, int position) const {
  return db_.transact(
      [&](db::Conn& c) { return repo_.insert(c, org, name, icon, position, clock_.now_ms()); });
}

}  // namespace aplauso::catalog
