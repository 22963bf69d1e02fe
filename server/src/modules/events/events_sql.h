// SQL of events: events, their audience and organisers, registrations (places, waitlist,
// offers, check-ins), the reminders sent and the calendar feed secrets. People, departments
// and communication groups are read, never written.
#pragma once

#include "db/statement.h"

namespace aplauso::events::sql {

// --- Events ------------------------------------------------------------------------------------
#define APLAUSO_EVENT_COLUMNS                                                                     \
  "SELECT e.id, e.title, e.description, e.cover_media_id, e.kind, e.starts_at, e.ends_at, "       \
  "e.time_zone, e.location, e.link, e.capacity, e.hold_hours, e.registration_opens_at, "          \
  "e.registration_closes_at, e.audience_everyone, e.status, e.attendance_points, e.allow_maybe, " \
  "e.form_id, e.sequence, e.checkin_secret, e.created_by, e.created_at, e.updated_at, "           \
  "e.published_at, e.cancelled_at, e.max_guests, e.rsvp_options, e.reminders, "                   \
  "e.followup_survey_id FROM events e "

inline constexpr db::Statement kInsert{
    "events.insert",
    "INSERT INTO events (org_id, title, description, cover_media_id, kind, starts_at, ends_at, "
    "time_zone, location, link, capacity, hold_hours, registration_opens_at, "
    "registration_closes_at, audience_everyone, status, attendance_points, allow_maybe, "
    "checkin_secret, created_by, created_at, updated_at, published_at, max_guests, rsvp_options, "
    "reminders, followup_survey_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, "
    "$13, $14, $15, $16, $17, $18, $19, $20, $21, $21, $22, $23, $24, $25, $26) RETURNING id"};
inline constexpr db::Statement kFind{"events.find", APLAUSO_EVENT_COLUMNS
                                     "WHERE e.org_id = $1 AND e.id = $2 AND e.deleted_at IS NULL"};
// The registration's lock (EVT-4): concurrent registrations of one event take turns here.
inline constexpr db::Statement kFindForUpdate{
    "events.find_for_update", APLAUSO_EVENT_COLUMNS
    "WHERE e.org_id = $1 AND e.id = $2 AND e.deleted_at IS NULL {{FOR_UPDATE}}"};
inline constexpr db::Statement kUpdate{
    "events.save",
    "UPDATE events SET title = $3, description = $4, cover_media_id = $5, kind = $6, starts_at = "
    "$7, ends_at = $8, time_zone = $9, location = $10, link = $11, capacity = $12, hold_hours = "
    "$13, registration_opens_at = $14, registration_closes_at = $15, audience_everyone = $16, "
    "attendance_points = $17, allow_maybe = $18, sequence = $19, updated_at = $20, max_guests = "
    "$21, rsvp_options = $22, reminders = $23, followup_survey_id = $24 WHERE org_id = $1 AND id "
    "= $2"};
inline constexpr db::Statement kSetForm{
    "events.set_form", "UPDATE events SET form_id = $3 WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kPublish{
    "events.publish",
    "UPDATE events SET status = 'published', published_at = $3, updated_at = $3 WHERE org_id = "
    "$1 AND id = $2"};
inline constexpr db::Statement kCancel{
    "events.cancel",
    "UPDATE events SET status = 'cancelled', cancelled_at = $3, updated_at = $3, sequence = "
    "sequence + 1 WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kSoftDelete{
    "events.soft_delete",
    "UPDATE events SET deleted_at = $3, updated_at = $3 WHERE org_id = $1 AND id = $2"};

// The list (events_org_start). $2 the caller's department (-1 none), $3 their groups, $4 the
// caller, $5 admin, $6 manage (what the caller may edit, any status; $7 a status or ''), $8
// mine (answered going or maybe), $9..$10 the range overlapped, $11 past only, $12 now, $13
// ranged (order by start only).
#define APLAUSO_EVENT_FILTER                                                                      \
  "WHERE e.org_id = $1 AND e.deleted_at IS NULL AND (($6 = 0 AND e.status IN ('published', "      \
  "'cancelled') AND ($5 = 1 OR e.audience_everyone = 1 OR EXISTS (SELECT 1 FROM event_audience "  \
  "a WHERE a.org_id = e.org_id AND a.event_id = e.id AND ((a.kind = 'department' AND a.ref_id = " \
  "$2) OR (a.kind = 'group' AND a.ref_id {{ANY_INT $3}}))) OR EXISTS (SELECT 1 FROM "             \
  "event_organisers o WHERE o.org_id = e.org_id AND o.event_id = e.id AND o.user_id = $4))) OR "  \
  "($6 = 1 AND ($5 = 1 OR EXISTS (SELECT 1 FROM event_organisers o WHERE o.org_id = e.org_id "    \
  "AND o.event_id = e.id AND o.user_id = $4)) AND ($7 = '' OR e.status = $7))) AND ($8 = 0 OR "   \
  "EXISTS (SELECT 1 FROM event_registrations r WHERE r.org_id = e.org_id AND r.event_id = e.id "  \
  "AND r.user_id = $4 AND r.response IN ('going', 'maybe'))) AND e.starts_at < $10 AND "          \
  "e.ends_at > $9 AND ($11 = 0 OR e.ends_at <= $12) "

inline constexpr db::Statement kList{
    "events.list", APLAUSO_EVENT_COLUMNS APLAUSO_EVENT_FILTER
    "ORDER BY CASE WHEN $13 = 0 AND e.ends_at <= $12 THEN 1 ELSE 0 END, CASE WHEN $13 = 0 AND "
    "e.ends_at <= $12 THEN -e.starts_at ELSE e.starts_at END, e.id LIMIT $14 OFFSET $15"};
inline constexpr db::Statement kCount{"events.count",
                                      "SELECT COUNT(*) FROM events e " APLAUSO_EVENT_FILTER};

// --- Audience and organisers -------------------------------------------------------------------
inline constexpr db::Statement kAudience{
    "events.audience",
    "SELECT event_id, kind, ref_id FROM event_audience WHERE org_id = $1 AND event_id "
    "{{ANY_INT $2}} ORDER BY event_id, kind, ref_id"};
inline constexpr db::Statement kDeleteAudience{
    "events.delete_audience", "DELETE FROM event_audience WHERE org_id = $1 AND event_id = $2"};
inline constexpr db::Statement kInsertAudience{
    "events.insert_audience",
    "INSERT INTO event_audience (org_id, event_id, kind, ref_id) SELECT CAST($1 AS BIGINT), "
    "CAST($2 AS BIGINT), CAST($3 AS TEXT), x.ref_id FROM {{ZIP x ref_id:INT $4}}"};
inline constexpr db::Statement kOrganisers{
    "events.organisers",
    "SELECT event_id, user_id FROM event_organisers WHERE org_id = $1 AND event_id {{ANY_INT "
    "$2}} ORDER BY event_id, user_id"};
inline constexpr db::Statement kIsOrganiser{
    "events.is_organiser",
    "SELECT COUNT(*) FROM event_organisers WHERE org_id = $1 AND event_id = $2 AND user_id = $3"};
inline constexpr db::Statement kDeleteOrganisers{
    "events.delete_organisers", "DELETE FROM event_organisers WHERE org_id = $1 AND event_id = $2"};
inline constexpr db::Statement kInsertOrganisers{
    "events.insert_organisers",
    "INSERT INTO event_organisers (org_id, event_id, user_id) SELECT CAST($1 AS BIGINT), "
    "CAST($2 AS BIGINT), x.user_id FROM {{ZIP x user_id:INT $3}}"};

// --- People and structure (read) --------------------------------------------------------------
inline constexpr db::Statement kPersonPlace{
    "events.person_place", "SELECT u.department_id FROM users u WHERE u.org_id = $1 AND u.id = $2"};
inline constexpr db::Statement kPersonGroups{
    "events.person_groups",
    "SELECT group_id FROM communication_group_members WHERE org_id = $1 AND user_id = $2 ORDER "
    "BY group_id"};
inline constexpr db::Statement kActivePeople{
    "events.active_people",
    "SELECT u.id FROM users u WHERE u.org_id = $1 AND u.id {{ANY_INT $2}} AND u.active = 1 AND "
    "u.erased_at IS NULL ORDER BY u.id"};
inline constexpr db::Statement kKnownDepartments{
    "events.known_departments",
    "SELECT id FROM departments WHERE org_id = $1 AND id {{ANY_INT $2}} ORDER BY id"};
inline constexpr db::Statement kKnownGroups{
    "events.known_groups",
    "SELECT id FROM communication_groups WHERE org_id = $1 AND id {{ANY_INT $2}} ORDER BY id"};
// The active people of an audience, at most $5 + 1 (the invitations' cut).
inline constexpr db::Statement kAudiencePeople{
    "events.audience_people",
    "SELECT u.id FROM users u WHERE u.org_id = $1 AND u.active = 1 AND u.erased_at IS NULL AND "
    "($2 = 1 OR u.department_id {{ANY_INT $3}} OR EXISTS (SELECT 1 FROM "
    "communication_group_members g WHERE g.org_id = u.org_id AND g.user_id = u.id AND g.group_id "
    "{{ANY_INT $4}})) ORDER BY u.id LIMIT $5"};

// --- Registrations -----------------------------------------------------------------------------
#define APLAUSO_REGISTRATION_COLUMNS                                                             \
  "SELECT r.id, r.event_id, r.user_id, r.response, r.status, CASE WHEN r.status = 'waitlisted' " \
  "THEN (SELECT COUNT(*) FROM event_registrations w WHERE w.org_id = r.org_id AND w.event_id = " \
  "r.event_id AND w.status = 'waitlisted' AND (w.waitlisted_at < r.waitlisted_at OR "            \
  "(w.waitlisted_at = r.waitlisted_at AND w.id < r.id))) + 1 ELSE NULL END, r.offered_until, "   \
  "r.form_version, r.answers, r.checked_in_at, r.checked_in_by, r.points_paid, r.created_at, "   \
  "r.updated_at, r.guests, r.option_key FROM event_registrations r "

inline constexpr db::Statement kRegistrationOf{
    "events.registration_of",
    APLAUSO_REGISTRATION_COLUMNS "WHERE r.org_id = $1 AND r.event_id = $2 AND r.user_id = $3"};
inline constexpr db::Statement kRegistration{
    "events.registration",
    APLAUSO_REGISTRATION_COLUMNS "WHERE r.org_id = $1 AND r.event_id = $2 AND r.id = $3"};
inline constexpr db::Statement kMine{
    "events.mine", APLAUSO_REGISTRATION_COLUMNS
    "WHERE r.org_id = $1 AND r.user_id = $2 AND r.event_id {{ANY_INT $3}}"};
inline constexpr db::Statement kCounts{
    "events.counts",
    "SELECT event_id, SUM(CASE WHEN status = 'confirmed' THEN 1 ELSE 0 END), SUM(CASE WHEN status "
    "= 'offered' THEN 1 ELSE 0 END), SUM(CASE WHEN status = 'waitlisted' THEN 1 ELSE 0 END), "
    "SUM(CASE WHEN response = 'maybe' THEN 1 ELSE 0 END), SUM(CASE WHEN response = 'not_going' "
    "THEN 1 ELSE 0 END), SUM(CASE WHEN checked_in_at IS NOT NULL THEN 1 ELSE 0 END), CAST(SUM("
    "CASE WHEN status IN ('confirmed', 'offered') THEN guests ELSE 0 END) AS BIGINT) FROM "
    "event_registrations "
    "WHERE org_id = $1 AND event_id {{ANY_INT $2}} GROUP BY event_id"};
// The registrations per custom option (the organisers' summary).
inline constexpr db::Statement kOptionCounts{
    "events.option_counts",
    "SELECT option_key, COUNT(*) FROM event_registrations WHERE org_id = $1 AND event_id = $2 "
    "AND option_key IS NOT NULL GROUP BY option_key ORDER BY option_key"};
// The registrations (any status) whose guests exceed $3: a lower max_guests is refused.
inline constexpr db::Statement kMoreGuestsThan{
    "events.more_guests_than",
    "SELECT COUNT(*) FROM event_registrations WHERE org_id = $1 AND event_id = $2 AND status <> "
    "'cancelled' AND guests > $3"};
// The places taken (confirmed and offered, each with its guests), read under the event's lock.
inline constexpr db::Statement kTaken{
    "events.taken",
    "SELECT CAST(COALESCE(SUM(1 + guests), 0) AS BIGINT) FROM event_registrations WHERE org_id = "
    "$1 AND event_id = $2 AND status IN ('confirmed', 'offered')"};
// Whether anyone waits (a new registration does not go ahead of them).
inline constexpr db::Statement kWaiting{
    "events.waiting",
    "SELECT COUNT(*) FROM event_registrations WHERE org_id = $1 AND event_id = $2 AND status = "
    "'waitlisted'"};
inline constexpr db::Statement kInsertRegistration{
    "events.insert_registration",
    "INSERT INTO event_registrations (org_id, event_id, user_id, response, status, waitlisted_at, "
    "form_version, answers, created_at, updated_at, guests, option_key) VALUES ($1, $2, $3, $4, "
    "$5, $6, $7, $8, $9, $9, $10, $11) RETURNING id"};
inline constexpr db::Statement kUpdateRegistration{
    "events.update_registration",
    "UPDATE event_registrations SET response = $3, status = $4, waitlisted_at = $5, "
    "offered_until = $6, form_version = $7, answers = $8, updated_at = $9, guests = $10, "
    "option_key = $11 WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kSetAnswers{
    "events.set_answers",
    "UPDATE event_registrations SET response = $3, form_version = $4, answers = $5, updated_at = "
    "$6, guests = $7, option_key = $8 WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kSetStatus{
    "events.set_status",
    "UPDATE event_registrations SET status = $3, offered_until = $4, updated_at = $5 WHERE org_id "
    "= $1 AND id = $2"};
// The first of the waitlist (FIFO).
inline constexpr db::Statement kFirstWaiting{
    "events.first_waiting",
    "SELECT id, user_id, guests FROM event_registrations WHERE org_id = $1 AND event_id = $2 AND "
    "status = 'waitlisted' ORDER BY waitlisted_at, id LIMIT 1"};
// Offers past their hold: cancelled (the person said going but did not confirm in time).
inline constexpr db::Statement kExpireOffers{
    "events.expire_offers",
    "UPDATE event_registrations SET status = 'cancelled', response = 'not_going', offered_until "
    "= NULL, updated_at = $3 WHERE org_id = $1 AND event_id = $2 AND status = 'offered' AND "
    "offered_until <= $3 RETURNING user_id"};
inline constexpr db::Statement kEventsWithExpiredOffers{
    "events.with_expired_offers",
    "SELECT DISTINCT org_id, event_id FROM event_registrations WHERE status = 'offered' AND "
    "offered_until <= $1 ORDER BY org_id, event_id LIMIT 200"};
inline constexpr db::Statement kCheckIn{
    "events.check_in",
    "UPDATE event_registrations SET checked_in_at = $3, checked_in_by = $4, points_paid = $5, "
    "updated_at = $3 WHERE org_id = $1 AND id = $2 AND checked_in_at IS NULL"};
inline constexpr db::Statement kConfirmedIds{
    "events.confirmed_ids",
    "SELECT id FROM event_registrations WHERE org_id = $1 AND event_id = $2 AND status = "
    "'confirmed' ORDER BY id"};
// Who hears of a change or a cancellation: everyone who holds or waits for a place or said maybe.
inline constexpr db::Statement kInterested{
    "events.interested",
    "SELECT user_id FROM event_registrations WHERE org_id = $1 AND event_id = $2 AND (status IN "
    "('confirmed', 'offered', 'waitlisted') OR response = 'maybe') ORDER BY user_id"};
inline constexpr db::Statement kAnyRegistration{
    "events.any_registration",
    "SELECT COUNT(*) FROM event_registrations WHERE org_id = $1 AND event_id = $2"};

// The attendance list: confirmed, offered, waitlisted (in order), maybe, not going, cancelled.
#define APLAUSO_ATTENDEE_FILTER \
  "WHERE r.org_id = $1 AND r.event_id = $2 AND ($3 = '' OR r.status = $3) "
inline constexpr db::Statement kAttendees{
    "events.attendees", APLAUSO_REGISTRATION_COLUMNS APLAUSO_ATTENDEE_FILTER
    "ORDER BY CASE r.status WHEN 'confirmed' THEN 0 WHEN 'offered' THEN 1 WHEN 'waitlisted' THEN "
    "2 ELSE 3 END, CASE r.response WHEN 'going' THEN 0 WHEN 'maybe' THEN 1 ELSE 2 END, "
    "r.waitlisted_at, r.id LIMIT $4 OFFSET $5"};
inline constexpr db::Statement kAttendeesCount{
    "events.attendees_count",
    "SELECT COUNT(*) FROM event_registrations r " APLAUSO_ATTENDEE_FILTER};

// --- Reminders ---------------------------------------------------------------------------------
inline constexpr db::Statement kReminderOrgs{
    "events.reminder_orgs",
    "SELECT o.id FROM organizations o WHERE EXISTS (SELECT 1 FROM org_services s WHERE s.org_id "
    "= o.id AND s.service = 'events' AND s.enabled = 1) AND EXISTS (SELECT 1 FROM events e WHERE "
    "e.org_id = o.id AND e.status = 'published' AND e.deleted_at IS NULL AND e.starts_at > $1 AND "
    "e.starts_at <= $2) ORDER BY o.id"};
// Claims reminder $2 of the confirmed registrations of events starting in ($3, $4] that chose
// it (events.reminders), once each (the primary key), returning them; only registrations made
// at least $6 ms before the start, when the reminder was due (the week-before reminder is not
// sent to someone who registered within the week).
inline constexpr db::Statement kClaimReminders{
    "events.claim_reminders",
    "INSERT INTO event_reminders (org_id, registration_id, kind, sent_at) SELECT r.org_id, r.id, "
    "CAST($2 AS TEXT), CAST($5 AS BIGINT) FROM event_registrations r JOIN events e ON e.org_id = "
    "r.org_id AND e.id = r.event_id WHERE r.org_id = $1 AND r.status = 'confirmed' AND e.status "
    "= 'published' AND e.deleted_at IS NULL AND e.starts_at > $3 AND e.starts_at <= $4 AND "
    "r.created_at <= e.starts_at - $6 AND (',' || e.reminders || ',') LIKE ('%,' || CAST($2 AS "
    "TEXT) || ',%') ON CONFLICT DO NOTHING RETURNING registration_id"};
// The post-event survey (EVT-6): organisations with the module on and an event with a survey
// that ended in ($1, $2].
inline constexpr db::Statement kFollowupOrgs{
    "events.followup_orgs",
    "SELECT o.id FROM organizations o WHERE EXISTS (SELECT 1 FROM org_services s WHERE s.org_id "
    "= o.id AND s.service = 'events' AND s.enabled = 1) AND EXISTS (SELECT 1 FROM events e WHERE "
    "e.org_id = o.id AND e.status = 'published' AND e.deleted_at IS NULL AND "
    "e.followup_survey_id IS NOT NULL AND e.ends_at > $1 AND e.ends_at <= $2) ORDER BY o.id"};
inline constexpr db::Statement kFollowupEvents{
    "events.followup_events",
    "SELECT e.id, e.followup_survey_id, e.title FROM events e WHERE e.org_id = $1 AND e.status = "
    "'published' AND e.deleted_at IS NULL AND e.followup_survey_id IS NOT NULL AND e.ends_at > $2 "
    "AND e.ends_at <= $3 ORDER BY e.id"};
// Claims the survey's notice of an ended event's attendees once each: those checked in, or the
// confirmed ones when nobody was checked in (the event used no check-in).
inline constexpr db::Statement kClaimFollowups{
    "events.claim_followups",
    "INSERT INTO event_reminders (org_id, registration_id, kind, sent_at) SELECT r.org_id, r.id, "
    "'followup', CAST($3 AS BIGINT) FROM event_registrations r WHERE r.org_id = $1 AND "
    "r.event_id = $2 AND (r.checked_in_at IS NOT NULL OR (r.status = 'confirmed' AND NOT EXISTS "
    "(SELECT 1 FROM event_registrations x WHERE x.org_id = r.org_id AND x.event_id = r.event_id "
    "AND x.checked_in_at IS NOT NULL))) ON CONFLICT DO NOTHING RETURNING registration_id"};
inline constexpr db::Statement kUsersOfRegistrations{
    "events.users_of_registrations",
    "SELECT user_id FROM event_registrations WHERE org_id = $1 AND id {{ANY_INT $2}} ORDER BY "
    "user_id"};
// Registrations answering an option (removing it is refused).
inline constexpr db::Statement kOptionUsed{
    "events.option_used",
    "SELECT COUNT(*) FROM event_registrations WHERE org_id = $1 AND event_id = $2 AND option_key "
    "= $3"};
inline constexpr db::Statement kReminderTargets{
    "events.reminder_targets",
    "SELECT r.id, r.user_id, e.id, e.title, e.starts_at, e.time_zone FROM event_registrations r "
    "JOIN events e ON e.org_id = r.org_id AND e.id = r.event_id WHERE r.org_id = $1 AND r.id "
    "{{ANY_INT $2}} ORDER BY r.id"};

// --- Calendar feed -----------------------------------------------------------------------------
inline constexpr db::Statement kSaveToken{
    "events.save_token",
    "INSERT INTO calendar_tokens (org_id, user_id, token_hash, created_at) VALUES ($1, $2, $3, "
    "$4) ON CONFLICT (org_id, user_id) DO UPDATE SET token_hash = excluded.token_hash, "
    "created_at = excluded.created_at"};
inline constexpr db::Statement kTokenUser{
    "events.token_user",
    "SELECT user_id FROM calendar_tokens WHERE org_id = $1 AND token_hash = $2"};
// The person's events for the feed: answered going or maybe, ended in the last 30 days ($3) or
// to come, published or cancelled.
inline constexpr db::Statement kFeedEvents{
    "events.feed_events", APLAUSO_EVENT_COLUMNS
    "JOIN event_registrations r ON r.org_id = e.org_id AND r.event_id = e.id WHERE e.org_id = $1 "
    "AND r.user_id = $2 AND r.response IN ('going', 'maybe') AND e.deleted_at IS NULL AND "
    "e.status IN ('published', 'cancelled') AND e.ends_at >= $3 ORDER BY e.starts_at, e.id LIMIT "
    "500"};

// --- A person erased (ADR 0018): their calendar secret, their answers, their places to come ---
inline constexpr db::Statement kForgetToken{
    "events.forget_token", "DELETE FROM calendar_tokens WHERE org_id = $1 AND user_id = $2"};
// The events to come ($3: now) where the person holds or waits for a place.
inline constexpr db::Statement kUpcomingOfPerson{
    "events.upcoming_of_person",
    "SELECT r.event_id FROM event_registrations r JOIN events e ON e.org_id = r.org_id AND e.id = "
    "r.event_id WHERE r.org_id = $1 AND r.user_id = $2 AND r.status <> 'cancelled' AND "
    "e.starts_at > $3 ORDER BY r.event_id"};
// Their places in events to come are given up; past registrations stay (attendance is history)
// without their answers.
inline constexpr db::Statement kCancelUpcomingOfPerson{
    "events.cancel_upcoming_of_person",
    "UPDATE event_registrations SET status = 'cancelled', response = 'not_going', waitlisted_at = "
    "NULL, offered_until = NULL, updated_at = $3 WHERE org_id = $1 AND user_id = $2 AND status "
    "<> 'cancelled' AND event_id IN (SELECT id FROM events WHERE org_id = $1 AND starts_at > $3)"};
inline constexpr db::Statement kForgetAnswers{
    "events.forget_answers",
    "UPDATE event_registrations SET answers = NULL WHERE org_id = $1 AND user_id = $2 AND answers "
    "IS NOT NULL"};
inline constexpr db::Statement kForgetOrganiser{
    "events.forget_organiser", "DELETE FROM event_organisers WHERE org_id = $1 AND user_id = $2"};

}  // namespace aplauso::events::sql
