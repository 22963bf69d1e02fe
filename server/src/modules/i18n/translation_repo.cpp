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

void TranslationRepo::set_override(db::Conn& c, OrgId org, const std::string& lng,
                                   const std::string& ns, const std::string& key,
                                   const std::string& value, std::int64_t now_ms) const {
  c.exec(sql::kSetOverride, {org, lng, ns, key, value, now_ms});
}

void TranslationRepo::remove_override(db::Conn& c, OrgId org, const std::string& lng,
                                      const std::string& ns, const std::string& key) const {
  c.exec(sql::kRemoveOverride, {org, lng, ns, key});
}

std::vector<std::tuple<std::string, std::string, std::int64_t>> TranslationRepo::missing(
    db::Conn& c, OrgId org, const std::string& lng, const std::string& ns, std::int64_t limit,
    std::int64_t offset, std::int64_t* total) const {
  *total = c.scalar(sql::kMissingTotal, {org, lng, ns}).value_or(0);
  std::vector<std::tuple<std::string, std::string, std::int64_t>> out;
  for (const db::Row& r : c.query(sql::kMissing, {org, lng, ns, limit, offset})) {
    out.emplace_back(r.text(0), r.opt_text(1).value_or(""), r.i64(2));
  }
  return out;
}

bool TranslationRepo::is_missing(db::Conn& c, OrgId org, const std::string& lng,
                                 const std::string& ns, const std::string& key) const {
  return c.scalar(sql::kIsMissing, {org, lng, ns, key}).value_or(0) > 0;
}

bool TranslationRepo::has_override(db::Conn& c, OrgId org, const std::string& lng,
                                   const std::string& ns, const std::string& key) const {
  return c.scalar(sql::kHasOverride, {org, lng, ns, key}).value_or(0) > 0;
}

void TranslationRepo::drop_missing(db::Conn& c, OrgId org, const std::string& lng,
                                   const std::string& ns, const std::string& key) const {
  c.exec(sql::kDropMissing, {org, lng, ns, key});
}

}  // namespace aplauso::i18n
