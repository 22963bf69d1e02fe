// Moods (issue 32, MOO-1..MOO-4, MOO-★2; docs/moods.md, ADR 0065): a person's daily check-in
// (one per organisation day, editable and deletable that day only), their own history, their
// choice to share levels (never notes) with their leader, the team and organisation views (every
// figure decided by the privacy engine), the alerts on published groups, and the care resources
// a person sees on their own low streak. Holds the rules and owns its transactions.
//
// The privacy engine receives a closed day's entries once (source "moods", cycle = the day's
// number since 1970-01-01, segment [department id, leader id]); the insights and alerts read
// them back only through PrivacyService::trend.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/clock.h"
#include "core/ids.h"
#include "modules/moods/care_offers.h"
#include "modules/moods/mood_repo.h"
#include "modules/users/person_erasure.h"

namespace aplauso::db {
class Database;
}
namespace aplauso::audit {
class AuditLog;
}
namespace aplauso::notifications {
class NotificationService;
}
namespace aplauso::privacy {
class PrivacyService;
}

namespace aplauso::moods {

inline constexpr std::string_view kSource = "moods";
inline constexpr std::size_t kMaxNote = 500;
inline constexpr std::size_t kMaxOwnTags = 10;
inline constexpr std::int64_t kMaxRangeDays = 366;

struct Tag {
  std::string key;
  std::string label;
  std::string label_en;
};

struct CareResource {
  std::string title;
  std::string title_en;
  std::string body;
  std::string body_en;
  std::string url;
};

struct Settings {
  std::string cadence = "daily";  ///< daily | weekly
  std::int64_t weekday = 1;       ///< weekly: 1 Monday .. 7 Sunday
  std::vector<std::int64_t> working_days{1, 2, 3, 4, 5};
  std::string prompt_time = "10:00";
  std::vector<Tag> tags;  ///< the organisation's own (the four built-in ones always apply)
  double alert_mean_below = 2.5;
  std::int64_t alert_days = 3;
  std::int64_t alert_low_percent = 40;
  std::vector<CareResource> care_resources;
  std::string support_contact;
};

struct Entry {
  std::string day;
  std::int64_t level = 0;
  std::string note;
  std::vector<std::string> tags;
  std::int64_t created_at = 0;
  std::int64_t updated_at = 0;
};

/// The care resources a person sees on their own low streak (nothing recorded about it): the
/// organisation's resources and contact, and what other modules offer through the care slot
/// (care_offers.h: the telemedicine providers open to them).
struct Care {
  std::vector<CareResource> resources;
  std::string support_contact;
  std::vector<CareOffer> offers;
};

struct Today {
  std::string day;
  std::optional<Entry> entry;
  std::vector<Entry> week;  ///< the last 7 days' entries (today included), oldest first
  std::vector<Tag> tags;    ///< what a check-in may carry
  bool share_with_leader = false;
  std::optional<Care> care;
};

struct History {
  std::string start_date;
  std::string end_date;
  std::vector<Entry> entries;  ///< oldest first
  std::optional<double> average;
  std::array<std::int64_t, 5> counts{};  ///< per level 1..5
  std::optional<Care> care;              ///< only in the person's own history
  bool share_with_leader = false;
};

/// One published-or-hidden figure set (a day, or a period).
struct Figures {
  std::string status = "no_data";  ///< the engine's: ok | suppressed_small | ... | no_data
  bool refused = false;          ///< the scope is too specific (combinación demasiado específica)
  std::int64_t respondents = 0;  ///< ok only
  std::optional<double> mean;
  std::array<std::int64_t, 5> distribution{};
  std::optional<double> participation;                     ///< respondents / people in scope (0..1)
  std::vector<std::pair<std::string, std::int64_t>> tags;  ///< with >= k_comments respondents
};

struct DayFigures {
  std::string day;
  Figures figures;
};

struct Insights {
  std::string scope;  ///< org | department:{id} | team:{leader id}
  std::string scope_name;
  std::int64_t period = 7;
  std::int64_t people = 0;  ///< in scope today
  std::int64_t k = 5;
  std::int64_t k_comments = 10;
  std::vector<DayFigures> days;  ///< oldest first, every day of the period (closed days only)
  Figures summary;               ///< over the published days only
  std::int64_t published_days = 0;
};

struct Viewer {
  std::int64_t id = 0;
  bool admin = false;
};

class MoodService {
 public:
  MoodService(const db::Database& db, const Clock& clock, const privacy::PrivacyService& privacy,
              const notifications::NotificationService& notices, const audit::AuditLog& audit,
              const CareOffers& care_offers)
      : db_(db),
        clock_(clock),
        privacy_(privacy),
        notices_(notices),
        audit_(audit),
        care_offers_(care_offers) {}

  /// The organisation's day (YYYY-MM-DD) now.
  std::string today(std::string_view time_zone) const;

  Today today_view(OrgId org, std::string_view time_zone, std::int64_t user) const;
  /// Saves today's check-in (create or replace). 409 day_closed when `day` is given and is not
  /// today; 422 for a level outside 1..5, a note over 500 characters, an unknown tag.
  Entry check_in(OrgId org, std::string_view time_zone, std::int64_t user, std::int64_t level,
                 const std::string& note, const std::vector<std::string>& tags,
                 const std::optional<std::string>& day) const;
  /// 409 day_closed as above; 404 when there is no entry today.
  void remove_today(OrgId org, std::string_view time_zone, std::int64_t user,
                    const std::optional<std::string>& day) const;

  /// The person's own history; 422 invalid_dates for a bad or too long range.
  History history(OrgId org, std::string_view time_zone, std::int64_t user,
                  const std::optional<std::string>& start,
                  const std::optional<std::string>& end) const;
  bool set_sharing(OrgId org, std::int64_t user, bool with_leader) const;
  /// A report's history as their leader sees it (levels and dates only); 404 unless `person`
  /// reports to `leader` and shares with them.
  History shared_history(OrgId org, std::string_view time_zone, std::int64_t leader,
                         std::int64_t person, const std::optional<std::string>& start,
                         const std::optional<std::string>& end) const;
  std::vector<users::Person> shared_people(OrgId org, std::int64_t leader) const;

  /// The figures of a scope over the last `period` closed days (7 or 30), every cell decided by
  /// the privacy engine. 422 invalid_scope, 403 for a scope the viewer may not see, 404 for
  /// another organisation's department.
  Insights insights(OrgId org, std::string_view time_zone, const Viewer& viewer,
                    const std::string& scope, std::int64_t period) const;

  Settings settings(OrgId org) const;
  /// Every tag a check-in may carry: the four built-in ones, then the organisation's.
  std::vector<Tag> tags(OrgId org) const;
  Settings set_settings(OrgId org, const Settings& next) const;

  /// The prompt job: at each organisation's prompt time on a prompting day, the people without a
  /// check-in are told (kind mood_prompt), once per day. Returns how many were told.
  int send_prompts() const;
  /// The closing job: every closed day not yet handed over goes to the privacy engine once, then
  /// the alerts of the last closed day are evaluated. Returns the days handed over.
  int close_days() const;

  void forget_person(db::Conn& c, OrgId org, const users::ErasedPerson& person) const;

  /// The demo's past entries (mood_demo.cpp), written as their day's check-in would have been.
  void seed_entry(db::Conn& c, OrgId org, std::int64_t user, const std::string& day,
                  std::int64_t level, const std::string& note, const std::vector<std::string>& tags,
                  std::int64_t at_ms) const;
  void seed_sharing(db::Conn& c, OrgId org, std::int64_t user, std::int64_t at_ms) const;

 private:
  Settings settings(db::Conn& c, OrgId org) const;
  std::optional<Care> care(db::Conn& c, OrgId org, std::int64_t user, const std::string& day,
                           const Settings& s) const;
  int close_org(OrgId org, const std::string& time_zone) const;
  void evaluate_alerts(OrgId org, const std::string& day) const;

  const db::Database& db_;
  const Clock& clock_;
  const privacy::PrivacyService& privacy_;
  const notifications::NotificationService& notices_;
  const audit::AuditLog& audit_;
  const CareOffers& care_offers_;
  MoodRepo repo_;
};

/// The day number the privacy engine's cycle holds (days since 1970-01-01).
std::int64_t day_number(std::string_view day);

}  // namespace aplauso::moods
