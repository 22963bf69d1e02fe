-- Custom analytics (issue 34, ANA-4; docs/analytics.md, ADR 0086): saved views of a registry
-- metric by one dimension, with filters, a period and a chart type, shared with roles, and each
-- person's digest of a view (a notification, weekly or monthly, or only when a change is beyond
-- chance). A view is a definition, never a query: the figures are computed from the tables kept
-- for reading when it is opened.
CREATE TABLE analytics_views (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  owner_id BIGINT NOT NULL REFERENCES users(id),
  name TEXT NOT NULL,
  metric TEXT NOT NULL,
  -- department | site | seniority | age | country
  dimension TEXT NOT NULL,
  -- JSON object: dimension -> the group keys kept (analytics_views.cpp)
  filters TEXT NOT NULL,
  -- 30d | 90d | 12m
  period TEXT NOT NULL,
  -- bar | column | table
  chart TEXT NOT NULL,
  shared_leaders {{BOOL}} NOT NULL DEFAULT 0,
  shared_admins {{BOOL}} NOT NULL DEFAULT 0,
  created_at {{TIMESTAMP}} NOT NULL,
  updated_at {{TIMESTAMP}} NOT NULL
);
CREATE INDEX analytics_views_org ON analytics_views (org_id, id);
CREATE INDEX analytics_views_owner ON analytics_views (org_id, owner_id);

CREATE TABLE analytics_view_subscriptions (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  view_id BIGINT NOT NULL REFERENCES analytics_views(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  -- weekly | monthly
  frequency TEXT NOT NULL,
  only_significant {{BOOL}} NOT NULL DEFAULT 0,
  -- the organisation's day (YYYY-MM-DD) of the next digest
  next_on TEXT NOT NULL,
  PRIMARY KEY (org_id, view_id, user_id)
);
-- The digest job walks what is due across organisations.
CREATE INDEX analytics_view_subscriptions_due ON analytics_view_subscriptions (next_on);
CREATE INDEX analytics_view_subscriptions_user ON analytics_view_subscriptions (org_id, user_id);
