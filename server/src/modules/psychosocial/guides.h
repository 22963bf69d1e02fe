// The NOM-035-STPS-2018 questionnaires as shipped (server/data/nom035-guia-{1,2,3}.json, the
// DOF's items and tables; sources in server/data/nom035-SOURCES.md): reading them, checking a
// person's answers, scoring Guía II and III (dimension → domain → category → final, risk levels
// by the DOF's cut-offs), Guía I's referral rule, and the sample size of Guía III.
// No database, no clock: unit-tested in tests/psychosocial_guides_test.cpp.
#pragma once

#include <array>
#include <boost/json/fwd.hpp>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/errors.h"

namespace aplauso::psychosocial {

inline constexpr std::string_view kGuide1 = "nom035_g1";
inline constexpr std::string_view kGuide2 = "nom035_g2";
inline constexpr std::string_view kGuide3 = "nom035_g3";

struct Text {
  std::string es;
  std::string en;
};

struct Option {
  std::string id;
  Text text;
};

struct Item {
  int n = 0;
  Text text;
  int always = 0;  ///< the score of "Siempre" (0 or 4); Guía I: unused
};

struct Filter {
  std::string id;  ///< serves_clients, is_boss
  Text text;
};

struct Section {
  std::string id;
  Text title;
  std::optional<Filter> filter;
  std::optional<Text> stem;  ///< a question the section's items complete (Guía I, section I)
  std::vector<int> items;
};

struct Dimension {
  std::string id;
  Text name;
  std::vector<int> items;
};

using Cutoffs = std::array<double, 4>;

struct Domain {
  std::string id;
  Text name;
  Cutoffs cutoffs{};
  std::vector<Dimension> dimensions;
};

struct Category {
  std::string id;
  Text name;
  Cutoffs cutoffs{};
  std::vector<Domain> domains;
};

struct ReferralRule {
  std::string section;
  int at_least = 1;
};

struct Guide {
  std::string id;
  Text name;
  std::string source;
  std::optional<Text> instructions;
  std::vector<Option> options;
  std::vector<Section> sections;
  std::vector<Item> items;
  // Guía II and III
  std::vector<Category> categories;
  Cutoffs final_cutoffs{};
  // Guía I
  std::string continue_section;  ///< "I": the rest is asked when some item of it is yes
  std::vector<ReferralRule> referral;

  const Item* item(int n) const;
};

/// The guide shipped under this id; nullptr for an unknown id.
const Guide* find_guide(std::string_view id);
/// Every guide, Guía I first.
std::vector<const Guide*> all_guides();
/// A guide read from its data file's JSON; std::runtime_error naming what is wrong.
Guide parse_guide(const boost::json::value& data);

/// The guide as the calls show it (PsyGuide): both languages, no scoring weights.
boost::json::object guide_json(const Guide& g);

/// The risk level of a score: nulo, bajo, medio, alto, muy_alto.
std::string level_of(const Cutoffs& cutoffs, double score);
inline constexpr std::array<std::string_view, 5> kLevels = {"nulo", "bajo", "medio", "alto",
                                                            "muy_alto"};
/// The position of a level in kLevels (0 for an unknown one).
std::size_t level_index(std::string_view level);

/// The guide the norm asks a workplace of `people` workers to answer beyond Guía I: none up to
/// 15, Guía II from 16 to 50, Guía III above 50.
std::optional<std::string> guide_for(std::int64_t people);
/// Guía III's sample: ⌈0.9604·N / (0.0025·(N−1) + 0.9604)⌉ (N when N ≤ 1).
std::int64_t sample_size(std::int64_t population);

/// A Guía II/III questionnaire as answered: the filters and the option id of each item.
struct Answers {
  std::map<std::string, bool> filters;  ///< serves_clients, is_boss
  std::map<int, std::string> options;   ///< item → always … never
};

/// The answers as kept, or every field they get wrong (filters.<id>, answers.<n>): every item
/// required, the items behind a filter answered No left out.
Answers check_answers(const Guide& g, const boost::json::object& body,
                      std::vector<FieldError>& errors);

struct Scores {
  double final = 0;
  std::map<std::string, double> categories;
  std::map<std::string, double> domains;
  std::map<std::string, double> dimensions;
};
/// The DOF's scoring: each item 0-4 by its direction, left-out items 0, summed per dimension,
/// domain, category and in all.
Scores score(const Guide& g, const Answers& answers);

/// A Guía I questionnaire as answered: item → yes.
using YesNo = std::map<int, bool>;
/// The answers as kept, or every field they get wrong (answers.<n>): the continue section
/// always; the other sections required when some item of it is yes, and left out otherwise.
YesNo check_guide1(const Guide& g, const boost::json::object& answers,
                   std::vector<FieldError>& errors);
/// Whether the answers call for a clinical evaluation (the guide's referral rules).
bool needs_referral(const Guide& g, const YesNo& answers);

}  // namespace aplauso::psychosocial
