-- Custom analytics by corporate value (issue 34, ANA-4; ADR 0086's second amendment): per
-- organisation day, the recognitions each person received carrying each value (a recognition
-- with two values counts for both). Kept by the analytics.refresh job beside analytics_pairs.
CREATE TABLE analytics_person_values (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  day TEXT NOT NULL,
  user_id BIGINT NOT NULL REFERENCES users(id),
  value_id BIGINT NOT NULL,
  recognitions BIGINT NOT NULL,
  PRIMARY KEY (org_id, day, user_id, value_id)
);
-- A leader's view (their people's rows) and a person's erasure.
CREATE INDEX analytics_person_values_user ON analytics_person_values (org_id, user_id, day);

-- Every organisation backfills again at the next refresh (its last two years), so the days
-- refreshed before this table existed get their values too.
DELETE FROM analytics_state;
