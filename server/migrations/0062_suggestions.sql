-- Suggestions and ideas (issue 32, engagement.md §9 CMP-1..3; docs/suggestions.md, ADR 0064).
-- The suggestion box: categories, reviewers, suggestions (anonymous ones keep no author id, only
-- author_key, a keyed hash of the author), their attachments, status history with public reasons
-- and internal notes. Ideas campaigns: campaigns with an audience and reviewers, ideas, one vote
-- per person and idea, comments one level deep, reviewers' scores, and the status history with
-- the points each move paid (paid once per idea: accepted_paid_at / implemented_paid_at).
CREATE TABLE suggestion_categories (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  name TEXT NOT NULL,
  name_en TEXT,
  position BIGINT NOT NULL DEFAULT 0,
  active {{BOOL}} NOT NULL DEFAULT 1,
  created_at {{TIMESTAMP}} NOT NULL
);
CREATE INDEX suggestion_categories_org ON suggestion_categories (org_id, active, position);

-- The people an admin designated as suggestion reviewers (admins review too).
CREATE TABLE suggestion_reviewers (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  PRIMARY KEY (org_id, user_id)
);

CREATE TABLE suggestions (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  category_id BIGINT REFERENCES suggestion_categories(id),
  anonymous {{BOOL}} NOT NULL DEFAULT 1,
  -- identified suggestions only
  author_id BIGINT REFERENCES users(id),
  -- anonymous suggestions only: hex HMAC-SHA256(server secret, "suggestions.author" ‖ org ‖ user)
  author_key TEXT,
  -- nueva, en_revision, aceptada, implementada, descartada
  status TEXT NOT NULL DEFAULT 'nueva',
  -- the public reason of the latest status change
  reason TEXT,
  archived {{BOOL}} NOT NULL DEFAULT 0,
  created_at {{TIMESTAMP}} NOT NULL,
  updated_at {{TIMESTAMP}} NOT NULL,
  status_changed_at {{TIMESTAMP}},
  -- when the author last marked the latest change seen
  author_seen_at {{TIMESTAMP}},
  CHECK (status IN ('nueva', 'en_revision', 'aceptada', 'implementada', 'descartada')),
  CHECK ((anonymous = 1 AND author_id IS NULL AND author_key IS NOT NULL) OR
         (anonymous = 0 AND author_id IS NOT NULL AND author_key IS NULL))
);
CREATE INDEX suggestions_inbox ON suggestions (org_id, archived, status, id);
CREATE INDEX suggestions_category ON suggestions (org_id, category_id, id);
CREATE INDEX suggestions_author ON suggestions (org_id, author_id, id);
CREATE INDEX suggestions_author_key ON suggestions (org_id, author_key, id);

CREATE TABLE suggestion_attachments (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  suggestion_id BIGINT NOT NULL REFERENCES suggestions(id),
  storage_key TEXT NOT NULL,
  file_name TEXT NOT NULL,
  created_at {{TIMESTAMP}} NOT NULL,
  PRIMARY KEY (suggestion_id, storage_key)
);

-- Every status a suggestion took, with its public reason (the first: nueva at creation). No
-- actor is kept: the history is what the author sees.
CREATE TABLE suggestion_history (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  suggestion_id BIGINT NOT NULL REFERENCES suggestions(id),
  status TEXT NOT NULL,
  reason TEXT,
  created_at {{TIMESTAMP}} NOT NULL
);
CREATE INDEX suggestion_history_of ON suggestion_history (org_id, suggestion_id, id);

-- Reviewers' internal notes, never shown to the author.
CREATE TABLE suggestion_notes (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  suggestion_id BIGINT NOT NULL REFERENCES suggestions(id),
  author_id BIGINT NOT NULL REFERENCES users(id),
  body TEXT NOT NULL,
  created_at {{TIMESTAMP}} NOT NULL
);
CREATE INDEX suggestion_notes_of ON suggestion_notes (org_id, suggestion_id, id);

CREATE TABLE idea_campaigns (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  deadline {{TIMESTAMP}} NOT NULL,
  -- draft, open, closed (an open one past its deadline reads as closed)
  status TEXT NOT NULL DEFAULT 'draft',
  audience_everyone {{BOOL}} NOT NULL DEFAULT 1,
  accepted_points BIGINT NOT NULL DEFAULT 0,
  implemented_points BIGINT NOT NULL DEFAULT 0,
  created_by BIGINT REFERENCES users(id),
  created_at {{TIMESTAMP}} NOT NULL,
  updated_at {{TIMESTAMP}} NOT NULL,
  CHECK (status IN ('draft', 'open', 'closed')),
  CHECK (accepted_points >= 0 AND accepted_points <= 10000),
  CHECK (implemented_points >= 0 AND implemented_points <= 10000)
);
CREATE INDEX idea_campaigns_org ON idea_campaigns (org_id, status, deadline);

-- The departments and communication groups of an audience that is not everyone.
CREATE TABLE idea_campaign_audience (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  campaign_id BIGINT NOT NULL REFERENCES idea_campaigns(id),
  -- department, group
  kind TEXT NOT NULL,
  ref_id BIGINT NOT NULL,
  PRIMARY KEY (campaign_id, kind, ref_id),
  CHECK (kind IN ('department', 'group'))
);
CREATE INDEX idea_campaign_audience_ref ON idea_campaign_audience (org_id, kind, ref_id);

CREATE TABLE idea_campaign_reviewers (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  campaign_id BIGINT NOT NULL REFERENCES idea_campaigns(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  PRIMARY KEY (campaign_id, user_id)
);
CREATE INDEX idea_campaign_reviewers_user ON idea_campaign_reviewers (org_id, user_id);

CREATE TABLE ideas (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  campaign_id BIGINT NOT NULL REFERENCES idea_campaigns(id),
  author_id BIGINT NOT NULL REFERENCES users(id),
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  -- nueva, en_evaluacion, aceptada, implementada, descartada
  status TEXT NOT NULL DEFAULT 'nueva',
  reason TEXT,
  -- kept by the vote calls in their transaction (the lists sort by it)
  votes BIGINT NOT NULL DEFAULT 0,
  -- set once, by the move that paid the points (the guard of "exactly once")
  accepted_paid_at {{TIMESTAMP}},
  implemented_paid_at {{TIMESTAMP}},
  created_at {{TIMESTAMP}} NOT NULL,
  updated_at {{TIMESTAMP}} NOT NULL,
  CHECK (status IN ('nueva', 'en_evaluacion', 'aceptada', 'implementada', 'descartada'))
);
CREATE INDEX ideas_campaign_votes ON ideas (org_id, campaign_id, votes, id);
CREATE INDEX ideas_campaign_status ON ideas (org_id, campaign_id, status, id);
CREATE INDEX ideas_author ON ideas (org_id, author_id);

CREATE TABLE idea_attachments (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  idea_id BIGINT NOT NULL REFERENCES ideas(id),
  storage_key TEXT NOT NULL,
  file_name TEXT NOT NULL,
  created_at {{TIMESTAMP}} NOT NULL,
  PRIMARY KEY (idea_id, storage_key)
);

-- One vote per person and idea.
CREATE TABLE idea_votes (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  idea_id BIGINT NOT NULL REFERENCES ideas(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  created_at {{TIMESTAMP}} NOT NULL,
  PRIMARY KEY (idea_id, user_id)
);
CREATE INDEX idea_votes_user ON idea_votes (org_id, user_id);

CREATE TABLE idea_comments (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  idea_id BIGINT NOT NULL REFERENCES ideas(id),
  -- a top-level comment of the same idea (one level of replies)
  parent_id BIGINT REFERENCES idea_comments(id),
  author_id BIGINT NOT NULL REFERENCES users(id),
  body TEXT NOT NULL,
  deleted {{BOOL}} NOT NULL DEFAULT 0,
  created_at {{TIMESTAMP}} NOT NULL,
  edited_at {{TIMESTAMP}}
);
CREATE INDEX idea_comments_of ON idea_comments (org_id, idea_id, id);
CREATE INDEX idea_comments_author ON idea_comments (org_id, author_id);

-- One score per reviewer and idea (impact and effort 1-5).
CREATE TABLE idea_scores (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  idea_id BIGINT NOT NULL REFERENCES ideas(id),
  reviewer_id BIGINT NOT NULL REFERENCES users(id),
  impact BIGINT NOT NULL,
  effort BIGINT NOT NULL,
  note TEXT,
  updated_at {{TIMESTAMP}} NOT NULL,
  PRIMARY KEY (idea_id, reviewer_id),
  CHECK (impact >= 1 AND impact <= 5),
  CHECK (effort >= 1 AND effort <= 5)
);
CREATE INDEX idea_scores_reviewer ON idea_scores (org_id, reviewer_id);

CREATE TABLE idea_history (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  idea_id BIGINT NOT NULL REFERENCES ideas(id),
  status TEXT NOT NULL,
  reason TEXT,
  points_paid BIGINT NOT NULL DEFAULT 0,
  created_at {{TIMESTAMP}} NOT NULL
);
CREATE INDEX idea_history_of ON idea_history (org_id, idea_id, id);
