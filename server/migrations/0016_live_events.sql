-- Live updates (Server-Sent Events): a browser trades its bearer token for a one-use ticket,
-- valid for a minute, and opens GET /api/events with it, so the token never travels in a URL.
-- Tickets live in the database: any node may serve the stream.
CREATE TABLE live_tickets (
  token_hash TEXT PRIMARY KEY,
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  expires_at {{TIMESTAMP}} NOT NULL
);
CREATE INDEX live_tickets_expiry ON live_tickets (expires_at);
