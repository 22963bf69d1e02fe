-- Challenges (issue 31, challenges part; engagement.md §5; docs/challenges.md, ADR 0062):
-- time-boxed challenges with an audience, a metric (claims, a self-reported number, rotating-code
-- check-ins or product events), a target per period, a reward (points through the ledger and/or
-- a badge), approvers and guard rails; participants and their teams; every contribution once
-- (UNIQUE on its source), the scores per period and person and per period and team kept in the
-- same transaction as each contribution, completions paid once. Days are the organisation's,
-- YYYY-MM-DD text; amounts (target, scores, numbers) are thousandths.
CREATE TABLE challenges (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  title TEXT NOT NULL,
  rules TEXT NOT NULL DEFAULT '',
  cover_key TEXT,
  -- individual, team
  kind TEXT NOT NULL DEFAULT 'individual',
  -- department, group (team challenges)
  team_basis TEXT,
  -- 1: everyone; 0: the departments and groups of challenge_audience
  audience_everyone {{BOOL}} NOT NULL DEFAULT 1,
  starts_on TEXT NOT NULL,
  ends_on TEXT NOT NULL,
  -- none, daily, weekly, monthly
  recurrence TEXT NOT NULL DEFAULT 'none',
  -- claims, number, checkin, product_event
  metric TEXT NOT NULL,
  -- recognition_sent, recognition_received, survey_answered, event_attended
  product_event TEXT,
  -- none, text, photo, file, link
  evidence TEXT NOT NULL DEFAULT 'none',
  unit TEXT,
  -- thousandths
  max_per_claim BIGINT,
  target BIGINT NOT NULL,
  reward_points BIGINT NOT NULL DEFAULT 0,
  badge_id BIGINT REFERENCES badges(id),
  -- auto, manual
  approval TEXT NOT NULL DEFAULT 'manual',
  max_claims_per_day BIGINT NOT NULL DEFAULT 5,
  max_claims_total BIGINT,
  four_eyes_points BIGINT,
  alternative TEXT,
  -- open, automatic
  join_mode TEXT NOT NULL DEFAULT 'open',
  show_in_feed {{BOOL}} NOT NULL DEFAULT 1,
  -- draft, active, inactive, ended, archived
  status TEXT NOT NULL DEFAULT 'draft',
  -- lower first: a new challenge takes the smallest position less one ("new first")
  position BIGINT NOT NULL DEFAULT 0,
  -- the key of the rotating check-in code (hex)
  checkin_secret TEXT NOT NULL,
  created_by BIGINT REFERENCES users(id),
  created_at {{TIMESTAMP}} NOT NULL,
  updated_at {{TIMESTAMP}} NOT NULL,
  CHECK (kind IN ('individual', 'team')),
  CHECK (team_basis IS NULL OR team_basis IN ('department', 'group')),
  CHECK (recurrence IN ('none', 'daily', 'weekly', 'monthly')),
  CHECK (metric IN ('claims', 'number', 'checkin', 'product_event')),
  CHECK (product_event IS NULL OR product_event IN ('recognition_sent', 'recognition_received',
    'survey_answered', 'event_attended')),
  CHECK (evidence IN ('none', 'text', 'photo', 'file', 'link')),
  CHECK (approval IN ('auto', 'manual')),
  CHECK (join_mode IN ('open', 'automatic')),
  CHECK (status IN ('draft', 'active', 'inactive', 'ended', 'archived')),
  CHECK (target > 0),
  CHECK (reward_points >= 0 AND reward_points <= 100000),
  CHECK (max_claims_per_day >= 1)
);
CREATE INDEX challenges_list ON challenges (org_id, status, position, id);
-- The product-event hooks: an organisation's active challenges counting one event.
CREATE INDEX challenges_product_event ON challenges (org_id, product_event, status);
-- The jobs: active and inactive challenges by end day.
CREATE INDEX challenges_ending ON challenges (status, ends_on);

-- The departments and communication groups of an audience (when not everyone).
CREATE TABLE challenge_audience (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  challenge_id BIGINT NOT NULL REFERENCES challenges(id),
  -- department, group
  kind TEXT NOT NULL,
  ref_id BIGINT NOT NULL,
  PRIMARY KEY (org_id, challenge_id, kind, ref_id),
  CHECK (kind IN ('department', 'group'))
);

CREATE TABLE challenge_approvers (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  challenge_id BIGINT NOT NULL REFERENCES challenges(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  PRIMARY KEY (org_id, challenge_id, user_id)
);
CREATE INDEX challenge_approvers_user ON challenge_approvers (org_id, user_id, challenge_id);

-- Who takes part: joined (open) or enrolled from the audience (automatic). Leaving sets left_at
-- (contributions stay; they no longer rank nor count as team members).
CREATE TABLE challenge_participants (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  challenge_id BIGINT NOT NULL REFERENCES challenges(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  joined_at {{TIMESTAMP}} NOT NULL,
  left_at {{TIMESTAMP}},
  PRIMARY KEY (org_id, challenge_id, user_id)
);
CREATE INDEX challenge_participants_user ON challenge_participants (org_id, user_id, challenge_id);

-- A participant's teams in a team challenge (their department, or their groups), while enrolled.
CREATE TABLE challenge_team_members (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  challenge_id BIGINT NOT NULL REFERENCES challenges(id),
  team_kind TEXT NOT NULL,
  team_id BIGINT NOT NULL,
  user_id BIGINT NOT NULL REFERENCES users(id),
  PRIMARY KEY (org_id, challenge_id, team_kind, team_id, user_id)
);
CREATE INDEX challenge_team_members_user ON challenge_team_members (org_id, challenge_id, user_id);

-- Each team's enrolled members now (recounted on every join and leave).
CREATE TABLE challenge_teams (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  challenge_id BIGINT NOT NULL REFERENCES challenges(id),
  team_kind TEXT NOT NULL,
  team_id BIGINT NOT NULL,
  members BIGINT NOT NULL DEFAULT 0,
  PRIMARY KEY (org_id, challenge_id, team_kind, team_id)
);

-- Every counted contribution, once per source (a retried hook or a re-approved claim never
-- counts twice).
CREATE TABLE challenge_contributions (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  challenge_id BIGINT NOT NULL REFERENCES challenges(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  period_key TEXT NOT NULL,
  amount BIGINT NOT NULL,
  -- claim, checkin, recognition_sent, recognition_received, survey_answered, event_attended
  source_kind TEXT NOT NULL,
  source_id BIGINT NOT NULL,
  created_at {{TIMESTAMP}} NOT NULL
);
CREATE UNIQUE INDEX challenge_contributions_source ON challenge_contributions (challenge_id,
  user_id, source_kind, source_id);
CREATE INDEX challenge_contributions_challenge ON challenge_contributions (org_id, challenge_id,
  source_kind);

-- A person's score in a period (the leaderboard reads this index, never the contributions).
CREATE TABLE challenge_scores (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  challenge_id BIGINT NOT NULL REFERENCES challenges(id),
  period_key TEXT NOT NULL,
  user_id BIGINT NOT NULL REFERENCES users(id),
  score BIGINT NOT NULL DEFAULT 0,
  -- when the score last grew (ties: earliest first)
  reached_at {{TIMESTAMP}} NOT NULL,
  completed_at {{TIMESTAMP}},
  -- 0 once the person left
  ranked {{BOOL}} NOT NULL DEFAULT 1,
  PRIMARY KEY (challenge_id, period_key, user_id)
);
CREATE INDEX challenge_scores_rank ON challenge_scores (challenge_id, period_key, ranked, score,
  reached_at);
CREATE INDEX challenge_scores_user ON challenge_scores (org_id, user_id, challenge_id);

CREATE TABLE challenge_team_scores (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  challenge_id BIGINT NOT NULL REFERENCES challenges(id),
  period_key TEXT NOT NULL,
  team_kind TEXT NOT NULL,
  team_id BIGINT NOT NULL,
  total BIGINT NOT NULL DEFAULT 0,
  reached_at {{TIMESTAMP}} NOT NULL,
  completed_at {{TIMESTAMP}},
  PRIMARY KEY (challenge_id, period_key, team_kind, team_id)
);

CREATE TABLE challenge_claims (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  challenge_id BIGINT NOT NULL REFERENCES challenges(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  -- pending, approved, rejected
  status TEXT NOT NULL DEFAULT 'pending',
  period_key TEXT NOT NULL,
  -- the organisation's day it was sent (the daily cap)
  day TEXT NOT NULL,
  body TEXT NOT NULL DEFAULT '',
  link TEXT,
  upload_key TEXT,
  upload_name TEXT,
  upload_type TEXT,
  -- SHA-256 (hex) of the uploaded file's content (duplicate evidence)
  content_hash TEXT,
  -- thousandths (number metric)
  number BIGINT,
  used_alternative {{BOOL}} NOT NULL DEFAULT 0,
  -- 2 under four eyes
  approvals_needed BIGINT NOT NULL DEFAULT 1,
  first_approver_id BIGINT REFERENCES users(id),
  first_approved_at {{TIMESTAMP}},
  reviewer_id BIGINT REFERENCES users(id),
  reason TEXT,
  decided_at {{TIMESTAMP}},
  created_at {{TIMESTAMP}} NOT NULL,
  CHECK (status IN ('pending', 'approved', 'rejected')),
  CHECK (approvals_needed IN (1, 2))
);
CREATE INDEX challenge_claims_status ON challenge_claims (org_id, status, created_at);
CREATE INDEX challenge_claims_challenge ON challenge_claims (org_id, challenge_id, status, id);
CREATE INDEX challenge_claims_user ON challenge_claims (org_id, user_id, challenge_id, day);
-- The same evidence once per challenge among claims not rejected, even under concurrent claims.
CREATE UNIQUE INDEX challenge_claims_hash ON challenge_claims (challenge_id, content_hash)
  WHERE content_hash IS NOT NULL AND status <> 'rejected';
CREATE UNIQUE INDEX challenge_claims_link ON challenge_claims (challenge_id, link)
  WHERE link IS NOT NULL AND status <> 'rejected';

-- A person's completion of a period: rewarded once (the primary key).
CREATE TABLE challenge_completions (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  challenge_id BIGINT NOT NULL REFERENCES challenges(id),
  period_key TEXT NOT NULL,
  user_id BIGINT NOT NULL REFERENCES users(id),
  points BIGINT NOT NULL DEFAULT 0,
  badge_id BIGINT,
  completed_at {{TIMESTAMP}} NOT NULL
);
CREATE UNIQUE INDEX challenge_completions_once ON challenge_completions (challenge_id,
  period_key, user_id);
CREATE INDEX challenge_completions_recent ON challenge_completions (org_id, challenge_id,
  completed_at);

-- The ending reminder of a participant: once.
CREATE TABLE challenge_reminders (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  challenge_id BIGINT NOT NULL REFERENCES challenges(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  created_at {{TIMESTAMP}} NOT NULL,
  PRIMARY KEY (org_id, challenge_id, user_id)
);
