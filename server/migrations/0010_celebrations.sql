-- Birthdays and work anniversaries: the daily celebration posts (one per person, kind and local
-- day, whichever node gets there first), the points an anniversary awards, a post's picture (the
-- person's birthday image), and the indexes that find today's and this month's people.
ALTER TABLE posts ADD COLUMN image_url TEXT;
ALTER TABLE organizations ADD COLUMN anniversary_points BIGINT NOT NULL DEFAULT 0;

CREATE TABLE celebrations (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  kind TEXT NOT NULL,
  user_id BIGINT NOT NULL REFERENCES users(id),
  day TEXT NOT NULL,
  post_id BIGINT REFERENCES posts(id),
  created_at {{TIMESTAMP}} NOT NULL,
  PRIMARY KEY (org_id, kind, user_id, day)
);

-- Month and day (MM-DD) of birthdays and admission dates, stored as YYYY-MM-DD.
CREATE INDEX users_birthday_day ON users (org_id, substr(birthday, 6, 5));
CREATE INDEX users_admission_day ON users (org_id, substr(admission_date, 6, 5));
