-- Receipt codes of anonymous hazards (issue 33, BEN-8; docs/health-safety.md): the reporter
-- follows the report with a code shown once; only its SHA-256 is kept, on the report itself,
-- with nothing of who sent it. Officers' notes for the reporter and the information a reporter
-- adds with the code are timeline entries (hs_events kinds 'reply' and 'reporter_comment').
ALTER TABLE hs_reports ADD COLUMN receipt_hash TEXT;
CREATE UNIQUE INDEX hs_reports_receipt ON hs_reports (org_id, receipt_hash);
