// Reads of the values page: fixed aggregates over the recognitions' values (corp_values_sql.h).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/ids.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::corp_values {

struct DayCount {
  std::int64_t value_id = 0;  ///< 0 for every recognition
  std::int64_t day = 0;       ///< days since 1970-01-01 (UTC)
  std::int64_t count = 0;
};

struct RecentRecognition {
  std::int64_t value_id = 0;
  std::int64_t post_id = 0;
  std::optional<std::int64_t> author_id;
  std::string message;
  std::int64_t created_at = 0;
};

struct PersonCount {
  std::int64_t value_id = 0;
  std::int64_t user_id = 0;
  std::int64_t count = 0;
};

struct DepartmentCount {
  std::int64_t value_id = 0;
  std::int64_t department_id = 0;
  std::int64_t count = 0;
};

struct Department {
  std::int64_t id = 0;
  std::string name;
  std::int64_t members = 0;
};

class CorpValuesRepo {
 public:
  std::vector<DayCount> value_days(db::Conn& c, OrgId org, std::int64_t since_ms) const;
  std::vector<DayCount> recognition_days(db::Conn& c, OrgId org, std::int64_t since_ms) const;
  std::vector<RecentRecognition> recent(db::Conn& c, OrgId org, std::int64_t since_ms) const;
  std::vector<PersonCount> top_senders(db::Conn& c, OrgId org, std::int64_t since_ms) const;
  std::vector<PersonCount> top_receivers(db::Conn& c, OrgId org, std::int64_t since_ms) const;
  std::vector<DepartmentCount> department_counts(db::Conn& c, OrgId org,
                                                 std::int64_t since_ms) const;
  std::vector<Department> departments(db::Conn& c, OrgId org) const;
  /// Suggestions shown and accepted since `since_ms`.
  std::pair<std::int64_t, std::int64_t> suggestions(db::Conn& c, OrgId org,
                                                    std::int64_t since_ms) const;
  /// Whether the person appears in the top lists (true when they never chose).
  bool listed(db::Conn& c, OrgId org, std::int64_t user_id) const;
  void set_listed(db::Conn& c, OrgId org, std::int64_t user_id, bool listed,
                  std::int64_t now_ms) const;
};

}  // namespace aplauso::corp_values
