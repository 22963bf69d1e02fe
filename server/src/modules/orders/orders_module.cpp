// Installs orders: the order_status and product_gift notification kinds, the service and the
// routes (order_routes.cpp).
#include "api/module.h"
#include "modules/audit/audit_log.h"
#include "modules/catalog/product_service.h"
#include "modules/notifications/notification_service.h"
#include "modules/orders/order_service.h"
#include "modules/orders/orders_routes.h"
#include "modules/points/points_service.h"

namespace aplauso::orders {

void install(ModuleContext& m) {
  auto& notifications = m.need<notifications::NotificationService>();
  notifications.declare({"order_status", "/orders/{order_id}", true,
                         "Tu pedido de {name} está {status_es}.",
                         "Your order of {name} is {status_en}."});
  notifications.declare({"product_gift", "/orders/{order_id}", true, "{actor} te regaló {name}.",
                         "{actor} gave you {name}."});
  auto& service = m.make<OrderService>(m.db, m.clock, m.need<catalog::ProductService>(),
                                       m.need<points::PointsService>(), notifications,
                                       m.need<audit::AuditLog>());
  m.provide(service);
  register_routes(m.routes, service);
}

}  // namespace aplauso::orders
