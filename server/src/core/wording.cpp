#include "core/wording.h"

#include "core/errors.h"
#include "core/utf8.h"

namespace aplauso {

std::optional<std::string> checked_english(const std::optional<std::string>& text,
                                           std::string_view field, std::size_t max_chars) {
  if (!text || text->empty()) return std::nullopt;
  if (utf8_length(*text) > max_chars) {
    throw invalid_input(std::string(field), "Máximo " + std::to_string(max_chars) + " caracteres.");
  }
  return text;
}

}  // namespace aplauso
