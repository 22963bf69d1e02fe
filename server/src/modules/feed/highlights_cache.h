// The home's highlights (who recognised most, the values most carried) aggregate every post of
// the period: about 150 ms for a month of 85,000 posts on PostgreSQL, on every home visit. This
// node keeps each organisation's answer for a minute; a post written or changed on this node
// forgets its organisation's answers at once, one written on another node shows within the
// minute (ADR 0041).
#pragma once

#include <chrono>
#include <cstdint>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "core/ids.h"
#include "modules/feed/post_repo.h"

namespace aplauso::feed {

/// The home's highlights of a period: who recognised most and the values most carried.
struct Highlights {
  std::string period;
  std::int64_t from = 0;                                           ///< ms
  std::int64_t to = 0;                                             ///< ms
  std::vector<std::pair<std::int64_t, std::int64_t>> recognisers;  ///< (user id, count)
  std::vector<TrendingValue> values;
};

class HighlightsCache {
 public:
  /// How long an answer is kept: the most another node's post waits to show.
  static constexpr std::int64_t kKeepMs = 60'000;

  /// The kept answer for the organisation's period starting at `from`, if computed within
  /// kKeepMs of `now_ms`.
  std::optional<Highlights> find(OrgId org, const std::string& period, std::int64_t from,
                                 std::int64_t now_ms) const;
  /// Keeps an answer computed at `now_ms`, unless the organisation's posts changed since
  /// `generation` (what generation() said before the answer was read).
  void keep(OrgId org, const Highlights& h, std::int64_t now_ms, std::uint64_t generation) const;
  /// The organisation's count of changes seen on this node.
  std::uint64_t generation(OrgId org) const;
  /// A post of the organisation was written or changed: its answers are recomputed.
  void forget(OrgId org) const;

 private:
  struct Entry {
    Highlights highlights;
    std::int64_t computed_at = 0;
  };
  using Key = std::tuple<std::int64_t, std::string, std::int64_t>;

  mutable std::mutex mutex_;
  mutable std::map<Key, Entry> entries_;
  mutable std::map<std::int64_t, std::uint64_t> generations_;
};

}  // namespace aplauso::feed
