// The rewards catalog's route tables (catalog_module.cpp installs them) and the product as the
// API writes it (orders show theirs).
#pragma once

#include <boost/json/object.hpp>

namespace aplauso {
class RouteTable;
}

namespace aplauso::catalog {

struct ProductView;
class CategoryService;
class ProductService;
class WishlistService;

boost::json::object product_json(const ProductView& v, bool for_admins);
/// The members' catalog, the admins' products, providers and coupon pools.
void register_product_routes(RouteTable& routes, const ProductService& service);
/// Product categories: the members' list, the admins' additions and changes.
void register_category_routes(RouteTable& routes, const CategoryService& service);
/// The member's wishlist: list, save, remove.
void register_wishlist_routes(RouteTable& routes, const WishlistService& service);

}  // namespace aplauso::catalog
