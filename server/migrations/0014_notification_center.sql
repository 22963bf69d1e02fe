-- The notification centre: a person's list pages by id (newest first) instead of by time; each
-- person chooses per kind whether it shows in the app and whether it is mailed (no row: the
-- kind's defaults). A notification only mailed is stored hidden; the mail job takes the ones
-- still due.
DROP INDEX notifications_user_time;
CREATE INDEX notifications_user_list ON notifications (org_id, user_id, id);
ALTER TABLE notifications ADD COLUMN shown {{BOOL}} NOT NULL DEFAULT 1;
ALTER TABLE notifications ADD COLUMN mail_due {{BOOL}} NOT NULL DEFAULT 0;
CREATE INDEX notifications_mail_due ON notifications (id) WHERE mail_due = 1;

CREATE TABLE notification_settings (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  kind TEXT NOT NULL,
  in_app {{BOOL}} NOT NULL,
  email {{BOOL}} NOT NULL,
  updated_at {{TIMESTAMP}} NOT NULL,
  PRIMARY KEY (org_id, user_id, kind)
);
