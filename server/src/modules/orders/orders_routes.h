// The route table of orders (orders_module.cpp installs it).
#pragma once

#include "api/routes.h"

namespace aplauso::orders {

class OrderService;

/// The cart, the checkout, an admin's gift, orders and the members' coupon codes.
void register_routes(RouteTable& routes, const OrderService& service);

}  // namespace aplauso::orders
