#include "modules/accounts/teams_keys.h"

#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/evp.h>
#include <openssl/param_build.h>

#include <boost/json/parse.hpp>
#include <boost/json/value.hpp>

#include "core/crypto.h"
#include "core/http_fetch.h"
#include "core/log.h"

namespace aplauso::accounts {

namespace json = boost::json;

namespace {
constexpr std::int64_t kKeepMs = 24 * 3600 * 1000;
constexpr std::int64_t kRefetchGapMs = 30 * 1000;
constexpr int kMinBits = 2048;

std::shared_ptr<evp_pkey_st> rsa_public_key(const std::string& n, const std::string& e) {
  std::unique_ptr<BIGNUM, decltype(&BN_free)> bn_n(
      BN_bin2bn(reinterpret_cast<const unsigned char*>(n.data()), static_cast<int>(n.size()),
                nullptr),
      BN_free);
  std::unique_ptr<BIGNUM, decltype(&BN_free)> bn_e(
      BN_bin2bn(reinterpret_cast<const unsigned char*>(e.data()), static_cast<int>(e.size()),
                nullptr),
      BN_free);
  if (!bn_n || !bn_e || BN_num_bits(bn_n.get()) < kMinBits) return nullptr;
  std::unique_ptr<OSSL_PARAM_BLD, decltype(&OSSL_PARAM_BLD_free)> build(OSSL_PARAM_BLD_new(),
                                                                        OSSL_PARAM_BLD_free);
  if (!build || OSSL_PARAM_BLD_push_BN(build.get(), OSSL_PKEY_PARAM_RSA_N, bn_n.get()) != 1 ||
      OSSL_PARAM_BLD_push_BN(build.get(), OSSL_PKEY_PARAM_RSA_E, bn_e.get()) != 1) {
    return nullptr;
  }
  std::unique_ptr<OSSL_PARAM, decltype(&OSSL_PARAM_free)> params(
      OSSL_PARAM_BLD_to_param(build.get()), OSSL_PARAM_free);
  std::unique_ptr<EVP_PKEY_CTX, decltype(&EVP_PKEY_CTX_free)> ctx(
      EVP_PKEY_CTX_new_from_name(nullptr, "RSA", nullptr), EVP_PKEY_CTX_free);
  EVP_PKEY* key = nullptr;
  if (!params || !ctx || EVP_PKEY_fromdata_init(ctx.get()) != 1 ||
      EVP_PKEY_fromdata(ctx.get(), &key, EVP_PKEY_PUBLIC_KEY, params.get()) != 1) {
    return nullptr;
  }
  return {key, EVP_PKEY_free};
}

std::optional<std::string> field(const json::object& o, std::string_view name) {
  const auto* v = o.if_contains(name);
  if (v == nullptr || !v->is_string()) return std::nullopt;
  return std::string(v->as_string());
}
}  // namespace

std::map<std::string, std::shared_ptr<evp_pkey_st>, std::less<>> parse_jwks(std::string_view text) {
  std::map<std::string, std::shared_ptr<evp_pkey_st>, std::less<>> out;
  boost::system::error_code ec;
  const json::value doc = json::parse(text, ec);
  if (ec || !doc.is_object()) return out;
  const auto* keys = doc.as_object().if_contains("keys");
  if (keys == nullptr || !keys->is_array()) return out;
  for (const auto& entry : keys->as_array()) {
    if (!entry.is_object()) continue;
    const auto& k = entry.as_object();
    const auto kty = field(k, "kty");
    const auto kid = field(k, "kid");
    const auto use = field(k, "use");
    const auto alg = field(k, "alg");
    if (kty != "RSA" || !kid || kid->empty() || (use && *use != "sig") ||
        (alg && *alg != "RS256")) {
      continue;
    }
    const auto n = field(k, "n");
    const auto e = field(k, "e");
    const auto n_bytes = n ? crypto::base64url_decode(*n) : std::nullopt;
    const auto e_bytes = e ? crypto::base64url_decode(*e) : std::nullopt;
    if (!n_bytes || !e_bytes) continue;
    if (auto key = rsa_public_key(*n_bytes, *e_bytes)) out.emplace(*kid, std::move(key));
  }
  return out;
}

TeamsKeys::TeamsKeys(std::string jwks_url, const Clock& clock)
    : url_(std::move(jwks_url)), clock_(clock) {}

void TeamsKeys::refresh_locked(std::int64_t now_ms) {
  last_attempt_ms_ = now_ms;
  const FetchResult got = http_get(url_);
  if (got.status != 200) {
    log::warn("teams_keys_fetch_failed",
              {{"status", static_cast<std::int64_t>(got.status)}, {"error", got.error}});
    return;
  }
  auto keys = parse_jwks(got.body);
  if (keys.empty()) {
    log::warn("teams_keys_empty", {{"bytes", static_cast<std::int64_t>(got.body.size())}});
    return;
  }
  keys_ = std::move(keys);
  fetched_at_ms_ = now_ms;
}

TeamsKeys::Key TeamsKeys::key(const std::string& kid) {
  const std::lock_guard lock(mutex_);
  const std::int64_t now = clock_.now_ms();
  const bool may_fetch = last_attempt_ms_ < 0 || now - last_attempt_ms_ >= kRefetchGapMs;
  const bool stale = fetched_at_ms_ == 0 || now - fetched_at_ms_ >= kKeepMs;
  auto found = keys_.find(kid);
  if ((found == keys_.end() || stale) && may_fetch) {
    refresh_locked(now);
    found = keys_.find(kid);
  }
  return found == keys_.end() ? nullptr : found->second;
}

bool TeamsKeys::verify_rs256(const std::string& kid, std::string_view signed_part,
                             std::string_view signature) {
  const Key key = this->key(kid);
  if (!key) return false;
  std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> ctx(EVP_MD_CTX_new(), EVP_MD_CTX_free);
  if (!ctx || EVP_DigestVerifyInit(ctx.get(), nullptr, EVP_sha256(), nullptr, key.get()) != 1) {
    return false;
  }
  return EVP_DigestVerify(
             ctx.get(), reinterpret_cast<const unsigned char*>(signature.data()), signature.size(),
             reinterpret_cast<const unsigned char*>(signed_part.data()), signed_part.size()) == 1;
}

}  // namespace aplauso::accounts
