-- The standard analytics dashboard (issue 34 phase 1; docs/analytics.md, ADR 0083): tables kept
-- for reading, refreshed by the analytics.refresh job from the source tables (posts and their
-- receivers and values, orders, likes and reactions, survey participation). The dashboard reads
-- only these tables, never the feed.

-- Per organisation day (YYYY-MM-DD in the organisation's time zone): one counter per metric and
-- item (0 for a plain total; the value id for 'value', the badge id for 'badge').
-- Metrics: sent, received, points_given, points_redeemed, redemptions, value, badge.
CREATE TABLE analytics_daily (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  day TEXT NOT NULL,
  metric TEXT NOT NULL,
  item BIGINT NOT NULL DEFAULT 0,
  value BIGINT NOT NULL,
  PRIMARY KEY (org_id, day, metric, item)
);

-- One row per person and day they did something: distinct people over any period (active
-- people, participation by department, survey respondents) are counted from these rows.
-- active: sent or received a recognition, liked or reacted to a post, or redeemed; participated:
-- sent or received a recognition; surveyed: completed a survey. department_id is the person's
-- department when the day was last refreshed.
CREATE TABLE analytics_person_days (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  day TEXT NOT NULL,
  user_id BIGINT NOT NULL REFERENCES users(id),
  department_id BIGINT,
  active {{BOOL}} NOT NULL DEFAULT 0,
  participated {{BOOL}} NOT NULL DEFAULT 0,
  surveyed {{BOOL}} NOT NULL DEFAULT 0,
  PRIMARY KEY (org_id, day, user_id)
);
CREATE INDEX analytics_person_days_user ON analytics_person_days (org_id, user_id);

-- Per organisation: the first day kept (the backfill reached back to it) and the last refresh.
CREATE TABLE analytics_state (
  org_id BIGINT NOT NULL PRIMARY KEY REFERENCES organizations(id),
  first_day TEXT NOT NULL,
  refreshed_at {{TIMESTAMP}} NOT NULL
);

-- The refresh reads the sources by time; these have no index by time of their own.
CREATE INDEX analytics_post_likes_time ON post_likes (org_id, created_at);
CREATE INDEX analytics_post_reactions_time ON post_reactions (org_id, created_at);
CREATE INDEX analytics_survey_participation_day ON survey_participation (org_id, completed_on);
