// Idempotent writes (architecture.md, API conventions): a write that moves points may carry an
// Idempotency-Key header. The first answer is stored in the same transaction as the write; a
// repeat with the same key and body replays it and moves nothing; the same key with another body
// answers 409. Keys are scoped to the organisation and the caller.
#pragma once

#include <functional>

#include "api/context.h"
#include "http/message.h"

namespace aplauso::db {
class Database;
class Conn;
}  // namespace aplauso::db

namespace aplauso {

/// Runs `work` in one transaction (the services it calls join it), honouring the request's
/// Idempotency-Key. Only 2xx answers are stored; a failed attempt may be retried with the same
/// key. 400 for a key longer than 200 characters or with other than visible ASCII characters.
http::Response idempotent(const http::Request& req, const RequestContext& ctx,
                          const db::Database& db, std::int64_t now_ms,
                          const std::function<http::Response()>& work);

}  // namespace aplauso
