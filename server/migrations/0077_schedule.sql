-- Working hours (issue 33; docs/schedule.md, ADR 0076): the organisation's work schedules, each
-- with up to two intervals per weekday and an optional time zone, the person each one applies to
-- (at most one per person; the organisation's default otherwise), and when a reminder mailed or
-- sent by WhatsApp outside its person's working hours may go.
CREATE TABLE work_schedules (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  name TEXT NOT NULL,
  -- IANA name; NULL: the person's site's, else the organisation's
  timezone TEXT,
  -- JSON text: seven arrays (Monday first) of up to two ["HH:MM", "HH:MM"] intervals
  week TEXT NOT NULL,
  is_default {{BOOL}} NOT NULL DEFAULT 0,
  -- 'active' or 'archived'
  status TEXT NOT NULL DEFAULT 'active',
  created_by BIGINT REFERENCES users(id),
  created_at {{TIMESTAMP}} NOT NULL,
  updated_at {{TIMESTAMP}} NOT NULL
);
CREATE INDEX work_schedules_list ON work_schedules (org_id, status, name);
CREATE INDEX work_schedules_default ON work_schedules (org_id, is_default);

CREATE TABLE work_schedule_people (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  schedule_id BIGINT NOT NULL REFERENCES work_schedules(id),
  assigned_by BIGINT REFERENCES users(id),
  assigned_at {{TIMESTAMP}} NOT NULL,
  PRIMARY KEY (org_id, user_id)
);
CREATE INDEX work_schedule_people_schedule ON work_schedule_people (org_id, schedule_id);

-- A reminder outside its person's working hours is held until this instant (ms; NULL: now).
ALTER TABLE notifications ADD COLUMN held_until BIGINT;
