-- The dashboard's distinct people over long periods (issue 34, ADR 0087): per organisation month
-- (YYYY-MM), one row per person and department they were active in that month, the OR of their
-- days' flags. A period counts its whole months from these rows and only its edge days from
-- analytics_person_days, so a year reads about a twelfth of the rows it read. Kept by the refresh
-- job: each refresh recomputes the months its days touch from analytics_person_days.
CREATE TABLE analytics_person_months (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  month TEXT NOT NULL,
  user_id BIGINT NOT NULL REFERENCES users(id),
  -- 0: none (as COALESCE(department_id, 0) of the days)
  department_id BIGINT NOT NULL DEFAULT 0,
  active {{BOOL}} NOT NULL DEFAULT 0,
  participated {{BOOL}} NOT NULL DEFAULT 0,
  surveyed {{BOOL}} NOT NULL DEFAULT 0,
  PRIMARY KEY (org_id, month, user_id, department_id)
);
-- A person's erasure.
CREATE INDEX analytics_person_months_user ON analytics_person_months (org_id, user_id);

INSERT INTO analytics_person_months (org_id, month, user_id, department_id, active, participated,
  surveyed)
SELECT org_id, substr(day, 1, 7), user_id, COALESCE(department_id, 0), MAX(active),
  MAX(participated), MAX(surveyed)
FROM analytics_person_days
GROUP BY org_id, substr(day, 1, 7), user_id, COALESCE(department_id, 0);
