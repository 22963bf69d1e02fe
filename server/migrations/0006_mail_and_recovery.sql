-- Mail goes out through an outbox written in the same transaction as the change that causes it;
-- a job delivers it (see modules/mail/). And the one-use links of password recovery.

CREATE TABLE mail_outbox (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  kind TEXT NOT NULL,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  html_body TEXT NOT NULL,
  -- pending → sending → sent; back to pending with a later next_attempt_at after a failure;
  -- failed after the last attempt; interrupted when a node stopped in the middle of a delivery
  -- (never sent again automatically: the mail may have left).
  status TEXT NOT NULL DEFAULT 'pending',
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at {{TIMESTAMP}} NOT NULL,
  claimed_until {{TIMESTAMP}},
  last_error TEXT,
  created_at {{TIMESTAMP}} NOT NULL,
  sent_at {{TIMESTAMP}}
);
CREATE INDEX mail_outbox_due ON mail_outbox (status, next_attempt_at);
CREATE INDEX mail_outbox_org ON mail_outbox (org_id, id);

CREATE TABLE password_resets (
  token_hash TEXT PRIMARY KEY,
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  expires_at {{TIMESTAMP}} NOT NULL,
  used_at {{TIMESTAMP}},
  created_at {{TIMESTAMP}} NOT NULL
);
CREATE INDEX password_resets_user ON password_resets (org_id, user_id);
