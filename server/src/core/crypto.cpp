#include "core/crypto.h"

#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/rand.h>
#include <openssl/sha.h>

#include <array>
#include <stdexcept>

namespace aplauso::crypto {

namespace {
constexpr std::string_view kB64Url =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

int b64_value(char c) {
  if (c >= 'A' && c <= 'Z') return c - 'A';
  if (c >= 'a' && c <= 'z') return c - 'a' + 26;
  if (c >= '0' && c <= '9') return c - '0' + 52;
  if (c == '-' || c == '+') return 62;
  if (c == '_' || c == '/') return 63;
  return -1;
}

const unsigned char* bytes_of(std::string_view s) {
  return reinterpret_cast<const unsigned char*>(s.data());
}
}  // namespace

std::string random_bytes(std::size_t n) {
  std::string out(n, '\0');
  if (n > 0 && RAND_bytes(reinterpret_cast<unsigned char*>(out.data()), static_cast<int>(n)) != 1) {
    throw std::runtime_error("RAND_bytes failed");
  }
  return out;
}

std::string random_token(std::size_t n) {
  return base64url_encode(random_bytes(n));
}

std::string base64url_encode(std::string_view bytes) {
  std::string out;
  out.reserve((bytes.size() * 4 + 2) / 3);
  std::size_t i = 0;
  auto byte = [&](std::size_t k) { return static_cast<unsigned char>(bytes[k]); };
  for (; i + 3 <= bytes.size(); i += 3) {
    const unsigned v = (byte(i) << 16U) | (byte(i + 1) << 8U) | byte(i + 2);
    out += kB64Url[(v >> 18U) & 63U];
    out += kB64Url[(v >> 12U) & 63U];
    out += kB64Url[(v >> 6U) & 63U];
    out += kB64Url[v & 63U];
  }
  if (bytes.size() - i == 1) {
    const unsigned v = byte(i) << 16U;
    out += kB64Url[(v >> 18U) & 63U];
    out += kB64Url[(v >> 12U) & 63U];
  } else if (bytes.size() - i == 2) {
    const unsigned v = (byte(i) << 16U) | (byte(i + 1) << 8U);
    out += kB64Url[(v >> 18U) & 63U];
    out += kB64Url[(v >> 12U) & 63U];
    out += kB64Url[(v >> 6U) & 63U];
  }
  return out;
}

std::optional<std::string> base64url_decode(std::string_view text) {
  while (!text.empty() && text.back() == '=') text.remove_suffix(1);
  if (text.size() % 4 == 1) return std::nullopt;
  std::string out;
  out.reserve(text.size() * 3 / 4);
  unsigned acc = 0;
  int bits = 0;
  for (char c : text) {
    const int v = b64_value(c);
    if (v < 0) return std::nullopt;
    acc = (acc << 6U) | static_cast<unsigned>(v);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out += static_cast<char>((acc >> static_cast<unsigned>(bits)) & 0xFFU);
    }
  }
  return out;
}

std::string to_hex(std::string_view bytes) {
  static constexpr std::string_view kDigits = "0123456789abcdef";
  std::string out;
  out.reserve(bytes.size() * 2);
  for (char c : bytes) {
    const auto b = static_cast<unsigned char>(c);
    out += kDigits[b >> 4U];
    out += kDigits[b & 15U];
  }
  return out;
}

std::string sha256(std::string_view data) {
  std::array<unsigned char, SHA256_DIGEST_LENGTH> digest{};
  SHA256(bytes_of(data), data.size(), digest.data());
  return {reinterpret_cast<const char*>(digest.data()), digest.size()};
}

std::string hmac_sha256(std::string_view key, std::string_view data) {
  std::array<unsigned char, EVP_MAX_MD_SIZE> mac{};
  unsigned int len = 0;
  if (HMAC(EVP_sha256(), key.data(), static_cast<int>(key.size()), bytes_of(data), data.size(),
           mac.data(), &len) == nullptr) {
    throw std::runtime_error("HMAC failed");
  }
  return {reinterpret_cast<const char*>(mac.data()), len};
}

bool constant_time_equal(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  unsigned char diff = 0;
  for (std::size_t i = 0; i < a.size(); ++i) {
    diff |= static_cast<unsigned char>(a[i] ^ b[i]);
  }
  return diff == 0;
}

}  // namespace aplauso::crypto
