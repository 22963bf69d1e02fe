// The private answers and the organisation's thresholds (privacy_sql.h). Reads are grouped by
// segment: no statement returns one person's answers.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/ids.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::privacy {

struct StoredThresholds {
  std::int64_t k = 0;
  std::int64_t k_comments = 0;
};

/// One answer row as written: `number_micros` is the number in millionths.
struct AnswerRow {
  std::string item;
  std::string choice;
  bool has_number = false;
  std::int64_t number_micros = 0;
  std::string text;
  std::string reply_box;   ///< "" when the author allowed no replies
  bool item_head = false;  ///< the first row of its item in the response
};

struct SegmentCount {
  std::string segment;  ///< the JSON array as stored
  std::int64_t respondents = 0;
};

/// One option of one item in one segment: `heads` responses answered the item through this row
/// (item_head), `numbers`/`sum_micros` its numeric answers, `count` rows chose it.
struct SegmentFigure {
  std::string segment;
  std::string item;
  std::string choice;
  std::int64_t heads = 0;
  std::int64_t numbers = 0;
  std::int64_t sum_micros = 0;
  std::int64_t count = 0;
};

struct SegmentText {
  std::string segment;
  std::string item;
  std::string text;
  std::string reply_box;
};

struct BoxedText {
  std::string box;
  std::string source;
  std::string item;
  std::string text;
};

/// A row of a read over every cycle.
template <typename Row>
struct CycleRow {
  std::int64_t cycle = 0;
  Row row;
};

/// The bound that reads a whole cycle.
inline constexpr std::string_view kWhole = "9999-12-31";

class PrivacyRepo {
 public:
  std::optional<StoredThresholds> thresholds(db::Conn& c, OrgId org) const;
  void set_thresholds(db::Conn& c, OrgId org, const StoredThresholds& t, std::int64_t now_ms) const;

  /// Fails with the database's unique violation if the key is taken (never, being random).
  void insert(db::Conn& c, OrgId org, const std::string& key, std::string_view source,
              std::int64_t cycle, const std::string& segment, std::string_view day,
              const std::vector<AnswerRow>& answers) const;

  // The reads count the answers given up to `through` (a day, YYYY-MM-DD; kWhole for all).
  std::vector<SegmentCount> atoms(db::Conn& c, OrgId org, std::string_view source,
                                  std::int64_t cycle, std::string_view through) const;
  std::vector<SegmentFigure> figures(db::Conn& c, OrgId org, std::string_view source,
                                     std::int64_t cycle, std::string_view through) const;
  std::vector<SegmentText> texts(db::Conn& c, OrgId org, std::string_view source,
                                 std::int64_t cycle, std::string_view through,
                                 const std::vector<std::string>& items) const;

  std::vector<BoxedText> boxed_texts(db::Conn& c, OrgId org,
                                     const std::vector<std::string>& boxes) const;

  /// Every cycle of a source from `first` to `last`, each bounded by its release (whole without
  /// one).
  std::vector<CycleRow<SegmentCount>> cycle_atoms(db::Conn& c, OrgId org, std::string_view source,
                                                  std::int64_t first, std::int64_t last) const;
  std::vector<CycleRow<SegmentFigure>> cycle_figures(db::Conn& c, OrgId org,
                                                     std::string_view source, std::int64_t first,
                                                     std::int64_t last) const;

  /// The last day a cycle's release counts; nullopt when nothing was released.
  std::optional<std::string> release(db::Conn& c, OrgId org, std::string_view source,
                                     std::int64_t cycle) const;
  /// Every release of a source, by cycle.
  std::map<std::int64_t, std::string> releases(db::Conn& c, OrgId org,
                                               std::string_view source) const;
  /// Moves a release on to `through` (never back: a later day already stored stays).
  void set_release(db::Conn& c, OrgId org, std::string_view source, std::int64_t cycle,
                   std::string_view through, std::int64_t now_ms) const;
  std::int64_t responses(db::Conn& c, OrgId org, std::string_view source, std::int64_t cycle) const;
  void forget(db::Conn& c, OrgId org, std::string_view source) const;
};

}  // namespace aplauso::privacy
