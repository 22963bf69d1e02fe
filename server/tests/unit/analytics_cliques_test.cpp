// Small cliques for the anti-gaming view (analytics_cliques.h) against groups built by hand: a
// tight triangle, a triangle too light to flag, a group of four that covers its triangles, a
// team of eight that recognises itself (not a small clique) and one-way recognition.
#include "modules/analytics/analytics_cliques.h"

#include <gtest/gtest.h>

#include <vector>

namespace aplauso::analytics {
namespace {

/// Each person in `people` recognises every other `each` times (10 points a recognition).
void everyone_to_everyone(std::vector<PairTotal>& pairs, const std::vector<std::int64_t>& people,
                          std::int64_t each) {
  for (const auto a : people) {
    for (const auto b : people) {
      if (a != b) pairs.push_back({a, b, each, each * 10});
    }
  }
}

std::vector<std::int64_t> ids(const CliqueFound& c) {
  std::vector<std::int64_t> out;
  for (const auto& m : c.members) out.push_back(m.id);
  return out;
}

TEST(AnalyticsCliques, ATightTriangleIsFlaggedWithItsEvidence) {
  std::vector<PairTotal> pairs;
  everyone_to_everyone(pairs, {1, 2, 3}, 2);
  pairs.push_back({1, 4, 1, 10});  // Ana also thanks someone outside, who never answers
  const auto found = find_cliques(pairs);
  ASSERT_EQ(found.size(), 1U);
  EXPECT_EQ(ids(found[0]), (std::vector<std::int64_t>{1, 2, 3}));
  EXPECT_EQ(found[0].recognitions, 12);
  EXPECT_EQ(found[0].points, 120);
  const auto& ana = found[0].members[0];
  EXPECT_EQ(ana.sent, 5);
  EXPECT_EQ(ana.within, 4);
  EXPECT_DOUBLE_EQ(ana.share, 0.8);
  EXPECT_DOUBLE_EQ(found[0].members[1].share, 1.0);
}

TEST(AnalyticsCliques, TooFewOrTooSpreadIsNotFlagged) {
  std::vector<PairTotal> pairs;
  everyone_to_everyone(pairs, {1, 2, 3}, 1);  // two each within: under three
  EXPECT_TRUE(find_cliques(pairs).empty());
  pairs.clear();
  everyone_to_everyone(pairs, {1, 2, 3}, 2);
  pairs.push_back({1, 9, 5, 50});  // Ana gives most of hers elsewhere: 4 of 9 within
  EXPECT_TRUE(find_cliques(pairs).empty());
  pairs.clear();
  everyone_to_everyone(pairs, {1, 2}, 5);  // a pair is the pairs' view, not a clique
  EXPECT_TRUE(find_cliques(pairs).empty());
  pairs.clear();
  for (const auto& [a, b] : {std::pair{1, 2}, std::pair{2, 3}, std::pair{3, 1}}) {
    pairs.push_back({a, b, 5, 50});  // a ring one way only: nobody recognised back
  }
  EXPECT_TRUE(find_cliques(pairs).empty());
}

TEST(AnalyticsCliques, TheLargestFlaggedGroupCoversItsPartsAndATeamIsNoClique) {
  std::vector<PairTotal> pairs;
  everyone_to_everyone(pairs, {11, 12, 13, 14}, 2);  // every triangle of it passes too
  everyone_to_everyone(pairs, {20, 21, 22, 23, 24, 25, 26, 27}, 1);  // a team of eight
  everyone_to_everyone(pairs, {1, 2, 3}, 3);
  const auto found = find_cliques(pairs);
  ASSERT_EQ(found.size(), 2U);
  // Most recognitions between members first: the four (24) before the three (18).
  EXPECT_EQ(ids(found[0]), (std::vector<std::int64_t>{11, 12, 13, 14}));
  EXPECT_EQ(found[0].recognitions, 24);
  EXPECT_EQ(ids(found[1]), (std::vector<std::int64_t>{1, 2, 3}));
}

}  // namespace
}  // namespace aplauso::analytics
