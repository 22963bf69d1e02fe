// The private answers and the organisation's thresholds (privacy_sql.h). Reads are grouped by
// segment: no statement returns one person's answers.
#pragma once

#include <cstdint>
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
};

struct SegmentCount {
  std::string segment;  ///< the JSON array as stored
  std::int64_t respondents = 0;
};

struct SegmentItem {
  std::string segment;
  std::string item;
  std::int64_t respondents = 0;
  std::int64_t numbers = 0;
  std::int64_t sum_micros = 0;
};

struct SegmentChoice {
  std::string segment;
  std::string item;
  std::string choice;
  std::int64_t count = 0;
};

struct SegmentText {
  std::string segment;
  std::string item;
  std::string text;
};

class PrivacyRepo {
 public:
  std::optional<StoredThresholds> thresholds(db::Conn& c, OrgId org) const;
  void set_thresholds(db::Conn& c, OrgId org, const StoredThresholds& t, std::int64_t now_ms) const;

  /// Fails with the database's unique violation if the key is taken (never, being random).
  void insert(db::Conn& c, OrgId org, const std::string& key, std::string_view source,
              std::int64_t cycle, const std::string& segment, std::string_view day,
              const std::vector<AnswerRow>& answers) const;

  std::vector<SegmentCount> atoms(db::Conn& c, OrgId org, std::string_view source,
                                  std::int64_t cycle) const;
  std::vector<SegmentItem> items(db::Conn& c, OrgId org, std::string_view source,
                                 std::int64_t cycle) const;
  std::vector<SegmentChoice> choices(db::Conn& c, OrgId org, std::string_view source,
                                     std::int64_t cycle) const;
  std::vector<SegmentText> texts(db::Conn& c, OrgId org, std::string_view source,
                                 std::int64_t cycle, const std::vector<std::string>& items) const;
  std::int64_t responses(db::Conn& c, OrgId org, std::string_view source, std::int64_t cycle) const;
  void forget(db::Conn& c, OrgId org, std::string_view source) const;
};

}  // namespace aplauso::privacy
