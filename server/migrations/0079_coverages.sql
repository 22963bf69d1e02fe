-- Coverages (BEN-6, issue 33; docs/coverages.md, ADR 0078): insurance policies with their
-- audience, coverage table and documents, and the dependants each employee keeps (every change
-- waits for HR's approval). No clinical data is stored.
CREATE TABLE coverage_policies (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  insurer TEXT NOT NULL,
  plan_name TEXT NOT NULL,
  policy_number TEXT NOT NULL DEFAULT '',
  -- 'medical_major', 'medical_minor', 'dental', 'life', 'vision' or 'other'
  kind TEXT NOT NULL,
  starts_on TEXT NOT NULL,
  ends_on TEXT NOT NULL,
  audience_everyone BIGINT NOT NULL DEFAULT 1,
  claim_instructions TEXT NOT NULL DEFAULT '',
  claim_instructions_en TEXT,
  contact_phone TEXT,
  contact_email TEXT,
  contact_link TEXT,
  -- 'draft' or 'published'
  status TEXT NOT NULL DEFAULT 'draft',
  -- The end date the renewal reminder was sent for (once per policy and end date).
  renewal_reminded_for TEXT,
  created_by BIGINT REFERENCES users(id),
  created_at {{TIMESTAMP}} NOT NULL,
  updated_at {{TIMESTAMP}} NOT NULL
);
CREATE INDEX coverage_policies_status ON coverage_policies (org_id, status, ends_on);
-- The renewal job looks across organisations.
CREATE INDEX coverage_policies_renewal ON coverage_policies (status, ends_on);

-- Departments and groups by id (structure/audience.h); none when audience_everyone = 1.
CREATE TABLE coverage_audience (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  policy_id BIGINT NOT NULL REFERENCES coverage_policies(id),
  kind TEXT NOT NULL,
  ref_id BIGINT NOT NULL
);
CREATE INDEX coverage_audience_policy ON coverage_audience (org_id, policy_id);

-- The coverage table: one row per service; amounts in cents, no cap or deductible when null.
CREATE TABLE coverage_rows (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  policy_id BIGINT NOT NULL REFERENCES coverage_policies(id),
  position BIGINT NOT NULL,
  service TEXT NOT NULL,
  percent BIGINT NOT NULL,
  cap_cents BIGINT,
  deductible_cents BIGINT,
  currency TEXT NOT NULL,
  notes TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (org_id, policy_id, position)
);

-- Files uploaded as comm-attachment by an admin.
CREATE TABLE coverage_documents (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  policy_id BIGINT NOT NULL REFERENCES coverage_policies(id),
  position BIGINT NOT NULL,
  storage_key TEXT NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY (org_id, policy_id, position)
);

-- An employee's dependants, for all the policies that cover them. `status`: 'pending' (added,
-- not yet approved), 'active', 'rejected' or 'removed'. `change_kind` ('add', 'edit', 'remove')
-- is the change waiting for HR, with the proposed fields of an edit; `revision` grows with every
-- change and decision, so that a decision applies to the change it was read with, once.
CREATE TABLE coverage_dependants (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  full_name TEXT NOT NULL,
  relationship TEXT NOT NULL,
  birth_date TEXT NOT NULL,
  national_id TEXT,
  status TEXT NOT NULL,
  change_kind TEXT,
  new_full_name TEXT,
  new_relationship TEXT,
  new_birth_date TEXT,
  new_national_id TEXT,
  revision BIGINT NOT NULL DEFAULT 1,
  submitted_at {{TIMESTAMP}},
  decided_by BIGINT REFERENCES users(id),
  decided_at {{TIMESTAMP}},
  last_outcome TEXT,
  reason TEXT,
  created_at {{TIMESTAMP}} NOT NULL
);
CREATE INDEX coverage_dependants_person ON coverage_dependants (org_id, user_id, id);
CREATE INDEX coverage_dependants_pending ON coverage_dependants (org_id, change_kind, submitted_at);
CREATE INDEX coverage_dependants_decider ON coverage_dependants (org_id, decided_by);
CREATE INDEX coverage_dependants_all ON coverage_dependants (org_id, status, user_id);
