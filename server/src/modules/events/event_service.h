// Events (docs/events.md, ADR 0060): the rules. Who sees and edits an event, its fields, the
// RSVP with capacity held in the registration's own transaction (EVT-4), the waitlist promoted
// in order with a hold to confirm (EVT-3), the .ics download and personal feed (EVT-5), the
// reminders (EVT-6), check-in with a rotating pass or event code paying attendance points once
// (EVT-7, EVT-★1) and the month view with birthdays and anniversaries (EVT-8). Each public
// method is one transaction of its own.
#pragma once

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <boost/json/value.hpp>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/clock.h"
#include "core/errors.h"
#include "core/ids.h"
#include "core/rate_limiter.h"
#include "modules/events/event_repo.h"
#include "modules/forms/form_rules.h"
#include "modules/users/person_erasure.h"
#include "modules/users/user_repo.h"

namespace aplauso::db {
class Conn;
class Database;
}  // namespace aplauso::db
namespace aplauso::storage {
class FileStore;
}
namespace aplauso::audit {
class AuditLog;
}
namespace aplauso::notifications {
class NotificationService;
}
namespace aplauso::live {
class EventHub;
}
namespace aplauso::points {
class PointsService;
}
namespace aplauso::forms {
class FormService;
}
namespace aplauso::media {
class MediaService;
}
namespace aplauso::celebrations {
class CelebrationService;
}
namespace aplauso::surveys {
class SurveyService;
}

namespace aplauso::events {

/// The owner name of registration forms in the forms engine.
inline constexpr std::string_view kFormOwner = "events";
/// The live hint sent when an event's registrations change (its page refreshes the counts).
inline constexpr std::string_view kRegistrationsSignal = "events.registrations";
/// Audiences larger than this get no event_invited notification on publish.
inline constexpr std::int64_t kMostInvited = 500;
/// Check-in opens this long before the start.
inline constexpr std::int64_t kCheckinEarlyMs = 3'600'000;

struct EventInput;

/// A custom RSVP answer of an event (EVT-2): counted as going (takes a place) or not going.
struct RsvpOption {
  std::string key;  ///< given by the server, stable across edits
  std::string label;
  std::optional<std::string> label_en;
  std::string counts_as;  ///< going | not_going
};
/// The options kept in events.rsvp_options (JSON text), and back.
std::vector<RsvpOption> options_of(const std::string& text);
boost::json::array options_json(const std::vector<RsvpOption>& options);
/// The reminders kept in events.reminders ("7d,1d,1h").
std::vector<std::string> reminders_of(const std::string& text);

struct Caller {
  std::int64_t user_id = 0;
  bool admin = false;
};

/// The caller's view of an event.
struct EventView {
  EventRow row;
  std::vector<users::Person> organisers;
  std::vector<std::int64_t> departments;
  std::vector<std::int64_t> groups;
  Counts counts;
  std::optional<RegistrationRow> my;
  std::optional<std::string> cover_url;
  bool can_manage = false;
  bool registration_open = false;
  bool checkin_open = false;
  std::optional<std::int64_t> places_left() const;
};

/// The detail adds the registration questions.
struct EventDetail {
  EventView event;
  std::optional<boost::json::object> form;  ///< the definition as kept
  std::optional<std::int64_t> form_version;
  std::optional<forms::FormContext> form_context;
};

struct ListQuery {
  std::optional<std::int64_t> from;
  std::optional<std::int64_t> to;
  bool mine = false;
  bool manage = false;
  bool past = false;
  std::string status;
  std::int64_t limit = 20;
  std::int64_t offset = 0;
};

struct EventPage {
  std::vector<EventView> items;
  std::int64_t total = 0;
};

struct Celebration {
  std::string kind;  ///< birthday | anniversary
  std::string day;   ///< YYYY-MM-DD
  users::Person person;
  std::optional<int> years;
};

struct MonthView {
  std::string month;
  std::string time_zone;
  std::vector<EventView> events;
  std::vector<Celebration> celebrations;
};

struct Pass {
  std::int64_t registration_id = 0;
  std::string code;
  std::string qr_text;
  std::int64_t expires_at = 0;
};

struct RotatingCode {
  std::string code;
  std::int64_t expires_at = 0;
};

struct CheckinResult {
  std::int64_t registration_id = 0;
  users::Person person;
  std::int64_t checked_in_at = 0;
  bool already = false;
  std::int64_t points_paid = 0;
};

struct Attendee {
  RegistrationRow row;
  users::Person person;
  std::optional<users::Person> checked_in_by;
};

struct AttendeePage {
  std::vector<Attendee> items;
  std::int64_t total = 0;
  Counts counts;
  std::optional<std::int64_t> capacity;
  bool ended = false;
  std::optional<double> no_show_rate;
  std::vector<RsvpOption> options;
  std::map<std::string, std::int64_t> option_counts;  ///< registrations per custom option
};

struct FeedLink {
  std::string token;
  std::int64_t created_at = 0;
};

class EventService {
 public:
  EventService(const db::Database& db, const Clock& clock, const storage::FileStore& files,
               const audit::AuditLog& audit, notifications::NotificationService& notices,
               const live::EventHub& hub, const points::PointsService& points,
               const forms::FormService& forms, const media::MediaService& media,
               const celebrations::CelebrationService& celebrations,
               const surveys::SurveyService& surveys)
      : db_(db),
        clock_(clock),
        files_(files),
        audit_(audit),
        notices_(notices),
        hub_(hub),
        points_(points),
        forms_(forms),
        media_(media),
        celebrations_(celebrations),
        surveys_(surveys),
        self_checkins_(1.0, 10.0) {}

  EventPage list(OrgId org, const Caller& who, const ListQuery& q) const;
  /// `month` YYYY-MM ("" for the current one) in `time_zone`; birthdays and anniversaries when
  /// those modules are on.
  MonthView month(OrgId org, const Caller& who, const std::string& month,
                  const std::string& time_zone, bool birthdays, bool anniversaries) const;
  EventDetail create(OrgId org, const Caller& who, const boost::json::object& body,
                     const std::string& org_time_zone) const;
  EventDetail read(OrgId org, const Caller& who, std::int64_t id,
                   const std::string& org_time_zone) const;
  EventDetail update(OrgId org, const Caller& who, std::int64_t id, const boost::json::object& body,
                     const std::string& org_time_zone) const;
  /// "deleted" or "cancelled".
  std::string remove(OrgId org, const Caller& who, std::int64_t id) const;
  EventDetail publish(OrgId org, const Caller& who, std::int64_t id,
                      const std::string& org_time_zone) const;

  RegistrationRow rsvp(OrgId org, const Caller& who, std::int64_t id,
                       const boost::json::object& body, const std::string& org_time_zone) const;
  RegistrationRow confirm(OrgId org, const Caller& who, std::int64_t id) const;
  RegistrationRow decline(OrgId org, const Caller& who, std::int64_t id) const;

  /// The event as an RFC 5545 calendar; `host` names the UID's domain.
  std::string ics(OrgId org, const Caller& who, std::int64_t id, const std::string& host) const;
  /// A new feed secret for the person (the previous one stops working).
  FeedLink rotate_feed(OrgId org, std::int64_t user_id) const;
  /// The feed of a token; nullopt when it names nobody.
  std::optional<std::string> feed(OrgId org, const std::string& token,
                                  const std::string& host) const;

  Pass pass(OrgId org, const Caller& who, std::int64_t id) const;
  RotatingCode event_code(OrgId org, const Caller& who, std::int64_t id) const;
  CheckinResult checkin(OrgId org, const Caller& who, std::int64_t id,
                        const std::string& pass) const;
  CheckinResult self_checkin(OrgId org, const Caller& who, std::int64_t id,
                             const std::string& code) const;
  AttendeePage attendees(OrgId org, const Caller& who, std::int64_t id, const std::string& status,
                         std::int64_t limit, std::int64_t offset) const;

  /// A person erased (ADR 0018), in the erasing transaction: their places in events to come go
  /// to the next on each waitlist, their registration answers and calendar secret are deleted,
  /// and they organise nothing; past attendance stays, as the ledger does.
  void forget_person(db::Conn& c, OrgId org, const users::ErasedPerson& person) const;

  // --- Jobs ------------------------------------------------------------------------------------
  /// Offers whose hold has passed are cancelled and their places offered to the next; returns
  /// how many expired.
  int expire_offers() const;
  /// The reminders due (a week, a day and an hour before the start) to confirmed registrants,
  /// once each, for organisations with the module on; the week-before one only to those who
  /// registered before that week began. Returns how many were sent.
  int send_reminders() const;
  /// The post-event survey's link to the attendees of events ended in the last week (checked
  /// in; the confirmed ones when the event checked nobody in), once each; returns how many.
  int send_followups() const;

  // --- Demo ------------------------------------------------------------------------------------
  /// In the caller's transaction: an event as the demo writes it (published), registrations
  /// included.
  std::int64_t seed(db::Conn& c, OrgId org, const NewEventRow& row,
                    const std::vector<std::int64_t>& organisers) const;
  void seed_registration(db::Conn& c, OrgId org, std::int64_t event_id, std::int64_t user_id,
                         const std::string& response) const;
  void seed_checkin(db::Conn& c, OrgId org, std::int64_t event_id, std::int64_t user_id,
                    std::int64_t by) const;

  /// Called in the check-in's transaction when a person's attendance is first recorded (the
  /// challenges module counts event_attended): the person, the event and the moment.
  using AttendedHook = std::function<void(db::Conn&, OrgId, std::int64_t user_id,
                                          std::int64_t event_id, std::int64_t at_ms)>;
  /// Install-time only (modules installed after events).
  void on_attended(AttendedHook hook) { attended_hooks_.push_back(std::move(hook)); }

 private:
  std::vector<EventView> views(db::Conn& c, OrgId org, const Caller& who,
                               std::vector<EventRow> rows) const;
  EventDetail detail(db::Conn& c, OrgId org, const Caller& who, std::int64_t id,
                     const std::string& org_time_zone) const;
  /// The event if the caller may see it (404 otherwise); `lock` takes its row lock.
  EventRow visible(db::Conn& c, OrgId org, const Caller& who, std::int64_t id, bool lock) const;
  /// The event if the caller may manage it: 404 when they may not see it, 403 otherwise.
  EventRow managed(db::Conn& c, OrgId org, const Caller& who, std::int64_t id, bool lock) const;
  bool manages(db::Conn& c, OrgId org, const Caller& who, std::int64_t id) const;
  /// Offers the free places to the waitlist in order (the event row locked); the people offered
  /// join `touched`.
  void promote(db::Conn& c, OrgId org, const EventRow& e, std::vector<std::int64_t>& touched) const;
  /// The live hint to the event's organisers and `users`.
  void changed(db::Conn& c, OrgId org, std::int64_t event_id,
               std::vector<std::int64_t> users) const;
  /// The read URLs of the events' covers (outside any transaction: the media library's list).
  void attach_covers(OrgId org, std::vector<EventView*> views) const;
  /// The audience, organisers and cover named exist (errors otherwise).
  void check_references(db::Conn& c, OrgId org, const EventInput& in,
                        std::vector<FieldError>& errors) const;
  /// Saves the registration questions as the next version of the event's form (none: null).
  void save_form(db::Conn& c, OrgId org, const Caller& who, EventRow& e,
                 const std::optional<boost::json::value>& definition) const;
  /// event_invited to the audience when it holds at most kMostInvited people.
  void invite(db::Conn& c, OrgId org, const Caller& who, const EventRow& e) const;
  CheckinResult check_in(db::Conn& c, OrgId org, const EventRow& e, RegistrationRow reg,
                         std::optional<std::int64_t> by) const;
  std::int64_t hold_until(const EventRow& e, std::int64_t now) const;
  /// The custom options and post-event survey of an edit checked against the event as it was
  /// (options in use kept, the survey the organisation's and active or scheduled).
  void check_rsvp_settings(db::Conn& c, OrgId org, const EventInput& in, const EventRow& before,
                           EventRow& e, std::vector<FieldError>& errors) const;

  const db::Database& db_;
  const Clock& clock_;
  const storage::FileStore& files_;
  const audit::AuditLog& audit_;
  notifications::NotificationService& notices_;
  const live::EventHub& hub_;
  const points::PointsService& points_;
  const forms::FormService& forms_;
  const media::MediaService& media_;
  const celebrations::CelebrationService& celebrations_;
  const surveys::SurveyService& surveys_;
  mutable RateLimiter self_checkins_;
  std::vector<AttendedHook> attended_hooks_;
  EventRepo repo_;
};

}  // namespace aplauso::events
