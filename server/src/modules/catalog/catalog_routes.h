// The rewards catalog's route tables and the product as the API writes it (orders show theirs).
#pragma once

#include <boost/json/object.hpp>

namespace aplauso {
class RouteTable;
}

namespace aplauso::catalog {

struct ProductView;
class ProductService;

boost::json::object product_json(const ProductView& v, bool for_admins);
void register_product_routes(RouteTable& routes, const ProductService& service);

}  // namespace aplauso::catalog
