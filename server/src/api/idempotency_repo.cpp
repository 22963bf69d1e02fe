#include "api/idempotency_repo.h"

#include "api/idempotency_sql.h"
#include "db/row_mapping.h"

namespace aplauso {

namespace sql = idempotency_sql;

std::optional<StoredAnswer> IdempotencyRepo::find(db::Conn& c, OrgId org, const std::string& actor,
                                                  const std::string& key) const {
  auto rows = c.query(sql::kFind, {org, actor, key});
  if (!rows.next()) return std::nullopt;
  const db::Row& r = rows.row();
  return StoredAnswer{r.text(0), static_cast<int>(r.i64(1)), r.text(2)};
}

bool IdempotencyRepo::store(db::Conn& c, OrgId org, const std::string& actor,
                            const std::string& key, const StoredAnswer& a,
                            std::int64_t now_ms) const {
  return c.exec(sql::kStore, {org, actor, key, a.fingerprint, a.status, a.body, now_ms}) == 1;
}

}  // namespace aplauso
