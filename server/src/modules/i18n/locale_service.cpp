#include "modules/i18n/locale_service.h"

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <boost/json/value.hpp>

#include "core/crypto.h"
#include "core/embedded_assets.h"
#include "core/errors.h"
#include "core/gzip.h"
#include "core/log.h"
#include "core/utf8.h"
#include "db/database.h"

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
  const auto overrides =
      db_.run([&](db::Conn& c) { return repo_.overrides(c, OrgId{tenant.org_id}, lng, ns); });
  for (const auto& [key, value] : overrides) set_path(merged, key, value);
  Catalog c;
  c.body = json::serialize(merged);
  c.etag = "\"" + crypto::to_hex(crypto::sha256(c.body)).substr(0, 20) + "\"";
  c.gzip = gzip::compress(c.body);
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
    // Cut on a character boundary: half a character is not text.
    if (value.is_string())
      fallback = std::string(utf8_prefix(value.as_string(), kMaxFallbackLength));
    if (!has_key(lng, ns, key)) missing.emplace_back(std::string(key), std::move(fallback));
  }
  if (missing.empty()) return 0;
  const OrgId org{tenant.org_id};
  const std::int64_t now = clock_.now_ms();
  // At most kMaxKeysPerReport statements: a report is bounded above.
  return db_.transact([&](db::Conn& c) -> std::int64_t {
    std::int64_t stored = repo_.missing_count(c, org);
    std::int64_t recorded = 0;
    for (const auto& [key, fallback] : missing) {
      if (static_cast<std::size_t>(stored) >= kMaxMissingPerOrg) break;
      if (repo_.add_missing(c, org, lng, ns, key, fallback, now)) {
        ++recorded;
        ++stored;
      }
    }
    return recorded;
  });
}

}  // namespace aplauso::i18n
