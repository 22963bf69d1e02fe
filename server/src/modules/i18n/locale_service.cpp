#include "modules/i18n/locale_service.h"

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <boost/json/value.hpp>

#include <algorithm>
#include <set>

#include "core/crypto.h"
#include "core/embedded_assets.h"
#include "core/errors.h"
#include "core/gzip.h"
#include "core/log.h"
#include "core/utf8.h"
#include "db/database.h"
#include "modules/audit/audit_log.h"

namespace aplauso::i18n {

namespace json = boost::json;

namespace {
constexpr std::int64_t kCacheMs = 30'000;
constexpr std::size_t kMaxKeyLength = 200;
constexpr std::size_t kMaxFallbackLength = 2000;
/// Not a catalog: the glossary sections of kStartNs, a JSON array of names.
constexpr std::string_view kStartSectionsAsset = "start-sections.json";

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

void flatten(const json::object& node, const std::string& prefix,
             std::map<std::string, std::string>& out) {
  for (const auto& [key, value] : node) {
    const std::string path = prefix.empty() ? std::string(key) : prefix + "." + std::string(key);
    if (value.is_object()) {
      flatten(value.as_object(), path, out);
    } else if (value.is_string()) {
      out[path] = std::string(value.as_string());
    }
  }
}

std::string lowered(std::string_view s) {
  std::string out(s);
  std::transform(out.begin(), out.end(), out.begin(),
                 [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
  return out;
}

// The {{placeholders}} of a text, each once.
std::set<std::string> placeholders(std::string_view text) {
  std::set<std::string> out;
  for (auto open = text.find("{{"); open != std::string_view::npos;
       open = text.find("{{", open + 2)) {
    const auto close = text.find("}}", open + 2);
    if (close == std::string_view::npos) break;
    out.emplace(text.substr(open, close + 2 - open));
  }
  return out;
}

ApiError unknown_catalog() {
  return ApiError(ErrorKind::kNotFound, "locale_not_found",
                  "No existe ese idioma o espacio de traducción.");
}
}  // namespace

LocaleService::LocaleService(const db::Database& db, const Clock& clock,
                             const audit::AuditLog& audit)
    : db_(db), clock_(clock), audit_(audit) {
  for (const auto& asset : embedded::locale_catalogs()) {
    if (asset.name == kStartSectionsAsset) {
      json::error_code ec;
      const json::value v = json::parse(asset.content, ec);
      if (!ec && v.is_array()) {
        for (const auto& section : v.as_array()) {
          if (section.is_string()) start_sections_.emplace_back(section.as_string());
        }
      } else {
        log::error("locale_start_sections_invalid", {{"name", asset.name}});
      }
      continue;
    }
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
  for (const auto& [name, catalog] : builtin_) {
    const auto slash = name.find('/');
    if (slash != std::string::npos && name.substr(slash + 1) == kGlossaryNs) {
      flatten(catalog, "", flat_[name.substr(0, slash)]);
    }
  }
}

const std::map<std::string, std::string>& LocaleService::flat(const std::string& lng) const {
  static const std::map<std::string, std::string> none;
  const auto it = flat_.find(lng);
  return it == flat_.end() ? none : it->second;
}

void LocaleService::forget(std::int64_t org_id) {
  const std::string prefix = std::to_string(org_id) + "|";
  std::lock_guard lock(mutex_);
  for (auto it = cache_.lower_bound(prefix); it != cache_.end() && it->first.starts_with(prefix);) {
    it = cache_.erase(it);
  }
}

std::vector<GlossaryEntry> LocaleService::entries(const tenancy::Tenant& tenant,
                                                  const std::string& lng, const std::string& search,
                                                  bool overridden_only, std::int64_t limit,
                                                  std::int64_t offset, std::int64_t* total) const {
  if (!tenant.supports_language(lng) || flat(lng).empty()) throw unknown_catalog();
  if (search.size() > kMaxKeyLength) {
    throw invalid_input("search", "La búsqueda no puede exceder 200 caracteres.");
  }
  std::map<std::string, std::string> overrides;
  for (auto& [key, value] : db_.run([&](db::Conn& c) {
         return repo_.overrides(c, OrgId{tenant.org_id}, lng, kGlossaryNs);
       })) {
    overrides.emplace(std::move(key), std::move(value));
  }
  const std::string needle = lowered(search);
  const auto matches = [&](const std::string& key, const std::string* def, const std::string* own) {
    if (overridden_only && own == nullptr) return false;
    if (needle.empty()) return true;
    return lowered(key).find(needle) != std::string::npos ||
           (def != nullptr && lowered(*def).find(needle) != std::string::npos) ||
           (own != nullptr && lowered(*own).find(needle) != std::string::npos);
  };
  std::vector<GlossaryEntry> out;
  *total = 0;
  const auto add = [&](const std::string& key, const std::string* def, const std::string* own) {
    if (!matches(key, def, own)) return;
    if (*total >= offset && static_cast<std::int64_t>(out.size()) < limit) {
      out.push_back({key, def ? std::optional(*def) : std::nullopt,
                     own ? std::optional(*own) : std::nullopt});
    }
    ++*total;
  };
  const auto& base = flat(lng);
  for (const auto& [key, def] : base) {
    const auto own = overrides.find(key);
    add(key, &def, own == overrides.end() ? nullptr : &own->second);
  }
  // Texts for keys the catalog lacks (translated missing keys).
  for (const auto& [key, own] : overrides) {
    if (!base.contains(key)) add(key, nullptr, &own);
  }
  return out;
}

GlossaryEntry LocaleService::set_text(const tenancy::Tenant& tenant, const std::string& lng,
                                      const std::string& key,
                                      const std::optional<std::string>& value) {
  if (!tenant.supports_language(lng) || flat(lng).empty()) throw unknown_catalog();
  const OrgId org{tenant.org_id};
  const auto& base = flat(lng);
  const auto def = base.find(key);
  std::optional<std::string> text;
  if (value && value->find_first_not_of(" \t\r\n") != std::string::npos) text = *value;
  if (text && utf8_length(*text) > kMaxFallbackLength) {
    throw invalid_input("value", "El texto no puede exceder 2000 caracteres.");
  }
  if (text && def != base.end()) {
    for (const auto& p : placeholders(def->second)) {
      if (text->find(p) == std::string::npos) {
        throw invalid_input("value", "Conserva " + p + " en el texto: ahí va un dato.");
      }
    }
  }
  db_.transact([&](db::Conn& c) {
    if (def == base.end() && !repo_.is_missing(c, org, lng, kGlossaryNs, key) &&
        !repo_.has_override(c, org, lng, kGlossaryNs, key)) {
      throw not_found("Esa clave no existe en los textos de la aplicación.");
    }
    // The organisation's own text before, if it had one (else the built-in one applied).
    std::optional<std::string> before;
    for (auto& [k, v] : repo_.overrides(c, org, lng, kGlossaryNs)) {
      if (k == key) before = std::move(v);
    }
    if (text) {
      repo_.set_override(c, org, lng, kGlossaryNs, key, *text, clock_.now_ms());
      repo_.drop_missing(c, org, lng, kGlossaryNs, key);
    } else {
      repo_.remove_override(c, org, lng, kGlossaryNs, key);
    }
    const auto text_json = [](const std::optional<std::string>& t) {
      return boost::json::object{{"text", t ? boost::json::value(*t) : nullptr}};
    };
    audit_.record(c, org, "i18n.text", {"text", lng + ":" + key}, text_json(before),
                  text_json(text));
  });
  forget(tenant.org_id);
  return {key, def == base.end() ? std::nullopt : std::optional(def->second), text};
}

std::vector<MissingKey> LocaleService::missing(const tenancy::Tenant& tenant,
                                               const std::string& lng, std::int64_t limit,
                                               std::int64_t offset, std::int64_t* total) const {
  if (!tenant.supports_language(lng) || flat(lng).empty()) throw unknown_catalog();
  std::vector<MissingKey> out;
  for (auto& [key, fallback, at] : db_.run([&](db::Conn& c) {
         return repo_.missing(c, OrgId{tenant.org_id}, lng, kGlossaryNs, limit, offset, total);
       })) {
    out.push_back({std::move(key), std::move(fallback), at});
  }
  return out;
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
  const bool start = ns == kStartNs;
  const std::string source = start ? std::string(kGlossaryNs) : ns;
  const json::object* base = builtin(lng, source);
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
      db_.run([&](db::Conn& c) { return repo_.overrides(c, OrgId{tenant.org_id}, lng, source); });
  for (const auto& [key, value] : overrides) set_path(merged, key, value);
  if (start) {
    json::object part;
    for (const auto& section : start_sections_) {
      if (const json::value* v = merged.if_contains(section)) part[section] = *v;
    }
    merged = std::move(part);
  }
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
