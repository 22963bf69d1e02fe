-- Point requests: a member asks for points to redeem with a reason (and an attachment); a leader
-- of theirs or an admin approves (the treasury pays through the ledger) or rejects with a
-- reason. pending → approved | rejected, once.
CREATE TABLE point_requests (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  amount BIGINT NOT NULL CHECK (amount > 0),
  reason TEXT NOT NULL,
  attachment_key TEXT,
  attachment_name TEXT,
  status TEXT NOT NULL DEFAULT 'pending',
  note TEXT,
  decided_by BIGINT REFERENCES users(id),
  decided_at {{TIMESTAMP}},
  created_at {{TIMESTAMP}} NOT NULL
);
CREATE INDEX point_requests_user ON point_requests (org_id, user_id, id);
CREATE INDEX point_requests_status ON point_requests (org_id, status, id);
