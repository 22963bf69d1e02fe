// An organisation's own wording of catalog keys, and the keys reported missing.
#pragma once

#include <cstdint>
#include <string>
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
  /// Records a missing key; false when it was recorded before.
  bool add_missing(db::Conn& c, OrgId org, const std::string& lng, const std::string& ns,
                   const std::string& key, const std::string& fallback, std::int64_t now_ms) const;
};

}  // namespace aplauso::i18n
