#include "modules/suggestions/idea_words.h"

#include <array>
#include <cstdint>

namespace aplauso::suggestions {

namespace {
const std::set<std::string>& stop_words() {
  static const std::set<std::string> words = {
      // Spanish
      "al", "como", "con", "cual", "de", "del", "el", "ella", "en", "entre", "es", "esa", "ese",
      "eso", "esta", "este", "esto", "hay", "la", "las", "le", "les", "lo", "los", "mas", "me",
      "mi", "muy", "nos", "nuestra", "nuestro", "o", "para", "pero", "por", "que", "se", "si",
      "sin", "sobre", "su", "sus", "tambien", "te", "tu", "un", "una", "unas", "uno", "unos", "y",
      "ya", "yo", "hacer", "mejor", "mas", "cada", "todo", "todos", "todas",
      // English
      "a", "an", "and", "are", "as", "at", "be", "by", "can", "do", "for", "from", "how", "in",
      "is", "it", "its", "of", "on", "or", "our", "so", "that", "the", "their", "this", "to", "we",
      "what", "with", "you", "your", "more", "make", "better", "all", "each"};
  return words;
}

/// The ASCII letter of a two-byte UTF-8 Latin-1 letter (á → a, Ñ → n), or 0.
char fold_latin1(unsigned char second) {
  // U+00C0..U+00FF are encoded C3 80..C3 BF: index = second - 0x80.
  static constexpr std::array<char, 64> kFold = {
      'a', 'a', 'a', 'a', 'a', 'a', 'a', 'c', 'e', 'e', 'e', 'e', 'i', 'i', 'i', 'i',
      'd', 'n', 'o', 'o', 'o', 'o', 'o', 0,   'o', 'u', 'u', 'u', 'u', 'y', 0,   's',
      'a', 'a', 'a', 'a', 'a', 'a', 'a', 'c', 'e', 'e', 'e', 'e', 'i', 'i', 'i', 'i',
      'd', 'n', 'o', 'o', 'o', 'o', 'o', 0,   'o', 'u', 'u', 'u', 'u', 'y', 0,   'y'};
  if (second < 0x80 || second > 0xBF) return 0;
  return kFold[second - 0x80];
}
}  // namespace

std::set<std::string> idea_words(std::string_view text) {
  std::set<std::string> out;
  std::string word;
  const auto flush = [&] {
    if (word.size() > 1 && !stop_words().contains(word)) out.insert(word);
    word.clear();
  };
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto ch = static_cast<unsigned char>(text[i]);
    if ((ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9')) {
      word += static_cast<char>(ch);
    } else if (ch >= 'A' && ch <= 'Z') {
      word += static_cast<char>(ch - 'A' + 'a');
    } else if (ch == 0xC3 && i + 1 < text.size()) {
      const char folded = fold_latin1(static_cast<unsigned char>(text[i + 1]));
      ++i;
      if (folded != 0) {
        word += folded;
      } else {
        flush();
      }
    } else if (ch >= 0x80) {
      // Another non-ASCII character: part of the word as is (its bytes), lower case unknown.
      word += static_cast<char>(ch);
    } else {
      flush();
    }
  }
  flush();
  return out;
}

double jaccard(const std::set<std::string>& a, const std::set<std::string>& b) {
  if (a.empty() || b.empty()) return 0;
  std::size_t shared = 0;
  for (const auto& w : a) shared += b.contains(w) ? 1 : 0;
  const auto all = a.size() + b.size() - shared;
  return static_cast<double>(shared) / static_cast<double>(all);
}

}  // namespace aplauso::suggestions
