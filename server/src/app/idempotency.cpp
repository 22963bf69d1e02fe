#include "app/idempotency.h"

#include <soci/soci.h>

#include "app/envelope.h"
#include "core/crypto.h"
#include "core/errors.h"

namespace aplauso {

namespace {
constexpr std::size_t kMaxKeyLength = 200;

struct Stored {
  std::string fingerprint;
  int status = 0;
  std::string body;
};

// Thrown inside the transaction when another request stored the key first: rolls our work back.
struct LostRace {};

std::optional<Stored> find(soci::session& s, std::int64_t org, const std::string& actor,
                           const std::string& key) {
  Stored st;
  const long long o = org;
  s << "SELECT fingerprint, status, response FROM idempotency_keys "
       "WHERE org_id = :org AND actor = :actor AND idem_key = :key",
      soci::use(o, "org"), soci::use(actor, "actor"), soci::use(key, "key"),
      soci::into(st.fingerprint), soci::into(st.status), soci::into(st.body);
  if (!s.got_data()) return std::nullopt;
  return st;
}

http::Response replay(const Stored& st, const std::string& fingerprint) {
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
                          const std::function<http::Response(soci::session&)>& work) {
  const std::string key(req.headers.get("Idempotency-Key"));
  if (key.empty()) return db.transact(work);
  if (key.size() > kMaxKeyLength) {
    throw invalid_input("Idempotency-Key", "La Idempotency-Key no puede exceder 200 caracteres.");
  }
  const Principal& who = ctx.who();
  const std::string actor = who.api_key_id != 0 ? "key:" + std::to_string(who.api_key_id)
                                                : "user:" + std::to_string(who.user_id);
  // The same key names the same request: method, path and body.
  const std::string fingerprint = crypto::to_hex(
      crypto::sha256(std::string(http::to_string(req.method)) + " " + req.path + "\n" + req.body));
  const std::int64_t org = ctx.org_id();

  if (auto prior = db.run([&](soci::session& s) { return find(s, org, actor, key); })) {
    return replay(*prior, fingerprint);
  }
  try {
    return db.transact([&](soci::session& s) {
      http::Response res = work(s);
      if (res.status < 200 || res.status >= 300) return res;
      const long long o = org, now = now_ms;
      soci::statement st =
          (s.prepare << "INSERT INTO idempotency_keys (org_id, actor, idem_key, fingerprint, "
                        "status, response, created_at) VALUES (:org, :actor, :key, :fp, :status, "
                        ":response, :now) ON CONFLICT (org_id, actor, idem_key) DO NOTHING",
           soci::use(o, "org"), soci::use(actor, "actor"), soci::use(key, "key"),
           soci::use(fingerprint, "fp"), soci::use(res.status, "status"),
           soci::use(res.body, "response"), soci::use(now, "now"));
      st.execute(true);
      if (st.get_affected_rows() == 0) throw LostRace{};
      return res;
    });
  } catch (const LostRace&) {
    auto winner = db.run([&](soci::session& s) { return find(s, org, actor, key); });
    if (!winner) throw conflict("idempotency_conflict", "Solicitud repetida en curso.");
    return replay(*winner, fingerprint);
  }
}

}  // namespace aplauso
