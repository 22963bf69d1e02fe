#include "modules/health_safety/health_safety_receipt.h"

#include "core/crypto.h"

namespace aplauso::health_safety::receipt {

std::string draw() {
  // 32 symbols: the low five bits of a uniform byte are uniform.
  const std::string bytes = crypto::random_bytes(kLength);
  std::string code;
  code.reserve(kLength);
  for (const char b : bytes) code.push_back(kAlphabet[static_cast<unsigned char>(b) & 31U]);
  return code;
}

std::string format(std::string_view code) {
  std::string out;
  for (std::size_t i = 0; i < code.size(); ++i) {
    if (i > 0 && i % 4 == 0) out.push_back(' ');
    out.push_back(code[i]);
  }
  return out;
}

std::optional<std::string> normalise(std::string_view typed) {
  std::string code;
  for (char ch : typed) {
    if (ch == ' ' || ch == '-' || ch == '\t') continue;
    if (ch >= 'a' && ch <= 'z') ch = static_cast<char>(ch - 'a' + 'A');
    if (kAlphabet.find(ch) == std::string_view::npos) return std::nullopt;
    code.push_back(ch);
    if (code.size() > kLength) return std::nullopt;
  }
  if (code.size() != kLength) return std::nullopt;
  return code;
}

std::string hash(std::string_view code) {
  return crypto::to_hex(crypto::sha256(std::string("health_safety.receipt:").append(code)));
}

}  // namespace aplauso::health_safety::receipt
