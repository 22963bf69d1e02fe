// An English version of what an organisation names in its own words (recognition types, values,
// badges, levels): people whose language is English see it; the others, and everyone when it is
// not set, see the organisation's own wording. Items carry `name_en` and, where they have a
// description, `description_en`.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace aplauso {

/// A change to an item's English wording: absent fields stay as they are, null or "" clears.
struct EnglishPatch {
  std::optional<std::optional<std::string>> name;
  std::optional<std::optional<std::string>> description;
};

inline constexpr std::size_t kMaxNameChars = 80;
inline constexpr std::size_t kMaxDescriptionChars = 500;

/// The text checked: at most `max_chars` characters (400 naming `field`); "" becomes nullopt.
std::optional<std::string> checked_english(const std::optional<std::string>& text,
                                           std::string_view field, std::size_t max_chars);

/// Applies `patch` to an item's `name_en` (and `description_en` when the item has one).
template <class Item>
void apply_english(const EnglishPatch& patch, Item& item) {
  if (patch.name) item.name_en = checked_english(*patch.name, "name_en", kMaxNameChars);
  if constexpr (requires { item.description_en; }) {
    if (patch.description) {
      item.description_en =
          checked_english(*patch.description, "description_en", kMaxDescriptionChars);
    }
  }
}

}  // namespace aplauso
