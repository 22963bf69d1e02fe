-- Communications: announcements to everyone, a department or a communication group, on the
-- channels chosen (pin, e-mail, WhatsApp, newsfeed), with attachments and an optional poll. A
-- send stores the communication and answers; the fan-out job (communications.fan_out) then
-- writes a recipient row per person of the audience (their read, acknowledgement and filing
-- state), notifies them and queues the mails, in batches, on whichever node gets there first.
CREATE TABLE communication_groups (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  name TEXT NOT NULL,
  created_by BIGINT REFERENCES users(id),
  created_at {{TIMESTAMP}} NOT NULL
);
CREATE UNIQUE INDEX communication_groups_org_name ON communication_groups (org_id, name);
CREATE TABLE communication_group_members (
  group_id BIGINT NOT NULL REFERENCES communication_groups(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  PRIMARY KEY (group_id, user_id)
);
CREATE INDEX communication_group_members_user ON communication_group_members (org_id, user_id);

CREATE TABLE communications (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  author_id BIGINT NOT NULL REFERENCES users(id),
  -- 'all', 'department' or 'group'; the department or group, and its name when sent.
  audience TEXT NOT NULL,
  audience_id BIGINT,
  audience_name TEXT,
  title TEXT NOT NULL,
  message TEXT NOT NULL DEFAULT '',
  pinned {{BOOL}} NOT NULL DEFAULT 0,
  email {{BOOL}} NOT NULL DEFAULT 0,
  whatsapp {{BOOL}} NOT NULL DEFAULT 0,
  newsfeed {{BOOL}} NOT NULL DEFAULT 0,
  acknowledge {{BOOL}} NOT NULL DEFAULT 0,
  poll_question TEXT,
  poll_multiple {{BOOL}} NOT NULL DEFAULT 0,
  -- 'pending' (nobody has it yet), 'notifying' (recipients written; notifications and mails
  -- going out past fanout_cursor, a user id), 'done'.
  fanout_state TEXT NOT NULL DEFAULT 'pending',
  fanout_cursor BIGINT NOT NULL DEFAULT 0,
  recipients_count BIGINT NOT NULL DEFAULT 0,
  emailed_count BIGINT NOT NULL DEFAULT 0,
  -- Kept as recipients read and acknowledge, so the admins' list never counts 50,000 rows.
  read_count BIGINT NOT NULL DEFAULT 0,
  acknowledged_count BIGINT NOT NULL DEFAULT 0,
  created_at {{TIMESTAMP}} NOT NULL
);
CREATE INDEX communications_org ON communications (org_id, id);
CREATE INDEX communications_audience ON communications (org_id, audience, audience_id, id);
CREATE INDEX communications_fanout ON communications (id) WHERE fanout_state <> 'done';

CREATE TABLE communication_recipients (
  communication_id BIGINT NOT NULL REFERENCES communications(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  read_at {{TIMESTAMP}},
  acknowledged_at {{TIMESTAMP}},
  filed {{BOOL}} NOT NULL DEFAULT 0,
  PRIMARY KEY (communication_id, user_id)
);
-- A person's list (filed or not, newest first).
CREATE INDEX communication_recipients_user
  ON communication_recipients (org_id, user_id, filed, communication_id);

CREATE TABLE communication_attachments (
  id {{ID}},
  communication_id BIGINT NOT NULL REFERENCES communications(id),
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  storage_key TEXT NOT NULL,
  name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size BIGINT NOT NULL
);
CREATE INDEX communication_attachments_communication
  ON communication_attachments (communication_id);

CREATE TABLE poll_options (
  id {{ID}},
  communication_id BIGINT NOT NULL REFERENCES communications(id),
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  position BIGINT NOT NULL,
  text TEXT NOT NULL
);
CREATE INDEX poll_options_communication ON poll_options (communication_id, position);
CREATE TABLE poll_votes (
  communication_id BIGINT NOT NULL REFERENCES communications(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  option_id BIGINT NOT NULL REFERENCES poll_options(id),
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  created_at {{TIMESTAMP}} NOT NULL,
  PRIMARY KEY (communication_id, user_id, option_id)
);
-- The person's answers to a page of polls.
CREATE INDEX poll_votes_user ON poll_votes (org_id, user_id, communication_id);
