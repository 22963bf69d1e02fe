#include "modules/i18n/translation_repo.h"

#include "db/conn.h"
#include "modules/i18n/i18n_sql.h"

namespace aplauso::i18n {

std::vector<std::pair<std::string, std::string>> TranslationRepo::overrides(
    db::Conn& c, OrgId org, const std::string& lng, const std::string& ns) const {
  std::vector<std::pair<std::string, std::string>> out;
  for (const db::Row& r : c.query(sql::kOverrides, {org, lng, ns})) {
    out.emplace_back(r.text(0), r.text(1));
  }
  return out;
}

std::int64_t TranslationRepo::missing_count(db::Conn& c, OrgId org) const {
  return c.scalar(sql::kMissingCount, {org}).value_or(0);
}

bool TranslationRepo::add_missing(db::Conn& c, OrgId org, const std::string& lng,
                                  const std::string& ns, const std::string& key,
                                  const std::string& fallback, std::int64_t now_ms) const {
  return c.exec(sql::kAddMissing, {org, lng, ns, key, fallback, now_ms}) > 0;
}

}  // namespace aplauso::i18n
