#include "modules/accounts/link_repo.h"

#include "db/conn.h"
#include "modules/accounts/accounts_sql.h"

namespace aplauso::accounts {

namespace {
const char* name(LinkPurpose purpose) {
  return purpose == LinkPurpose::kActivation ? "activation" : "recovery";
}
}  // namespace

void LinkRepo::insert(db::Conn& c, OrgId org, LinkPurpose purpose, const std::string& token_hash,
                      std::int64_t user_id, std::int64_t expires_at_ms, std::int64_t now_ms) const {
  c.exec(sql::kInsertLink, {token_hash, org, user_id, expires_at_ms, now_ms, name(purpose)});
}

std::int64_t LinkRepo::created_since(db::Conn& c, OrgId org, LinkPurpose purpose,
                                     std::int64_t user_id, std::int64_t since_ms) const {
  return c.scalar(sql::kRecentLinks, {org, user_id, since_ms, name(purpose)}).value_or(0);
}

std::optional<std::int64_t> LinkRepo::peek(db::Conn& c, OrgId org, LinkPurpose purpose,
                                           const std::string& token_hash,
                                           std::int64_t now_ms) const {
  return c.scalar(sql::kPeekLink, {org, token_hash, now_ms, name(purpose)});
}

std::optional<std::int64_t> LinkRepo::use(db::Conn& c, OrgId org, LinkPurpose purpose,
                                          const std::string& token_hash,
                                          std::int64_t now_ms) const {
  return c.scalar(sql::kUseLink, {org, token_hash, now_ms, name(purpose)});
}

void LinkRepo::retire_all(db::Conn& c, OrgId org, std::int64_t user_id, std::int64_t now_ms) const {
  c.exec(sql::kRetireLinks, {org, user_id, now_ms});
}

void LinkRepo::erase_person(db::Conn& c, OrgId org, std::int64_t user_id) const {
  c.exec(sql::kEraseLinks, {org, user_id});
}

}  // namespace aplauso::accounts
