-- Performance evaluations (issue 30, evaluations part; ADR 0057; docs/evaluations.md): cycles
-- with phases, the people evaluated in them (participants, whose packet state and box live on
-- their row), the reviews written about them (self, leader, peer, upward), peer nominations and
-- the append-only rating history. The forms are the forms engine's (form ids
-- eval-{cycle}-{direction}); submitted peer and upward answers live only in the privacy engine.
CREATE TABLE eval_cycles (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  -- draft, nomination, writing, calibration, sharing, closed
  phase TEXT NOT NULL DEFAULT 'draft',
  period_from TEXT NOT NULL,
  period_to TEXT NOT NULL,
  -- a comma list of self, leader, peer, upward
  directions TEXT NOT NULL,
  nomination_due TEXT,
  writing_due TEXT NOT NULL,
  calibration_due TEXT NOT NULL,
  sharing_due TEXT NOT NULL,
  peer_min BIGINT NOT NULL DEFAULT 3,
  peer_max BIGINT NOT NULL DEFAULT 5,
  -- reviewee, leader
  nominated_by TEXT NOT NULL DEFAULT 'reviewee',
  per_reviewer_cap BIGINT NOT NULL DEFAULT 5,
  include_goals {{BOOL}} NOT NULL DEFAULT 1,
  include_competencies {{BOOL}} NOT NULL DEFAULT 1,
  -- {reviewee: {self, leader, peer, upward}, leader: {self, peer, upward}}
  visibility {{JSON}} NOT NULL,
  -- the corporate values rated, frozen at launch: [{id, name, description, emoji}]
  competencies {{JSON}} NOT NULL,
  reminded_at {{TIMESTAMP}},
  launched_at {{TIMESTAMP}},
  created_by BIGINT REFERENCES users(id),
  created_at {{TIMESTAMP}} NOT NULL,
  updated_at {{TIMESTAMP}} NOT NULL,
  CHECK (phase IN ('draft', 'nomination', 'writing', 'calibration', 'sharing', 'closed')),
  CHECK (nominated_by IN ('reviewee', 'leader'))
);
CREATE INDEX eval_cycles_list ON eval_cycles (org_id, id);
CREATE INDEX eval_cycles_phase ON eval_cycles (org_id, phase, id);

-- One person evaluated in one cycle; leader_id is their leader for this cycle (copied at
-- launch or when added, changed only by reassigning). performance/potential: the current box
-- (1-3); proposed_*: the box the leader review gave.
CREATE TABLE eval_participants (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  cycle_id BIGINT NOT NULL REFERENCES eval_cycles(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  leader_id BIGINT REFERENCES users(id),
  -- not_started, draft, submitted, calibrated, shared, acknowledged
  status TEXT NOT NULL DEFAULT 'not_started',
  performance BIGINT,
  potential BIGINT,
  proposed_performance BIGINT,
  proposed_potential BIGINT,
  shared_at {{TIMESTAMP}},
  acknowledged_at {{TIMESTAMP}},
  ack_comment TEXT,
  created_at {{TIMESTAMP}} NOT NULL,
  updated_at {{TIMESTAMP}} NOT NULL,
  UNIQUE (org_id, cycle_id, user_id),
  CHECK (status IN ('not_started', 'draft', 'submitted', 'calibrated', 'shared', 'acknowledged'))
);
CREATE INDEX eval_participants_cycle ON eval_participants (org_id, cycle_id, status, id);
CREATE INDEX eval_participants_leader ON eval_participants (org_id, leader_id, cycle_id);
CREATE INDEX eval_participants_user ON eval_participants (org_id, user_id, cycle_id);

-- One form filled by one reviewer about one participant. answers/competencies/goals hold the
-- draft and, for self and leader reviews, the submitted answers; submitted peer and upward
-- reviews keep none (the privacy engine has them, by nobody).
CREATE TABLE eval_reviews (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  cycle_id BIGINT NOT NULL REFERENCES eval_cycles(id),
  participant_id BIGINT NOT NULL REFERENCES eval_participants(id),
  reviewer_id BIGINT NOT NULL REFERENCES users(id),
  -- self, leader, peer, upward
  direction TEXT NOT NULL,
  -- not_started, draft, submitted, declined
  status TEXT NOT NULL DEFAULT 'not_started',
  form_version BIGINT NOT NULL,
  answers {{JSON}},
  competencies {{JSON}},
  goals {{JSON}},
  decline_reason TEXT,
  submitted_at {{TIMESTAMP}},
  created_at {{TIMESTAMP}} NOT NULL,
  updated_at {{TIMESTAMP}} NOT NULL,
  CHECK (direction IN ('self', 'leader', 'peer', 'upward')),
  CHECK (status IN ('not_started', 'draft', 'submitted', 'declined'))
);
CREATE INDEX eval_reviews_participant ON eval_reviews (org_id, participant_id, direction);
CREATE INDEX eval_reviews_reviewer ON eval_reviews (org_id, reviewer_id, status);
CREATE INDEX eval_reviews_cycle ON eval_reviews (org_id, cycle_id, status);

-- A proposed peer for a participant: proposed → approved | rejected; declined by the peer;
-- expired when writing starts still proposed. review_id: the peer review it became.
CREATE TABLE eval_nominations (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  cycle_id BIGINT NOT NULL REFERENCES eval_cycles(id),
  participant_id BIGINT NOT NULL REFERENCES eval_participants(id),
  peer_id BIGINT NOT NULL REFERENCES users(id),
  proposed_by BIGINT NOT NULL REFERENCES users(id),
  status TEXT NOT NULL DEFAULT 'proposed',
  reason TEXT,
  review_id BIGINT REFERENCES eval_reviews(id),
  created_at {{TIMESTAMP}} NOT NULL,
  decided_at {{TIMESTAMP}},
  CHECK (status IN ('proposed', 'approved', 'rejected', 'declined', 'expired'))
);
CREATE INDEX eval_nominations_participant ON eval_nominations (org_id, participant_id, status);
CREATE INDEX eval_nominations_peer ON eval_nominations (org_id, peer_id, cycle_id, status);
CREATE INDEX eval_nominations_cycle ON eval_nominations (org_id, cycle_id, status);

-- The rating history (EVA-★2): append-only, never updated or deleted. kind self/leader: a
-- submitted review's overall (and, for leader, the box it gives); calibration: an admin's change
-- of the box from (from_*) to (performance, potential), with the reason.
CREATE TABLE eval_ratings (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  cycle_id BIGINT NOT NULL REFERENCES eval_cycles(id),
  participant_id BIGINT NOT NULL REFERENCES eval_participants(id),
  kind TEXT NOT NULL,
  overall DOUBLE PRECISION,
  from_performance BIGINT,
  from_potential BIGINT,
  performance BIGINT,
  potential BIGINT,
  actor_id BIGINT NOT NULL REFERENCES users(id),
  reason TEXT,
  created_at {{TIMESTAMP}} NOT NULL,
  CHECK (kind IN ('self', 'leader', 'calibration'))
);
CREATE INDEX eval_ratings_participant ON eval_ratings (org_id, participant_id, id);
