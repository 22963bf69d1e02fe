// Small cliques for the anti-gaming view (issue 34, ANA; docs/analytics.md): groups of three to
// five people who each recognised every other member in the period and gave them most of what
// they sent. Pure: from the period's pairs to the flagged groups, with the evidence; never a
// judgement (admins decide).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "modules/analytics/analytics_repo.h"

namespace aplauso::analytics {

/// The rule: every member recognised every other member (at least once each way), sent at least
/// kCliqueMinEach recognitions to the others in all, and gave them at least kCliqueMinShare of
/// what they sent. A group inside a larger flagged group, or inside a clique of more than
/// kCliqueMaxSize people (a team that recognises itself), is not listed.
inline constexpr std::size_t kCliqueMinSize = 3;
inline constexpr std::size_t kCliqueMaxSize = 5;
inline constexpr std::int64_t kCliqueMinEach = 3;
inline constexpr double kCliqueMinShare = 0.5;
/// At most this many groups are listed, and this many candidate groups examined.
inline constexpr std::size_t kMaxCliques = 20;
inline constexpr std::size_t kMaxCliqueCandidates = 200'000;

struct CliqueMember {
  std::int64_t id = 0;
  std::int64_t sent = 0;    ///< all they sent in the period
  std::int64_t within = 0;  ///< to the other members
  double share = 0;         ///< within / sent
};

struct CliqueFound {
  std::vector<CliqueMember> members;  ///< by id
  std::int64_t recognitions = 0;      ///< between members
  std::int64_t points = 0;            ///< between members
};

/// The flagged groups of a period's pairs, most recognitions between members first.
std::vector<CliqueFound> find_cliques(const std::vector<PairTotal>& pairs);

}  // namespace aplauso::analytics
