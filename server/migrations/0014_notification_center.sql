-- The notification centre: a person's list pages by id (newest first) instead of by time, and
-- each person may turn off in-app notifications of a kind (no row: the kind is on).
DROP INDEX notifications_user_time;
CREATE INDEX notifications_user_list ON notifications (org_id, user_id, id);

CREATE TABLE notification_settings (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  kind TEXT NOT NULL,
  in_app {{BOOL}} NOT NULL,
  updated_at {{TIMESTAMP}} NOT NULL,
  PRIMARY KEY (org_id, user_id, kind)
);
