-- Who recognised whom (issue 34 phase 2; docs/analytics.md, ADR 0084): per organisation day, one
-- row per sender and receiver of recognitions (never someone recognising themself), kept by the
-- analytics.refresh job beside analytics_daily. The equity report (received per person), the
-- department network (each side's department today) and the reciprocity view read only this.
CREATE TABLE analytics_pairs (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  day TEXT NOT NULL,
  sender_id BIGINT NOT NULL REFERENCES users(id),
  receiver_id BIGINT NOT NULL REFERENCES users(id),
  recognitions BIGINT NOT NULL,
  points BIGINT NOT NULL,
  PRIMARY KEY (org_id, day, sender_id, receiver_id)
);
-- The leader's dashboard: one team's recognitions received and sent, and the last day each
-- member was recognised.
CREATE INDEX analytics_pairs_receiver ON analytics_pairs (org_id, receiver_id, day);
CREATE INDEX analytics_pairs_sender ON analytics_pairs (org_id, sender_id, day);

-- analytics_daily also keeps, from now on, the metric 'active': the people active that day (the
-- dashboard's series read it instead of counting the person rows of every day).

-- Every organisation backfills again at the next refresh (its last two years), so the pairs of
-- the days refreshed before this table existed are kept too.
DELETE FROM analytics_state;
