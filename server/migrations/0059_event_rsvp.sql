-- Events: guests, custom RSVP options, a per-event reminder schedule and the post-event survey
-- (EVT-2, EVT-6; docs/events.md). The service checks the values: SQLite cannot add a CHECK
-- to an existing table.
-- How many guests a registration may bring (0: none).
ALTER TABLE events ADD COLUMN max_guests BIGINT NOT NULL DEFAULT 0;
-- The extra answers: [{"key","label","label_en","counts_as": going | not_going}] (JSON text).
ALTER TABLE events ADD COLUMN rsvp_options TEXT NOT NULL DEFAULT '[]';
-- The reminders sent, a comma-separated subset of 7d,3d,1d,2h,1h (in that order).
ALTER TABLE events ADD COLUMN reminders TEXT NOT NULL DEFAULT '7d,1d,1h';
-- A survey (surveys module) whose link goes to the attendees once the event has ended.
ALTER TABLE events ADD COLUMN followup_survey_id BIGINT;
-- A registration takes 1 + guests places.
ALTER TABLE event_registrations ADD COLUMN guests BIGINT NOT NULL DEFAULT 0;
-- The custom option answered (a key of the event's rsvp_options); NULL: a built-in answer.
ALTER TABLE event_registrations ADD COLUMN option_key TEXT;
CREATE INDEX event_registrations_option ON event_registrations (org_id, event_id, option_key);
