-- Spreadsheet imports of people: the job (its counters, the host its activation links point at,
-- and a lease so that one node at a time works on it) and its rows (the cells as uploaded, then
-- what became of each row). A row's outcome and the job's counters change in the transaction
-- that writes the person, so a restart resumes exactly where the last commit left it.
CREATE TABLE import_jobs (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  created_by BIGINT REFERENCES users(id),
  file_name TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'running',
  total BIGINT NOT NULL,
  done BIGINT NOT NULL DEFAULT 0,
  created BIGINT NOT NULL DEFAULT 0,
  updated BIGINT NOT NULL DEFAULT 0,
  unchanged BIGINT NOT NULL DEFAULT 0,
  failed BIGINT NOT NULL DEFAULT 0,
  link_base TEXT NOT NULL,
  lease_until {{TIMESTAMP}},
  created_at {{TIMESTAMP}} NOT NULL,
  first_progress_at {{TIMESTAMP}},
  finished_at {{TIMESTAMP}}
);
CREATE INDEX import_jobs_status ON import_jobs (status, id);
CREATE INDEX import_jobs_org ON import_jobs (org_id, id);
CREATE TABLE import_rows (
  job_id BIGINT NOT NULL REFERENCES import_jobs(id),
  row_number BIGINT NOT NULL,
  cells TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending',
  message TEXT,
  PRIMARY KEY (job_id, row_number)
);
CREATE INDEX import_rows_status ON import_rows (job_id, status, row_number);
