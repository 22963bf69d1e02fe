-- The values page's top lists respect a person's choice not to appear in them (VAL-3), and a
-- level may name a badge given on reaching it (LVL-2). docs/values-and-levels.md.
--
-- One row per person who chose (absent row: listed). The top lists skip people whose row says
-- listed = 0 by the primary key (NOT EXISTS), so the next people move up.
CREATE TABLE value_preferences (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  listed {{BOOL}} NOT NULL DEFAULT 1,
  updated_at {{TIMESTAMP}} NOT NULL,
  PRIMARY KEY (org_id, user_id)
);

-- The badge a level gives when someone reaches it (an active badge of the organisation when the
-- level was saved; skipped if it is no longer active at the level-up).
ALTER TABLE levels ADD COLUMN badge_id BIGINT REFERENCES badges(id);
