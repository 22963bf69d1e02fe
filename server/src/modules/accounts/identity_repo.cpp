#include "modules/accounts/identity_repo.h"

#include "db/conn.h"
#include "modules/accounts/accounts_sql.h"

namespace aplauso::accounts {

std::optional<std::int64_t> IdentityRepo::find(db::Conn& c, OrgId org, const std::string& provider,
                                               const std::string& subject) const {
  return c.scalar(sql::kFindIdentity, {org, provider, subject});
}

bool IdentityRepo::linked(db::Conn& c, OrgId org, const std::string& provider,
                          std::int64_t user_id) const {
  return c.scalar(sql::kUserHasIdentity, {org, provider, user_id}).value_or(0) > 0;
}

bool IdentityRepo::link(db::Conn& c, OrgId org, const std::string& provider,
                        const std::string& subject, std::int64_t user_id,
                        std::optional<std::int64_t> referred_by, std::int64_t now_ms) const {
  return c.exec(sql::kInsertIdentity, {org, provider, subject, user_id, referred_by, now_ms}) > 0;
}

void IdentityRepo::erase_person(db::Conn& c, OrgId org, std::int64_t user_id) const {
  c.exec(sql::kEraseIdentities, {org, user_id});
}

}  // namespace aplauso::accounts
