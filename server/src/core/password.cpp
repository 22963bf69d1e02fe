#include "core/password.h"

#include <sodium.h>

#include <mutex>
#include <stdexcept>

#include "core/crypto.h"

namespace aplauso::password {

namespace {
void ensure_sodium() {
  static const int rc = sodium_init();
  if (rc < 0) throw std::runtime_error("libsodium failed to initialise");
}

std::size_t utf8_length(std::string_view s) {
  std::size_t n = 0;
  for (char c : s) {
    if ((static_cast<unsigned char>(c) & 0xC0U) != 0x80U) ++n;
  }
  return n;
}
}  // namespace

std::string hash(std::string_view password, Cost cost) {
  ensure_sodium();
  const auto ops =
      cost == Cost::kFast ? crypto_pwhash_OPSLIMIT_MIN : crypto_pwhash_OPSLIMIT_INTERACTIVE;
  const auto mem =
      cost == Cost::kFast ? crypto_pwhash_MEMLIMIT_MIN : crypto_pwhash_MEMLIMIT_INTERACTIVE;
  char out[crypto_pwhash_STRBYTES];
  if (crypto_pwhash_str_alg(out, password.data(), password.size(), ops, mem,
                            crypto_pwhash_ALG_ARGON2ID13) != 0) {
    throw std::runtime_error("argon2id hashing ran out of memory");
  }
  return out;
}

bool verify(std::string_view encoded, std::string_view password) {
  ensure_sodium();
  if (encoded.empty() || encoded.size() >= crypto_pwhash_STRBYTES) return false;
  const std::string terminated(encoded);
  return crypto_pwhash_str_verify(terminated.c_str(), password.data(), password.size()) == 0;
}

const std::string& decoy_hash(Cost cost) {
  static std::once_flag once_fast;
  static std::once_flag once_slow;
  static std::string fast;
  static std::string slow;
  if (cost == Cost::kFast) {
    std::call_once(once_fast, [] { fast = hash(crypto::random_token(24), Cost::kFast); });
    return fast;
  }
  std::call_once(once_slow, [] { slow = hash(crypto::random_token(24), Cost::kInteractive); });
  return slow;
}

std::optional<std::string> policy_violation(std::string_view password) {
  const std::size_t n = utf8_length(password);
  if (n < 12) return "La contraseña debe tener al menos 12 caracteres.";
  if (n > 128) return "La contraseña no puede tener más de 128 caracteres.";
  return std::nullopt;
}

}  // namespace aplauso::password
