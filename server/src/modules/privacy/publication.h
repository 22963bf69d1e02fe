// Which cells of a report may be shown without letting anyone work out who said what (issue 29,
// SUR-★1, engagement.md Appendix A; docs/privacy.md). Pure: no database, no I/O.
//
// A report is read from *atoms*: the respondents grouped by every segment dimension at once (one
// atom per combination of values that occurs, with its number of respondents). A *cell* is the
// set of respondents matching up to `max_constraints` dimension = value constraints (none: the
// whole population). A viewer can combine any breakdown with any filter, so every cell of the
// family is published or hidden once, whatever table it appears in: `publish` decides for the
// whole family, and every view reads its cells' statuses from the result.
//
// A cell is published (ok) only when
//   - it has at least k respondents, and so has its complement inside each of its parents
//     (a filter whose complement is below k is too specific: "combinación demasiado específica");
//   - no hidden cell can be computed from the published ones: inside each parent, when exactly
//     one sibling is hidden the smallest visible sibling is hidden too unless at least 3
//     respondents separate them; then, to a fixed point, any hidden cell whose respondents are a
//     linear combination of published cells (totals included) hides one more published cell.
// Cells with no respondents are `no_data` ("Sin datos"): there is no one to protect.
// Every figure of a published cell (counts per answer, sums of scores) adds up over the same
// atoms as its respondent count, so what protects the counts protects the figures.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace aplauso::privacy {

enum class Status { kOk, kSuppressedSmall, kSuppressedComplementary, kNoData };

/// "ok" | "suppressed_small" | "suppressed_complementary" | "no_data" (the contract's names).
const char* status_name(Status status);

struct Thresholds {
  std::int64_t k = 5;            ///< minimum respondents for any figure (never below 3)
  std::int64_t k_comments = 10;  ///< minimum respondents before verbatim comments show
};

/// The thresholds that apply: an organisation's (at least 3) raised by a survey's override
/// (which may only raise them).
Thresholds effective(const Thresholds& organisation, std::optional<std::int64_t> survey_k,
                     std::optional<std::int64_t> survey_k_comments);

/// Respondents who share one value for every dimension (values in the order of
/// Universe::dimensions; "" when the respondent has no value for that dimension).
struct Atom {
  std::vector<std::string> values;
  std::int64_t respondents = 0;
};

struct Universe {
  std::vector<std::string> dimensions;  ///< e.g. {"department", "country", "tenure"}
  std::vector<Atom> atoms;
};

/// A cell: constraints on distinct dimensions (index into Universe::dimensions, value).
struct Constraint {
  std::size_t dimension = 0;
  std::string value;
  friend bool operator==(const Constraint&, const Constraint&) = default;
};
using Cell = std::vector<Constraint>;

struct CellStatus {
  Status status = Status::kNoData;
  std::int64_t respondents = 0;  ///< the true count, for the engine's callers; shown only when ok
};

/// The statuses of the whole family of cells with up to `max_constraints` constraints.
class Publication {
 public:
  /// The status of a cell (constraints in any order). A cell outside the family (more
  /// constraints than decided, or a value no atom has) is hidden (or no_data when empty).
  CellStatus status(const Cell& cell) const;
  /// Whether a view may filter on `filter`: its cell and its complement inside the whole
  /// population both have at least k respondents (otherwise the view is refused).
  bool filter_allowed(const Cell& filter) const;
  std::size_t published_count() const;
  std::size_t hidden_count() const;

  // Internals, read by the property test.
  struct Entry {
    Cell cell;  ///< constraints sorted by dimension
    std::vector<std::size_t> atoms;
    CellStatus state;
  };
  const std::vector<Entry>& entries() const { return entries_; }

 private:
  friend Publication publish(const Universe&, const Thresholds&, std::size_t);
  std::vector<Entry> entries_;
  std::map<std::string, std::size_t> index_;  ///< entries by their sorted cell
  std::size_t max_constraints_ = 0;
  std::int64_t k_ = 5;
  std::int64_t total_ = 0;
};

/// Decides every cell with up to `max_constraints` constraints (1: breakdowns; 2: a breakdown
/// under one filter).
Publication publish(const Universe& universe, const Thresholds& thresholds,
                    std::size_t max_constraints = 2);

/// The privacy preview (SUR-★4): for an audience (its atoms) and a share of it answering
/// (0.6, 0.8, 1.0), the single-constraint cells that would be hidden, each with its audience
/// size, assuming every atom answers at that rate (rounded down).
struct PreviewCell {
  Cell cell;
  std::int64_t audience = 0;
  Status status = Status::kOk;
};
std::vector<PreviewCell> preview(const Universe& audience, const Thresholds& thresholds,
                                 double response_rate);

}  // namespace aplauso::privacy
