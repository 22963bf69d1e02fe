#include "modules/catalog/catalog_demo.h"

#include "modules/catalog/category_service.h"
#include "modules/catalog/product_service.h"

namespace aplauso::catalog {

namespace {
constexpr const char* kCategories[] = {"Experiencias", "Tecnología", "Bienestar",
                                       "Tarjetas de regalo"};
}  // namespace

void seed_demo_catalog(const CategoryService& categories, const ProductService& products,
                       DemoOrg& demo) {
  const OrgId org = demo.org;
  int position = 0;
  for (const char* name : kCategories) {
    demo.ids["catalog.category:" + std::string(name)] =
        categories.add(org, name, std::nullopt, position++);
  }
  const auto add = [&](const char* name, const char* name_en, const char* description,
                       std::int64_t points, std::optional<std::int64_t> stock, const char* type,
                       const char* category, bool featured, bool send_users = false) {
    ProductInput in;
    in.fields.name = name;
    in.fields.name_en = std::string(name_en);
    in.fields.description = description;
    in.fields.points = points;
    in.fields.stock = stock;
    in.fields.type = type;
    in.fields.category_id = demo.id("catalog.category:" + std::string(category));
    in.fields.featured = featured;
    in.fields.send_users = send_users;
    return products.save(org, 0, in).row.id;  // no images: nobody's uploads
  };
  add("Taza Aplauso", "Aplauso mug", "Taza de cerámica de 350 ml con el logo de la empresa.", 150,
      25, "physical", "Bienestar", true);
  add("Día libre", "Day off", "Un día libre a elección, coordinado con tu líder.", 2000,
      std::nullopt, "experience", "Experiencias", true, true);
  const auto cinema = add("Entrada de cine", "Cinema ticket",
                          "Una entrada 2D para cualquier función de la cadena asociada.", 300,
                          std::nullopt, "coupon", "Experiencias", false);
  products.upload_codes(org, cinema, "codigos.csv",
                        "CINE-DEMO-0001\nCINE-DEMO-0002\nCINE-DEMO-0003\nCINE-DEMO-0004\n"
                        "CINE-DEMO-0005\n");
}

}  // namespace aplauso::catalog
