-- Events (issue 31, engagement.md §6; docs/events.md, ADR 0060): events with organisers, an
-- audience, capacity, a registration window and questions (forms engine), attendance points;
-- people's registrations with the waitlist and its holds, check-ins and points paid; the
-- reminders sent; and each person's calendar feed secret (kept hashed).
CREATE TABLE events (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  -- a picture of the organisation's media library
  cover_media_id BIGINT,
  -- in_person, online, hybrid
  kind TEXT NOT NULL,
  starts_at {{TIMESTAMP}} NOT NULL,
  ends_at {{TIMESTAMP}} NOT NULL,
  time_zone TEXT NOT NULL,
  location TEXT,
  link TEXT,
  -- NULL: unlimited
  capacity BIGINT,
  hold_hours BIGINT NOT NULL DEFAULT 24,
  registration_opens_at {{TIMESTAMP}},
  registration_closes_at {{TIMESTAMP}},
  -- everyone, else the departments and groups of event_audience
  audience_everyone {{BOOL}} NOT NULL DEFAULT 1,
  -- draft, published, cancelled
  status TEXT NOT NULL DEFAULT 'draft',
  attendance_points BIGINT NOT NULL DEFAULT 0,
  allow_maybe {{BOOL}} NOT NULL DEFAULT 1,
  -- the registration questions: a form of the forms engine (owner events)
  form_id TEXT,
  -- RFC 5545 SEQUENCE: +1 on every change calendars must see
  sequence BIGINT NOT NULL DEFAULT 0,
  -- the key of the rotating pass and event codes (hex)
  checkin_secret TEXT NOT NULL,
  created_by BIGINT REFERENCES users(id),
  created_at {{TIMESTAMP}} NOT NULL,
  updated_at {{TIMESTAMP}} NOT NULL,
  published_at {{TIMESTAMP}},
  cancelled_at {{TIMESTAMP}},
  deleted_at {{TIMESTAMP}},
  CHECK (kind IN ('in_person', 'online', 'hybrid')),
  CHECK (status IN ('draft', 'published', 'cancelled')),
  CHECK (capacity IS NULL OR (capacity >= 1 AND capacity <= 100000)),
  CHECK (hold_hours >= 1 AND hold_hours <= 72),
  CHECK (attendance_points >= 0 AND attendance_points <= 10000),
  CHECK (ends_at > starts_at)
);
CREATE INDEX events_org_start ON events (org_id, starts_at);
CREATE INDEX events_org_status ON events (org_id, status, starts_at);

-- The departments and communication groups of an audience that is not everyone.
CREATE TABLE event_audience (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  event_id BIGINT NOT NULL REFERENCES events(id),
  -- department, group
  kind TEXT NOT NULL,
  ref_id BIGINT NOT NULL,
  PRIMARY KEY (event_id, kind, ref_id),
  CHECK (kind IN ('department', 'group'))
);
CREATE INDEX event_audience_ref ON event_audience (org_id, kind, ref_id);

CREATE TABLE event_organisers (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  event_id BIGINT NOT NULL REFERENCES events(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  PRIMARY KEY (event_id, user_id)
);
CREATE INDEX event_organisers_user ON event_organisers (org_id, user_id);

-- One registration per person and event. status: confirmed holds a place, offered holds one
-- until offered_until, waitlisted waits (FIFO by waitlisted_at then id), cancelled holds none.
CREATE TABLE event_registrations (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  event_id BIGINT NOT NULL REFERENCES events(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  -- going, maybe, not_going
  response TEXT NOT NULL,
  status TEXT NOT NULL,
  waitlisted_at {{TIMESTAMP}},
  offered_until {{TIMESTAMP}},
  -- the registration questions' version answered and the answers as kept (JSON text)
  form_version BIGINT,
  answers TEXT,
  checked_in_at {{TIMESTAMP}},
  -- NULL with checked_in_at: a self check-in with the event code
  checked_in_by BIGINT REFERENCES users(id),
  points_paid {{BOOL}} NOT NULL DEFAULT 0,
  created_at {{TIMESTAMP}} NOT NULL,
  updated_at {{TIMESTAMP}} NOT NULL,
  UNIQUE (event_id, user_id),
  CHECK (response IN ('going', 'maybe', 'not_going')),
  CHECK (status IN ('confirmed', 'waitlisted', 'offered', 'cancelled'))
);
CREATE INDEX event_registrations_event ON event_registrations (org_id, event_id, status, waitlisted_at, id);
CREATE INDEX event_registrations_user ON event_registrations (org_id, user_id, event_id);
CREATE INDEX event_registrations_offers ON event_registrations (status, offered_until);

-- A reminder (day, hour) sent for a registration: once.
CREATE TABLE event_reminders (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  registration_id BIGINT NOT NULL REFERENCES event_registrations(id),
  kind TEXT NOT NULL,
  sent_at {{TIMESTAMP}} NOT NULL,
  PRIMARY KEY (registration_id, kind)
);

-- A person's calendar feed: the SHA-256 (hex) of the secret in its URL.
CREATE TABLE calendar_tokens (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  token_hash TEXT NOT NULL,
  created_at {{TIMESTAMP}} NOT NULL,
  PRIMARY KEY (org_id, user_id)
);
CREATE UNIQUE INDEX calendar_tokens_hash ON calendar_tokens (token_hash);
