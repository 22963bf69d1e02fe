-- WhatsApp (ADR 0026): each organisation's Cloud API account (its secrets sealed), each person's
-- number and opt-in, an outbox of template messages, and the statuses the webhook reports. A
-- status may arrive before the sender has recorded the message id, so statuses are logged by
-- message id and the outbox row takes the furthest one either way.
CREATE TABLE whatsapp_accounts (
  org_id BIGINT PRIMARY KEY REFERENCES organizations(id),
  phone_number_id TEXT NOT NULL,
  access_token_sealed TEXT,
  app_secret_sealed TEXT,
  template_name TEXT NOT NULL,
  verify_token TEXT NOT NULL,
  active {{BOOL}} NOT NULL DEFAULT 0,
  updated_at {{TIMESTAMP}} NOT NULL
);

ALTER TABLE users ADD COLUMN whatsapp_phone TEXT;
ALTER TABLE users ADD COLUMN whatsapp_active {{BOOL}} NOT NULL DEFAULT 0;

CREATE TABLE whatsapp_outbox (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  user_id BIGINT REFERENCES users(id),
  kind TEXT NOT NULL,
  to_phone TEXT NOT NULL,
  language TEXT NOT NULL,
  -- The template's body texts, a JSON array.
  parameters TEXT NOT NULL,
  -- pending → sending → accepted (the Cloud API took it) → sent → delivered → read; failed;
  -- interrupted when a node stopped mid-request (never sent again: it may have left);
  -- cancelled when the person or the organisation turned WhatsApp off before it left.
  status TEXT NOT NULL DEFAULT 'pending',
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at {{TIMESTAMP}} NOT NULL,
  claimed_until {{TIMESTAMP}},
  last_error TEXT,
  message_id TEXT,
  created_at {{TIMESTAMP}} NOT NULL,
  status_at {{TIMESTAMP}}
);
CREATE INDEX whatsapp_outbox_due ON whatsapp_outbox (status, next_attempt_at);
CREATE UNIQUE INDEX whatsapp_outbox_message ON whatsapp_outbox (org_id, message_id);
CREATE INDEX whatsapp_outbox_user ON whatsapp_outbox (org_id, user_id, status);

CREATE TABLE whatsapp_statuses (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  message_id TEXT NOT NULL,
  status TEXT NOT NULL,
  error TEXT,
  reported_at {{TIMESTAMP}} NOT NULL,
  received_at {{TIMESTAMP}} NOT NULL,
  PRIMARY KEY (org_id, message_id, status)
);

ALTER TABLE notification_settings ADD COLUMN whatsapp {{BOOL}} NOT NULL DEFAULT 0;
ALTER TABLE notifications ADD COLUMN whatsapp_due {{BOOL}} NOT NULL DEFAULT 0;
CREATE INDEX notifications_whatsapp_due ON notifications (id) WHERE whatsapp_due = 1;

ALTER TABLE communication_recipients ADD COLUMN whatsapp_id BIGINT;
ALTER TABLE communications ADD COLUMN whatsapp_count BIGINT NOT NULL DEFAULT 0;
