-- Suggestions (issue 32, CMP-1; docs/suggestions.md): the inbox's counts per status kept on
-- write, so the inbox's tabs and total never count the whole table (at 200,000 suggestions the
-- counts and the first page read every row: make bench's plan check), and an index for the
-- unfiltered inbox, newest first.
CREATE TABLE suggestion_counts (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  archived {{BOOL}} NOT NULL,
  status TEXT NOT NULL,
  n BIGINT NOT NULL,
  PRIMARY KEY (org_id, archived, status)
);
INSERT INTO suggestion_counts (org_id, archived, status, n)
  SELECT org_id, archived, status, COUNT(*) FROM suggestions GROUP BY org_id, archived, status;
CREATE INDEX suggestions_recent ON suggestions (org_id, archived, id);
