#include "modules/api_keys/api_key_service.h"

#include <soci/soci.h>

#include "app/json_input.h"
#include "core/crypto.h"
#include "core/errors.h"
#include "core/log.h"
#include "db/row.h"

namespace aplauso::api_keys {

namespace {
constexpr std::string_view kKeyPrefix = "ak_";
constexpr std::size_t kRandomBytes = 30;  // 40 base64url characters
constexpr std::size_t kShownPrefix = 10;

constexpr const char* kColumns =
    "SELECT id, name, prefix, created_by, created_at, expires_at, revoked_at, last_used_at, "
    "usage_count FROM api_keys ";

ApiKey read(const soci::row& r) {
  ApiKey k;
  k.id = db::get_int(r, 0);
  k.name = db::get_string(r, 1);
  k.prefix = db::get_string(r, 2);
  k.created_by = db::get_opt_int(r, 3);
  k.created_at = db::get_int(r, 4);
  k.expires_at = db::get_opt_int(r, 5);
  k.revoked_at = db::get_opt_int(r, 6);
  k.last_used_at = db::get_opt_int(r, 7);
  k.usage_count = db::get_int(r, 8);
  return k;
}

std::string hash_of(std::string_view raw) {
  return crypto::to_hex(crypto::sha256(raw));
}
}  // namespace

bool looks_like_key(std::string_view raw) {
  return raw.size() == kKeyPrefix.size() + 40 && raw.starts_with(kKeyPrefix);
}

std::vector<ApiKey> ApiKeyService::list(std::int64_t org_id) const {
  return db_.run([&](soci::session& s) {
    const long long org = org_id;
    std::vector<ApiKey> out;
    soci::rowset<soci::row> rows =
        (s.prepare << std::string(kColumns) + "WHERE org_id = :org ORDER BY id DESC",
         soci::use(org, "org"));
    for (const auto& r : rows) out.push_back(read(r));
    return out;
  });
}

CreatedKey ApiKeyService::create(std::int64_t org_id, std::int64_t admin_id,
                                 const std::string& name,
                                 std::optional<std::int64_t> expires_at) const {
  if (name.empty()) throw invalid_input("name", "Dale un nombre a la API key.");
  if (utf8_length(name) > 80)
    throw invalid_input("name", "El nombre no puede exceder 80 caracteres.");
  const std::int64_t now = clock_.now_ms();
  if (expires_at && *expires_at <= now) {
    throw invalid_input("expires_at", "La fecha de vencimiento debe ser futura.");
  }
  CreatedKey out;
  out.secret = std::string(kKeyPrefix) + crypto::random_token(kRandomBytes);
  const std::string prefix = out.secret.substr(0, kShownPrefix);
  const std::string hash = hash_of(out.secret);
  const long long org = org_id, admin = admin_id, at = now, expires = expires_at.value_or(0);
  soci::indicator expires_i = expires_at ? soci::i_ok : soci::i_null;
  out.key = db_.transact([&](soci::session& s) {
    long long id = 0;
    s << "INSERT INTO api_keys (org_id, name, prefix, key_hash, created_by, created_at, "
         "expires_at, usage_count) VALUES (:org, :name, :prefix, :hash, :admin, :now, :expires, 0) "
         "RETURNING id",
        soci::use(org, "org"), soci::use(name, "name"), soci::use(prefix, "prefix"),
        soci::use(hash, "hash"), soci::use(admin, "admin"), soci::use(at, "now"),
        soci::use(expires, expires_i, "expires"), soci::into(id);
    soci::rowset<soci::row> rows =
        (s.prepare << std::string(kColumns) + "WHERE id = :id", soci::use(id, "id"));
    ApiKey k;
    for (const auto& r : rows) k = read(r);
    return k;
  });
  log::info("api_key_created", {{"org", org_id}, {"key", out.key.id}, {"prefix", prefix}});
  return out;
}

ApiKey ApiKeyService::revoke(std::int64_t org_id, std::int64_t id) const {
  return db_.transact([&](soci::session& s) {
    const long long org = org_id, kid = id, now = clock_.now_ms();
    std::optional<ApiKey> key;
    {
      soci::rowset<soci::row> rows =
          (s.prepare << std::string(kColumns) + "WHERE org_id = :org AND id = :id",
           soci::use(org, "org"), soci::use(kid, "id"));
      for (const auto& r : rows) key = read(r);
    }
    if (!key) throw not_found("La API key no existe.");
    if (!key->revoked_at) {
      s << "UPDATE api_keys SET revoked_at = :now WHERE org_id = :org AND id = :id",
          soci::use(now, "now"), soci::use(org, "org"), soci::use(kid, "id");
      key->revoked_at = now;
    }
    return *key;
  });
}

std::optional<Principal> ApiKeyService::authenticate(std::string_view raw) {
  if (!looks_like_key(raw)) return std::nullopt;
  const std::string hash = hash_of(raw);
  const std::int64_t now = clock_.now_ms();
  struct Found {
    long long id = 0, org = 0, expires = 0, revoked = 0;
    soci::indicator expires_i = soci::i_null, revoked_i = soci::i_null;
  } f;
  const bool exists = db_.run([&](soci::session& s) {
    s << "SELECT id, org_id, expires_at, revoked_at FROM api_keys WHERE key_hash = :hash",
        soci::use(hash, "hash"), soci::into(f.id), soci::into(f.org),
        soci::into(f.expires, f.expires_i), soci::into(f.revoked, f.revoked_i);
    return s.got_data();
  });
  if (!exists || f.revoked_i == soci::i_ok || (f.expires_i == soci::i_ok && f.expires <= now)) {
    return std::nullopt;
  }
  if (const int wait = limiter_.acquire(std::to_string(f.id), now); wait > 0) {
    throw ApiError(ErrorKind::kRateLimited, "rate_limited",
                   "Demasiadas solicitudes. Espera un momento.")
        .with_retry_after(wait);
  }
  // Keys act for the organisation with an admin's reach on the key calls; the routes decide
  // which calls take keys at all.
  return Principal{0, f.org, Role::kAdmin, f.id};
}

void ApiKeyService::record_call(const Principal& key, const http::Request& req, int status) const {
  try {
    db_.run([&](soci::session& s) {
      const long long org = key.org_id, kid = key.api_key_id, now = clock_.now_ms();
      s << "UPDATE api_keys SET usage_count = usage_count + 1, last_used_at = :now WHERE id = :id",
          soci::use(now, "now"), soci::use(kid, "id");
      const std::string method(http::to_string(req.method));
      s << "INSERT INTO api_key_calls (org_id, key_id, method, path, status, ip, request_id, "
           "created_at) VALUES (:org, :key, :method, :path, :status, :ip, :rid, :now)",
          soci::use(org, "org"), soci::use(kid, "key"), soci::use(method, "method"),
          soci::use(req.path, "path"), soci::use(status, "status"), soci::use(req.remote_ip, "ip"),
          soci::use(req.request_id, "rid"), soci::use(now, "now");
    });
  } catch (const std::exception& e) {
    // The call itself succeeded or failed already; a lost log line must not change its answer.
    log::error("api_key_log_failed", {{"key", key.api_key_id}, {"error", e.what()}});
  }
}

}  // namespace aplauso::api_keys
