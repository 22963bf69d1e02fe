#include "api/idempotency.h"

#include <algorithm>

#include "api/envelope.h"
#include "api/idempotency_repo.h"
#include "core/crypto.h"
#include "core/errors.h"
#include "db/database.h"

namespace aplauso {

namespace {
constexpr std::size_t kMaxKeyLength = 200;

// Thrown inside the transaction when another request stored the key first: rolls our work back.
struct LostRace {};

http::Response replay(const StoredAnswer& st, const std::string& fingerprint) {
  if (st.fingerprint != fingerprint) {
    throw conflict("idempotency_conflict",
                   "Esta Idempotency-Key ya se usó con otra solicitud distinta.");
  }
  http::Response res = raw_json(st.body, st.status);
  res.headers.set("Idempotent-Replayed", "true");
  return res;
}
}  // namespace

http::Response idempotent(const http::Request& req, const RequestContext& ctx,
                          const db::Database& db, std::int64_t now_ms,
                          const std::function<http::Response()>& work) {
  const std::string key(req.headers.get("Idempotency-Key"));
  if (key.empty()) return db.transact([&](db::Conn&) { return work(); });
  if (key.size() > kMaxKeyLength) {
    throw invalid_input("Idempotency-Key", "La Idempotency-Key no puede exceder 200 caracteres.");
  }
  if (!std::all_of(key.begin(), key.end(), [](char c) { return c >= ' ' && c < 0x7F; })) {
    throw invalid_input("Idempotency-Key",
                        "La Idempotency-Key solo admite letras, números, espacios y signos ASCII.");
  }
  const Principal& who = ctx.who();
  const std::string actor = who.api_key_id != 0 ? "key:" + std::to_string(who.api_key_id)
                                                : "user:" + std::to_string(who.user_id);
  // The same key names the same request: method, path and body.
  const std::string fingerprint = crypto::to_hex(
      crypto::sha256(std::string(http::to_string(req.method)) + " " + req.path + "\n" + req.body));
  const OrgId org = ctx.org_id();
  const IdempotencyRepo repo;

  if (auto prior = db.run([&](db::Conn& c) { return repo.find(c, org, actor, key); })) {
    return replay(*prior, fingerprint);
  }
  try {
    return db.transact([&](db::Conn& c) {
      http::Response res = work();
      if (res.status < 200 || res.status >= 300) return res;
      if (!repo.store(c, org, actor, key, {fingerprint, res.status, res.body}, now_ms)) {
        throw LostRace{};
      }
      return res;
    });
  } catch (const LostRace&) {
    auto winner = db.run([&](db::Conn& c) { return repo.find(c, org, actor, key); });
    if (!winner) throw conflict("idempotency_conflict", "Solicitud repetida en curso.");
    return replay(*winner, fingerprint);
  }
}

}  // namespace aplauso
