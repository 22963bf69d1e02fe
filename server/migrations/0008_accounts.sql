-- Accounts: activation links and password-change challenges share the one-use link table with
-- recovery (purpose); a temporary password set by an admin must be changed at the next sign-in;
-- Microsoft Teams identities (Entra tenant + object id) linked to members; people's requests to
-- delete their account; the organisation's Entra tenant; profile photos and backgrounds.
ALTER TABLE password_resets ADD COLUMN purpose TEXT NOT NULL DEFAULT 'recovery';
ALTER TABLE users ADD COLUMN must_change_password {{BOOL}} NOT NULL DEFAULT 0;
ALTER TABLE organizations ADD COLUMN teams_tenant_id TEXT;

CREATE TABLE user_identities (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  provider TEXT NOT NULL,
  subject TEXT NOT NULL,
  user_id BIGINT NOT NULL REFERENCES users(id),
  referred_by BIGINT REFERENCES users(id),
  created_at {{TIMESTAMP}} NOT NULL,
  PRIMARY KEY (org_id, provider, subject)
);
CREATE UNIQUE INDEX user_identities_user ON user_identities (org_id, provider, user_id);

CREATE TABLE deletion_requests (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  reason TEXT,
  status TEXT NOT NULL DEFAULT 'open',
  created_at {{TIMESTAMP}} NOT NULL,
  resolved_at {{TIMESTAMP}}
);
-- At most one open request per person; the admins' queue reads open requests oldest first.
CREATE UNIQUE INDEX deletion_requests_open ON deletion_requests (org_id, user_id) WHERE status = 'open';
CREATE INDEX deletion_requests_queue ON deletion_requests (org_id, status, id);

-- Profile photos and backgrounds, decoded and re-encoded by the server (never the uploaded
-- bytes), kept in the database as base64url WebP: served by an unguessable immutable name, and
-- the photo's 96 px version for the client's photo cache.
ALTER TABLE users ADD COLUMN background_image_url TEXT;
ALTER TABLE users ADD COLUMN birthday_image_url TEXT;
CREATE TABLE user_photos (
  name TEXT PRIMARY KEY,
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  kind TEXT NOT NULL,
  image TEXT NOT NULL,
  small TEXT,
  created_at {{TIMESTAMP}} NOT NULL
);
CREATE INDEX user_photos_user ON user_photos (org_id, user_id, kind);

-- Requests per client IP and purpose in the current one-minute window, shared by every node
-- (sign-in, codes, recovery, activation, Teams). Old windows are pruned by a job.
CREATE TABLE ip_windows (
  scope TEXT NOT NULL,
  ip TEXT NOT NULL,
  window_start BIGINT NOT NULL,
  hits BIGINT NOT NULL,
  PRIMARY KEY (scope, ip)
);
CREATE INDEX ip_windows_age ON ip_windows (window_start);
