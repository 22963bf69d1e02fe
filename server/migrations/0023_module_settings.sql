-- Each module keeps its own settings (issue 27 §3, one writing module per table): the points
-- rules, the podium's and the anniversary points leave `organizations` for tables of their
-- modules. An organisation without a row has the defaults.
CREATE TABLE point_rules (
  org_id BIGINT PRIMARY KEY REFERENCES organizations(id),
  points_period TEXT NOT NULL DEFAULT 'month',
  base_points BIGINT NOT NULL DEFAULT 0,
  expire_unused {{BOOL}} NOT NULL DEFAULT 0,
  updated_at {{TIMESTAMP}} NOT NULL
);
INSERT INTO point_rules (org_id, points_period, base_points, expire_unused, updated_at)
SELECT id, points_period, base_points, expire_unused, updated_at FROM organizations;
-- The allowance job reads the organisations that give allowances or expire points.
CREATE INDEX point_rules_due ON point_rules (org_id) WHERE base_points > 0 OR expire_unused = 1;

CREATE TABLE podium_settings (
  org_id BIGINT PRIMARY KEY REFERENCES organizations(id),
  period TEXT NOT NULL DEFAULT 'month',
  size INTEGER NOT NULL DEFAULT 3,
  metrics TEXT NOT NULL DEFAULT 'received,sent,points',
  updated_at {{TIMESTAMP}} NOT NULL
);
INSERT INTO podium_settings (org_id, period, size, metrics, updated_at)
SELECT id, podium_period, podium_size, podium_metrics, updated_at FROM organizations;

CREATE TABLE celebration_settings (
  org_id BIGINT PRIMARY KEY REFERENCES organizations(id),
  anniversary_points BIGINT NOT NULL DEFAULT 0,
  updated_at {{TIMESTAMP}} NOT NULL
);
INSERT INTO celebration_settings (org_id, anniversary_points, updated_at)
SELECT id, anniversary_points, updated_at FROM organizations;

ALTER TABLE organizations DROP COLUMN points_period;
ALTER TABLE organizations DROP COLUMN base_points;
ALTER TABLE organizations DROP COLUMN expire_unused;
ALTER TABLE organizations DROP COLUMN podium_period;
ALTER TABLE organizations DROP COLUMN podium_size;
ALTER TABLE organizations DROP COLUMN podium_metrics;
ALTER TABLE organizations DROP COLUMN anniversary_points;
