-- Goals (issue 30, goals part; ADR 0054; docs/goals.md): goals with an owner and co-owners, a
-- metric and a period, checklists, an append-only history of check-ins, an alignment graph with
-- several parents and a contribution each (goal_links, a DAG the service keeps acyclic), comments,
-- the organisation's goal categories and settings, and the last check-in nudge per goal.
CREATE TABLE goal_categories (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  name TEXT NOT NULL,
  name_en TEXT,
  value_id BIGINT REFERENCES corporate_values(id),
  active {{BOOL}} NOT NULL DEFAULT 1,
  created_at {{TIMESTAMP}} NOT NULL
);
CREATE INDEX goal_categories_org ON goal_categories (org_id, active, id);

CREATE TABLE goals (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  title TEXT NOT NULL,
  description TEXT,
  owner_id BIGINT NOT NULL REFERENCES users(id),
  creator_id BIGINT REFERENCES users(id),
  -- company, department, group, personal
  level TEXT NOT NULL,
  department_id BIGINT REFERENCES departments(id),
  group_id BIGINT REFERENCES org_groups(id),
  category_id BIGINT REFERENCES goal_categories(id),
  starts_on TEXT NOT NULL,
  ends_on TEXT NOT NULL,
  -- binary, number, percent, currency
  metric TEXT NOT NULL,
  unit TEXT,
  currency TEXT,
  start_value DOUBLE PRECISION NOT NULL DEFAULT 0,
  target_value DOUBLE PRECISION NOT NULL,
  current_value DOUBLE PRECISION NOT NULL,
  -- 0-100: from the newest check-in (manual), the checklist, or the children (roll-up)
  progress DOUBLE PRECISION NOT NULL DEFAULT 0,
  progress_mode TEXT NOT NULL,
  visibility TEXT NOT NULL,
  weight DOUBLE PRECISION NOT NULL DEFAULT 0,
  points BIGINT NOT NULL DEFAULT 0,
  status TEXT NOT NULL DEFAULT 'active',
  closed_outcome TEXT,
  closed_value DOUBLE PRECISION,
  closed_comment TEXT,
  closed_at {{TIMESTAMP}},
  closed_by BIGINT REFERENCES users(id),
  paid_at {{TIMESTAMP}},
  -- the newest check-in, kept here so that a page of goals needs no statement for it
  checkins BIGINT NOT NULL DEFAULT 0,
  last_checkin_at {{TIMESTAMP}},
  last_checkin_status TEXT,
  last_checkin_confidence BIGINT,
  created_at {{TIMESTAMP}} NOT NULL,
  updated_at {{TIMESTAMP}} NOT NULL,
  CHECK (level IN ('company', 'department', 'group', 'personal')),
  CHECK (metric IN ('binary', 'number', 'percent', 'currency')),
  CHECK (progress_mode IN ('manual', 'checklist', 'children')),
  CHECK (visibility IN ('public', 'department', 'private')),
  CHECK (status IN ('active', 'pending_approval', 'achieved', 'missed', 'archived')),
  CHECK (points >= 0)
);
CREATE INDEX goals_owner ON goals (org_id, owner_id, ends_on);
CREATE INDEX goals_level ON goals (org_id, level, ends_on);
CREATE INDEX goals_department ON goals (org_id, department_id, ends_on);
CREATE INDEX goals_ends ON goals (org_id, ends_on, id);
-- The nudge job's scan across organisations.
CREATE INDEX goals_status ON goals (status, id);

-- The owner (is_owner = 1) and the co-owners: "mine" is one index range.
CREATE TABLE goal_owners (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  goal_id BIGINT NOT NULL REFERENCES goals(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  is_owner {{BOOL}} NOT NULL DEFAULT 0,
  PRIMARY KEY (org_id, goal_id, user_id)
);
CREATE INDEX goal_owners_user ON goal_owners (org_id, user_id, goal_id);

-- Who else sees a private goal.
CREATE TABLE goal_viewers (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  goal_id BIGINT NOT NULL REFERENCES goals(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  PRIMARY KEY (org_id, goal_id, user_id)
);
CREATE INDEX goal_viewers_user ON goal_viewers (org_id, user_id, goal_id);

CREATE TABLE goal_checklist_items (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  goal_id BIGINT NOT NULL REFERENCES goals(id),
  position BIGINT NOT NULL,
  title TEXT NOT NULL,
  weight DOUBLE PRECISION,
  done {{BOOL}} NOT NULL DEFAULT 0,
  done_at {{TIMESTAMP}},
  done_by BIGINT REFERENCES users(id)
);
CREATE INDEX goal_checklist_goal ON goal_checklist_items (org_id, goal_id, position);

-- Append-only: never updated; deleted only with a goal that may be deleted (none).
CREATE TABLE goal_checkins (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  goal_id BIGINT NOT NULL REFERENCES goals(id),
  author_id BIGINT NOT NULL REFERENCES users(id),
  value DOUBLE PRECISION NOT NULL,
  status TEXT NOT NULL,
  confidence BIGINT NOT NULL,
  comment TEXT,
  -- [{"key": ..., "name": ...}]
  attachments {{JSON}} NOT NULL,
  created_at {{TIMESTAMP}} NOT NULL,
  CHECK (status IN ('on_track', 'progressing', 'off_track')),
  CHECK (confidence BETWEEN 1 AND 5)
);
CREATE INDEX goal_checkins_goal ON goal_checkins (org_id, goal_id, created_at, id);

-- The alignment graph: child contributes `contribution` (1-100) of parent. Acyclic (the service
-- refuses a parent that is the child or one of its descendants).
CREATE TABLE goal_links (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  parent_id BIGINT NOT NULL REFERENCES goals(id),
  child_id BIGINT NOT NULL REFERENCES goals(id),
  contribution DOUBLE PRECISION NOT NULL,
  created_at {{TIMESTAMP}} NOT NULL,
  PRIMARY KEY (org_id, parent_id, child_id),
  CHECK (parent_id <> child_id)
);
CREATE INDEX goal_links_child ON goal_links (org_id, child_id, parent_id);

CREATE TABLE goal_comments (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  goal_id BIGINT NOT NULL REFERENCES goals(id),
  author_id BIGINT NOT NULL REFERENCES users(id),
  body TEXT NOT NULL,
  created_at {{TIMESTAMP}} NOT NULL
);
CREATE INDEX goal_comments_goal ON goal_comments (org_id, goal_id, id);

CREATE TABLE goal_settings (
  org_id BIGINT PRIMARY KEY REFERENCES organizations(id),
  nudge_days BIGINT NOT NULL DEFAULT 14,
  behind_delta DOUBLE PRECISION NOT NULL DEFAULT 10,
  at_risk_delta DOUBLE PRECISION NOT NULL DEFAULT 25,
  updated_at {{TIMESTAMP}} NOT NULL
);

-- The last check-in nudge of a goal (GOA-6: at most one per nudge_days).
CREATE TABLE goal_nudges (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  goal_id BIGINT NOT NULL REFERENCES goals(id),
  nudged_at {{TIMESTAMP}} NOT NULL,
  PRIMARY KEY (org_id, goal_id)
);
