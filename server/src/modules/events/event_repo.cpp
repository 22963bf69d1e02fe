#include "modules/events/event_repo.h"

#include "db/conn.h"
#include "db/row_mapping.h"
#include "modules/events/events_sql.h"

namespace aplauso::events {

namespace {
std::int64_t flag_of(bool b) {
  return b ? 1 : 0;
}
}  // namespace

std::int64_t EventRepo::insert(db::Conn& c, OrgId org, const NewEventRow& e,
                               std::int64_t now_ms) const {
  return *c.scalar(sql::kInsert, {org,
                                  e.title,
                                  e.description,
                                  e.cover_media_id,
                                  e.kind,
                                  e.starts_at,
                                  e.ends_at,
                                  e.time_zone,
                                  e.location,
                                  e.link,
                                  e.capacity,
                                  e.hold_hours,
                                  e.registration_opens_at,
                                  e.registration_closes_at,
                                  flag_of(e.audience_everyone),
                                  e.status,
                                  e.attendance_points,
                                  flag_of(e.allow_maybe),
                                  e.checkin_secret,
                                  e.created_by,
                                  now_ms,
                                  e.published_at,
                                  e.max_guests,
                                  e.rsvp_options,
                                  e.reminders,
                                  e.followup_survey_id});
}

std::optional<EventRow> EventRepo::find(db::Conn& c, OrgId org, std::int64_t id, bool lock) const {
  return db::one<EventRow>(c, lock ? sql::kFindForUpdate : sql::kFind, {org, id});
}

void EventRepo::update(db::Conn& c, OrgId org, const EventRow& e, std::int64_t now_ms) const {
  c.exec(sql::kUpdate, {org,
                        e.id,
                        e.title,
                        e.description,
                        e.cover_media_id,
                        e.kind,
                        e.starts_at,
                        e.ends_at,
                        e.time_zone,
                        e.location,
                        e.link,
                        e.capacity,
                        e.hold_hours,
                        e.registration_opens_at,
                        e.registration_closes_at,
                        flag_of(e.audience_everyone),
                        e.attendance_points,
                        flag_of(e.allow_maybe),
                        e.sequence,
                        now_ms,
                        e.max_guests,
                        e.rsvp_options,
                        e.reminders,
                        e.followup_survey_id});
}

void EventRepo::set_form(db::Conn& c, OrgId org, std::int64_t id,
                         const std::optional<std::string>& form_id) const {
  c.exec(sql::kSetForm, {org, id, form_id});
}

void EventRepo::publish(db::Conn& c, OrgId org, std::int64_t id, std::int64_t now_ms) const {
  c.exec(sql::kPublish, {org, id, now_ms});
}

void EventRepo::cancel(db::Conn& c, OrgId org, std::int64_t id, std::int64_t now_ms) const {
  c.exec(sql::kCancel, {org, id, now_ms});
}

void EventRepo::soft_delete(db::Conn& c, OrgId org, std::int64_t id, std::int64_t now_ms) const {
  c.exec(sql::kSoftDelete, {org, id, now_ms});
}

std::vector<EventRow> EventRepo::list(db::Conn& c, OrgId org, const ListFilter& f,
                                      std::int64_t limit, std::int64_t offset) const {
  return db::all<EventRow>(
      c, sql::kList,
      {org, f.department, f.groups, f.user_id, flag_of(f.admin), flag_of(f.manage), f.status,
       flag_of(f.mine), f.from, f.to, flag_of(f.past), f.now, flag_of(f.ranged), limit, offset});
}

std::int64_t EventRepo::count(db::Conn& c, OrgId org, const ListFilter& f) const {
  return c
      .scalar(sql::kCount,
              {org, f.department, f.groups, f.user_id, flag_of(f.admin), flag_of(f.manage),
               f.status, flag_of(f.mine), f.from, f.to, flag_of(f.past), f.now})
      .value_or(0);
}

std::vector<AudienceRef> EventRepo::audience(db::Conn& c, OrgId org,
                                             const std::vector<std::int64_t>& events) const {
  if (events.empty()) return {};
  return db::all<AudienceRef>(c, sql::kAudience, {org, events});
}

void EventRepo::set_audience(db::Conn& c, OrgId org, std::int64_t event_id,
                             const std::vector<std::int64_t>& departments,
                             const std::vector<std::int64_t>& groups) const {
  c.exec(sql::kDeleteAudience, {org, event_id});
  if (!departments.empty())
    c.exec(sql::kInsertAudience, {org, event_id, "department", departments});
  if (!groups.empty()) c.exec(sql::kInsertAudience, {org, event_id, "group", groups});
}

std::vector<OrganiserRef> EventRepo::organisers(db::Conn& c, OrgId org,
                                                const std::vector<std::int64_t>& events) const {
  if (events.empty()) return {};
  return db::all<OrganiserRef>(c, sql::kOrganisers, {org, events});
}

bool EventRepo::is_organiser(db::Conn& c, OrgId org, std::int64_t event_id,
                             std::int64_t user_id) const {
  return c.scalar(sql::kIsOrganiser, {org, event_id, user_id}).value_or(0) > 0;
}

void EventRepo::set_organisers(db::Conn& c, OrgId org, std::int64_t event_id,
                               const std::vector<std::int64_t>& users) const {
  c.exec(sql::kDeleteOrganisers, {org, event_id});
  if (!users.empty()) c.exec(sql::kInsertOrganisers, {org, event_id, users});
}

std::optional<std::int64_t> EventRepo::department_of(db::Conn& c, OrgId org,
                                                     std::int64_t user_id) const {
  return c.scalar(sql::kPersonPlace, {org, user_id});
}

std::vector<std::int64_t> EventRepo::groups_of(db::Conn& c, OrgId org, std::int64_t user_id) const {
  return db::ids(c, sql::kPersonGroups, {org, user_id});
}

std::vector<std::int64_t> EventRepo::active_people(db::Conn& c, OrgId org,
                                                   const std::vector<std::int64_t>& ids) const {
  if (ids.empty()) return {};
  return db::ids(c, sql::kActivePeople, {org, ids});
}

std::vector<std::int64_t> EventRepo::known_departments(db::Conn& c, OrgId org,
                                                       const std::vector<std::int64_t>& ids) const {
  if (ids.empty()) return {};
  return db::ids(c, sql::kKnownDepartments, {org, ids});
}

std::vector<std::int64_t> EventRepo::known_groups(db::Conn& c, OrgId org,
                                                  const std::vector<std::int64_t>& ids) const {
  if (ids.empty()) return {};
  return db::ids(c, sql::kKnownGroups, {org, ids});
}

std::vector<std::int64_t> EventRepo::audience_people(db::Conn& c, OrgId org, bool everyone,
                                                     const std::vector<std::int64_t>& departments,
                                                     const std::vector<std::int64_t>& groups,
                                                     std::int64_t limit) const {
  return db::ids(c, sql::kAudiencePeople, {org, flag_of(everyone), departments, groups, limit});
}

std::optional<RegistrationRow> EventRepo::registration_of(db::Conn& c, OrgId org,
                                                          std::int64_t event_id,
                                                          std::int64_t user_id) const {
  return db::one<RegistrationRow>(c, sql::kRegistrationOf, {org, event_id, user_id});
}

std::optional<RegistrationRow> EventRepo::registration(db::Conn& c, OrgId org,
                                                       std::int64_t event_id,
                                                       std::int64_t id) const {
  return db::one<RegistrationRow>(c, sql::kRegistration, {org, event_id, id});
}

std::vector<RegistrationRow> EventRepo::mine(db::Conn& c, OrgId org, std::int64_t user_id,
                                             const std::vector<std::int64_t>& events) const {
  if (events.empty()) return {};
  return db::all<RegistrationRow>(c, sql::kMine, {org, user_id, events});
}

std::map<std::int64_t, Counts> EventRepo::counts(db::Conn& c, OrgId org,
                                                 const std::vector<std::int64_t>& events) const {
  std::map<std::int64_t, Counts> out;
  if (events.empty()) return out;
  for (const db::Row& r : c.query(sql::kCounts, {org, events})) {
    out[r.i64(0)] = Counts{r.i64(1), r.i64(2), r.i64(3), r.i64(4), r.i64(5), r.i64(6), r.i64(7)};
  }
  return out;
}

std::int64_t EventRepo::taken(db::Conn& c, OrgId org, std::int64_t event_id) const {
  return c.scalar(sql::kTaken, {org, event_id}).value_or(0);
}

bool EventRepo::anyone_waiting(db::Conn& c, OrgId org, std::int64_t event_id) const {
  return c.scalar(sql::kWaiting, {org, event_id}).value_or(0) > 0;
}

std::map<std::string, std::int64_t> EventRepo::option_counts(db::Conn& c, OrgId org,
                                                             std::int64_t event_id) const {
  std::map<std::string, std::int64_t> out;
  for (const db::Row& r : c.query(sql::kOptionCounts, {org, event_id})) {
    out[r.text(0)] = r.i64(1);
  }
  return out;
}

bool EventRepo::option_used(db::Conn& c, OrgId org, std::int64_t event_id,
                            const std::string& key) const {
  return c.scalar(sql::kOptionUsed, {org, event_id, key}).value_or(0) > 0;
}

std::int64_t EventRepo::more_guests_than(db::Conn& c, OrgId org, std::int64_t event_id,
                                         std::int64_t guests) const {
  return c.scalar(sql::kMoreGuestsThan, {org, event_id, guests}).value_or(0);
}

std::int64_t EventRepo::insert_registration(db::Conn& c, OrgId org, const RegistrationRow& r,
                                            std::optional<std::int64_t> waitlisted_at,
                                            std::int64_t now_ms) const {
  return *c.scalar(sql::kInsertRegistration,
                   {org, r.event_id, r.user_id, r.response, r.status, waitlisted_at, r.form_version,
                    r.answers, now_ms, r.guests, r.option_key});
}

void EventRepo::update_registration(db::Conn& c, OrgId org, const RegistrationRow& r,
                                    std::optional<std::int64_t> waitlisted_at,
                                    std::int64_t now_ms) const {
  c.exec(sql::kUpdateRegistration, {org, r.id, r.response, r.status, waitlisted_at, r.offered_until,
                                    r.form_version, r.answers, now_ms, r.guests, r.option_key});
}

void EventRepo::set_answers(db::Conn& c, OrgId org, std::int64_t id, const std::string& response,
                            std::optional<std::int64_t> form_version,
                            const std::optional<std::string>& answers, std::int64_t guests,
                            const std::optional<std::string>& option_key,
                            std::int64_t now_ms) const {
  c.exec(sql::kSetAnswers, {org, id, response, form_version, answers, now_ms, guests, option_key});
}

void EventRepo::set_status(db::Conn& c, OrgId org, std::int64_t id, const std::string& status,
                           std::optional<std::int64_t> offered_until, std::int64_t now_ms) const {
  c.exec(sql::kSetStatus, {org, id, status, offered_until, now_ms});
}

std::optional<WaitingRef> EventRepo::first_waiting(db::Conn& c, OrgId org,
                                                   std::int64_t event_id) const {
  return db::one<WaitingRef>(c, sql::kFirstWaiting, {org, event_id});
}

std::vector<std::int64_t> EventRepo::expire_offers(db::Conn& c, OrgId org, std::int64_t event_id,
                                                   std::int64_t now_ms) const {
  return db::ids(c, sql::kExpireOffers, {org, event_id, now_ms});
}

std::vector<EventKey> EventRepo::with_expired_offers(db::Conn& c, std::int64_t now_ms) const {
  return db::all<EventKey>(c, sql::kEventsWithExpiredOffers, {now_ms});
}

bool EventRepo::check_in(db::Conn& c, OrgId org, std::int64_t id, std::optional<std::int64_t> by,
                         bool points_paid, std::int64_t now_ms) const {
  return c.exec(sql::kCheckIn, {org, id, now_ms, by, flag_of(points_paid)}) > 0;
}

std::vector<std::int64_t> EventRepo::confirmed_ids(db::Conn& c, OrgId org,
                                                   std::int64_t event_id) const {
  return db::ids(c, sql::kConfirmedIds, {org, event_id});
}

std::vector<std::int64_t> EventRepo::interested(db::Conn& c, OrgId org,
                                                std::int64_t event_id) const {
  return db::ids(c, sql::kInterested, {org, event_id});
}

bool EventRepo::any_registration(db::Conn& c, OrgId org, std::int64_t event_id) const {
  return c.scalar(sql::kAnyRegistration, {org, event_id}).value_or(0) > 0;
}

std::vector<RegistrationRow> EventRepo::attendees(db::Conn& c, OrgId org, std::int64_t event_id,
                                                  const std::string& status, std::int64_t limit,
                                                  std::int64_t offset) const {
  return db::all<RegistrationRow>(c, sql::kAttendees, {org, event_id, status, limit, offset});
}

std::int64_t EventRepo::attendees_count(db::Conn& c, OrgId org, std::int64_t event_id,
                                        const std::string& status) const {
  return c.scalar(sql::kAttendeesCount, {org, event_id, status}).value_or(0);
}

std::vector<std::int64_t> EventRepo::reminder_orgs(db::Conn& c, std::int64_t from_ms,
                                                   std::int64_t to_ms) const {
  return db::ids(c, sql::kReminderOrgs, {from_ms, to_ms});
}

std::vector<std::int64_t> EventRepo::claim_reminders(db::Conn& c, OrgId org,
                                                     const std::string& kind, std::int64_t from_ms,
                                                     std::int64_t to_ms, std::int64_t now_ms,
                                                     std::int64_t lead_ms) const {
  return db::ids(c, sql::kClaimReminders, {org, kind, from_ms, to_ms, now_ms, lead_ms});
}

std::vector<std::int64_t> EventRepo::followup_orgs(db::Conn& c, std::int64_t from_ms,
                                                   std::int64_t to_ms) const {
  return db::ids(c, sql::kFollowupOrgs, {from_ms, to_ms});
}

std::vector<FollowupEvent> EventRepo::followup_events(db::Conn& c, OrgId org, std::int64_t from_ms,
                                                      std::int64_t to_ms) const {
  return db::all<FollowupEvent>(c, sql::kFollowupEvents, {org, from_ms, to_ms});
}

std::vector<std::int64_t> EventRepo::claim_followups(db::Conn& c, OrgId org, std::int64_t event_id,
                                                     std::int64_t now_ms) const {
  const auto claimed = db::ids(c, sql::kClaimFollowups, {org, event_id, now_ms});
  if (claimed.empty()) return {};
  return db::ids(c, sql::kUsersOfRegistrations, {org, claimed});
}

std::vector<ReminderTarget> EventRepo::reminder_targets(
    db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids) const {
  if (ids.empty()) return {};
  return db::all<ReminderTarget>(c, sql::kReminderTargets, {org, ids});
}

void EventRepo::save_token(db::Conn& c, OrgId org, std::int64_t user_id, const std::string& hash,
                           std::int64_t now_ms) const {
  c.exec(sql::kSaveToken, {org, user_id, hash, now_ms});
}

std::optional<std::int64_t> EventRepo::token_user(db::Conn& c, OrgId org,
                                                  const std::string& hash) const {
  return c.scalar(sql::kTokenUser, {org, hash});
}

std::vector<EventRow> EventRepo::feed_events(db::Conn& c, OrgId org, std::int64_t user_id,
                                             std::int64_t since_ms) const {
  return db::all<EventRow>(c, sql::kFeedEvents, {org, user_id, since_ms});
}

std::vector<std::int64_t> EventRepo::upcoming_of_person(db::Conn& c, OrgId org,
                                                        std::int64_t user_id,
                                                        std::int64_t now_ms) const {
  return db::ids(c, sql::kUpcomingOfPerson, {org, user_id, now_ms});
}

void EventRepo::forget_person(db::Conn& c, OrgId org, std::int64_t user_id,
                              std::int64_t now_ms) const {
  c.exec(sql::kCancelUpcomingOfPerson, {org, user_id, now_ms});
  c.exec(sql::kForgetAnswers, {org, user_id});
  c.exec(sql::kForgetToken, {org, user_id});
  c.exec(sql::kForgetOrganiser, {org, user_id});
}

}  // namespace aplauso::events
