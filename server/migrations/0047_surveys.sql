-- Surveys and pulses (issue 29; ADR 0050; docs/surveys.md). A survey's questions are a form of
-- the forms engine (owner 'surveys'); its answers are kept by the privacy engine only (no person,
-- only the day). What this module keeps is who was asked (the audience snapshot of each cycle),
-- who answered (participation: the person and the day, never what they said), their drafts until
-- they submit, the reminders sent and the action plans.
CREATE TABLE surveys (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  title TEXT NOT NULL,
  title_en TEXT,
  description TEXT,
  description_en TEXT,
  -- draft, scheduled, open, paused, closed, archived
  status TEXT NOT NULL DEFAULT 'draft',
  -- attributed, confidential, anonymous (only ever made stronger once launched)
  confidentiality TEXT NOT NULL,
  form_id TEXT NOT NULL,
  questions BIGINT NOT NULL DEFAULT 0,
  points BIGINT NOT NULL DEFAULT 0,
  multi_response {{BOOL}} NOT NULL DEFAULT 0,
  notify {{BOOL}} NOT NULL DEFAULT 1,
  -- {"everyone": bool, "departments": [id], "groups": [id], "countries": ["CL"]}
  audience {{JSON}} NOT NULL,
  opens_on TEXT,
  closes_on TEXT,
  -- none, weekly, biweekly, monthly
  recurrence TEXT NOT NULL DEFAULT 'none',
  -- 0 before launch; the current cycle after, and the organisation's day it opened
  cycle BIGINT NOT NULL DEFAULT 0,
  cycle_opened_on TEXT,
  -- days after a cycle opens on which its non-respondents are reminded, a JSON array
  reminder_days {{JSON}} NOT NULL,
  k BIGINT,
  k_comments BIGINT,
  created_by BIGINT REFERENCES users(id),
  created_at {{TIMESTAMP}} NOT NULL,
  updated_at {{TIMESTAMP}} NOT NULL,
  launched_at {{TIMESTAMP}},
  CHECK (status IN ('draft', 'scheduled', 'open', 'paused', 'closed', 'archived')),
  CHECK (confidentiality IN ('attributed', 'confidential', 'anonymous')),
  CHECK (recurrence IN ('none', 'weekly', 'biweekly', 'monthly')),
  CHECK (points >= 0)
);
CREATE INDEX surveys_org_status ON surveys (org_id, status, id);
-- The jobs' scan across organisations: scheduled ones to open, open ones to close or cycle.
CREATE INDEX surveys_status ON surveys (status, id);

-- Who each cycle asks: the snapshot taken when the cycle opens, with the segment each person
-- was in then (department, country, tenure band), so people moving later change nothing.
CREATE TABLE survey_audience (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  survey_id BIGINT NOT NULL REFERENCES surveys(id),
  cycle BIGINT NOT NULL,
  user_id BIGINT NOT NULL REFERENCES users(id),
  department_id BIGINT,
  country TEXT,
  tenure_band TEXT,
  PRIMARY KEY (org_id, survey_id, cycle, user_id)
);
CREATE INDEX survey_audience_user ON survey_audience (org_id, user_id, survey_id, cycle);

-- Who answered which cycle, and on which day (the organisation's, no time): never what they
-- answered. One row per person and cycle; `responses` counts answers of multi-response surveys.
-- The row is also the key that pays the survey's points once per person and cycle.
CREATE TABLE survey_participation (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  survey_id BIGINT NOT NULL REFERENCES surveys(id),
  cycle BIGINT NOT NULL,
  user_id BIGINT NOT NULL REFERENCES users(id),
  completed_on TEXT NOT NULL,
  responses BIGINT NOT NULL DEFAULT 1,
  PRIMARY KEY (org_id, survey_id, cycle, user_id)
);
CREATE INDEX survey_participation_user ON survey_participation (org_id, user_id, survey_id);

-- A person's answers so far (resumed on another device); deleted when they submit, when a new
-- cycle opens and when the survey closes.
CREATE TABLE survey_drafts (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  survey_id BIGINT NOT NULL REFERENCES surveys(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  cycle BIGINT NOT NULL,
  version BIGINT NOT NULL,
  answers {{JSON}} NOT NULL,
  updated_at {{TIMESTAMP}} NOT NULL,
  PRIMARY KEY (org_id, survey_id, user_id)
);
CREATE INDEX survey_drafts_user ON survey_drafts (org_id, user_id);

-- Reminders sent: 'auto' once per cycle and offset (the day after opening), 'manual' when an
-- admin asks (at most one every 14 days).
CREATE TABLE survey_reminders (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  survey_id BIGINT NOT NULL REFERENCES surveys(id),
  cycle BIGINT NOT NULL,
  kind TEXT NOT NULL,
  offset_days BIGINT NOT NULL DEFAULT 0,
  sent_on TEXT NOT NULL,
  reminded BIGINT NOT NULL DEFAULT 0,
  created_at {{TIMESTAMP}} NOT NULL,
  CHECK (kind IN ('auto', 'manual'))
);
CREATE UNIQUE INDEX survey_reminders_auto ON survey_reminders (org_id, survey_id, cycle, offset_days)
  WHERE kind = 'auto';
CREATE INDEX survey_reminders_survey ON survey_reminders (org_id, survey_id, kind, created_at);

-- Action plans from a result (SUR-16): an owner, a due date, the question and segment it answers,
-- and the follow-up pulse it scheduled.
CREATE TABLE survey_actions (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  survey_id BIGINT NOT NULL REFERENCES surveys(id),
  title TEXT NOT NULL,
  owner_id BIGINT NOT NULL REFERENCES users(id),
  due_on TEXT NOT NULL,
  question_id TEXT,
  segment_dimension TEXT,
  segment_value TEXT,
  follow_up_survey_id BIGINT REFERENCES surveys(id),
  status TEXT NOT NULL DEFAULT 'open',
  created_by BIGINT REFERENCES users(id),
  created_at {{TIMESTAMP}} NOT NULL,
  updated_at {{TIMESTAMP}} NOT NULL,
  CHECK (status IN ('open', 'done'))
);
CREATE INDEX survey_actions_survey ON survey_actions (org_id, survey_id, status, due_on);

-- The placeholder of the foundation (nobody wrote it): pending surveys now come from the
-- audience and participation above.
DROP TABLE survey_assignments;

-- Live hints that are neither a notification nor a post (the live module writes and reads them,
-- ADR 0025): "something you count changed, ask again", e.g. surveys.pending when a survey of the
-- person's audience opens, pauses or closes, or when they answer. Kept a day.
CREATE TABLE live_signals (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  name TEXT NOT NULL,
  created_at {{TIMESTAMP}} NOT NULL
);
CREATE INDEX live_signals_user ON live_signals (org_id, user_id, id);
CREATE INDEX live_signals_time ON live_signals (created_at);
