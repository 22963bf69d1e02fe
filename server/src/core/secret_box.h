// Secrets kept at rest (a directory's bind password): sealed with XSalsa20-Poly1305 (libsodium's
// secretbox) under a key derived from the server's secret for one purpose, so a database dump
// alone does not reveal them and a value sealed for one purpose opens for no other.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace aplauso::secret_box {

/// base64url(nonce ‖ ciphertext) of `plain`, under HMAC-SHA256(server_secret, purpose).
std::string seal(std::string_view server_secret, std::string_view purpose, std::string_view plain);
/// The plain text; nullopt when `sealed` was not sealed with this secret and purpose.
std::optional<std::string> open(std::string_view server_secret, std::string_view purpose,
                                std::string_view sealed);

}  // namespace aplauso::secret_box
