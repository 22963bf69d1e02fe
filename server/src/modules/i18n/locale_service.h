// Translation catalogs per language and namespace: the built-in catalogs of the web app
// (compiled in), overlaid with an organisation's own wording, served with an ETag. Keys the web
// app reports missing are recorded once each, only for the organisation's languages and known
// namespaces, and never more than a fixed number per organisation.
#pragma once

#include <boost/json/object.hpp>
#include <cstdint>
#include <map>
#include <mutex>
#include <optional>
#include <string>

#include "core/clock.h"
#include "modules/i18n/translation_repo.h"
#include "modules/tenancy/tenant.h"

namespace aplauso::db {
class Database;
}

namespace aplauso::i18n {

struct Catalog {
  std::string body;  ///< serialised nested JSON
  std::string gzip;  ///< the same, gzip-compressed once when the catalog is built
  std::string etag;
};

class LocaleService {
 public:
  static constexpr std::size_t kMaxMissingPerOrg = 2000;
  static constexpr std::size_t kMaxKeysPerReport = 100;

  LocaleService(const db::Database& db, const Clock& clock);

  /// The catalog for `lng`/`ns` with the organisation's overrides; 404 when unknown.
  Catalog catalog(const tenancy::Tenant& tenant, const std::string& lng, const std::string& ns);
  /// Records keys absent from the catalog; returns how many were new. 404 for an unsupported
  /// language or unknown namespace, 400 for a malformed report.
  std::int64_t record_missing(const tenancy::Tenant& tenant, const std::string& lng,
                              const std::string& ns, const boost::json::object& keys);
  /// Whether the built-in catalog has `key` (dotted path).
  bool has_key(const std::string& lng, const std::string& ns, std::string_view key) const;

 private:
  struct Cached {
    Catalog catalog;
    std::int64_t loaded_ms;
  };
  const boost::json::object* builtin(const std::string& lng, const std::string& ns) const;

  const db::Database& db_;
  const Clock& clock_;
  TranslationRepo repo_;
  std::map<std::string, boost::json::object> builtin_;  // "<lng>/<ns>"
  std::mutex mutex_;
  std::map<std::string, Cached> cache_;  // "<org>|<lng>/<ns>"
};

}  // namespace aplauso::i18n
