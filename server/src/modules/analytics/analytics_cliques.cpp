// Small cliques (analytics_cliques.h). The mutual graph (an edge when two people recognised each
// other) is pruned first: someone whose best (kCliqueMaxSize − 1) mutual partners got less than
// kCliqueMinShare of what they sent cannot be in a flagged group, and dropping them may drop
// others, so it repeats until nothing changes. Groups are then grown in increasing id order over
// what is left (each set once) and checked from three members up; a flagged group inside a larger
// flagged group, or inside a clique larger than kCliqueMaxSize (a team), is not listed.
#include "modules/analytics/analytics_cliques.h"

#include <algorithm>
#include <functional>
#include <initializer_list>
#include <map>
#include <optional>
#include <set>
#include <unordered_map>
#include <utility>

namespace aplauso::analytics {

namespace {

using MutualEdge = std::pair<std::int64_t, std::int64_t>;

struct MutualGraph {
  std::map<MutualEdge, const PairTotal*> sent_to;       // (sender, receiver) -> pair
  std::unordered_map<std::int64_t, std::int64_t> sent;  // person -> all they sent
  std::map<std::int64_t, std::set<std::int64_t>> mutual;

  std::int64_t to(std::int64_t a, std::int64_t b) const {
    const auto it = sent_to.find({a, b});
    return it == sent_to.end() ? 0 : it->second->recognitions;
  }
  std::int64_t points(std::int64_t a, std::int64_t b) const {
    const auto it = sent_to.find({a, b});
    return it == sent_to.end() ? 0 : it->second->points;
  }
};

/// Whether `person`'s best mutual partners (as many as a group can hold) carry enough of what
/// they sent.
bool may_belong(const MutualGraph& g, std::int64_t person) {
  const auto it = g.mutual.find(person);
  if (it == g.mutual.end() || it->second.size() + 1 < kCliqueMinSize) return false;
  std::vector<std::int64_t> given;
  given.reserve(it->second.size());
  for (const auto other : it->second) given.push_back(g.to(person, other));
  const auto best = std::min(given.size(), kCliqueMaxSize - 1);
  std::partial_sort(given.begin(), given.begin() + static_cast<std::ptrdiff_t>(best), given.end(),
                    std::greater<>());
  std::int64_t top = 0;
  for (std::size_t i = 0; i < best; ++i) top += given[i];
  const auto all = g.sent.at(person);
  return top >= kCliqueMinEach &&
         static_cast<double>(top) >= kCliqueMinShare * static_cast<double>(all);
}

void prune_mutual(MutualGraph& g) {
  for (bool changed = true; changed;) {
    changed = false;
    for (auto it = g.mutual.begin(); it != g.mutual.end();) {
      if (may_belong(g, it->first)) {
        ++it;
        continue;
      }
      for (const auto other : it->second) g.mutual[other].erase(it->first);
      it = g.mutual.erase(it);
      changed = true;
    }
  }
}

/// The group's evidence when it is flagged.
std::optional<CliqueFound> clique_evidence(const MutualGraph& g,
                                           const std::vector<std::int64_t>& group) {
  CliqueFound found;
  for (const auto a : group) {
    CliqueMember m{a, g.sent.at(a), 0, 0};
    for (const auto b : group) {
      if (a == b) continue;
      m.within += g.to(a, b);
      found.points += g.points(a, b);
    }
    m.share = m.sent == 0 ? 0 : static_cast<double>(m.within) / static_cast<double>(m.sent);
    if (m.within < kCliqueMinEach || m.share < kCliqueMinShare) return std::nullopt;
    found.recognitions += m.within;
    found.members.push_back(m);
  }
  return found;
}

}  // namespace

std::vector<CliqueFound> find_cliques(const std::vector<PairTotal>& pairs) {
  MutualGraph g;
  for (const auto& p : pairs) {
    if (p.sender == p.receiver || p.recognitions <= 0) continue;
    g.sent_to[{p.sender, p.receiver}] = &p;
    g.sent[p.sender] += p.recognitions;
  }
  for (const auto& [edge, p] : g.sent_to) {
    if (edge.first < edge.second && g.sent_to.count({edge.second, edge.first}) != 0) {
      g.mutual[edge.first].insert(edge.second);
      g.mutual[edge.second].insert(edge.first);
    }
  }
  prune_mutual(g);

  // Every flagged group of three to five, by its members (ascending ids).
  std::map<std::vector<std::int64_t>, CliqueFound> found;
  std::size_t examined = 0;
  std::vector<std::int64_t> group;
  // Grows `group` with people of higher id who are mutual with every member.
  std::function<void(const std::vector<std::int64_t>&)> grow =
      [&](const std::vector<std::int64_t>& candidates) {
        for (std::size_t i = 0; i < candidates.size() && examined < kMaxCliqueCandidates; ++i) {
          const auto next = candidates[i];
          group.push_back(next);
          ++examined;
          if (group.size() >= kCliqueMinSize) {
            if (auto f = clique_evidence(g, group)) found.emplace(group, std::move(*f));
          }
          if (group.size() < kCliqueMaxSize) {
            std::vector<std::int64_t> rest;
            const auto& partners = g.mutual.at(next);
            for (std::size_t j = i + 1; j < candidates.size(); ++j) {
              if (partners.count(candidates[j]) != 0) rest.push_back(candidates[j]);
            }
            if (group.size() + rest.size() >= kCliqueMinSize) grow(rest);
          }
          group.pop_back();
        }
      };
  for (const auto& [person, partners] : g.mutual) {
    group.assign(1, person);
    std::vector<std::int64_t> higher(partners.upper_bound(person), partners.end());
    if (higher.size() + 1 >= kCliqueMinSize) grow(higher);
  }

  // Listed: a flagged group that is not part of a larger flagged group, nor of a clique larger
  // than kCliqueMaxSize (a whole team that recognises itself is not a small clique).
  std::vector<CliqueFound> out;
  for (auto& [members, f] : found) {
    std::vector<std::int64_t> common;  // mutual with every member
    for (const auto other : g.mutual.at(members.front())) {
      if (std::all_of(members.begin() + 1, members.end(), [&](std::int64_t m) {
            return other != m && g.mutual.at(m).count(other) != 0;
          })) {
        common.push_back(other);
      }
    }
    if (members.size() == kCliqueMaxSize && !common.empty()) continue;
    const auto with = [&members](std::initializer_list<std::int64_t> more) {
      auto larger = members;
      larger.insert(larger.end(), more);
      std::sort(larger.begin(), larger.end());
      return larger;
    };
    bool covered = false;
    for (std::size_t a = 0; a < common.size() && !covered; ++a) {
      covered = found.count(with({common[a]})) != 0;
      if (members.size() + 2 > kCliqueMaxSize) continue;
      for (std::size_t b = a + 1; b < common.size() && !covered; ++b) {
        covered = g.mutual.at(common[a]).count(common[b]) != 0 &&
                  found.count(with({common[a], common[b]})) != 0;
      }
    }
    if (!covered) out.push_back(std::move(f));
  }
  std::stable_sort(out.begin(), out.end(), [](const CliqueFound& a, const CliqueFound& b) {
    return a.recognitions > b.recognitions;
  });
  if (out.size() > kMaxCliques) out.resize(kMaxCliques);
  return out;
}

}  // namespace aplauso::analytics
