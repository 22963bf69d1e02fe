#include "modules/feed/highlights_cache.h"

namespace aplauso::feed {

namespace {
// Beyond this many kept answers (organisations × periods), the stale ones are dropped first.
constexpr std::size_t kMostEntries = 4096;
}  // namespace

std::optional<Highlights> HighlightsCache::find(OrgId org, const std::string& period,
                                                std::int64_t from, std::int64_t now_ms) const {
  const std::lock_guard lock(mutex_);
  const auto found = entries_.find(Key{org.value, period, from});
  if (found == entries_.end()) return std::nullopt;
  const auto age = now_ms - found->second.computed_at;
  if (age < 0 || age >= kKeepMs) return std::nullopt;
  return found->second.highlights;
}

void HighlightsCache::keep(OrgId org, const Highlights& h, std::int64_t now_ms,
                           std::uint64_t generation) const {
  const std::lock_guard lock(mutex_);
  const auto seen = generations_.find(org.value);
  if ((seen == generations_.end() ? 0 : seen->second) != generation) return;
  if (entries_.size() >= kMostEntries) {
    std::erase_if(entries_, [now_ms](const auto& entry) {
      return now_ms - entry.second.computed_at >= kKeepMs;
    });
    if (entries_.size() >= kMostEntries) entries_.clear();
  }
  entries_[Key{org.value, h.period, h.from}] = Entry{h, now_ms};
}

std::uint64_t HighlightsCache::generation(OrgId org) const {
  const std::lock_guard lock(mutex_);
  const auto seen = generations_.find(org.value);
  return seen == generations_.end() ? 0 : seen->second;
}

void HighlightsCache::forget(OrgId org) const {
  const std::lock_guard lock(mutex_);
  ++generations_[org.value];
  std::erase_if(entries_,
                [org](const auto& entry) { return std::get<0>(entry.first) == org.value; });
}

}  // namespace aplauso::feed
