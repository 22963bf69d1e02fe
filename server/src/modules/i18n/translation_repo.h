// An organisation's own wording of catalog keys, and the keys reported missing.
#pragma once

#include <cstdint>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "core/ids.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::i18n {

class TranslationRepo {
 public:
  /// (key, value) overrides of one catalog.
  std::vector<std::pair<std::string, std::string>> overrides(db::Conn& c, OrgId org,
                                                             const std::string& lng,
                                                             const std::string& ns) const;
  std::int64_t missing_count(db::Conn& c, OrgId org) const;
  void set_override(db::Conn& c, OrgId org, const std::string& lng, const std::string& ns,
                    const std::string& key, const std::string& value, std::int64_t now_ms) const;
  void remove_override(db::Conn& c, OrgId org, const std::string& lng, const std::string& ns,
                       const std::string& key) const;
  /// Missing keys of a catalog, newest first: (key, fallback, created_at).
  std::vector<std::tuple<std::string, std::string, std::int64_t>> missing(
      db::Conn& c, OrgId org, const std::string& lng, const std::string& ns, std::int64_t limit,
      std::int64_t offset, std::int64_t* total) const;
  bool is_missing(db::Conn& c, OrgId org, const std::string& lng, const std::string& ns,
                  const std::string& key) const;
  bool has_override(db::Conn& c, OrgId org, const std::string& lng, const std::string& ns,
                    const std::string& key) const;
  void drop_missing(db::Conn& c, OrgId org, const std::string& lng, const std::string& ns,
                    const std::string& key) const;
  /// Records a missing key; false when it was recorded before.
  bool add_missing(db::Conn& c, OrgId org, const std::string& lng, const std::string& ns,
                   const std::string& key, const std::string& fallback, std::int64_t now_ms) const;
};

}  // namespace aplauso::i18n
