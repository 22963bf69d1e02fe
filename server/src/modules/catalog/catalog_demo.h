// The demo organisation's rewards catalog (api/demo.h), with product pictures drawn by
// scripts/gen-demo-catalog (catalog_demo_images.cpp).
#pragma once

#include <string>

#include "api/demo.h"

namespace aplauso::uploads {
class UploadService;
}

namespace aplauso::catalog {

class CategoryService;
class ProductService;

enum class DemoPicture { kMug, kDayOff, kTicket };

/// A product picture's PNG bytes, as generated.
std::string demo_product_picture(DemoPicture picture);

/// Four categories, a mug, a day off admins may also give as a prize, and cinema tickets with
/// five codes, each with its picture stored as the admin's upload; records
/// "catalog.category:<name>".
void seed_demo_catalog(const CategoryService& categories, const ProductService& products,
                       const uploads::UploadService& uploads, DemoOrg& demo);

}  // namespace aplauso::catalog
