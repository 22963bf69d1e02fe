#include "modules/complaints/complaint_seal.h"

#include <sodium.h>

#include <stdexcept>

#include "core/crypto.h"

namespace aplauso::complaints::seal {

namespace {
constexpr std::size_t kNonce = crypto_aead_xchacha20poly1305_ietf_NPUBBYTES;
constexpr std::size_t kTag = crypto_aead_xchacha20poly1305_ietf_ABYTES;

void ensure_sodium() {
  if (sodium_init() < 0) throw std::runtime_error("libsodium did not start");
}
}  // namespace

std::string new_key() {
  return crypto::random_bytes(32);
}

std::string seal_bytes(std::string_view key, std::string_view plain) {
  ensure_sodium();
  if (key.size() != crypto_aead_xchacha20poly1305_ietf_KEYBYTES)
    throw std::logic_error("complaints: bad key size");
  std::string out(kNonce + plain.size() + kTag, '\0');
  randombytes_buf(out.data(), kNonce);
  unsigned long long written = 0;
  crypto_aead_xchacha20poly1305_ietf_encrypt(
      reinterpret_cast<unsigned char*>(out.data() + kNonce), &written,
      reinterpret_cast<const unsigned char*>(plain.data()), plain.size(), nullptr, 0, nullptr,
      reinterpret_cast<const unsigned char*>(out.data()),
      reinterpret_cast<const unsigned char*>(key.data()));
  out.resize(kNonce + written);
  return out;
}

std::optional<std::string> open_bytes(std::string_view key, std::string_view sealed) {
  ensure_sodium();
  if (key.size() != crypto_aead_xchacha20poly1305_ietf_KEYBYTES) return std::nullopt;
  if (sealed.size() < kNonce + kTag) return std::nullopt;
  std::string out(sealed.size() - kNonce - kTag, '\0');
  unsigned long long written = 0;
  if (crypto_aead_xchacha20poly1305_ietf_decrypt(
          reinterpret_cast<unsigned char*>(out.data()), &written, nullptr,
          reinterpret_cast<const unsigned char*>(sealed.data() + kNonce), sealed.size() - kNonce,
          nullptr, 0, reinterpret_cast<const unsigned char*>(sealed.data()),
          reinterpret_cast<const unsigned char*>(key.data())) != 0) {
    return std::nullopt;
  }
  out.resize(written);
  return out;
}

std::string seal(std::string_view key, std::string_view plain) {
  return crypto::base64url_encode(seal_bytes(key, plain));
}

std::optional<std::string> open(std::string_view key, std::string_view sealed) {
  const auto raw = crypto::base64url_decode(sealed);
  if (!raw) return std::nullopt;
  return open_bytes(key, *raw);
}

std::string reporter_key(std::string_view receipt, std::string_view passphrase,
                         std::string_view salt, bool fast) {
  ensure_sodium();
  std::string secret;
  secret.reserve(receipt.size() + 1 + passphrase.size());
  secret.append(receipt).append("\n").append(passphrase);
  std::string salt16(salt.substr(0, crypto_pwhash_SALTBYTES));
  salt16.resize(crypto_pwhash_SALTBYTES, '\0');
  std::string out(32, '\0');
  const auto ops = fast ? crypto_pwhash_OPSLIMIT_MIN : crypto_pwhash_OPSLIMIT_INTERACTIVE;
  const auto mem = fast ? crypto_pwhash_MEMLIMIT_MIN : crypto_pwhash_MEMLIMIT_INTERACTIVE;
  if (crypto_pwhash(reinterpret_cast<unsigned char*>(out.data()), out.size(), secret.data(),
                    secret.size(), reinterpret_cast<const unsigned char*>(salt16.data()), ops, mem,
                    crypto_pwhash_ALG_ARGON2ID13) != 0) {
    throw std::runtime_error("complaints: argon2id ran out of memory");
  }
  sodium_memzero(secret.data(), secret.size());
  return out;
}

std::string new_receipt() {
  ensure_sodium();
  std::string digits;
  digits.reserve(16);
  for (int i = 0; i < 16; ++i) digits.push_back(static_cast<char>('0' + randombytes_uniform(10)));
  return digits;
}

std::string format_receipt(std::string_view d) {
  std::string out;
  for (std::size_t i = 0; i < d.size(); ++i) {
    if (i > 0 && i % 4 == 0) out.push_back(' ');
    out.push_back(d[i]);
  }
  return out;
}

std::optional<std::string> normalise_receipt(std::string_view typed) {
  std::string digits;
  for (const char ch : typed) {
    if (ch >= '0' && ch <= '9') {
      digits.push_back(ch);
    } else if (ch != ' ' && ch != '-') {
      return std::nullopt;
    }
    if (digits.size() > 16) return std::nullopt;
  }
  if (digits.size() != 16) return std::nullopt;
  return digits;
}

}  // namespace aplauso::complaints::seal
