#include "modules/accounts/recovery_repo.h"

#include "db/conn.h"
#include "modules/accounts/accounts_sql.h"

namespace aplauso::accounts {

void RecoveryRepo::insert(db::Conn& c, OrgId org, const std::string& token_hash,
                          std::int64_t user_id, std::int64_t expires_at_ms,
                          std::int64_t now_ms) const {
  c.exec(sql::kInsertReset, {token_hash, org, user_id, expires_at_ms, now_ms});
}

std::int64_t RecoveryRepo::created_since(db::Conn& c, OrgId org, std::int64_t user_id,
                                         std::int64_t since_ms) const {
  return c.scalar(sql::kRecentResets, {org, user_id, since_ms}).value_or(0);
}

std::optional<std::int64_t> RecoveryRepo::use(db::Conn& c, OrgId org, const std::string& token_hash,
                                              std::int64_t now_ms) const {
  return c.scalar(sql::kUseReset, {org, token_hash, now_ms});
}

void RecoveryRepo::retire_all(db::Conn& c, OrgId org, std::int64_t user_id,
                              std::int64_t now_ms) const {
  c.exec(sql::kRetireResets, {org, user_id, now_ms});
}

}  // namespace aplauso::accounts
