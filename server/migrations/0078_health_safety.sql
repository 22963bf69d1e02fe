-- Health and safety (issue 33, BEN-8, BEN-9, BEN-★3; docs/health-safety.md, ADR 0077): reports of
-- incidents, near misses and hazards with their investigation, timeline and corrective actions
-- (tasks), the module's officers, and each person's private body-metrics log. No clinical data.
CREATE TABLE hs_reports (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  -- 'incident', 'near_miss' or 'hazard'
  kind TEXT NOT NULL,
  -- null: an anonymous hazard (nobody is stored anywhere) or an erased reporter
  reporter_id BIGINT REFERENCES users(id),
  -- a site of the sites slot (structure/sites.h); null: none given
  site_id BIGINT,
  place TEXT NOT NULL,
  -- local date and time of the event, 'YYYY-MM-DDTHH:MM', and its month for the statistics
  occurred_at TEXT NOT NULL,
  month TEXT NOT NULL,
  description TEXT NOT NULL,
  injury BIGINT NOT NULL DEFAULT 0,
  -- 'none', 'minor', 'moderate', 'serious' or 'critical'
  severity TEXT NOT NULL DEFAULT 'none',
  -- 'reported', 'investigating', 'actions' or 'closed'
  status TEXT NOT NULL DEFAULT 'reported',
  root_cause TEXT NOT NULL DEFAULT '',
  signed_off_by BIGINT REFERENCES users(id),
  signed_off_at {{TIMESTAMP}},
  created_at {{TIMESTAMP}} NOT NULL,
  updated_at {{TIMESTAMP}} NOT NULL
);
-- The officers' list: every report, by status or by type; newest first.
CREATE INDEX hs_reports_recent ON hs_reports (org_id, created_at);
CREATE INDEX hs_reports_status ON hs_reports (org_id, status, created_at);
CREATE INDEX hs_reports_kind ON hs_reports (org_id, kind, created_at);
CREATE INDEX hs_reports_reporter ON hs_reports (org_id, reporter_id, created_at);
CREATE INDEX hs_reports_month ON hs_reports (org_id, month, site_id, kind);
CREATE INDEX hs_reports_signer ON hs_reports (org_id, signed_off_by);

-- The people of the organisation hurt in an incident.
CREATE TABLE hs_report_people (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  report_id BIGINT NOT NULL REFERENCES hs_reports(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  PRIMARY KEY (org_id, report_id, user_id)
);
CREATE INDEX hs_report_people_person ON hs_report_people (org_id, user_id, report_id);

-- Photos: comm-attachment uploads of the reporter.
CREATE TABLE hs_report_photos (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  report_id BIGINT NOT NULL REFERENCES hs_reports(id),
  file_key TEXT NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY (org_id, report_id, file_key)
);

-- The timeline: 'reported', each stage, 'action', 'edited', 'signed_off'.
CREATE TABLE hs_events (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  report_id BIGINT NOT NULL REFERENCES hs_reports(id),
  at {{TIMESTAMP}} NOT NULL,
  kind TEXT NOT NULL,
  actor_id BIGINT REFERENCES users(id),
  detail TEXT NOT NULL DEFAULT ''
);
CREATE INDEX hs_events_report ON hs_events (org_id, report_id, at);
CREATE INDEX hs_events_actor ON hs_events (org_id, actor_id);

-- Corrective actions: tasks of the tasks module (source health_safety).
CREATE TABLE hs_actions (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  report_id BIGINT NOT NULL REFERENCES hs_reports(id),
  task_id BIGINT NOT NULL,
  created_at {{TIMESTAMP}} NOT NULL,
  PRIMARY KEY (org_id, report_id, task_id)
);

-- Health and safety officers besides the admins.
CREATE TABLE hs_officers (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  added_at {{TIMESTAMP}} NOT NULL,
  PRIMARY KEY (org_id, user_id)
);

-- Body metrics (BEN-9): who turned their log on, and its entries. Nobody else reads them.
CREATE TABLE hs_metric_owners (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  enabled_at {{TIMESTAMP}} NOT NULL,
  PRIMARY KEY (org_id, user_id)
);
CREATE TABLE hs_metrics (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  day TEXT NOT NULL,
  -- tenths of a kilogram
  weight_dg BIGINT,
  steps BIGINT,
  -- minutes
  sleep_minutes BIGINT,
  resting_hr BIGINT,
  created_at {{TIMESTAMP}} NOT NULL
);
CREATE INDEX hs_metrics_person ON hs_metrics (org_id, user_id, day, id);
