-- The audit trail (ADR 0034): every admin action and every movement of points or rights, once,
-- append-only, hash-chained per organisation. An entry's `seq` is its place in its organisation's
-- chain (1, 2, 3, ... with no gap); `hash` links the SHA-256 of its content with its place and
-- `prev_hash`, the hash of the entry before it ('' for the first). The chain head row holds the
-- last place, its hash and the hash before it; appending locks it just before the appending
-- transaction commits. Before and after are JSON kept as TEXT (JSONB would rewrite the text the
-- hash covers).
CREATE TABLE audit_entries (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  seq BIGINT NOT NULL,
  created_at {{TIMESTAMP}} NOT NULL,
  actor_user_id BIGINT,
  actor_key_id BIGINT,
  actor_system TEXT,
  address TEXT NOT NULL DEFAULT '',
  action TEXT NOT NULL,
  target_type TEXT NOT NULL,
  target_id TEXT NOT NULL DEFAULT '',
  before_json TEXT,
  after_json TEXT,
  prev_hash TEXT NOT NULL,
  hash TEXT NOT NULL
);
CREATE UNIQUE INDEX audit_entries_chain ON audit_entries (org_id, seq);
CREATE INDEX audit_entries_actor ON audit_entries (org_id, actor_user_id, seq);
CREATE INDEX audit_entries_target ON audit_entries (org_id, target_type, target_id, seq);

CREATE TABLE audit_chain_heads (
  org_id BIGINT PRIMARY KEY REFERENCES organizations(id),
  last_seq BIGINT NOT NULL,
  last_hash TEXT NOT NULL,
  prev_hash TEXT NOT NULL
);
