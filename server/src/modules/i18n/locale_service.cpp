#include "modules/i18n/locale_service.h"

#include <soci/soci.h>

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <boost/json/value.hpp>

#include "core/crypto.h"
#include "core/embedded_assets.h"
#include "core/errors.h"
#include "core/log.h"
#include "db/row.h"

namespace aplauso::i18n {

namespace json = boost::json;

namespace {
constexpr std::int64_t kCacheMs = 30'000;
constexpr std::size_t kMaxKeyLength = 200;
constexpr std::size_t kMaxFallbackLength = 2000;

const json::value* find_path(const json::object& root, std::string_view key) {
  const json::object* node = &root;
  while (true) {
    const auto dot = key.find('.');
    const auto part = key.substr(0, dot);
    const json::value* v = node->if_contains(part);
    if (v == nullptr) return nullptr;
    if (dot == std::string_view::npos) return v;
    if (!v->is_object()) return nullptr;
    node = &v->as_object();
    key.remove_prefix(dot + 1);
  }
}

void set_path(json::object& root, std::string_view key, const std::string& value) {
  json::object* node = &root;
  while (true) {
    const auto dot = key.find('.');
    const auto part = key.substr(0, dot);
    if (dot == std::string_view::npos) {
      (*node)[part] = value;
      return;
    }
    json::value& child = (*node)[part];
    if (!child.is_object()) child = json::object();
    node = &child.as_object();
    key.remove_prefix(dot + 1);
  }
}

ApiError unknown_catalog() {
  return ApiError(ErrorKind::kNotFound, "locale_not_found",
                  "No existe ese idioma o espacio de traducción.");
}
}  // namespace

LocaleService::LocaleService(const db::Database& db, const Clock& clock) : db_(db), clock_(clock) {
  for (const auto& asset : embedded::locale_catalogs()) {
    std::string name(asset.name);
    if (name.size() > 5 && name.ends_with(".json")) name.resize(name.size() - 5);
    json::error_code ec;
    json::value v = json::parse(asset.content, ec);
    if (ec || !v.is_object()) {
      log::error("locale_catalog_invalid", {{"name", asset.name}});
      continue;
    }
    builtin_[name] = std::move(v.as_object());
  }
}

const json::object* LocaleService::builtin(const std::string& lng, const std::string& ns) const {
  const auto it = builtin_.find(lng + "/" + ns);
  return it == builtin_.end() ? nullptr : &it->second;
}

bool LocaleService::has_key(const std::string& lng, const std::string& ns,
                            std::string_view key) const {
  const json::object* base = builtin(lng, ns);
  return base != nullptr && find_path(*base, key) != nullptr;
}

Catalog LocaleService::catalog(const tenancy::Tenant& tenant, const std::string& lng,
                               const std::string& ns) {
  const json::object* base = builtin(lng, ns);
  if (base == nullptr) throw unknown_catalog();
  const std::string cache_key = std::to_string(tenant.org_id) + "|" + lng + "/" + ns;
  const std::int64_t now = clock_.now_ms();
  {
    std::lock_guard lock(mutex_);
    if (auto it = cache_.find(cache_key);
        it != cache_.end() && now - it->second.loaded_ms < kCacheMs) {
      return it->second.catalog;
    }
  }
  json::object merged = *base;
  db_.run([&](soci::session& s) {
    const long long org = tenant.org_id;
    soci::rowset<soci::row> rows =
        (s.prepare << "SELECT tkey, value FROM translations WHERE org_id = :org AND lng = :lng "
                      "AND ns = :ns",
         soci::use(org, "org"), soci::use(lng, "lng"), soci::use(ns, "ns"));
    for (const auto& r : rows) set_path(merged, db::get_string(r, 0), db::get_string(r, 1));
  });
  Catalog c;
  c.body = json::serialize(merged);
  c.etag = "\"" + crypto::to_hex(crypto::sha256(c.body)).substr(0, 20) + "\"";
  std::lock_guard lock(mutex_);
  cache_[cache_key] = Cached{c, now};
  return c;
}

std::int64_t LocaleService::record_missing(const tenancy::Tenant& tenant, const std::string& lng,
                                           const std::string& ns, const json::object& keys) {
  if (!tenant.supports_language(lng) || builtin(lng, ns) == nullptr) throw unknown_catalog();
  if (keys.size() > kMaxKeysPerReport) {
    throw invalid_input("keys", "Demasiadas claves en un solo reporte (máximo " +
                                    std::to_string(kMaxKeysPerReport) + ").");
  }
  std::vector<std::pair<std::string, std::string>> missing;
  for (const auto& [key, value] : keys) {
    if (key.empty() || key.size() > kMaxKeyLength) {
      throw invalid_input("keys", "Cada clave debe tener entre 1 y 200 caracteres.");
    }
    std::string fallback;
    if (value.is_string()) fallback = std::string(value.as_string()).substr(0, kMaxFallbackLength);
    if (!has_key(lng, ns, key)) missing.emplace_back(std::string(key), std::move(fallback));
  }
  if (missing.empty()) return 0;
  const long long org = tenant.org_id;
  const long long now = clock_.now_ms();
  return db_.transact([&](soci::session& s) -> std::int64_t {
    long long stored = 0;
    s << "SELECT COUNT(*) FROM missing_translations WHERE org_id = :org", soci::use(org, "org"),
        soci::into(stored);
    std::int64_t recorded = 0;
    for (const auto& [key, fallback] : missing) {
      if (static_cast<std::size_t>(stored) >= kMaxMissingPerOrg) break;
      soci::statement st =
          (s.prepare << "INSERT INTO missing_translations (org_id, lng, ns, tkey, fallback, "
                        "created_at) VALUES (:org, :lng, :ns, :key, :fallback, :now) "
                        "ON CONFLICT (org_id, lng, ns, tkey) DO NOTHING",
           soci::use(org, "org"), soci::use(lng, "lng"), soci::use(ns, "ns"), soci::use(key, "key"),
           soci::use(fallback, "fallback"), soci::use(now, "now"));
      st.execute(true);
      if (st.get_affected_rows() > 0) {
        ++recorded;
        ++stored;
      }
    }
    return recorded;
  });
}

}  // namespace aplauso::i18n
