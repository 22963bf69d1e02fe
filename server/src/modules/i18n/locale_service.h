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
#include <vector>

#include "api/tenant.h"
#include "core/clock.h"
#include "modules/i18n/translation_repo.h"

namespace aplauso::db {
class Database;
}

namespace aplauso::audit {
class AuditLog;
}

namespace aplauso::i18n {

struct Catalog {
  std::string body;  ///< serialised nested JSON
  std::string gzip;  ///< the same, gzip-compressed once when the catalog is built
  std::string etag;
};

/// The namespace admins edit: the web app's one catalog per language.
inline constexpr const char* kGlossaryNs = "glossary";
/// The glossary's start part: only its sections the sign-in screen uses (listed in the web app's
/// locales/start-sections.json), with the organisation's wording. A visitor's first screen
/// waits for a tenth of the bytes; the web app reads the whole glossary before any other screen.
inline constexpr const char* kStartNs = "start";

struct GlossaryEntry {
  std::string key;
  std::optional<std::string> default_text;  ///< the built-in text (none for a missing key)
  std::optional<std::string> value;         ///< the organisation's own
};

struct MissingKey {
  std::string key;
  std::string fallback;
  std::int64_t created_at = 0;
};

class LocaleService {
 public:
  static constexpr std::size_t kMaxMissingPerOrg = 2000;
  static constexpr std::size_t kMaxKeysPerReport = 100;

  LocaleService(const db::Database& db, const Clock& clock, const audit::AuditLog& audit);

  /// The catalog for `lng`/`ns` with the organisation's overrides; 404 when unknown. `ns` may
  /// be kStartNs: the glossary's start sections.
  Catalog catalog(const tenancy::Tenant& tenant, const std::string& lng, const std::string& ns);
  /// Records keys absent from the catalog; returns how many were new. 404 for an unsupported
  /// language or unknown namespace, 400 for a malformed report.
  std::int64_t record_missing(const tenancy::Tenant& tenant, const std::string& lng,
                              const std::string& ns, const boost::json::object& keys);
  /// Every text of the catalog as admins see it, in key order: one page of those whose key,
  /// default or override contains `search` (any case), or only the overridden ones.
  std::vector<GlossaryEntry> entries(const tenancy::Tenant& tenant, const std::string& lng,
                                     const std::string& search, bool overridden_only,
                                     std::int64_t limit, std::int64_t offset,
                                     std::int64_t* total) const;
  /// Sets (or, with nullopt or "", removes) the organisation's text for `key`: a key of the
  /// catalog or one reported missing (which then stops being missing). 404 for another key;
  /// 400 for a text over 2000 characters or one that drops a {{placeholder}} of the default.
  GlossaryEntry set_text(const tenancy::Tenant& tenant, const std::string& lng,
                         const std::string& key, const std::optional<std::string>& value);
  /// Keys the web app reported missing in `lng`, newest first.
  std::vector<MissingKey> missing(const tenancy::Tenant& tenant, const std::string& lng,
                                  std::int64_t limit, std::int64_t offset,
                                  std::int64_t* total) const;
  /// Whether the built-in catalog has `key` (dotted path).
  bool has_key(const std::string& lng, const std::string& ns, std::string_view key) const;

 private:
  struct Cached {
    Catalog catalog;
    std::int64_t loaded_ms;
  };
  const boost::json::object* builtin(const std::string& lng, const std::string& ns) const;
  /// The built-in catalog's texts by dotted key.
  const std::map<std::string, std::string>& flat(const std::string& lng) const;
  void forget(std::int64_t org_id);
  std::map<std::string, std::map<std::string, std::string>> flat_;  // lng → key → text

  const db::Database& db_;
  const Clock& clock_;
  const audit::AuditLog& audit_;
  TranslationRepo repo_;
  std::map<std::string, boost::json::object> builtin_;  // "<lng>/<ns>"
  std::vector<std::string> start_sections_;             // the glossary's, for kStartNs
  std::mutex mutex_;
  std::map<std::string, Cached> cache_;  // "<org>|<lng>/<ns>"
};

}  // namespace aplauso::i18n
