-- Programs (issue 31, programs part; engagement.md §4; docs/programs.md, ADR 0059): programs with
-- owners, an audience, a period, a budget in points (a hard cap: budget_spent only grows through
-- a conditional update in the payment's transaction, PRG-★1), actions with evidence, recurrence,
-- per-person limits and prerequisites, assignments with a due day (mandatory programs), and
-- submissions decided by owners, the submitter's leader or admins (the approvals inbox). Days
-- are the organisation's, YYYY-MM-DD text.
CREATE TABLE programs (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  cover_key TEXT,
  -- draft, active, paused, closed
  status TEXT NOT NULL DEFAULT 'draft',
  starts_on TEXT,
  ends_on TEXT,
  -- NULL: no cap
  budget_points BIGINT,
  budget_spent BIGINT NOT NULL DEFAULT 0,
  -- 1: everyone; 0: the departments and groups of program_audience
  audience_everyone {{BOOL}} NOT NULL DEFAULT 1,
  show_in_feed {{BOOL}} NOT NULL DEFAULT 1,
  mandatory {{BOOL}} NOT NULL DEFAULT 0,
  -- lower first: a new program takes the smallest position less one ("new first")
  position BIGINT NOT NULL DEFAULT 0,
  created_by BIGINT REFERENCES users(id),
  created_at {{TIMESTAMP}} NOT NULL,
  updated_at {{TIMESTAMP}} NOT NULL,
  deleted_at {{TIMESTAMP}},
  CHECK (status IN ('draft', 'active', 'paused', 'closed')),
  CHECK (budget_points IS NULL OR budget_points >= 0),
  CHECK (budget_points IS NULL OR budget_spent <= budget_points),
  CHECK (budget_spent >= 0)
);
CREATE INDEX programs_list ON programs (org_id, deleted_at, status, position, id);

-- The departments and communication groups of an audience (when not everyone).
CREATE TABLE program_audience (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  program_id BIGINT NOT NULL REFERENCES programs(id),
  -- department, group
  kind TEXT NOT NULL,
  ref_id BIGINT NOT NULL,
  PRIMARY KEY (org_id, program_id, kind, ref_id),
  CHECK (kind IN ('department', 'group'))
);
CREATE INDEX program_audience_ref ON program_audience (org_id, kind, ref_id, program_id);

CREATE TABLE program_owners (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  program_id BIGINT NOT NULL REFERENCES programs(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  PRIMARY KEY (org_id, program_id, user_id)
);
CREATE INDEX program_owners_user ON program_owners (org_id, user_id, program_id);

CREATE TABLE program_actions (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  program_id BIGINT NOT NULL REFERENCES programs(id),
  title TEXT NOT NULL,
  instructions TEXT NOT NULL DEFAULT '',
  points BIGINT NOT NULL DEFAULT 0,
  -- none, text, photo, file, link
  evidence TEXT NOT NULL DEFAULT 'none',
  -- once, daily, weekly, monthly, unlimited
  recurrence TEXT NOT NULL DEFAULT 'once',
  -- NULL: no limit within the recurrence (once: 1)
  per_person_limit BIGINT,
  starts_on TEXT,
  ends_on TEXT,
  auto_approve {{BOOL}} NOT NULL DEFAULT 0,
  archived {{BOOL}} NOT NULL DEFAULT 0,
  position BIGINT NOT NULL DEFAULT 0,
  created_at {{TIMESTAMP}} NOT NULL,
  CHECK (points >= 0 AND points <= 100000),
  CHECK (evidence IN ('none', 'text', 'photo', 'file', 'link')),
  CHECK (recurrence IN ('once', 'daily', 'weekly', 'monthly', 'unlimited')),
  CHECK (per_person_limit IS NULL OR per_person_limit >= 1)
);
CREATE INDEX program_actions_program ON program_actions (org_id, program_id, archived, position);

-- Action action_id opens for a person once prerequisite_id has an approved submission of theirs.
CREATE TABLE program_action_prerequisites (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  program_id BIGINT NOT NULL REFERENCES programs(id),
  action_id BIGINT NOT NULL REFERENCES program_actions(id),
  prerequisite_id BIGINT NOT NULL REFERENCES program_actions(id),
  PRIMARY KEY (org_id, program_id, action_id, prerequisite_id)
);

-- Mandatory programs: one assignment per program and person, with a due day.
CREATE TABLE program_assignments (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  program_id BIGINT NOT NULL REFERENCES programs(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  due_on TEXT NOT NULL,
  assigned_by BIGINT REFERENCES users(id),
  assigned_at {{TIMESTAMP}} NOT NULL,
  PRIMARY KEY (org_id, program_id, user_id)
);
CREATE INDEX program_assignments_user ON program_assignments (org_id, user_id, due_on);
-- The due reminders job: assignments of a day.
CREATE INDEX program_assignments_due ON program_assignments (due_on, org_id);

CREATE TABLE program_submissions (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  program_id BIGINT NOT NULL REFERENCES programs(id),
  action_id BIGINT NOT NULL REFERENCES program_actions(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  -- pending, approved, rejected, cancelled
  status TEXT NOT NULL DEFAULT 'pending',
  body TEXT NOT NULL DEFAULT '',
  link TEXT,
  attachment_key TEXT,
  attachment_name TEXT,
  attachment_type TEXT,
  -- frozen at submission: what approving pays
  points BIGINT NOT NULL DEFAULT 0,
  -- 0: kept out of the program's activity
  share {{BOOL}} NOT NULL DEFAULT 1,
  reviewer_id BIGINT REFERENCES users(id),
  reason TEXT,
  decided_at {{TIMESTAMP}},
  -- the organisation's day of submission (recurrence windows)
  day TEXT NOT NULL,
  created_at {{TIMESTAMP}} NOT NULL,
  resubmission_of BIGINT REFERENCES program_submissions(id),
  CHECK (status IN ('pending', 'approved', 'rejected', 'cancelled'))
);
CREATE INDEX program_submissions_status ON program_submissions (org_id, status, created_at);
CREATE INDEX program_submissions_program ON program_submissions (org_id, program_id, status, id);
CREATE INDEX program_submissions_user ON program_submissions (org_id, user_id, id);
CREATE INDEX program_submissions_action_user ON program_submissions (org_id, action_id, user_id,
  status, day);
-- One pending submission per action and person at a time, even under concurrent submits.
CREATE UNIQUE INDEX program_submissions_one_pending ON program_submissions (org_id, action_id,
  user_id) WHERE status = 'pending';

-- The due reminder of an assignment on a day: once.
CREATE TABLE program_reminders (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  program_id BIGINT NOT NULL REFERENCES programs(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  day TEXT NOT NULL,
  created_at {{TIMESTAMP}} NOT NULL,
  PRIMARY KEY (org_id, program_id, user_id, day)
);
