#include "core/secret_box.h"

#include <sodium.h>

#include "core/crypto.h"

namespace aplauso::secret_box {

namespace {
std::string key_for(std::string_view server_secret, std::string_view purpose) {
  return crypto::hmac_sha256(server_secret,
                             std::string("aplauso-secret-box:") + std::string(purpose));
}
}  // namespace

std::string seal(std::string_view server_secret, std::string_view purpose, std::string_view plain) {
  static_assert(crypto_secretbox_KEYBYTES == 32);
  const std::string key = key_for(server_secret, purpose);
  std::string out(crypto_secretbox_NONCEBYTES + crypto_secretbox_MACBYTES + plain.size(), '\0');
  auto* nonce = reinterpret_cast<unsigned char*>(out.data());
  randombytes_buf(nonce, crypto_secretbox_NONCEBYTES);
  crypto_secretbox_easy(nonce + crypto_secretbox_NONCEBYTES,
                        reinterpret_cast<const unsigned char*>(plain.data()), plain.size(), nonce,
                        reinterpret_cast<const unsigned char*>(key.data()));
  return crypto::base64url_encode(out);
}

std::optional<std::string> open(std::string_view server_secret, std::string_view purpose,
                                std::string_view sealed) {
  const auto bytes = crypto::base64url_decode(sealed);
  if (!bytes || bytes->size() < crypto_secretbox_NONCEBYTES + crypto_secretbox_MACBYTES) {
    return std::nullopt;
  }
  const std::string key = key_for(server_secret, purpose);
  const auto* nonce = reinterpret_cast<const unsigned char*>(bytes->data());
  const auto* box = nonce + crypto_secretbox_NONCEBYTES;
  const std::size_t box_size = bytes->size() - crypto_secretbox_NONCEBYTES;
  std::string plain(box_size - crypto_secretbox_MACBYTES, '\0');
  if (crypto_secretbox_open_easy(reinterpret_cast<unsigned char*>(plain.data()), box, box_size,
                                 nonce, reinterpret_cast<const unsigned char*>(key.data())) != 0) {
    return std::nullopt;
  }
  return plain;
}

}  // namespace aplauso::secret_box
