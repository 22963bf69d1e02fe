-- Complaints (issue 32, CMP-6; docs/complaints.md): a case sent through the anonymous route is
-- announced to the handlers only once its organisation day is over, by the complaints.announce
-- job, so no notification or mail carries the time of day it arrived. Cases before this
-- migration, identified ones and verbal intakes are announced at once (1).
ALTER TABLE complaint_cases ADD COLUMN announced {{BOOL}} NOT NULL DEFAULT 1;
CREATE INDEX complaint_cases_unannounced ON complaint_cases (announced, id);
