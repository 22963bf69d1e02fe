-- Moods (issue 32, MOO-1..MOO-4, MOO-★2; docs/moods.md, ADR 0065): one check-in per person per
-- organisation day, the person's sharing choice, the organisation's settings, the prompts sent,
-- and the alert episodes. The figures about groups live only in the privacy engine's tables
-- (the entries of a closed day are handed to it once, source 'moods', cycle = the day number).
CREATE TABLE mood_entries (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  -- the organisation's day, YYYY-MM-DD
  day TEXT NOT NULL,
  -- 1 (muy mal) .. 5 (muy bien)
  level BIGINT NOT NULL,
  -- never shown to anyone but its author
  note TEXT NOT NULL DEFAULT '',
  -- the tags' keys, comma-separated
  tags TEXT NOT NULL DEFAULT '',
  created_at {{TIMESTAMP}} NOT NULL,
  updated_at {{TIMESTAMP}} NOT NULL,
  PRIMARY KEY (org_id, user_id, day)
);
CREATE INDEX mood_entries_day ON mood_entries (org_id, day);

-- A person's choice: their history shared with their leader (levels and dates, never notes).
CREATE TABLE mood_sharing (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  with_leader {{BOOL}} NOT NULL DEFAULT 0,
  updated_at {{TIMESTAMP}} NOT NULL,
  PRIMARY KEY (org_id, user_id)
);

CREATE TABLE mood_settings (
  org_id BIGINT PRIMARY KEY REFERENCES organizations(id),
  -- daily or weekly (on `weekday`, 1 Monday .. 7 Sunday)
  cadence TEXT NOT NULL DEFAULT 'daily',
  weekday BIGINT NOT NULL DEFAULT 1,
  -- the working days, comma-separated 1..7
  working_days TEXT NOT NULL DEFAULT '1,2,3,4,5',
  -- the prompt's local time, HH:MM
  prompt_time TEXT NOT NULL DEFAULT '10:00',
  -- the organisation's own tags: JSON [{"key","label","label_en"}]
  tags TEXT NOT NULL DEFAULT '[]',
  -- alerts: a mean below alert_mean_tenths / 10 for alert_days days in a row, or
  -- alert_low_percent % or more at levels 1-2 on one day
  alert_mean_tenths BIGINT NOT NULL DEFAULT 25,
  alert_days BIGINT NOT NULL DEFAULT 3,
  alert_low_percent BIGINT NOT NULL DEFAULT 40,
  -- care resources: JSON [{"title","title_en","body","body_en","url"}]
  care_resources TEXT NOT NULL DEFAULT '[]',
  support_contact TEXT NOT NULL DEFAULT '',
  -- the last day whose entries went to the privacy engine ('' none yet)
  handed_through TEXT NOT NULL DEFAULT '',
  updated_at {{TIMESTAMP}} NOT NULL
);

-- One prompt per organisation and day: whichever node inserts it sends it.
CREATE TABLE mood_prompts (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  day TEXT NOT NULL,
  sent {{BOOL}} NOT NULL DEFAULT 0,
  created_at {{TIMESTAMP}} NOT NULL,
  PRIMARY KEY (org_id, day)
);

-- An alert episode of a group ("department:12", "team:34"): open while the condition holds;
-- notified once when it opens.
CREATE TABLE mood_alerts (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  group_key TEXT NOT NULL,
  open {{BOOL}} NOT NULL DEFAULT 1,
  since_day TEXT NOT NULL,
  last_day TEXT NOT NULL,
  updated_at {{TIMESTAMP}} NOT NULL,
  PRIMARY KEY (org_id, group_key)
);
