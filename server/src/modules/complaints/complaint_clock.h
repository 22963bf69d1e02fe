// The legal clocks of the complaints channel (CMP-8; docs/complaints.md): business days that skip
// weekends and a country's public holidays (server/data/holidays-<country>.txt), and the
// deadlines each jurisdiction profile gives a case, checked against the entries of its log.
// Pure: no database.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace aplauso::complaints {

/// Whether `day` (YYYY-MM-DD) is a public holiday of `country` ("cl", "mx", "co"; anything else
/// has none).
bool is_holiday(const std::string& day, const std::string& country);
/// Whether `day` is a business day: Monday to Friday and not a holiday of `country`.
bool is_business_day(const std::string& day, const std::string& country);
/// `day` plus `n` business days of `country` (n = 0: `day` itself). The first counted day is
/// the next business day after `day`.
std::string add_business_days(const std::string& day, std::int64_t n, const std::string& country);
/// Business days from `from` (exclusive) to `to` (inclusive); 0 when `to` is not after `from`.
std::int64_t business_days_between(const std::string& from, const std::string& to,
                                   const std::string& country);

struct CustomDays {
  std::int64_t acknowledge_days = 7;
  std::int64_t investigation_days = 30;
  std::int64_t measures_days = 15;
  bool business_days = true;
  std::optional<std::string> holidays_country;
};

struct Deadline {
  std::string
      key;  ///< resguardo, derivation, investigation, measures, acknowledge, feedback, response
  std::string due_day;
  bool business_days = false;
  std::int64_t days = 0;
  std::string status;  ///< open, met, overdue, not_applicable
  std::optional<std::string> met_day;
  std::string basis;
};

/// The log's facts the clocks read: the day of the first entry of each kind (empty when none).
struct Milestones {
  std::string received;
  std::optional<std::string> resguardo;      ///< resguardo_adopted
  std::optional<std::string> derived;        ///< derived
  std::optional<std::string> investigation;  ///< investigation_started
  std::optional<std::string> acknowledged;   ///< first handler action after received
  std::optional<std::string> report;         ///< report_deposited
  std::optional<std::string> measures;       ///< measures_applied
  std::optional<std::string> closed;         ///< closed
};

/// The deadlines of a case under `profile` as of `today`.
std::vector<Deadline> deadlines(const std::string& profile, const CustomDays& custom,
                                const Milestones& m, const std::string& today);

/// The country whose holidays a profile's business days skip.
std::string holiday_country(const std::string& profile, const CustomDays& custom);

}  // namespace aplauso::complaints
