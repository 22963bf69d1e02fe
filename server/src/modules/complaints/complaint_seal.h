// The sealing of a case (CMP-★1; ADR 0063): a random 32-byte case key per case; texts sealed
// under it with XChaCha20-Poly1305 (libsodium); the reporter's copy of the key sealed under a key
// derived with Argon2id from the receipt and the passphrase.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace aplauso::complaints::seal {

/// 32 random bytes.
std::string new_key();
/// base64url(nonce ‖ ciphertext) of `plain` under `key` (32 bytes).
std::string seal(std::string_view key, std::string_view plain);
/// The plain text; nullopt when `sealed` was not sealed under `key` (or was altered).
std::optional<std::string> open(std::string_view key, std::string_view sealed);
/// Raw bytes sealed as nonce ‖ ciphertext (evidence files), and their opening.
std::string seal_bytes(std::string_view key, std::string_view plain);
std::optional<std::string> open_bytes(std::string_view key, std::string_view sealed);
/// The reporter's key: Argon2id(receipt ‖ "\n" ‖ passphrase, salt (16 bytes)), 32 bytes. `fast`
/// uses libsodium's minimum cost (tests and demo servers, as PASSWORD_HASHING=fast).
std::string reporter_key(std::string_view receipt, std::string_view passphrase,
                         std::string_view salt, bool fast);
/// A new 16-digit receipt (digits only) and its display form "1234 5678 9012 3456".
std::string new_receipt();
std::string format_receipt(std::string_view digits);
/// The digits of what a reporter typed (spaces and dashes dropped); nullopt unless 16 digits.
std::optional<std::string> normalise_receipt(std::string_view typed);

}  // namespace aplauso::complaints::seal
