-- People administration: people outside the organisation's directory (external, e.g.
-- contractors), erasure (personal data anonymised, the row and its ledger entries kept),
-- department leaders, organisation groups and their members, and how a deletion request ended.
ALTER TABLE users ADD COLUMN external {{BOOL}} NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN erased_at {{TIMESTAMP}};
-- The admins' people list filters by role and by state within an organisation.
CREATE INDEX users_org_type ON users (org_id, user_type, id);
CREATE INDEX users_org_active ON users (org_id, active, id);
CREATE INDEX users_org_leader ON users (org_id, leader_id);

ALTER TABLE departments ADD COLUMN leader_id BIGINT REFERENCES users(id);

CREATE TABLE org_groups (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  name TEXT NOT NULL,
  created_at {{TIMESTAMP}} NOT NULL
);
CREATE UNIQUE INDEX org_groups_org_name ON org_groups (org_id, name);
CREATE TABLE org_group_members (
  group_id BIGINT NOT NULL REFERENCES org_groups(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  created_at {{TIMESTAMP}} NOT NULL,
  PRIMARY KEY (group_id, user_id)
);
-- A person's groups (the people list shows them, and filters by group through the primary key).
CREATE INDEX org_group_members_user ON org_group_members (org_id, user_id);

-- 'open', then 'erased' (the admin erased the account) or 'declined' (with the admin's note).
ALTER TABLE deletion_requests ADD COLUMN resolution_note TEXT;
-- Erasure removes the mails sent to the person's address.
CREATE INDEX mail_outbox_to ON mail_outbox (org_id, to_address);
