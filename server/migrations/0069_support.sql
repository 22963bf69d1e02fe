-- Support (issue 33; docs/support.md, ADR 0067): the organisation's support address and the
-- messages people sent to it (kept so a person sees what they wrote and admins see what came in
-- even when a mail bounced). Mail may name a Reply-To: a support message is answered to the person
-- who wrote it, not to the platform's no-reply sender.
CREATE TABLE support_settings (
  org_id BIGINT PRIMARY KEY REFERENCES organizations(id),
  address TEXT NOT NULL,
  updated_at {{TIMESTAMP}} NOT NULL
);

CREATE TABLE support_messages (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  topic TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  -- the app path the person wrote from, when the form knew it
  page TEXT,
  created_at {{TIMESTAMP}} NOT NULL
);
-- A person's own messages (newest first) and the hourly limit; the admins' list.
CREATE INDEX support_messages_author ON support_messages (org_id, user_id, created_at);
CREATE INDEX support_messages_recent ON support_messages (org_id, id);

ALTER TABLE mail_outbox ADD COLUMN reply_to TEXT;
-- A person's erasure removes the mail answered to them as well as the mail to them.
CREATE INDEX mail_outbox_reply_to ON mail_outbox (org_id, reply_to);
