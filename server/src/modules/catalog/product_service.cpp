#include "modules/catalog/product_service.h"

#include <algorithm>
#include <boost/json/array.hpp>
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <set>

#include "core/errors.h"
#include "core/utf8.h"
#include "core/xlsx_reader.h"
#include "db/database.h"
#include "modules/audit/audit_log.h"
#include "modules/audit/snapshot.h"
#include "storage/file_store.h"

namespace aplauso::catalog {

namespace json = boost::json;

namespace {
// A product as the audit trail keeps it: what an admin sets, not what is derived.
boost::json::value audited(const ProductRow& p,
                           const std::optional<std::vector<std::int64_t>>& departments) {
  boost::json::value v = audit::snapshot(p);
  auto& o = v.as_object();
  for (const auto* derived :
       {"id", "category_name", "category_icon", "category_active", "created_at", "coupons_left"}) {
    o.erase(derived);
  }
  if (departments)
    o["department_ids"] = boost::json::array(departments->begin(), departments->end());
  return v;
}
}  // namespace

namespace {
constexpr std::size_t kNameMax = 120;
constexpr std::size_t kDescriptionMax = 5000;
constexpr std::size_t kCodeMax = 200;
constexpr std::size_t kMaxCodes = 20'000;
constexpr std::int64_t kUrlTtl = 3600;
const std::set<std::string, std::less<>> kTypes = {"physical", "digital_code", "gift_card",
                                                   "experience", "coupon"};

std::vector<std::string> keys_of(const std::string& text) {
  std::vector<std::string> out;
  try {
    const auto v = json::parse(text);
    if (v.is_array()) {
      for (const auto& k : v.as_array()) {
        if (k.is_string()) out.emplace_back(k.as_string());
      }
    }
  } catch (const std::exception&) {
    // written by save(): always an array of keys
  }
  return out;
}

// Text without control characters (line breaks included).
bool plain_text(std::string_view s) {
  return std::none_of(s.begin(), s.end(),
                      [](char ch) { return static_cast<unsigned char>(ch) < 0x20 || ch == 0x7f; });
}

bool country_code(std::string_view s) {
  return s.size() == 2 && s[0] >= 'A' && s[0] <= 'Z' && s[1] >= 'A' && s[1] <= 'Z';
}

std::optional<std::string> blank_to_null(const std::optional<std::string>& s) {
  if (!s) return std::nullopt;
  auto t = trimmed(*s);
  if (t.empty()) return std::nullopt;
  return t;
}

ApiError product_not_found() {
  return not_found("Producto no encontrado");
}

// The codes of a CSV (a code a line, or the first column) or of an .xlsx's first column.
std::vector<std::string> read_codes(std::string_view file_name, std::string_view bytes) {
  std::vector<std::string> cells;
  const bool workbook = bytes.starts_with("PK");
  if (workbook) {
    try {
      const auto sheet = xlsx::read_first_sheet(bytes);
      for (const auto& row : sheet.rows) {
        if (!row.empty()) cells.push_back(row.front().text);
      }
    } catch (const xlsx::Refused& e) {
      throw invalid_input("file", e.what());
    }
  } else {
    if (!valid_utf8(bytes)) {
      throw invalid_input("file", "El archivo no es un CSV en UTF-8 ni un .xlsx.");
    }
    std::size_t start = 0;
    while (start <= bytes.size()) {
      std::size_t end = bytes.find('\n', start);
      if (end == std::string_view::npos) end = bytes.size();
      std::string_view line = bytes.substr(start, end - start);
      if (const auto comma = line.find_first_of(",;"); comma != std::string_view::npos) {
        line = line.substr(0, comma);
      }
      std::string cell = trimmed(line);
      if (cell.size() >= 2 && cell.front() == '"' && cell.back() == '"') {
        cell = cell.substr(1, cell.size() - 2);
      }
      cells.push_back(cell);
      start = end + 1;
    }
  }
  (void)file_name;
  std::vector<std::string> codes;
  std::set<std::string> seen;
  for (auto& cell : cells) {
    auto code = trimmed(cell);
    if (code.empty()) continue;
    if (code.size() > kCodeMax || !plain_text(code)) {
      throw invalid_input("file",
                          "Un código tiene más de 200 caracteres o caracteres de control: "
                          "revisa que la primera columna tenga solo los códigos.");
    }
    if (seen.insert(code).second) codes.push_back(std::move(code));
  }
  // A header such as "codigo" or "code" in the first line is not a code.
  if (!codes.empty()) {
    std::string first = codes.front();
    std::transform(first.begin(), first.end(), first.begin(),
                   [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
    if (first == "code" || first == "codigo" || first == "código" || first == "codes" ||
        first == "codigos" || first == "cupon" || first == "cupón") {
      codes.erase(codes.begin());
    }
  }
  if (codes.empty()) throw invalid_input("file", "El archivo no tiene códigos.");
  if (codes.size() > kMaxCodes) {
    throw invalid_input("file", "Sube como máximo 20.000 códigos por archivo.");
  }
  return codes;
}

// 409 naming the codes of the file (in its order) that another pool of the organisation holds.
ApiError codes_taken(const std::vector<std::string>& codes,
                     const std::set<std::string, std::less<>>& taken) {
  constexpr std::size_t kNamed = 10;
  std::vector<std::string> listed;
  for (const auto& code : codes) {
    if (taken.contains(code)) listed.push_back(code);
  }
  std::string names;
  for (std::size_t i = 0; i < listed.size() && i < kNamed; ++i) {
    names += (i == 0 ? "" : ", ") + listed[i];
  }
  if (listed.size() > kNamed) names += " y " + std::to_string(listed.size() - kNamed) + " más";
  const std::string message =
      (listed.size() == 1
           ? "Este código ya está en otro producto: "
           : "Estos " + std::to_string(listed.size()) + " códigos ya están en otro producto: ") +
      names +
      ". Un código solo puede estar en un producto; quítalos del archivo y súbelo de "
      "nuevo (no se cargó ningún código).";
  return conflict("coupon_codes_taken", message).with_detail_list("codes", std::move(listed));
}
}  // namespace

bool takes_codes(std::string_view type) {
  return type == "coupon" || type == "digital_code" || type == "gift_card";
}

bool visible_to(const ProductView& v, const MemberScope& scope) {
  const auto& r = v.row;
  if (!r.active) return false;
  if (r.country && r.country != scope.country) return false;
  if (!r.restricted) return true;
  return scope.department_id && std::find(v.department_ids.begin(), v.department_ids.end(),
                                          *scope.department_id) != v.department_ids.end();
}

std::vector<ProductView> ProductService::by_ids(db::Conn& c, OrgId org,
                                                const std::vector<std::int64_t>& ids) const {
  return views(c, org, repo_.by_ids(c, org, ids));
}

std::optional<MemberScope> ProductService::scope(db::Conn& c, OrgId org,
                                                 std::int64_t user_id) const {
  return repo_.member_scope(c, org, user_id);
}

std::vector<ProductView> ProductService::views(db::Conn& c, OrgId org,
                                               std::vector<ProductRow> rows) const {
  std::vector<std::int64_t> restricted;
  for (const auto& r : rows) {
    if (r.restricted) restricted.push_back(r.id);
  }
  auto deps = repo_.departments(c, org, restricted);
  const std::int64_t now_s = clock_.now_s();
  std::vector<ProductView> out;
  out.reserve(rows.size());
  for (auto& r : rows) {
    ProductView v;
    for (auto& key : keys_of(r.image_keys)) {
      v.images.push_back({key, files_.read_url(key, now_s, kUrlTtl)});
    }
    if (const auto it = deps.find(r.id); it != deps.end()) v.department_ids = it->second;
    const bool in_stock =
        takes_codes(r.type) ? r.coupons_left.value_or(0) > 0 : (!r.stock || *r.stock > 0);
    v.available = r.active && in_stock;
    v.row = std::move(r);
    out.push_back(std::move(v));
  }
  return out;
}

ProductPage ProductService::list(OrgId org, std::optional<std::int64_t> user_id,
                                 const ProductFilter& filter, std::int64_t limit,
                                 std::int64_t offset) const {
  ProductFilter f = filter;
  if (f.q) {
    std::string pattern;
    for (const char ch : trimmed(*f.q)) {
      if (ch == '%' || ch == '_' || ch == '\\') continue;
      pattern.push_back(ch);
    }
    f.q = pattern.empty() ? std::nullopt : std::optional<std::string>("%" + pattern + "%");
  }
  if (f.type && !kTypes.contains(*f.type)) {
    throw invalid_input("type",
                        "El tipo debe ser physical, digital_code, gift_card, experience o "
                        "coupon.");
  }
  return db_.run([&](db::Conn& c) {
    std::optional<MemberScope> s;
    if (user_id) {
      s = repo_.member_scope(c, org, *user_id);
      if (!s) throw not_found("Persona no encontrada");
    }
    ProductPage page;
    page.total = repo_.total(c, org, s, f);
    page.items = views(c, org, repo_.page(c, org, s, f, limit, offset));
    return page;
  });
}

ProductView ProductService::get(OrgId org, std::optional<std::int64_t> user_id,
                                std::int64_t id) const {
  return db_.run([&](db::Conn& c) {
    if (user_id) {
      const auto s = repo_.member_scope(c, org, *user_id);
      if (!s || !repo_.visible(c, org, *s, id)) throw product_not_found();
    }
    auto row = repo_.find(c, org, id);
    if (!row) throw product_not_found();
    std::vector<ProductRow> rows;
    rows.push_back(std::move(*row));
    return std::move(views(c, org, std::move(rows)).front());
  });
}

ProductView ProductService::save(OrgId org, std::int64_t admin_id,
                                 const ProductInput& input) const {
  ProductFields f = input.fields;
  std::vector<FieldError> errors;
  f.name = trimmed(f.name);
  if (f.name.empty()) {
    errors.push_back({"name", "El nombre es requerido."});
  } else if (utf8_length(f.name) > kNameMax || !plain_text(f.name)) {
    errors.push_back({"name", "El nombre no puede exceder 120 caracteres."});
  }
  f.name_en = blank_to_null(f.name_en);
  if (f.name_en && (utf8_length(*f.name_en) > kNameMax || !plain_text(*f.name_en))) {
    errors.push_back({"name_en", "El nombre en inglés no puede exceder 120 caracteres."});
  }
  if (utf8_length(f.description) > kDescriptionMax) {
    errors.push_back({"description", "La descripción no puede exceder 5000 caracteres."});
  }
  if (f.points < 1 || f.points > kMaxPoints) {
    errors.push_back({"points", "El valor en puntos debe ser un número entre 1 y 10.000.000."});
  }
  if (!kTypes.contains(f.type)) {
    errors.push_back({"type",
                      "Elige el tipo: físico, código digital, tarjeta de regalo, "
                      "experiencia o cupón."});
  }
  if (takes_codes(f.type)) {
    f.stock.reset();
  } else if (f.stock && (*f.stock < 0 || *f.stock > 10'000'000)) {
    errors.push_back({"stock", "El stock debe ser un número desde 0, o vacío si es ilimitado."});
  }
  f.country = blank_to_null(f.country);
  if (f.country) {
    std::transform(f.country->begin(), f.country->end(), f.country->begin(),
                   [](unsigned char ch) { return static_cast<char>(std::toupper(ch)); });
    if (!country_code(*f.country)) {
      errors.push_back({"country", "Indica el país con su código de dos letras (CL, MX, ES…)."});
    }
  }
  std::sort(f.department_ids.begin(), f.department_ids.end());
  f.department_ids.erase(std::unique(f.department_ids.begin(), f.department_ids.end()),
                         f.department_ids.end());
  std::vector<std::string> keys;
  for (const auto& k : input.image_keys) {
    if (std::find(keys.begin(), keys.end(), k) == keys.end()) keys.push_back(k);
  }
  if (static_cast<std::int64_t>(keys.size()) > kMaxImages) {
    errors.push_back({"image_keys", "Un producto lleva como máximo 8 imágenes."});
  }
  if (!errors.empty()) throw invalid_input(std::move(errors));
  json::array key_list;
  for (const auto& k : keys) key_list.emplace_back(k);
  f.image_keys = json::serialize(key_list);

  return db_.transact([&](db::Conn& c) {
    const auto current = input.id ? repo_.find(c, org, *input.id) : std::nullopt;
    if (input.id && !current) throw product_not_found();
    if (f.category_id && !repo_.category_exists(c, org, *f.category_id)) {
      throw not_found("Categoría no encontrada");
    }
    if (f.provider_id && !repo_.provider(c, org, *f.provider_id)) {
      throw not_found("Proveedor no encontrado");
    }
    // Images the product has keep; a new one must be an upload of this admin.
    std::vector<std::string> added = keys;
    if (current) {
      std::erase_if(added, [kept = keys_of(current->image_keys)](const std::string& k) {
        return std::find(kept.begin(), kept.end(), k) != kept.end();
      });
    }
    if (repo_.images_uploaded(c, org, admin_id, added) != static_cast<std::int64_t>(added.size())) {
      throw invalid_input("image_keys", "Alguna imagen no existe o no terminó de subirse.");
    }
    const std::int64_t now = clock_.now_ms();
    std::int64_t id = 0;
    if (input.id) {
      id = *input.id;
      repo_.update(c, org, id, f, now);
    } else {
      id = repo_.insert(c, org, f, now);
    }
    if (repo_.set_departments(c, org, id, f.department_ids) !=
        static_cast<std::int64_t>(f.department_ids.size())) {
      throw not_found("Departamento no encontrado");
    }
    std::vector<ProductRow> rows;
    rows.push_back(*repo_.find(c, org, id));
    audit_.record(c, org, current ? "catalog.update_product" : "catalog.create_product",
                  {"product", id}, current ? audited(*current, std::nullopt) : nullptr,
                  audited(rows.front(), f.department_ids));
    return std::move(views(c, org, std::move(rows)).front());
  });
}

// --- Providers -----------------------------------------------------------------------------------

namespace {
void check_provider(ProviderRow& p) {
  std::vector<FieldError> errors;
  p.name = trimmed(p.name);
  if (p.name.empty()) {
    errors.push_back({"name", "El nombre es requerido."});
  } else if (utf8_length(p.name) > kNameMax || !plain_text(p.name)) {
    errors.push_back({"name", "El nombre no puede exceder 120 caracteres."});
  }
  p.contact_name = blank_to_null(p.contact_name);
  if (p.contact_name && (utf8_length(*p.contact_name) > kNameMax || !plain_text(*p.contact_name))) {
    errors.push_back({"contact_name", "El contacto no puede exceder 120 caracteres."});
  }
  p.contact_email = blank_to_null(p.contact_email);
  if (p.contact_email &&
      (p.contact_email->size() > 254 || p.contact_email->find('@') == std::string::npos ||
       p.contact_email->find(' ') != std::string::npos)) {
    errors.push_back({"contact_email", "Indica un correo válido."});
  }
  p.phone = blank_to_null(p.phone);
  if (p.phone && (p.phone->size() > 40 || !plain_text(*p.phone))) {
    errors.push_back({"phone", "El teléfono no puede exceder 40 caracteres."});
  }
  if (!errors.empty()) throw invalid_input(std::move(errors));
}

ApiError provider_exists() {
  return conflict("provider_exists", "Ya existe un proveedor con ese nombre.");
}
}  // namespace

std::vector<ProviderRow> ProductService::providers(OrgId org) const {
  return db_.run([&](db::Conn& c) { return repo_.providers(c, org); });
}

ProviderRow ProductService::add_provider(OrgId org, ProviderRow p) const {
  check_provider(p);
  return db_.transact([&](db::Conn& c) {
    if (repo_.provider_named(c, org, p.name)) throw provider_exists();
    const auto id = repo_.insert_provider(c, org, p, clock_.now_ms());
    auto created = *repo_.provider(c, org, id);
    audit_.record(c, org, "catalog.create_provider", {"provider", id}, nullptr,
                  audit::snapshot(created));
    return created;
  });
}

ProviderRow ProductService::change_provider(
    OrgId org, std::int64_t id, const std::optional<std::string>& name,
    const std::optional<std::optional<std::string>>& contact_name,
    const std::optional<std::optional<std::string>>& contact_email,
    const std::optional<std::optional<std::string>>& phone, std::optional<bool> active) const {
  return db_.transact([&](db::Conn& c) {
    auto p = repo_.provider(c, org, id);
    if (!p) throw not_found("Proveedor no encontrado");
    const auto before = audit::snapshot(*p);
    if (name) p->name = *name;
    if (contact_name) p->contact_name = *contact_name;
    if (contact_email) p->contact_email = *contact_email;
    if (phone) p->phone = *phone;
    if (active) p->active = *active;
    check_provider(*p);
    if (const auto other = repo_.provider_named(c, org, p->name); other && *other != id) {
      throw provider_exists();
    }
    repo_.update_provider(c, org, *p);
    auto changed = *repo_.provider(c, org, id);
    audit_.record(c, org, "catalog.update_provider", {"provider", id}, before,
                  audit::snapshot(changed));
    return changed;
  });
}

// --- Coupon pools --------------------------------------------------------------------------------

std::vector<PoolRow> ProductService::pools(OrgId org) const {
  return db_.run([&](db::Conn& c) { return repo_.pools(c, org); });
}

CouponUpload ProductService::upload_codes(OrgId org, std::int64_t product_id,
                                          std::string_view file_name,
                                          std::string_view bytes) const {
  const auto codes = read_codes(file_name, bytes);
  return db_.transact([&](db::Conn& c) {
    const auto product = repo_.find(c, org, product_id);
    if (!product) throw product_not_found();
    if (!takes_codes(product->type)) {
      throw rule_broken("not_a_code_product",
                        "Solo los cupones, códigos digitales y tarjetas de regalo tienen códigos.");
    }
    // A code is unique in the organisation: one another pool has (sold or not) refuses the
    // file; one this pool has is skipped.
    std::set<std::string, std::less<>> here, elsewhere;
    for (const auto& [code, pool] : repo_.held_codes(c, org, codes)) {
      (pool == product_id ? here : elsewhere).insert(code);
    }
    if (!elsewhere.empty()) throw codes_taken(codes, elsewhere);
    std::vector<std::string> fresh;
    for (const auto& code : codes) {
      if (!here.contains(code)) fresh.push_back(code);
    }
    CouponUpload out;
    out.added = repo_.add_codes(c, org, product_id, fresh, clock_.now_ms());
    out.skipped = static_cast<std::int64_t>(codes.size()) - out.added;
    for (auto& pool : repo_.pools(c, org)) {
      if (pool.product_id == product_id) out.pool = std::move(pool);
    }
    // How many, never the codes themselves.
    audit_.record(c, org, "catalog.upload_codes", {"product", product_id}, nullptr,
                  {{"file_name", file_name}, {"added", out.added}, {"skipped", out.skipped}});
    return out;
  });
}

bool ProductService::take_stock(db::Conn& c, OrgId org, std::int64_t product_id,
                                std::int64_t quantity) const {
  return repo_.take_stock(c, org, product_id, quantity);
}

std::int64_t ProductService::take_codes(db::Conn& c, OrgId org, std::int64_t product_id,
                                        std::int64_t item_id, std::int64_t quantity) const {
  return repo_.take_codes(c, org, product_id, item_id, quantity);
}

}  // namespace aplauso::catalog
