#include "modules/api_keys/api_key_service.h"

#include "core/crypto.h"
#include "core/errors.h"
#include "core/log.h"
#include "core/utf8.h"
#include "db/database.h"
#include "modules/audit/audit_log.h"

namespace aplauso::api_keys {

namespace {
constexpr std::string_view kKeyPrefix = "ak_";
constexpr std::size_t kRandomBytes = 30;  // 40 base64url characters
constexpr std::size_t kShownPrefix = 10;
constexpr std::int64_t kWindowMs = 60'000;

std::string hash_of(std::string_view raw) {
  return crypto::to_hex(crypto::sha256(raw));
}
}  // namespace

bool looks_like_key(std::string_view raw) {
  return raw.size() == kKeyPrefix.size() + 40 && raw.starts_with(kKeyPrefix);
}

std::vector<ApiKey> ApiKeyService::list(OrgId org) const {
  return db_.run([&](db::Conn& c) { return repo_.list(c, org); });
}

CreatedKey ApiKeyService::create(OrgId org, std::int64_t admin_id, const std::string& name,
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
  const NewKey key{name, out.secret.substr(0, kShownPrefix), hash_of(out.secret), admin_id,
                   expires_at};
  out.key = db_.transact([&](db::Conn& c) {
    const auto id = repo_.insert(c, org, key, now);
    // The key itself never: its name, shown prefix and expiry.
    audit_.record(c, org, "api_keys.create", {"api_key", id}, nullptr,
                  {{"name", name},
                   {"prefix", key.prefix},
                   {"expires_at", expires_at ? boost::json::value(*expires_at) : nullptr}});
    return *repo_.find(c, org, id);
  });
  log::info("api_key_created", {{"org", org.value}, {"key", out.key.id}, {"prefix", key.prefix}});
  return out;
}

ApiKey ApiKeyService::revoke(OrgId org, std::int64_t id) const {
  return db_.transact([&](db::Conn& c) {
    const auto current = repo_.find(c, org, id);
    if (!current) throw not_found("La API key no existe.");
    repo_.revoke(c, org, id, clock_.now_ms());
    audit_.record(c, org, "api_keys.revoke", {"api_key", id},
                  {{"name", current->name}, {"revoked", current->revoked_at.has_value()}},
                  {{"name", current->name}, {"revoked", true}});
    return *repo_.find(c, org, id);
  });
}

std::optional<Principal> ApiKeyService::authenticate(std::string_view raw) const {
  if (!looks_like_key(raw)) return std::nullopt;
  const std::int64_t now = clock_.now_ms();
  const std::int64_t window = now / kWindowMs;
  const auto use = db_.run([&](db::Conn& c) { return repo_.use(c, hash_of(raw), window, now); });
  if (!use) return std::nullopt;
  if (use->calls_in_window > per_minute_) {
    const auto wait_s = static_cast<int>(((window + 1) * kWindowMs - now + 999) / 1000);
    throw ApiError(ErrorKind::kRateLimited, "rate_limited",
                   "Demasiadas solicitudes. Espera un momento.")
        .with_retry_after(wait_s);
  }
  // Keys act for the organisation with an admin's reach on the key calls; the routes decide
  // which calls take keys at all.
  return Principal{0, use->org, Role::kAdmin, use->id};
}

void ApiKeyService::record_call(const Principal& key, const http::Request& req, int status) const {
  try {
    const CallRecord call{std::string(http::to_string(req.method)),
                          std::string(utf8_prefix(req.path, 2000)), status, req.remote_ip,
                          req.request_id};
    db_.transact([&](db::Conn& c) {
      repo_.record_call(c, key.org_id, key.api_key_id, call, clock_.now_ms());
    });
  } catch (const std::exception& e) {
    // The call itself succeeded or failed already; a lost log line must not change its answer.
    log::error("api_key_log_failed", {{"key", key.api_key_id}, {"error", e.what()}});
  }
}

}  // namespace aplauso::api_keys
