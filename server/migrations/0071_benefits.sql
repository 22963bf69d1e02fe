-- Corporate benefits (issue 33; docs/benefits.md, ADR 0069): benefits with their eligibility and
-- versions, and the requests of requestable ones (their price in points held through the ledger
-- while pending).
CREATE TABLE benefits (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  title TEXT NOT NULL,
  title_en TEXT,
  description TEXT NOT NULL DEFAULT '',
  description_en TEXT,
  image_key TEXT,
  provider TEXT NOT NULL DEFAULT '',
  category TEXT NOT NULL,
  country TEXT,
  how_to_use TEXT NOT NULL DEFAULT '',
  code TEXT,
  link TEXT,
  contact TEXT,
  valid_from TEXT,
  valid_until TEXT,
  -- 'granted' or 'requestable'
  mode TEXT NOT NULL,
  -- 'none', 'manager' or 'hr'
  approval TEXT NOT NULL DEFAULT 'none',
  price_points BIGINT NOT NULL DEFAULT 0,
  min_tenure_months BIGINT,
  -- 'draft', 'published' or 'archived'
  status TEXT NOT NULL DEFAULT 'draft',
  version BIGINT NOT NULL DEFAULT 1,
  created_by BIGINT REFERENCES users(id),
  created_at {{TIMESTAMP}} NOT NULL,
  updated_at {{TIMESTAMP}} NOT NULL
);
CREATE INDEX benefits_status ON benefits (org_id, status, title);

-- Departments and groups by id (ref_id), countries by code (ref_text).
CREATE TABLE benefit_eligibility (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  benefit_id BIGINT NOT NULL REFERENCES benefits(id),
  kind TEXT NOT NULL,
  ref_id BIGINT,
  ref_text TEXT
);
CREATE INDEX benefit_eligibility_benefit ON benefit_eligibility (org_id, benefit_id);

-- Each change of a benefit: the fields as they were before it.
CREATE TABLE benefit_versions (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  benefit_id BIGINT NOT NULL REFERENCES benefits(id),
  version BIGINT NOT NULL,
  changed_by BIGINT REFERENCES users(id),
  changed_at {{TIMESTAMP}} NOT NULL,
  before TEXT NOT NULL,
  PRIMARY KEY (org_id, benefit_id, version)
);

CREATE TABLE benefit_requests (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  benefit_id BIGINT NOT NULL REFERENCES benefits(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  -- 'pending', 'approved', 'rejected' or 'cancelled'
  status TEXT NOT NULL,
  note TEXT NOT NULL DEFAULT '',
  price_points BIGINT NOT NULL DEFAULT 0,
  approval TEXT NOT NULL,
  decided_by BIGINT REFERENCES users(id),
  decided_at {{TIMESTAMP}},
  reason TEXT,
  created_at {{TIMESTAMP}} NOT NULL
);
CREATE INDEX benefit_requests_person ON benefit_requests (org_id, user_id, created_at);
-- The admins' list: every request, by status, by benefit, or both; newest first.
CREATE INDEX benefit_requests_recent ON benefit_requests (org_id, created_at);
CREATE INDEX benefit_requests_status ON benefit_requests (org_id, status, created_at);
CREATE INDEX benefit_requests_benefit ON benefit_requests (org_id, benefit_id, status, created_at);
CREATE INDEX benefit_requests_decider ON benefit_requests (org_id, decided_by);
-- One pending request per person and benefit, whatever two nodes do at once.
CREATE UNIQUE INDEX benefit_requests_one_pending ON benefit_requests (org_id, benefit_id, user_id)
  WHERE status = 'pending';
