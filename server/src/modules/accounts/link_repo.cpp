#include "modules/accounts/link_repo.h"

#include "db/conn.h"
#include "modules/accounts/accounts_sql.h"

namespace aplauso::accounts {

namespace {
const char* name(LinkPurpose purpose) {
  switch (purpose) {
    case LinkPurpose::kActivation: return "activation";
    case LinkPurpose::kTeamsLink: return "teams_link";
    case LinkPurpose::kRecovery: break;
  }
  return "recovery";
}
}  // namespace

void LinkRepo::insert(db::Conn& c, OrgId org, LinkPurpose purpose, const std::string& token_hash,
                      std::int64_t user_id, std::int64_t expires_at_ms, std::int64_t now_ms) const {
  c.exec(sql::kInsertLink, {token_hash, org, user_id, expires_at_ms, now_ms, name(purpose)});
}

void LinkRepo::insert_many(db::Conn& c, OrgId org, LinkPurpose purpose,
                           const std::vector<std::string>& token_hashes,
                           const std::vector<std::int64_t>& user_ids, std::int64_t expires_at_ms,
                           std::int64_t now_ms) const {
  if (user_ids.empty()) return;
  c.exec(sql::kInsertLinks, {org, name(purpose), token_hashes, user_ids, expires_at_ms, now_ms});
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

void LinkRepo::insert_identity_link(db::Conn& c, OrgId org, const std::string& token_hash,
                                    std::int64_t user_id, const std::string& subject,
                                    std::optional<std::int64_t> referred_by,
                                    std::int64_t expires_at_ms, std::int64_t now_ms) const {
  c.exec(sql::kInsertIdentityLink,
         {token_hash, org, user_id, expires_at_ms, now_ms, subject, referred_by});
}

std::optional<IdentityLink> LinkRepo::use_identity_link(db::Conn& c, OrgId org,
                                                        const std::string& token_hash,
                                                        std::int64_t now_ms) const {
  for (const db::Row& r : c.query(sql::kUseIdentityLink, {org, token_hash, now_ms})) {
    return IdentityLink{r.i64(0), r.text(1), r.opt_i64(2)};
  }
  return std::nullopt;
}

void LinkRepo::retire_all(db::Conn& c, OrgId org, std::int64_t user_id, std::int64_t now_ms) const {
  c.exec(sql::kRetireLinks, {org, user_id, now_ms});
}

void LinkRepo::erase_person(db::Conn& c, OrgId org, std::int64_t user_id) const {
  c.exec(sql::kEraseLinks, {org, user_id});
}

}  // namespace aplauso::accounts
