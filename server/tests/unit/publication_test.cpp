// The privacy engine's publication of cells (SUR-★1, engagement.md Appendix A): examples a reader
// can follow, and a property test over random organisations that checks, with exact rationals,
// that no published cell has fewer than k respondents and that no hidden cell is a linear
// combination of the published ones (so no subtraction of any published figures recovers it).
#include <gtest/gtest.h>

#include <algorithm>
#include <boost/multiprecision/cpp_int.hpp>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "modules/privacy/publication.h"
#include "modules/privacy/statistics.h"

namespace aplauso::privacy {
namespace {

using Rational = boost::multiprecision::cpp_rational;

Universe departments(const std::vector<std::pair<std::string, std::int64_t>>& sizes) {
  Universe u;
  u.dimensions = {"department"};
  for (const auto& [name, n] : sizes) u.atoms.push_back({{name}, n});
  return u;
}

Status of(const Publication& p, std::size_t dimension, const std::string& value) {
  return p.status({{dimension, value}}).status;
}

TEST(UnitPublication, SmallGroupsAreHiddenWithTheNextSmallestSibling) {
  const auto p = publish(departments({{"A", 10}, {"B", 2}, {"C", 8}}), {5, 10}, 1);
  EXPECT_EQ(p.status({}).status, Status::kOk);
  EXPECT_EQ(p.status({}).respondents, 20);
  EXPECT_EQ(of(p, 0, "A"), Status::kOk);
  EXPECT_EQ(of(p, 0, "B"), Status::kSuppressedSmall);
  // Otherwise B = total − A − C.
  EXPECT_EQ(of(p, 0, "C"), Status::kSuppressedComplementary);
}

TEST(UnitPublication, AGroupWhoseRestIsSmallIsHiddenToo) {
  // The whole minus A would be B's 2 people.
  const auto p = publish(departments({{"A", 10}, {"B", 2}}), {5, 10}, 1);
  EXPECT_EQ(p.status({}).status, Status::kOk);
  EXPECT_EQ(of(p, 0, "A"), Status::kSuppressedComplementary);
  EXPECT_EQ(of(p, 0, "B"), Status::kSuppressedSmall);
  EXPECT_FALSE(p.filter_allowed({{0, "A"}}));
}

TEST(UnitPublication, TwoSmallGroupsTogetherStillHideTheirSum) {
  // B + C = 4 people: the total minus A would tell their answers together.
  const auto p = publish(departments({{"A", 10}, {"B", 2}, {"C", 2}}), {5, 10}, 1);
  EXPECT_EQ(of(p, 0, "A"), Status::kSuppressedComplementary);
}

TEST(UnitPublication, EveryoneBelowKHidesEverything) {
  const auto p = publish(departments({{"A", 2}, {"B", 2}}), {5, 10}, 1);
  EXPECT_EQ(p.status({}).status, Status::kSuppressedSmall);
  EXPECT_EQ(p.published_count(), 0U);
}

TEST(UnitPublication, NobodyIsNoDataNotHidden) {
  const auto p = publish(departments({{"A", 6}, {"B", 7}}), {5, 10}, 1);
  EXPECT_EQ(of(p, 0, "A"), Status::kOk);
  EXPECT_EQ(of(p, 0, "Z"), Status::kNoData);
  EXPECT_EQ(p.status({{0, "A"}, {0, "B"}}).status, Status::kSuppressedSmall);  // too specific
}

TEST(UnitPublication, KIsNeverBelowThree) {
  const auto p = publish(departments({{"A", 2}, {"B", 9}}), {1, 1}, 1);
  EXPECT_EQ(of(p, 0, "A"), Status::kSuppressedSmall);
  EXPECT_EQ(effective({2, 2}, std::nullopt, std::nullopt).k, 3);
  EXPECT_EQ(effective({5, 10}, 4, std::nullopt).k, 5);  // a survey only raises
  EXPECT_EQ(effective({5, 10}, 8, std::nullopt).k_comments, 10);
  EXPECT_EQ(effective({5, 10}, 12, std::nullopt).k_comments, 12);
}

TEST(UnitPublication, AFilteredBreakdownReadsTheSameCellsWhateverTheOrder) {
  Universe u;
  u.dimensions = {"department", "country"};
  u.atoms = {{{"A", "CL"}, 9}, {{"A", "MX"}, 8}, {{"B", "CL"}, 7}, {{"B", "MX"}, 6}};
  const auto p = publish(u, {5, 10}, 2);
  const auto one = p.status({{0, "A"}, {1, "CL"}});
  const auto other = p.status({{1, "CL"}, {0, "A"}});
  EXPECT_EQ(one.status, other.status);
  EXPECT_EQ(one.respondents, 9);
}

TEST(UnitPublication, PreviewSaysWhichGroupsHideAtEachRate) {
  const auto audience = departments({{"A", 10}, {"B", 6}, {"C", 30}});
  auto hidden = [&](double rate) {
    std::vector<std::string> out;
    for (const auto& cell : preview(audience, {5, 10}, rate)) {
      if (cell.status != Status::kOk) out.push_back(cell.cell.front().value);
    }
    return out;
  };
  // At 60 %: A 6, B 3 (hidden), C 18; B alone hidden takes A (the smallest other) with it.
  EXPECT_EQ(hidden(0.6), (std::vector<std::string>{"A", "B"}));
  EXPECT_EQ(hidden(1.0), std::vector<std::string>{});
  for (const auto& cell : preview(audience, {5, 10}, 0.6)) {
    if (cell.cell.front().value == "B") {
      EXPECT_EQ(cell.audience, 6);
    }
  }
}

// --- The property -------------------------------------------------------------------------------

/// Whether `target` is a rational combination of `rows` (Gaussian elimination, exact).
bool in_span(std::vector<std::vector<Rational>> rows, std::vector<Rational> target) {
  const std::size_t width = target.size();
  std::vector<std::vector<Rational>> basis;
  std::vector<std::size_t> pivots;
  for (auto& row : rows) {
    for (std::size_t b = 0; b < basis.size(); ++b) {
      const Rational factor = row[pivots[b]];
      if (factor == 0) continue;
      for (std::size_t i = 0; i < width; ++i) row[i] -= factor * basis[b][i];
    }
    const auto pivot =
        std::find_if(row.begin(), row.end(), [](const Rational& x) { return x != 0; });
    if (pivot == row.end()) continue;
    const Rational scale = *pivot;
    for (auto& x : row) x /= scale;
    const auto p = static_cast<std::size_t>(pivot - row.begin());
    // Keep the basis reduced: clear this pivot from the rows before it.
    for (auto& b : basis) {
      const Rational factor = b[p];
      if (factor == 0) continue;
      for (std::size_t i = 0; i < width; ++i) b[i] -= factor * row[i];
    }
    basis.push_back(row);
    pivots.push_back(p);
  }
  for (std::size_t b = 0; b < basis.size(); ++b) {
    const Rational factor = target[pivots[b]];
    if (factor == 0) continue;
    for (std::size_t i = 0; i < width; ++i) target[i] -= factor * basis[b][i];
  }
  return std::all_of(target.begin(), target.end(), [](const Rational& x) { return x == 0; });
}

Universe random_organisation(std::mt19937& rng) {
  Universe u;
  const auto dimensions = std::uniform_int_distribution<std::size_t>(1, 3)(rng);
  const std::vector<std::string> names{"department", "country", "tenure"};
  std::vector<std::size_t> widths;
  for (std::size_t d = 0; d < dimensions; ++d) {
    u.dimensions.push_back(names[d]);
    widths.push_back(std::uniform_int_distribution<std::size_t>(1, 4)(rng));
  }
  // Sizes 1–80, skewed so that small groups are common; some people without a value.
  const auto people = std::uniform_int_distribution<int>(1, 80)(rng);
  std::map<std::vector<std::string>, std::int64_t> atoms;
  for (int person = 0; person < people; ++person) {
    std::vector<std::string> values;
    for (std::size_t d = 0; d < dimensions; ++d) {
      const double skew = std::uniform_real_distribution<double>(0, 1)(rng);
      auto v = static_cast<std::size_t>(skew * skew * static_cast<double>(widths[d]));
      v = std::min(v, widths[d] - 1);
      const bool unknown = std::uniform_int_distribution<int>(0, 19)(rng) == 0;
      values.push_back(unknown ? "" : std::string(1, static_cast<char>('a' + v)));
    }
    ++atoms[values];
  }
  for (const auto& [values, n] : atoms) u.atoms.push_back({values, n});
  return u;
}

TEST(UnitPublication, NoPublishedCellIsSmallAndNoHiddenCellCanBeDerived) {
  std::mt19937 rng(20261128);
  int with_hidden = 0;
  for (int trial = 0; trial < 300; ++trial) {
    const auto universe = random_organisation(rng);
    const std::int64_t k = std::uniform_int_distribution<std::int64_t>(3, 6)(rng);
    const auto publication = publish(universe, {k, 10}, 2);
    const auto atom_count = universe.atoms.size();

    std::vector<std::vector<Rational>> published;
    std::vector<std::vector<Rational>> hidden;
    for (const auto& entry : publication.entries()) {
      std::vector<Rational> row(atom_count, 0);
      std::int64_t n = 0;
      for (const auto a : entry.atoms) {
        row[a] = 1;
        n += universe.atoms[a].respondents;
      }
      ASSERT_EQ(n, entry.state.respondents);
      if (entry.state.status == Status::kOk) {
        ASSERT_GE(n, k) << "trial " << trial;
        published.push_back(std::move(row));
      } else if (n > 0) {
        ASSERT_NE(entry.state.status, Status::kNoData) << "trial " << trial;
        hidden.push_back(std::move(row));
      }
    }
    if (!hidden.empty()) ++with_hidden;
    for (const auto& h : hidden) {
      ASSERT_FALSE(in_span(published, h)) << "trial " << trial << ": a hidden cell is derivable";
    }
  }
  EXPECT_GT(with_hidden, 150);  // the generator does make small groups
}

// --- Statistics ---------------------------------------------------------------------------------

TEST(UnitStatistics, EnpsWithItsIntervalAndTheFinitePopulation) {
  const auto e = enps(5, 3, 2, 0);
  EXPECT_DOUBLE_EQ(e.score, 30.0);
  // Var = [0.5 + 0.2 − 0.09] / 10 = 0.061; margin = 196 · √0.061 ≈ 48.4.
  EXPECT_NEAR(e.interval.low, 30.0 - 48.41, 0.05);
  EXPECT_NEAR(e.interval.high, 30.0 + 48.41, 0.05);
  // 10 of 12 people answered: the margin shrinks by √(2/11).
  const auto small = enps(5, 3, 2, 12);
  EXPECT_NEAR(small.interval.high - small.score, 48.41 * std::sqrt(2.0 / 11.0), 0.05);
  // Everyone answered: the score is exact.
  const auto all = enps(5, 3, 2, 10);
  EXPECT_DOUBLE_EQ(all.interval.low, all.score);
}

TEST(UnitStatistics, WilsonInterval) {
  const auto w = wilson(8, 10);
  EXPECT_NEAR(w.low, 0.490, 0.001);
  EXPECT_NEAR(w.high, 0.943, 0.001);
  const auto none = wilson(0, 10);
  EXPECT_DOUBLE_EQ(none.low, 0.0);
  EXPECT_NEAR(none.high, 0.278, 0.001);
  EXPECT_DOUBLE_EQ(wilson(0, 0).high, 1.0);
}

TEST(UnitStatistics, OnlySignificantChangesCount) {
  EXPECT_FALSE(significant_change(6, 10, 7, 10));
  EXPECT_TRUE(significant_change(20, 100, 60, 100));
  EXPECT_TRUE(significant_change(60, 100, 20, 100));
  EXPECT_FALSE(significant_change(enps(5, 3, 2, 0), enps(6, 2, 2, 0)));
  EXPECT_TRUE(significant_change(enps(10, 20, 70, 0), enps(70, 20, 10, 0)));
}

}  // namespace
}  // namespace aplauso::privacy
