// Events as stored: events, their audience and organisers, registrations, the reminders sent and
// the calendar feed secrets. The only code that runs their SQL; every method takes the
// organisation.
#pragma once

#include <boost/describe/class.hpp>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/ids.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::events {

struct EventRow {
  std::int64_t id = 0;
  std::string title;
  std::string description;
  std::optional<std::int64_t> cover_media_id;
  std::string kind;
  std::int64_t starts_at = 0;
  std::int64_t ends_at = 0;
  std::string time_zone;
  std::optional<std::string> location;
  std::optional<std::string> link;
  std::optional<std::int64_t> capacity;
  std::int64_t hold_hours = 24;
  std::optional<std::int64_t> registration_opens_at;
  std::optional<std::int64_t> registration_closes_at;
  bool audience_everyone = true;
  std::string status;
  std::int64_t attendance_points = 0;
  bool allow_maybe = true;
  std::optional<std::string> form_id;
  std::int64_t sequence = 0;
  std::string checkin_secret;
  std::optional<std::int64_t> created_by;
  std::int64_t created_at = 0;
  std::int64_t updated_at = 0;
  std::optional<std::int64_t> published_at;
  std::optional<std::int64_t> cancelled_at;
  std::int64_t max_guests = 0;
  std::string rsvp_options = "[]";  ///< JSON text (event_service.cpp reads it)
  std::string reminders = "7d,1d,1h";
  std::optional<std::int64_t> followup_survey_id;
};
BOOST_DESCRIBE_STRUCT(EventRow, (),
                      (id, title, description, cover_media_id, kind, starts_at, ends_at, time_zone,
                       location, link, capacity, hold_hours, registration_opens_at,
                       registration_closes_at, audience_everyone, status, attendance_points,
                       allow_maybe, form_id, sequence, checkin_secret, created_by, created_at,
                       updated_at, published_at, cancelled_at, max_guests, rsvp_options, reminders,
                       followup_survey_id))

/// What a new event is written with (the row's fields but id, form and timestamps).
using NewEventRow = EventRow;

struct RegistrationRow {
  std::int64_t id = 0;
  std::int64_t event_id = 0;
  std::int64_t user_id = 0;
  std::string response;
  std::string status;
  std::optional<std::int64_t> waitlist_position;
  std::optional<std::int64_t> offered_until;
  std::optional<std::int64_t> form_version;
  std::optional<std::string> answers;
  std::optional<std::int64_t> checked_in_at;
  std::optional<std::int64_t> checked_in_by;
  bool points_paid = false;
  std::int64_t created_at = 0;
  std::int64_t updated_at = 0;
  std::int64_t guests = 0;
  std::optional<std::string> option_key;
};
BOOST_DESCRIBE_STRUCT(RegistrationRow, (),
                      (id, event_id, user_id, response, status, waitlist_position, offered_until,
                       form_version, answers, checked_in_at, checked_in_by, points_paid, created_at,
                       updated_at, guests, option_key))

struct Counts {
  std::int64_t confirmed = 0;
  std::int64_t offered = 0;
  std::int64_t waitlisted = 0;
  std::int64_t maybe = 0;
  std::int64_t not_going = 0;
  std::int64_t checked_in = 0;
  std::int64_t guests = 0;  ///< of the confirmed and offered registrations
};

struct WaitingRef {
  std::int64_t id = 0;
  std::int64_t user_id = 0;
  std::int64_t guests = 0;
};
BOOST_DESCRIBE_STRUCT(WaitingRef, (), (id, user_id, guests))

struct FollowupEvent {
  std::int64_t event_id = 0;
  std::int64_t survey_id = 0;
  std::string title;
};
BOOST_DESCRIBE_STRUCT(FollowupEvent, (), (event_id, survey_id, title))

struct AudienceRef {
  std::int64_t event_id = 0;
  std::string kind;
  std::int64_t ref_id = 0;
};
BOOST_DESCRIBE_STRUCT(AudienceRef, (), (event_id, kind, ref_id))

struct OrganiserRef {
  std::int64_t event_id = 0;
  std::int64_t user_id = 0;
};
BOOST_DESCRIBE_STRUCT(OrganiserRef, (), (event_id, user_id))

/// The list's filter (events_sql.h kList).
struct ListFilter {
  std::int64_t department = -1;
  std::vector<std::int64_t> groups;
  std::int64_t user_id = 0;
  bool admin = false;
  bool manage = false;
  std::string status;
  bool mine = false;
  std::int64_t from = 0;
  std::int64_t to = 0;
  bool past = false;
  std::int64_t now = 0;
  bool ranged = false;
};

struct ReminderTarget {
  std::int64_t registration_id = 0;
  std::int64_t user_id = 0;
  std::int64_t event_id = 0;
  std::string title;
  std::int64_t starts_at = 0;
  std::string time_zone;
};
BOOST_DESCRIBE_STRUCT(ReminderTarget, (),
                      (registration_id, user_id, event_id, title, starts_at, time_zone))

struct EventKey {
  std::int64_t org_id = 0;
  std::int64_t event_id = 0;
};
BOOST_DESCRIBE_STRUCT(EventKey, (), (org_id, event_id))

class EventRepo {
 public:
  std::int64_t insert(db::Conn& c, OrgId org, const NewEventRow& e, std::int64_t now_ms) const;
  std::optional<EventRow> find(db::Conn& c, OrgId org, std::int64_t id, bool lock = false) const;
  void update(db::Conn& c, OrgId org, const EventRow& e, std::int64_t now_ms) const;
  void set_form(db::Conn& c, OrgId org, std::int64_t id,
                const std::optional<std::string>& form_id) const;
  void publish(db::Conn& c, OrgId org, std::int64_t id, std::int64_t now_ms) const;
  void cancel(db::Conn& c, OrgId org, std::int64_t id, std::int64_t now_ms) const;
  void soft_delete(db::Conn& c, OrgId org, std::int64_t id, std::int64_t now_ms) const;
  std::vector<EventRow> list(db::Conn& c, OrgId org, const ListFilter& f, std::int64_t limit,
                             std::int64_t offset) const;
  std::int64_t count(db::Conn& c, OrgId org, const ListFilter& f) const;

  std::vector<AudienceRef> audience(db::Conn& c, OrgId org,
                                    const std::vector<std::int64_t>& events) const;
  void set_audience(db::Conn& c, OrgId org, std::int64_t event_id,
                    const std::vector<std::int64_t>& departments,
                    const std::vector<std::int64_t>& groups) const;
  std::vector<OrganiserRef> organisers(db::Conn& c, OrgId org,
                                       const std::vector<std::int64_t>& events) const;
  bool is_organiser(db::Conn& c, OrgId org, std::int64_t event_id, std::int64_t user_id) const;
  void set_organisers(db::Conn& c, OrgId org, std::int64_t event_id,
                      const std::vector<std::int64_t>& users) const;

  std::optional<std::int64_t> department_of(db::Conn& c, OrgId org, std::int64_t user_id) const;
  std::vector<std::int64_t> groups_of(db::Conn& c, OrgId org, std::int64_t user_id) const;
  std::vector<std::int64_t> active_people(db::Conn& c, OrgId org,
                                          const std::vector<std::int64_t>& ids) const;
  std::vector<std::int64_t> known_departments(db::Conn& c, OrgId org,
                                              const std::vector<std::int64_t>& ids) const;
  std::vector<std::int64_t> known_groups(db::Conn& c, OrgId org,
                                         const std::vector<std::int64_t>& ids) const;
  std::vector<std::int64_t> audience_people(db::Conn& c, OrgId org, bool everyone,
                                            const std::vector<std::int64_t>& departments,
                                            const std::vector<std::int64_t>& groups,
                                            std::int64_t limit) const;

  std::optional<RegistrationRow> registration_of(db::Conn& c, OrgId org, std::int64_t event_id,
                                                 std::int64_t user_id) const;
  std::optional<RegistrationRow> registration(db::Conn& c, OrgId org, std::int64_t event_id,
                                              std::int64_t id) const;
  std::vector<RegistrationRow> mine(db::Conn& c, OrgId org, std::int64_t user_id,
                                    const std::vector<std::int64_t>& events) const;
  std::map<std::int64_t, Counts> counts(db::Conn& c, OrgId org,
                                        const std::vector<std::int64_t>& events) const;
  /// The places taken: confirmed and offered registrations, each 1 + its guests.
  std::int64_t taken(db::Conn& c, OrgId org, std::int64_t event_id) const;
  bool anyone_waiting(db::Conn& c, OrgId org, std::int64_t event_id) const;
  std::map<std::string, std::int64_t> option_counts(db::Conn& c, OrgId org,
                                                    std::int64_t event_id) const;
  bool option_used(db::Conn& c, OrgId org, std::int64_t event_id, const std::string& key) const;
  /// Registrations holding or waiting for a place with more than `guests` guests.
  std::int64_t more_guests_than(db::Conn& c, OrgId org, std::int64_t event_id,
                                std::int64_t guests) const;
  std::int64_t insert_registration(db::Conn& c, OrgId org, const RegistrationRow& r,
                                   std::optional<std::int64_t> waitlisted_at,
                                   std::int64_t now_ms) const;
  void update_registration(db::Conn& c, OrgId org, const RegistrationRow& r,
                           std::optional<std::int64_t> waitlisted_at, std::int64_t now_ms) const;
  /// The response and answers of a registration whose place or position stays.
  void set_answers(db::Conn& c, OrgId org, std::int64_t id, const std::string& response,
                   std::optional<std::int64_t> form_version,
                   const std::optional<std::string>& answers, std::int64_t guests,
                   const std::optional<std::string>& option_key, std::int64_t now_ms) const;
  void set_status(db::Conn& c, OrgId org, std::int64_t id, const std::string& status,
                  std::optional<std::int64_t> offered_until, std::int64_t now_ms) const;
  /// The first of the waitlist.
  std::optional<WaitingRef> first_waiting(db::Conn& c, OrgId org, std::int64_t event_id) const;
  std::vector<std::int64_t> expire_offers(db::Conn& c, OrgId org, std::int64_t event_id,
                                          std::int64_t now_ms) const;
  std::vector<EventKey> with_expired_offers(db::Conn& c, std::int64_t now_ms) const;
  /// Marks the first check-in; false when the registration was checked in already.
  bool check_in(db::Conn& c, OrgId org, std::int64_t id, std::optional<std::int64_t> by,
                bool points_paid, std::int64_t now_ms) const;
  std::vector<std::int64_t> confirmed_ids(db::Conn& c, OrgId org, std::int64_t event_id) const;
  std::vector<std::int64_t> interested(db::Conn& c, OrgId org, std::int64_t event_id) const;
  bool any_registration(db::Conn& c, OrgId org, std::int64_t event_id) const;
  std::vector<RegistrationRow> attendees(db::Conn& c, OrgId org, std::int64_t event_id,
                                         const std::string& status, std::int64_t limit,
                                         std::int64_t offset) const;
  std::int64_t attendees_count(db::Conn& c, OrgId org, std::int64_t event_id,
                               const std::string& status) const;

  std::vector<std::int64_t> reminder_orgs(db::Conn& c, std::int64_t from_ms,
                                          std::int64_t to_ms) const;
  std::vector<std::int64_t> claim_reminders(db::Conn& c, OrgId org, const std::string& kind,
                                            std::int64_t from_ms, std::int64_t to_ms,
                                            std::int64_t now_ms, std::int64_t lead_ms = 0) const;
  std::vector<std::int64_t> followup_orgs(db::Conn& c, std::int64_t from_ms,
                                          std::int64_t to_ms) const;
  std::vector<FollowupEvent> followup_events(db::Conn& c, OrgId org, std::int64_t from_ms,
                                             std::int64_t to_ms) const;
  /// The attendees of an ended event not yet sent its survey, claimed; their user ids.
  std::vector<std::int64_t> claim_followups(db::Conn& c, OrgId org, std::int64_t event_id,
                                            std::int64_t now_ms) const;
  std::vector<ReminderTarget> reminder_targets(db::Conn& c, OrgId org,
                                               const std::vector<std::int64_t>& ids) const;

  void save_token(db::Conn& c, OrgId org, std::int64_t user_id, const std::string& hash,
                  std::int64_t now_ms) const;
  std::optional<std::int64_t> token_user(db::Conn& c, OrgId org, const std::string& hash) const;
  std::vector<EventRow> feed_events(db::Conn& c, OrgId org, std::int64_t user_id,
                                    std::int64_t since_ms) const;

  /// A person erased: the events to come where they hold or wait for a place, then their
  /// places given up, their answers and calendar secret deleted, their organiser roles ended.
  std::vector<std::int64_t> upcoming_of_person(db::Conn& c, OrgId org, std::int64_t user_id,
                                               std::int64_t now_ms) const;
  void forget_person(db::Conn& c, OrgId org, std::int64_t user_id, std::int64_t now_ms) const;
};

}  // namespace aplauso::events
