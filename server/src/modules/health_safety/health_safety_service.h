// Health and safety (issue 33, BEN-8, BEN-9, BEN-★3; docs/health-safety.md, ADR 0077).
//   - Members report incidents, near misses and hazards (place, optional site from the sites
//     slot, date and time, description, photos, people of the organisation who were hurt, an
//     injury yes/no and a severity; no clinical data). A hazard may be reported anonymously:
//     then no reporter is stored anywhere (row, timeline, audit, notifications) and the report
//     keeps only its day of filing; its receipt code, shown once, follows it (the stages, the
//     officers' notes for the reporter) and adds information to it, with the code alone.
//   - Officers (admins and the people in the module's own list) investigate: reported →
//     investigating → actions → closed, each move conditional on the stage the officer saw;
//     corrective actions are tasks of the tasks module (source health_safety); closing is the
//     sign-off, refused while an action is open.
//   - Statistics by site, type and month, published through the one privacy engine.
//   - Care routing: a person recorded as hurt sees the organisation's care offers.
//   - Body metrics: each person's private opt-in log; nobody else reads it.
#pragma once

#include <boost/json/object.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/ids.h"
#include "core/rate_limiter.h"
#include "modules/health_safety/health_safety_repo.h"
#include "modules/moods/care_offers.h"
#include "modules/structure/sites.h"

namespace aplauso {
class Clock;
}
namespace aplauso::db {
class Conn;
class Database;
}  // namespace aplauso::db
namespace aplauso::audit {
class AuditLog;
}
namespace aplauso::notifications {
class NotificationService;
}
namespace aplauso::privacy {
class PrivacyService;
}
namespace aplauso::tasks {
class TaskService;
}
namespace aplauso::uploads {
class UploadService;
}
namespace aplauso::users {
struct ErasedPerson;
}

namespace aplauso::health_safety {

/// The upload type of photos (the spec's fixed list has none of its own).
inline constexpr const char* kPhotoUploadType = "comm-attachment";

struct Caller {
  std::int64_t user_id = 0;
  bool admin = false;
};

/// A report as filed.
struct NewReport {
  std::string kind;
  std::optional<std::int64_t> site_id;
  std::string place;
  std::string occurred_at;
  std::string description;
  bool injury = false;
  std::string severity = "none";
  std::vector<std::int64_t> injured;
  std::vector<std::string> photo_keys;
};

struct Action {
  std::int64_t task_id = 0;
  std::string title;
  std::string status;
  std::optional<std::string> due_on;
  std::vector<std::int64_t> assignees;
};

/// What a reporter follows of their report: each stage reached, the officers' notes meant for
/// them and what they added. Internal notes, who acted and corrective actions stay out.
struct FollowUp {
  std::int64_t id = 0;
  /// reported | investigating | actions | signed_off | reply | reporter_comment
  std::string kind;
  std::int64_t at = 0;
  /// An anonymous entry (the filing of an anonymous report, what its reporter added): it keeps
  /// its day only, `at` being midnight UTC.
  bool day_only = false;
  std::string text;  ///< a reply's or a comment's; empty for a stage
};

/// An anonymous report as its receipt code shows it.
struct ReceiptView {
  ReportRow row;
  std::optional<std::string> site_name;
  std::vector<FollowUp> follow_up;
  bool can_comment = false;
};

/// A report as a caller sees it. Officers get the timeline; the person hurt gets the care
/// offers; an identified reporter, what they follow.
struct ReportView {
  ReportRow row;
  std::optional<std::string> site_name;
  std::vector<Action> actions;
  std::vector<EventRow> events;     ///< officers only
  std::vector<FollowUp> follow_up;  ///< its identified reporter only
  bool officer = false;
  bool mine = false;
  std::optional<std::vector<moods::CareOffer>> care;  ///< the person hurt only
};

struct ReportPage {
  std::vector<ReportView> items;
  bool has_more = false;
};

struct Overview {
  bool officer = false;
  bool metrics_enabled = false;
  std::vector<moods::CareOffer> care;  ///< when recorded hurt in the last 90 days
};

/// One figure of the statistics: hidden (count none) when the privacy engine hides it.
struct StatCell {
  std::string key;
  std::optional<std::string> label;
  std::optional<std::int64_t> count;
};

struct Stats {
  std::int64_t k = 5;
  std::optional<std::int64_t> total;
  std::vector<StatCell> by_site;
  std::vector<StatCell> by_kind;
  std::vector<StatCell> by_month;
};

struct MetricInput {
  std::string day;
  std::optional<double> weight_kg;
  std::optional<std::int64_t> steps;
  std::optional<double> sleep_hours;
  std::optional<std::int64_t> resting_hr;
};

struct MetricPage {
  std::vector<MetricRow> items;
  std::int64_t total = 0;
  bool enabled = false;
};

class HealthSafetyService {
 public:
  /// Receipt codes one client address may try a minute (each follow or addition is a try).
  static constexpr double kReceiptTries = 20;
  /// What a reporter may add to one report with its code.
  static constexpr std::int64_t kMostReporterComments = 20;
  static constexpr std::int64_t kMostReplies = 100;

  HealthSafetyService(const db::Database& db, const Clock& clock,
                      const uploads::UploadService& uploads, const tasks::TaskService& tasks,
                      const privacy::PrivacyService& privacy, const audit::AuditLog& audit,
                      const notifications::NotificationService& notices,
                      const structure::Sites& sites, const moods::CareOffers& care)
      : db_(db),
        clock_(clock),
        uploads_(uploads),
        tasks_(tasks),
        privacy_(privacy),
        audit_(audit),
        notices_(notices),
        sites_(sites),
        care_(care) {}

  Overview overview(OrgId org, const Caller& who) const;
  /// The organisation's sites (none when no module fills the slot).
  std::vector<structure::Site> sites(OrgId org) const;

  /// 422 naming every bad field. Returns the report as its reporter sees it.
  ReportView report(OrgId org, const Caller& who, const NewReport& in) const;
  /// An anonymous hazard: nothing of who sent it is kept. Photos are refused (an upload names
  /// its uploader). Returns its receipt code ("ABCD EFGH JKLM NPQR"), which only the answer
  /// carries: the report keeps its hash.
  std::string report_anonymous(OrgId org, const NewReport& in) const;
  /// The report a receipt code opens, in this organisation; 404 receipt_not_found for any
  /// other code; 429 too_many_attempts beyond kReceiptTries a minute from one client address
  /// (`client`, kept hashed in memory for a minute).
  ReceiptView follow(OrgId org, const std::string& code, const std::string& client) const;
  /// Information the reporter adds with the code (1 to 2000 characters, kept with its day
  /// only); officers are told. 409 report_closed; 422 too_many_comments beyond
  /// kMostReporterComments. The same 404 and 429 as follow().
  ReceiptView add_information(OrgId org, const std::string& code, const std::string& text,
                              const std::string& client) const;
  ReportPage mine(OrgId org, const Caller& who, std::int64_t page, std::int64_t per_page) const;
  /// The reporter, the people hurt and officers; 404 for anyone else.
  ReportView get(OrgId org, const Caller& who, std::int64_t id) const;

  // Officers (403 not_officer for anyone else).
  bool is_officer(OrgId org, const Caller& who) const;
  ReportPage list(OrgId org, const Caller& who, const std::string& filter, const std::string& value,
                  std::int64_t page, std::int64_t per_page) const;
  /// Moves a report from `from` to `to` (the next stage only); 409 stale_status when it is no
  /// longer at `from`; closing is the sign-off (409 actions_open while an action is open).
  ReportView transition(OrgId org, const Caller& who, std::int64_t id, const std::string& from,
                        const std::string& to, const std::string& note) const;
  ReportView investigate(OrgId org, const Caller& who, std::int64_t id,
                         const std::optional<std::string>& severity,
                         const std::optional<std::string>& root_cause) const;
  ReportView add_action(OrgId org, const Caller& who, std::int64_t id, const std::string& title,
                        const std::string& description, std::int64_t assignee,
                        const std::optional<std::string>& due_on) const;
  /// A note for the reporter (1 to 2000 characters): they read it with the receipt code, or on
  /// their report (and are told) when identified. Audited.
  ReportView reply(OrgId org, const Caller& who, std::int64_t id, const std::string& text) const;
  Stats stats(OrgId org, const Caller& who) const;

  // Admins.
  std::vector<std::int64_t> officers(OrgId org) const;
  std::vector<std::int64_t> set_officers(OrgId org, const std::vector<std::int64_t>& ids) const;

  // Body metrics: the caller's own only.
  MetricPage metrics(OrgId org, std::int64_t user, std::int64_t page, std::int64_t per_page) const;
  bool set_metrics_enabled(OrgId org, std::int64_t user, bool enabled) const;
  MetricRow add_metric(OrgId org, std::int64_t user, const MetricInput& in) const;
  void delete_metric(OrgId org, std::int64_t user, std::int64_t id) const;

  void forget_person(db::Conn& c, OrgId org, const users::ErasedPerson& person) const;

 private:
  bool officer(db::Conn& c, OrgId org, const Caller& who) const;
  void require_officer(db::Conn& c, OrgId org, const Caller& who) const;
  ReportView view(db::Conn& c, OrgId org, const Caller& who, ReportRow row, bool officer) const;
  std::int64_t insert(db::Conn& c, OrgId org, std::optional<std::int64_t> reporter,
                      const NewReport& in, std::int64_t now,
                      const std::optional<std::string>& receipt_hash = std::nullopt) const;
  std::vector<std::int64_t> officer_ids(db::Conn& c, OrgId org) const;
  /// The report of a receipt code (after the client's try is counted); 404 otherwise.
  ReportRow by_receipt(db::Conn& c, OrgId org, const std::string& code,
                       const std::string& client) const;
  ReceiptView receipt_view(db::Conn& c, OrgId org, ReportRow row) const;

  const db::Database& db_;
  const Clock& clock_;
  const uploads::UploadService& uploads_;
  const tasks::TaskService& tasks_;
  const privacy::PrivacyService& privacy_;
  const audit::AuditLog& audit_;
  const notifications::NotificationService& notices_;
  const structure::Sites& sites_;
  const moods::CareOffers& care_;
  HealthSafetyRepo repo_;
  mutable RateLimiter receipt_tries_{kReceiptTries, kReceiptTries};
};

}  // namespace aplauso::health_safety
