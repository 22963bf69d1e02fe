#include "modules/catalog/catalog_demo.h"

#include "modules/catalog/category_service.h"
#include "modules/catalog/product_service.h"
#include "modules/uploads/upload_service.h"
#include "storage/file_store.h"

namespace aplauso::catalog {

namespace {
constexpr const char* kCategories[] = {"Experiencias", "Tecnología", "Bienestar",
                                       "Tarjetas de regalo"};
}  // namespace

void seed_demo_catalog(const CategoryService& categories, const ProductService& products,
                       const uploads::UploadService& uploads, DemoOrg& demo) {
  const OrgId org = demo.org;
  int position = 0;
  for (const char* name : kCategories) {
    demo.ids["catalog.category:" + std::string(name)] =
        categories.add(org, name, std::nullopt, position++);
  }
  // A picture stored as the admin's product-image upload, as the product editor would.
  const auto picture = [&](DemoPicture drawing, const char* file_name) {
    const std::string bytes = demo_product_picture(drawing);
    const uploads::NewUpload upload{
        demo.admin_id, "corp-benef-image", storage::new_key("corp-benef-image", file_name),
        file_name,     "image/png",        static_cast<std::int64_t>(bytes.size())};
    uploads.store(org, upload, bytes);
    return upload.key;
  };
  const auto add = [&](const char* name, const char* name_en, const char* description,
                       std::int64_t points, std::optional<std::int64_t> stock, const char* type,
                       const char* category, bool featured, const std::string& image_key,
                       bool send_users = false) {
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
    in.image_keys = {image_key};
    return products.save(org, demo.admin_id, in).row.id;
  };
  add("Taza Aplauso", "Aplauso mug", "Taza de cerámica de 350 ml con el logo de la empresa.", 150,
      25, "physical", "Bienestar", true, picture(DemoPicture::kMug, "taza.png"));
  add("Día libre", "Day off", "Un día libre a elección, coordinado con tu líder.", 2000,
      std::nullopt, "experience", "Experiencias", true,
      picture(DemoPicture::kDayOff, "dia-libre.png"), true);
  const auto cinema =
      add("Entrada de cine", "Cinema ticket",
          "Una entrada 2D para cualquier función de la cadena asociada.", 300, std::nullopt,
          "coupon", "Experiencias", false, picture(DemoPicture::kTicket, "cine.png"));
  products.upload_codes(org, cinema, "codigos.csv",
                        "CINE-DEMO-0001\nCINE-DEMO-0002\nCINE-DEMO-0003\nCINE-DEMO-0004\n"
                        "CINE-DEMO-0005\n");
}

}  // namespace aplauso::catalog
