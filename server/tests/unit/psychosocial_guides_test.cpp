// The NOM-035 guides as shipped (server/data/nom035-guia-*.json) and their rules: the DOF's item
// counts and final cut-offs, Guía III's sample size, scoring by each item's direction with the
// blocks behind a filter answered No left out, a score on a cut-off reading the upper level,
// the answers' checks, and Guía I's referral rule.
#include <gtest/gtest.h>

#include <algorithm>
#include <boost/json/object.hpp>
#include <set>
#include <string>

#include "modules/psychosocial/guides.h"

namespace aplauso::psychosocial {
namespace {

namespace json = boost::json;

json::object all_answers(const Guide& g, const std::string& option, bool serves, bool boss) {
  json::object answers;
  for (const auto& s : g.sections) {
    if (s.filter && !(s.filter->id == "serves_clients" ? serves : boss)) continue;
    for (const int n : s.items) answers[std::to_string(n)] = option;
  }
  return json::object{{"filters", json::object{{"serves_clients", serves}, {"is_boss", boss}}},
                      {"answers", std::move(answers)}};
}

TEST(UnitPsychosocialGuides, TheShippedGuidesHoldTheDofsItemsAndCutoffs) {
  const Guide* g1 = find_guide(kGuide1);
  const Guide* g2 = find_guide(kGuide2);
  const Guide* g3 = find_guide(kGuide3);
  ASSERT_NE(g1, nullptr);
  ASSERT_NE(g2, nullptr);
  ASSERT_NE(g3, nullptr);
  EXPECT_EQ(g1->items.size(), 20U);
  EXPECT_EQ(g2->items.size(), 46U);
  EXPECT_EQ(g3->items.size(), 72U);
  EXPECT_EQ(g2->final_cutoffs, (Cutoffs{20, 45, 70, 90}));
  EXPECT_EQ(g3->final_cutoffs, (Cutoffs{50, 75, 99, 140}));
  EXPECT_EQ(g3->categories.size(), 5U);
  EXPECT_EQ(g2->categories.size(), 4U);
  EXPECT_EQ(g1->referral.size(), 3U);
  EXPECT_EQ(all_guides().size(), 3U);
  // The worker reads an instruction said to them, not the DOF's words to whoever applies it.
  const auto shown = guide_json(*g3);
  EXPECT_NE(std::string(shown.at("instructions").at("es").as_string()).find("dos últimos meses"),
            std::string::npos);
  EXPECT_FALSE(shown.at("items").at(0).as_object().contains("always"))
      << "scoring weights are not served";
}

TEST(UnitPsychosocialGuides, SizeRulesAndTheSampleFormula) {
  EXPECT_FALSE(guide_for(15).has_value());
  EXPECT_EQ(guide_for(16), std::string(kGuide2));
  EXPECT_EQ(guide_for(50), std::string(kGuide2));
  EXPECT_EQ(guide_for(51), std::string(kGuide3));
  // n = 0.9604·N / (0.0025·(N−1) + 0.9604), rounded up.
  EXPECT_EQ(sample_size(51), 46);     // 45.13
  EXPECT_EQ(sample_size(60), 53);     // 52.01
  EXPECT_EQ(sample_size(100), 80);    // 79.51
  EXPECT_EQ(sample_size(1000), 278);  // 277.74
  EXPECT_EQ(sample_size(1), 1);
}

TEST(UnitPsychosocialGuides, ScoresFollowEachItemsDirection) {
  const Guide& g3 = *find_guide(kGuide3);
  // Work environment (items 1-5): item 1 and 4 score Siempre as 0, items 2, 3 and 5 as 4.
  auto body = all_answers(g3, "sometimes", true, true);
  auto& a = body.at("answers").as_object();
  a["1"] = "always";         // 0
  a["2"] = "always";         // 4
  a["3"] = "sometimes";      // 2
  a["4"] = "never";          // 4
  a["5"] = "almost_always";  // 3
  std::vector<FieldError> errors;
  const auto answers = check_answers(g3, body, errors);
  ASSERT_TRUE(errors.empty()) << errors.front().field << ": " << errors.front().message;
  const auto s = score(g3, answers);
  EXPECT_EQ(s.categories.at("ambiente_de_trabajo"), 13);
  EXPECT_EQ(s.domains.at("condiciones_en_el_ambiente_de_trabajo"), 13);
  // Cut-offs 5 / 9 / 11 / 14: 13 is alto.
  EXPECT_EQ(level_of(g3.categories.front().cutoffs, 13), "alto");
  // Every other item at "sometimes" is 2: the final is 13 + 67·2.
  EXPECT_EQ(s.final, 13 + 67 * 2);
  EXPECT_EQ(level_of(g3.final_cutoffs, s.final), "muy_alto");
}

TEST(UnitPsychosocialGuides, FiltersAnsweredNoLeaveTheirBlocksOutAndACutoffReadsUp) {
  const Guide& g3 = *find_guide(kGuide3);
  // Every item at its worst with no clients and no people to lead: the 35 items scoring
  // Siempre as 0, "never" = 4 each, and the 29 others 0 — 35·4 = 140, exactly the muy alto
  // cut-off.
  std::vector<FieldError> errors;
  const auto answers = check_answers(g3, all_answers(g3, "never", false, false), errors);
  ASSERT_TRUE(errors.empty());
  const auto s = score(g3, answers);
  EXPECT_EQ(s.final, 140);
  EXPECT_EQ(level_of(g3.final_cutoffs, 140), "muy_alto");
  EXPECT_EQ(level_of(g3.final_cutoffs, 139.9), "alto");
  EXPECT_EQ(level_of(g3.final_cutoffs, 49), "nulo");
  EXPECT_EQ(level_of(g3.final_cutoffs, 50), "bajo");
}

TEST(UnitPsychosocialGuides, BadAnswersAreNamedOneByOne) {
  const Guide& g2 = *find_guide(kGuide2);
  auto body = all_answers(g2, "never", false, true);
  auto& a = body.at("answers").as_object();
  a.erase("7");
  a["41"] = "never";  // behind "serves clients", answered No
  a["12"] = "often";  // not an option
  a["99"] = "never";  // not an item
  std::vector<FieldError> errors;
  check_answers(g2, body, errors);
  std::set<std::string> fields;
  for (const auto& e : errors) fields.insert(e.field);
  EXPECT_EQ(fields, (std::set<std::string>{"answers.7", "answers.41", "answers.12", "answers.99"}));

  errors.clear();
  check_answers(g2, json::object{{"answers", json::object{}}}, errors);
  EXPECT_TRUE(std::any_of(errors.begin(), errors.end(),
                          [](const FieldError& e) { return e.field == "filters.is_boss"; }));
}

TEST(UnitPsychosocialGuides, GuideOneAsksTheRestOnlyAfterAYesAndRefersByTheDofsRule) {
  const Guide& g1 = *find_guide(kGuide1);
  json::object none;
  for (int n = 1; n <= 6; ++n) none[std::to_string(n)] = "no";
  std::vector<FieldError> errors;
  auto given = check_guide1(g1, none, errors);
  EXPECT_TRUE(errors.empty());
  EXPECT_FALSE(needs_referral(g1, given));
  // Sections II-IV are not asked after six noes.
  auto extra = none;
  extra["7"] = "no";
  check_guide1(g1, extra, errors);
  ASSERT_EQ(errors.size(), 1U);
  EXPECT_EQ(errors.front().field, "answers.7");

  // One yes in section I: every other item is required.
  auto yes = none;
  yes["3"] = "yes";
  errors.clear();
  check_guide1(g1, yes, errors);
  EXPECT_EQ(errors.size(), 14U) << "items 7-20";

  const auto with = [&](std::initializer_list<int> yes_items) {
    json::object answers = yes;
    for (int n = 7; n <= 20; ++n) answers[std::to_string(n)] = "no";
    for (const int n : yes_items) answers[std::to_string(n)] = "yes";
    std::vector<FieldError> e;
    const auto g = check_guide1(g1, answers, e);
    EXPECT_TRUE(e.empty());
    return needs_referral(g1, g);
  };
  EXPECT_FALSE(with({}));
  EXPECT_TRUE(with({7}));          // one yes in II
  EXPECT_FALSE(with({9, 10}));     // two in III
  EXPECT_TRUE(with({9, 10, 11}));  // three in III
  EXPECT_FALSE(with({16}));        // one in IV
  EXPECT_TRUE(with({16, 17}));     // two in IV
}

}  // namespace
}  // namespace aplauso::psychosocial
