// SQL of the stored answers to idempotent writes (api/idempotency.h).
#pragma once

#include "db/statement.h"

namespace aplauso::idempotency_sql {

inline constexpr db::Statement kFind{"idempotency.find",
                                     "SELECT fingerprint, status, response FROM idempotency_keys "
                                     "WHERE org_id = $1 AND actor = $2 AND idem_key = $3"};

inline constexpr db::Statement kStore{
    "idempotency.store",
    "INSERT INTO idempotency_keys (org_id, actor, idem_key, fingerprint, status, response, "
    "created_at) VALUES ($1, $2, $3, $4, $5, $6, $7) "
    "ON CONFLICT (org_id, actor, idem_key) DO NOTHING"};

}  // namespace aplauso::idempotency_sql
