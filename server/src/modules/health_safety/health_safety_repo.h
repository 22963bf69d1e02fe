// The only code that runs the health and safety module's SQL (health_safety_sql.h).
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/ids.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::health_safety {

struct Photo {
  std::string key;
  std::string name;
};

struct ReportRow {
  std::int64_t id = 0;
  std::string kind;
  std::optional<std::int64_t> reporter_id;
  std::optional<std::int64_t> site_id;
  std::string place;
  std::string occurred_at;
  std::string description;
  bool injury = false;
  std::string severity = "none";
  std::string status = "reported";
  std::string root_cause;
  std::optional<std::int64_t> signed_off_by;
  std::optional<std::int64_t> signed_off_at;
  std::int64_t created_at = 0;
  std::int64_t updated_at = 0;
  /// Written only (an anonymous report's receipt code, hashed); never read back.
  std::optional<std::string> receipt_hash;
  // Filled by load_details.
  std::vector<std::int64_t> injured;
  std::vector<Photo> photos;
};

struct EventRow {
  std::int64_t id = 0;
  std::int64_t at = 0;
  std::string kind;
  std::optional<std::int64_t> actor_id;
  std::string detail;
};

struct Atom {
  std::optional<std::int64_t> site_id;
  std::string kind;
  std::string month;
  std::int64_t count = 0;
};

struct MetricRow {
  std::int64_t id = 0;
  std::string day;
  std::optional<std::int64_t> weight_dg;
  std::optional<std::int64_t> steps;
  std::optional<std::int64_t> sleep_minutes;
  std::optional<std::int64_t> resting_hr;
  std::int64_t created_at = 0;
};

class HealthSafetyRepo {
 public:
  std::optional<ReportRow> report(db::Conn& c, OrgId org, std::int64_t id) const;
  /// The report whose receipt code hashes to `hash`; none in this organisation: nullopt.
  std::optional<ReportRow> by_receipt(db::Conn& c, OrgId org, const std::string& hash) const;
  /// Newest first; `filter` "status" or "kind" with its value, or "" for all.
  std::vector<ReportRow> reports(db::Conn& c, OrgId org, const std::string& filter,
                                 const std::string& value, std::int64_t limit,
                                 std::int64_t offset) const;
  std::vector<ReportRow> of_reporter(db::Conn& c, OrgId org, std::int64_t user, std::int64_t limit,
                                     std::int64_t offset) const;
  std::int64_t insert_report(db::Conn& c, OrgId org, const ReportRow& r,
                             const std::string& month) const;
  bool move(db::Conn& c, OrgId org, std::int64_t id, const std::string& from, const std::string& to,
            std::int64_t now) const;
  bool sign_off(db::Conn& c, OrgId org, std::int64_t id, std::int64_t officer,
                std::int64_t now) const;
  bool change_investigation(db::Conn& c, OrgId org, std::int64_t id, const std::string& severity,
                            const std::string& root_cause, std::int64_t now) const;
  std::vector<Atom> atoms(db::Conn& c, OrgId org, const std::string& since_month) const;
  /// Fills each report's injured people and photos (two statements for all).
  void load_details(db::Conn& c, OrgId org, std::vector<ReportRow>& rows) const;
  void insert_injured(db::Conn& c, OrgId org, std::int64_t report, std::int64_t user) const;
  bool is_injured(db::Conn& c, OrgId org, std::int64_t report, std::int64_t user) const;
  bool injured_since(db::Conn& c, OrgId org, std::int64_t user, std::int64_t since) const;
  void insert_photo(db::Conn& c, OrgId org, std::int64_t report, const Photo& p) const;
  std::vector<std::int64_t> active_among(db::Conn& c, OrgId org,
                                         const std::vector<std::int64_t>& ids) const;

  std::vector<EventRow> events(db::Conn& c, OrgId org, std::int64_t report) const;
  std::int64_t count_events(db::Conn& c, OrgId org, std::int64_t report,
                            const std::string& kind) const;
  void insert_event(db::Conn& c, OrgId org, std::int64_t report, std::int64_t at,
                    const std::string& kind, std::optional<std::int64_t> actor,
                    const std::string& detail) const;
  void insert_action(db::Conn& c, OrgId org, std::int64_t report, std::int64_t task,
                     std::int64_t now) const;

  std::vector<std::int64_t> officers(db::Conn& c, OrgId org) const;
  bool is_officer(db::Conn& c, OrgId org, std::int64_t user) const;
  void set_officers(db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids,
                    std::int64_t now) const;
  std::vector<std::int64_t> admins(db::Conn& c, OrgId org) const;

  bool metrics_enabled(db::Conn& c, OrgId org, std::int64_t user) const;
  void enable_metrics(db::Conn& c, OrgId org, std::int64_t user, std::int64_t now) const;
  /// Turns the log off and deletes every entry.
  void disable_metrics(db::Conn& c, OrgId org, std::int64_t user) const;
  std::vector<MetricRow> metrics(db::Conn& c, OrgId org, std::int64_t user, std::int64_t limit,
                                 std::int64_t offset) const;
  std::int64_t metrics_count(db::Conn& c, OrgId org, std::int64_t user) const;
  std::int64_t insert_metric(db::Conn& c, OrgId org, std::int64_t user, const MetricRow& m) const;
  bool delete_metric(db::Conn& c, OrgId org, std::int64_t user, std::int64_t id) const;

  void forget_person(db::Conn& c, OrgId org, std::int64_t user) const;
};

}  // namespace aplauso::health_safety
