-- Public API keys: shown once, stored as a SHA-256 hash (keys are long random strings, so a fast
-- hash is enough), revocable, optionally expiring, with use counters and a per-call log.

CREATE TABLE api_keys (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  name TEXT NOT NULL,
  prefix TEXT NOT NULL,
  key_hash TEXT NOT NULL UNIQUE,
  created_by BIGINT REFERENCES users(id),
  created_at {{TIMESTAMP}} NOT NULL,
  expires_at {{TIMESTAMP}},
  revoked_at {{TIMESTAMP}},
  last_used_at {{TIMESTAMP}},
  usage_count BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX api_keys_org ON api_keys (org_id, revoked_at);

CREATE TABLE api_key_calls (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  key_id BIGINT NOT NULL REFERENCES api_keys(id),
  method TEXT NOT NULL,
  path TEXT NOT NULL,
  status INTEGER NOT NULL,
  ip TEXT,
  request_id TEXT,
  created_at {{TIMESTAMP}} NOT NULL
);
CREATE INDEX api_key_calls_key ON api_key_calls (org_id, key_id, id);
