-- Retention per folder (FIL-4; docs/files.md): a folder may keep its files a number of days after
-- their last change; the files.retention job deletes those past it (audited). Null: kept until
-- someone deletes them.
ALTER TABLE file_folders ADD COLUMN retention_days BIGINT;
CREATE INDEX file_folders_retention ON file_folders (retention_days) WHERE retention_days IS NOT NULL;
