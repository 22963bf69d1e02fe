#include "modules/privacy/publication.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>
#include <utility>

namespace aplauso::privacy {

namespace {

// Linear algebra over the integers modulo a 61-bit prime: whether a hidden cell's indicator
// vector (over the atoms) is a combination of the published ones. A combination over the
// rationals is one modulo p too unless p divides a denominator, which for 0/1 rows of this size
// does not happen in practice; the property test checks the same with exact rationals.
constexpr std::uint64_t kPrime = (std::uint64_t{1} << 61) - 1;

__extension__ using Wide = unsigned __int128;

std::uint64_t mul(std::uint64_t a, std::uint64_t b) {
  const Wide product = static_cast<Wide>(a) * b;
  std::uint64_t low = static_cast<std::uint64_t>(product & kPrime);
  std::uint64_t high = static_cast<std::uint64_t>(product >> 61);
  std::uint64_t sum = low + high;
  if (sum >= kPrime) sum -= kPrime;
  return sum;
}

std::uint64_t sub(std::uint64_t a, std::uint64_t b) {
  return a >= b ? a - b : a + kPrime - b;
}

std::uint64_t inverse(std::uint64_t a) {
  std::uint64_t result = 1;
  std::uint64_t exponent = kPrime - 2;
  while (exponent > 0) {
    if (exponent & 1) result = mul(result, a);
    a = mul(a, a);
    exponent >>= 1;
  }
  return result;
}

using Vector = std::vector<std::uint64_t>;

/// A reduced row-echelon basis of the published cells' rows, each basis row remembering which
/// published cells it combines (so that a derivation can name a cell to hide).
class Basis {
 public:
  Basis(std::size_t atoms, std::size_t cells) : atoms_(atoms), cells_(cells) {}

  void add(const Vector& row, std::size_t cell) {
    Vector r = row;
    Vector combo(cells_, 0);
    combo[cell] = 1;
    reduce(r, combo);
    const auto pivot = first_nonzero(r);
    if (pivot == atoms_) return;
    const auto scale = inverse(r[pivot]);
    for (auto& x : r) x = mul(x, scale);
    for (auto& x : combo) x = mul(x, scale);
    rows_.push_back({pivot, std::move(r), std::move(combo)});
  }

  /// The published cells of one combination giving `row`, or nullopt when there is none.
  std::optional<std::vector<std::size_t>> derivation(const Vector& row) const {
    Vector r = row;
    Vector combo(cells_, 0);
    reduce(r, combo);
    if (first_nonzero(r) != atoms_) return std::nullopt;
    std::vector<std::size_t> used;
    for (std::size_t i = 0; i < cells_; ++i) {
      if (combo[i] != 0) used.push_back(i);
    }
    return used;
  }

 private:
  struct Row {
    std::size_t pivot;
    Vector values;
    Vector combo;
  };

  std::size_t first_nonzero(const Vector& r) const {
    for (std::size_t i = 0; i < atoms_; ++i) {
      if (r[i] != 0) return i;
    }
    return atoms_;
  }

  void reduce(Vector& r, Vector& combo) const {
    for (const auto& row : rows_) {
      const auto factor = r[row.pivot];
      if (factor == 0) continue;
      for (std::size_t i = row.pivot; i < atoms_; ++i) {
        if (row.values[i] != 0) r[i] = sub(r[i], mul(factor, row.values[i]));
      }
      for (std::size_t i = 0; i < cells_; ++i) {
        if (row.combo[i] != 0) combo[i] = sub(combo[i], mul(factor, row.combo[i]));
      }
    }
  }

  std::size_t atoms_;
  std::size_t cells_;
  std::vector<Row> rows_;
};

std::string key_of(const Cell& cell) {
  std::string key;
  for (const auto& c : cell) {
    key += std::to_string(c.dimension);
    key += '=';
    key += c.value;
    key += '\x1f';
  }
  return key;
}

Cell sorted(Cell cell) {
  std::sort(cell.begin(), cell.end(),
            [](const Constraint& a, const Constraint& b) { return a.dimension < b.dimension; });
  return cell;
}

bool hidden(Status s) {
  return s == Status::kSuppressedSmall || s == Status::kSuppressedComplementary;
}

/// The subsets of {0..dimensions-1} with at most `size` members, smallest first.
std::vector<std::vector<std::size_t>> subsets(std::size_t dimensions, std::size_t size) {
  std::vector<std::vector<std::size_t>> out{{}};
  for (std::size_t s = 1; s <= size && s <= dimensions; ++s) {
    std::vector<bool> pick(dimensions, false);
    std::fill(pick.begin(), pick.begin() + static_cast<std::ptrdiff_t>(s), true);
    std::vector<std::vector<std::size_t>> level;
    do {
      std::vector<std::size_t> subset;
      for (std::size_t i = 0; i < dimensions; ++i) {
        if (pick[i]) subset.push_back(i);
      }
      level.push_back(std::move(subset));
    } while (std::prev_permutation(pick.begin(), pick.end()));
    std::sort(level.begin(), level.end());
    out.insert(out.end(), level.begin(), level.end());
  }
  return out;
}

}  // namespace

const char* status_name(Status status) {
  switch (status) {
    case Status::kOk: return "ok";
    case Status::kSuppressedSmall: return "suppressed_small";
    case Status::kSuppressedComplementary: return "suppressed_complementary";
    case Status::kNoData: return "no_data";
  }
  return "no_data";
}

Thresholds effective(const Thresholds& organisation, std::optional<std::int64_t> survey_k,
                     std::optional<std::int64_t> survey_k_comments) {
  Thresholds t;
  t.k = std::max<std::int64_t>(3, organisation.k);
  if (survey_k) t.k = std::max(t.k, *survey_k);
  t.k_comments = std::max(t.k, organisation.k_comments);
  if (survey_k_comments) t.k_comments = std::max(t.k_comments, *survey_k_comments);
  return t;
}

Publication publish(const Universe& universe, const Thresholds& thresholds,
                    std::size_t max_constraints) {
  Publication pub;
  pub.max_constraints_ = max_constraints;
  pub.k_ = std::max<std::int64_t>(3, thresholds.k);
  const auto k = pub.k_;
  const auto dimensions = universe.dimensions.size();

  // Atoms with nobody in them say nothing: they are left out.
  std::vector<std::size_t> live;
  for (std::size_t a = 0; a < universe.atoms.size(); ++a) {
    if (universe.atoms[a].respondents > 0) live.push_back(a);
  }
  for (const auto a : live) pub.total_ += universe.atoms[a].respondents;

  // The family: every combination of values that occurs, on every subset of dimensions.
  std::map<std::string, std::size_t> index;
  for (const auto& dims : subsets(dimensions, max_constraints)) {
    std::map<std::vector<std::string>, std::vector<std::size_t>> groups;
    for (const auto a : live) {
      std::vector<std::string> values;
      values.reserve(dims.size());
      for (const auto d : dims) values.push_back(universe.atoms[a].values.at(d));
      groups[values].push_back(a);
    }
    if (groups.empty() && dims.empty()) groups[{}] = {};
    for (auto& [values, atoms] : groups) {
      Publication::Entry entry;
      for (std::size_t i = 0; i < dims.size(); ++i) entry.cell.push_back({dims[i], values[i]});
      entry.atoms = std::move(atoms);
      for (const auto a : entry.atoms) entry.state.respondents += universe.atoms[a].respondents;
      const auto n = entry.state.respondents;
      entry.state.status =
          n == 0 ? Status::kNoData : (n < k ? Status::kSuppressedSmall : Status::kOk);
      index[key_of(entry.cell)] = pub.entries_.size();
      pub.entries_.push_back(std::move(entry));
    }
  }
  pub.index_ = std::move(index);
  auto& entries = pub.entries_;
  auto find = [&](const Cell& cell) -> Publication::Entry* {
    const auto it = pub.index_.find(key_of(cell));
    return it == pub.index_.end() ? nullptr : &entries[it->second];
  };

  // A cell whose complement inside a parent is below k would give that complement away.
  for (auto& entry : entries) {
    if (entry.state.status != Status::kOk) continue;
    for (std::size_t drop = 0; drop < entry.cell.size(); ++drop) {
      Cell parent = entry.cell;
      parent.erase(parent.begin() + static_cast<std::ptrdiff_t>(drop));
      const auto* p = find(parent);
      const auto rest = p->state.respondents - entry.state.respondents;
      if (rest > 0 && rest < k) entry.state.status = Status::kSuppressedComplementary;
    }
  }

  // Inside each parent and dimension, one hidden child alone is the parent minus its visible
  // siblings: hide the smallest visible sibling with it (the fixed point below checks the rest).
  std::map<std::string, std::vector<std::size_t>> families;
  for (std::size_t i = 0; i < entries.size(); ++i) {
    const auto& cell = entries[i].cell;
    for (std::size_t drop = 0; drop < cell.size(); ++drop) {
      Cell parent = cell;
      parent.erase(parent.begin() + static_cast<std::ptrdiff_t>(drop));
      families[key_of(parent) + "/" + std::to_string(cell[drop].dimension)].push_back(i);
    }
  }
  for (bool changed = true; changed;) {
    changed = false;
    for (const auto& [name, members] : families) {
      std::size_t hidden_count = 0;
      std::optional<std::size_t> smallest;
      for (const auto i : members) {
        if (hidden(entries[i].state.status)) {
          ++hidden_count;
        } else if (entries[i].state.status == Status::kOk &&
                   (!smallest ||
                    entries[i].state.respondents < entries[*smallest].state.respondents)) {
          smallest = i;
        }
      }
      if (hidden_count == 1 && smallest) {
        entries[*smallest].state.status = Status::kSuppressedComplementary;
        changed = true;
      }
    }
  }

  // To a fixed point: no hidden cell may be a combination of published ones.
  const auto atom_count = universe.atoms.size();
  auto row_of = [&](const Publication::Entry& e) {
    Vector row(atom_count, 0);
    for (const auto a : e.atoms) row[a] = 1;
    return row;
  };
  for (;;) {
    Basis basis(atom_count, entries.size());
    for (std::size_t i = 0; i < entries.size(); ++i) {
      if (entries[i].state.status == Status::kOk) basis.add(row_of(entries[i]), i);
    }
    std::optional<std::size_t> to_hide;
    for (const auto& entry : entries) {
      if (!hidden(entry.state.status)) continue;
      const auto used = basis.derivation(row_of(entry));
      if (!used) continue;
      // Hide the smallest published cell the derivation uses, the population last.
      for (const auto i : *used) {
        const auto better = [&](std::size_t a, std::size_t b) {
          const bool a_top = entries[a].cell.empty();
          const bool b_top = entries[b].cell.empty();
          if (a_top != b_top) return b_top;
          return entries[a].state.respondents < entries[b].state.respondents;
        };
        if (!to_hide || better(i, *to_hide)) to_hide = i;
      }
      break;
    }
    if (!to_hide) break;
    entries[*to_hide].state.status = Status::kSuppressedComplementary;
  }
  return pub;
}

CellStatus Publication::status(const Cell& cell) const {
  const auto it = index_.find(key_of(sorted(cell)));
  if (it != index_.end()) return entries_[it->second].state;
  // Not in the family: nobody matches (no data), or it combines more constraints than were
  // decided (hidden, whatever its size).
  CellStatus none;
  none.status = cell.size() > max_constraints_ ? Status::kSuppressedSmall : Status::kNoData;
  return none;
}

bool Publication::filter_allowed(const Cell& filter) const {
  return status(filter).status == Status::kOk;
}

std::size_t Publication::published_count() const {
  return static_cast<std::size_t>(
      std::count_if(entries_.begin(), entries_.end(),
                    [](const Entry& e) { return e.state.status == Status::kOk; }));
}

std::size_t Publication::hidden_count() const {
  return static_cast<std::size_t>(std::count_if(
      entries_.begin(), entries_.end(), [](const Entry& e) { return hidden(e.state.status); }));
}

std::vector<PreviewCell> preview(const Universe& audience, const Thresholds& thresholds,
                                 double response_rate) {
  Universe answering = audience;
  for (auto& atom : answering.atoms) {
    atom.respondents = static_cast<std::int64_t>(
        std::floor(static_cast<double>(atom.respondents) * response_rate));
  }
  const auto pub = publish(answering, thresholds, 1);
  std::vector<PreviewCell> out;
  for (std::size_t d = 0; d < audience.dimensions.size(); ++d) {
    std::map<std::string, std::int64_t> sizes;
    for (const auto& atom : audience.atoms) sizes[atom.values.at(d)] += atom.respondents;
    for (const auto& [value, size] : sizes) {
      if (size == 0) continue;
      PreviewCell cell;
      cell.cell = {{d, value}};
      cell.audience = size;
      cell.status = pub.status(cell.cell).status;
      if (cell.status == Status::kNoData) cell.status = Status::kSuppressedSmall;
      out.push_back(std::move(cell));
    }
  }
  return out;
}

}  // namespace aplauso::privacy
