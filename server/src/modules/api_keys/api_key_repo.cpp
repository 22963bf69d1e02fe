#include "modules/api_keys/api_key_repo.h"

#include "db/row_mapping.h"
#include "modules/api_keys/api_keys_sql.h"

namespace aplauso::api_keys {

std::vector<ApiKey> ApiKeyRepo::list(db::Conn& c, OrgId org) const {
  return db::all<ApiKey>(c, sql::kList, {org});
}

std::optional<ApiKey> ApiKeyRepo::find(db::Conn& c, OrgId org, std::int64_t id) const {
  return db::one<ApiKey>(c, sql::kFind, {org, id});
}

std::int64_t ApiKeyRepo::insert(db::Conn& c, OrgId org, const NewKey& k,
                                std::int64_t now_ms) const {
  return *c.scalar(sql::kInsert,
                   {org, k.name, k.prefix, k.hash, k.created_by, now_ms, k.expires_at});
}

void ApiKeyRepo::revoke(db::Conn& c, OrgId org, std::int64_t id, std::int64_t now_ms) const {
  c.exec(sql::kRevoke, {org, id, now_ms});
}

std::optional<KeyUse> ApiKeyRepo::use(db::Conn& c, const std::string& hash, std::int64_t window,
                                      std::int64_t now_ms) const {
  auto rows = c.query(sql::kUse, {hash, window, now_ms});
  if (!rows.next()) return std::nullopt;
  return KeyUse{rows.row().i64(0), OrgId{rows.row().i64(1)}, rows.row().i64(2)};
}

void ApiKeyRepo::record_call(db::Conn& c, OrgId org, std::int64_t key_id, const CallRecord& call,
                             std::int64_t now_ms) const {
  c.exec(sql::kCountCall, {org, key_id, now_ms});
  c.exec(sql::kLogCall,
         {org, key_id, call.method, call.path, call.status, call.ip, call.request_id, now_ms});
}

}  // namespace aplauso::api_keys
