-- Moods (issue 32, MOO-3; docs/moods.md, ADR 0065): the people each group had on a day, taken
-- when the day is handed to the privacy engine, so a past day's participation divides by that
-- day's headcount, not today's. `grp` is org, department:<id> or team:<leader id>.
CREATE TABLE mood_headcounts (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  day TEXT NOT NULL,
  grp TEXT NOT NULL,
  people BIGINT NOT NULL,
  PRIMARY KEY (org_id, grp, day)
);
