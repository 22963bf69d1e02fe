-- Sign-in codes mailed to a member (6 digits, 10 minutes, 5 tries, single use), stored as an
-- HMAC keyed with the server's secret. A new code replaces the member's earlier ones.
CREATE TABLE login_codes (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  code_hash TEXT NOT NULL,
  expires_at {{TIMESTAMP}} NOT NULL,
  tries INTEGER NOT NULL DEFAULT 0,
  used_at {{TIMESTAMP}},
  created_at {{TIMESTAMP}} NOT NULL
);
CREATE INDEX login_codes_user ON login_codes (org_id, user_id, id);
