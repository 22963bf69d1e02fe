// Small cryptographic primitives over OpenSSL and libsodium: randomness, encodings, hashes,
// HMAC and constant-time comparison. Everything returns raw bytes in std::string unless named.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace aplauso::crypto {

/// `n` bytes from the operating system's CSPRNG.
std::string random_bytes(std::size_t n);
/// A URL-safe random token carrying `n` random bytes.
std::string random_token(std::size_t n = 32);

std::string base64url_encode(std::string_view bytes);
/// Accepts unpadded or padded base64url; nullopt on any invalid character.
std::optional<std::string> base64url_decode(std::string_view text);
std::string to_hex(std::string_view bytes);

std::string sha256(std::string_view data);
std::string hmac_sha256(std::string_view key, std::string_view data);

/// Compares in time independent of where the inputs differ.
bool constant_time_equal(std::string_view a, std::string_view b);

}  // namespace aplauso::crypto
