// The words of a title for "similar ideas" (CMP-2): lower case, accents stripped, Spanish and
// English stop words and one-letter words dropped; and the Jaccard index of two word sets.
#pragma once

#include <set>
#include <string>
#include <string_view>

namespace aplauso::suggestions {

std::set<std::string> idea_words(std::string_view text);
/// Shared words over all words of both (0 when either is empty).
double jaccard(const std::set<std::string>& a, const std::set<std::string>& b);

}  // namespace aplauso::suggestions
