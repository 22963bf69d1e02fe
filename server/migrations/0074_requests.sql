-- Requests (issue 33, BEN-4; docs/requests.md, ADR 0072): request types, each a form of the forms
-- engine and a chain of approval steps with a deadline, the requests people make of them, and
-- each request's timeline (submission, every step's decision, comments, cancellation).
CREATE TABLE request_types (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  name TEXT NOT NULL,
  name_en TEXT,
  description TEXT NOT NULL DEFAULT '',
  description_en TEXT,
  -- The form (forms engine, owner 'requests') people fill in.
  form_id TEXT NOT NULL,
  -- Days an approver has for the whole chain; NULL: no deadline.
  sla_days BIGINT,
  -- The approval chain: a JSON array of steps [{"approver": "leader" | "admins" | "person",
  -- "user_id": n}], serial, one to five.
  steps TEXT NOT NULL,
  -- 'active' or 'archived'
  status TEXT NOT NULL DEFAULT 'active',
  created_by BIGINT REFERENCES users(id),
  created_at {{TIMESTAMP}} NOT NULL,
  updated_at {{TIMESTAMP}} NOT NULL
);
CREATE INDEX request_types_status ON request_types (org_id, status, name);

CREATE TABLE requests (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  type_id BIGINT NOT NULL REFERENCES request_types(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  form_version BIGINT NOT NULL,
  -- The answers as the forms engine kept them (JSON object).
  answers TEXT NOT NULL,
  -- 'pending', 'approved', 'rejected' or 'cancelled'
  status TEXT NOT NULL,
  -- The chain as it was when submitted (a later edit of the type leaves it alone), and the index
  -- of the step waiting for a decision.
  chain TEXT NOT NULL,
  step BIGINT NOT NULL DEFAULT 0,
  -- Who decides the current step; NULL: any admin.
  approver_id BIGINT REFERENCES users(id),
  due_at {{TIMESTAMP}},
  -- Set once the current approver was told the deadline passed.
  overdue_reminded BIGINT NOT NULL DEFAULT 0,
  created_at {{TIMESTAMP}} NOT NULL,
  updated_at {{TIMESTAMP}} NOT NULL,
  decided_at {{TIMESTAMP}}
);
CREATE INDEX requests_person ON requests (org_id, user_id, created_at);
-- The admins' list: every request, by status, by type, overdue ones.
CREATE INDEX requests_recent ON requests (org_id, created_at);
CREATE INDEX requests_status ON requests (org_id, status, created_at);
CREATE INDEX requests_type ON requests (org_id, type_id, created_at);
CREATE INDEX requests_type_status ON requests (org_id, type_id, status, created_at);
CREATE INDEX requests_due ON requests (org_id, status, due_at);
-- What waits for one approver (or for admins: approver_id NULL).
CREATE INDEX requests_approver ON requests (org_id, status, approver_id, created_at);
-- The deadline job: pending ones past their deadline not yet reminded, every organisation.
CREATE INDEX requests_overdue ON requests (status, overdue_reminded, due_at);

CREATE TABLE request_events (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  request_id BIGINT NOT NULL REFERENCES requests(id),
  actor_id BIGINT REFERENCES users(id),
  -- 'submitted', 'approved' (a step), 'rejected', 'commented', 'cancelled'
  kind TEXT NOT NULL,
  step BIGINT,
  text TEXT NOT NULL DEFAULT '',
  created_at {{TIMESTAMP}} NOT NULL
);
CREATE INDEX request_events_request ON request_events (org_id, request_id, id);
-- What an approver decided (their view of decided requests).
CREATE INDEX request_events_actor ON request_events (org_id, actor_id, kind, created_at);
