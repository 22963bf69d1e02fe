-- Corporate values and levels (issue 31; ADR 0061; docs/values-and-levels.md).
--
-- Values (recognition module): colour, behavioural examples and suggestion keywords (es/en, JSON
-- arrays of strings), the organisation's values_in_recognition mode, and the value the send
-- dialog proposed with whether the sender took it (VAL-★3).
ALTER TABLE corporate_values ADD COLUMN colour TEXT;
ALTER TABLE corporate_values ADD COLUMN examples TEXT NOT NULL DEFAULT '[]';
ALTER TABLE corporate_values ADD COLUMN examples_en TEXT NOT NULL DEFAULT '[]';
ALTER TABLE corporate_values ADD COLUMN keywords TEXT NOT NULL DEFAULT '[]';
ALTER TABLE corporate_values ADD COLUMN keywords_en TEXT NOT NULL DEFAULT '[]';

CREATE TABLE value_settings (
  org_id BIGINT PRIMARY KEY REFERENCES organizations(id),
  -- required | optional | off
  values_mode TEXT NOT NULL DEFAULT 'optional',
  updated_at {{TIMESTAMP}} NOT NULL
);

CREATE TABLE value_suggestions (
  post_id BIGINT PRIMARY KEY REFERENCES posts(id),
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  value_id BIGINT NOT NULL REFERENCES corporate_values(id),
  accepted {{BOOL}} NOT NULL,
  created_at {{TIMESTAMP}} NOT NULL
);
CREATE INDEX value_suggestions_time ON value_suggestions (org_id, created_at);

-- The values page reads a value's recognitions by organisation and time without the posts
-- table: the feed writes each tag with its post's organisation and time.
ALTER TABLE post_values ADD COLUMN org_id BIGINT NOT NULL DEFAULT 0;
ALTER TABLE post_values ADD COLUMN created_at BIGINT NOT NULL DEFAULT 0;
UPDATE post_values SET org_id = (SELECT p.org_id FROM posts p WHERE p.id = post_values.post_id),
  created_at = (SELECT p.created_at FROM posts p WHERE p.id = post_values.post_id);
CREATE INDEX post_values_time ON post_values (org_id, created_at);
CREATE INDEX post_values_org_value ON post_values (org_id, value_id, created_at);

-- Levels (points module): which ledger kinds count toward a level (JSON array; absent row: the
-- defaults), each person's choice to publish level-ups, and every announced level-up (one per
-- person and level: two awards crossing the same threshold at once announce it once).
CREATE TABLE level_settings (
  org_id BIGINT PRIMARY KEY REFERENCES organizations(id),
  sources TEXT NOT NULL,
  updated_at {{TIMESTAMP}} NOT NULL
);

CREATE TABLE level_preferences (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  publish_level_ups {{BOOL}} NOT NULL DEFAULT 1,
  updated_at {{TIMESTAMP}} NOT NULL,
  PRIMARY KEY (org_id, user_id)
);

CREATE TABLE level_ups (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  level_name TEXT NOT NULL,
  level_name_en TEXT,
  level_emoji TEXT,
  min_points BIGINT NOT NULL,
  basis BIGINT NOT NULL,
  post_id BIGINT,
  created_at {{TIMESTAMP}} NOT NULL
);
CREATE UNIQUE INDEX level_ups_once ON level_ups (org_id, user_id, level_name, min_points);
CREATE INDEX level_ups_user ON level_ups (org_id, user_id, created_at);
