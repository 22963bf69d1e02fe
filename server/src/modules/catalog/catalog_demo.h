// The demo organisation's rewards catalog (api/demo.h).
#pragma once

#include "api/demo.h"

namespace aplauso::catalog {

class CategoryService;
class ProductService;

/// Four categories, a mug, a day off admins may also give as a prize, and cinema tickets with
/// five codes; records "catalog.category:<name>".
void seed_demo_catalog(const CategoryService& categories, const ProductService& products,
                       DemoOrg& demo);

}  // namespace aplauso::catalog
