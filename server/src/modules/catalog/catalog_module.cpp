// Installs the rewards catalog: product categories, products, providers and coupon pools
// (category_routes.cpp, product_routes.cpp), the members' wishlists (wishlist_routes.cpp) and
// the demo's catalog.
#include "api/module.h"
#include "modules/audit/audit_log.h"
#include "modules/catalog/catalog_demo.h"
#include "modules/catalog/catalog_routes.h"
#include "modules/catalog/category_service.h"
#include "modules/catalog/product_service.h"
#include "modules/catalog/wishlist_service.h"
#include "modules/notifications/notification_service.h"
#include "modules/uploads/upload_service.h"

namespace aplauso::catalog {

void install(ModuleContext& m) {
  const auto& audit_log = m.need<audit::AuditLog>();
  auto& service = m.make<CategoryService>(m.db, m.clock, audit_log);
  m.provide(service);
  auto& products = m.make<ProductService>(m.db, m.clock, m.files, audit_log);
  m.provide(products);
  register_product_routes(m.routes, products);
  auto& notices = m.need<notifications::NotificationService>();
  notices.declare({kWishAffordableKind, "/catalog/{product_id}", false,
                   "Ya te alcanza para {name}, que guardaste para después.",
                   "You can now afford {name}, which you saved for later."});
  auto& wishlist = m.make<WishlistService>(m.db, m.clock, products, notices);
  m.provide(wishlist);
  register_wishlist_routes(m.routes, wishlist);
  // Off the payments' path: a send or a purchase never waits for the wishlists.
  m.jobs.push_back(
      {"catalog.wishlist", std::chrono::seconds(30), [&wishlist] { wishlist.tell_affordable(); }});
  const auto& uploads = m.need<uploads::UploadService>();
  m.demo("catalog", [&service, &products, &uploads](DemoOrg& demo) {
    seed_demo_catalog(service, products, uploads, demo);
  });
  register_category_routes(m.routes, service);
}

}  // namespace aplauso::catalog
