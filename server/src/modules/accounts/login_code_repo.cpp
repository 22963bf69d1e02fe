#include "modules/accounts/login_code_repo.h"

#include <boost/describe/class.hpp>

#include "db/row_mapping.h"
#include "modules/accounts/accounts_sql.h"

namespace aplauso::accounts {

BOOST_DESCRIBE_STRUCT(LiveCode, (), (id, code_hash, tries))

std::int64_t LoginCodeRepo::created_since(db::Conn& c, OrgId org, std::int64_t user_id,
                                          std::int64_t since_ms) const {
  return c.scalar(sql::kRecentCodes, {org, user_id, since_ms}).value_or(0);
}

void LoginCodeRepo::replace(db::Conn& c, OrgId org, std::int64_t user_id,
                            const std::string& code_hash, std::int64_t expires_at_ms,
                            std::int64_t now_ms) const {
  c.exec(sql::kRetireCodes, {org, user_id, now_ms});
  c.exec(sql::kInsertCode, {org, user_id, code_hash, expires_at_ms, now_ms});
}

std::optional<LiveCode> LoginCodeRepo::live(db::Conn& c, OrgId org, std::int64_t user_id,
                                            std::int64_t now_ms) const {
  return db::one<LiveCode>(c, sql::kLiveCode, {org, user_id, now_ms});
}

void LoginCodeRepo::count_try(db::Conn& c, OrgId org, std::int64_t id) const {
  c.exec(sql::kCountTry, {org, id});
}

bool LoginCodeRepo::use(db::Conn& c, OrgId org, std::int64_t id, std::int64_t now_ms) const {
  return c.exec(sql::kUseCode, {org, id, now_ms}) == 1;
}

void LoginCodeRepo::erase_person(db::Conn& c, OrgId org, std::int64_t user_id) const {
  c.exec(sql::kEraseCodes, {org, user_id});
}

}  // namespace aplauso::accounts
