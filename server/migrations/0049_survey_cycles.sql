-- The cycles of a survey, with the day each opened (issue 29: the trend across cycles). Written
-- when a cycle opens; the cycles opened before this table keep no day but the current one.
CREATE TABLE survey_cycles (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  survey_id BIGINT NOT NULL REFERENCES surveys(id),
  cycle BIGINT NOT NULL,
  opened_on TEXT,
  PRIMARY KEY (org_id, survey_id, cycle)
);
INSERT INTO survey_cycles (org_id, survey_id, cycle, opened_on)
SELECT DISTINCT a.org_id, a.survey_id, a.cycle,
       CASE WHEN a.cycle = s.cycle THEN s.cycle_opened_on ELSE NULL END
FROM survey_audience a JOIN surveys s ON s.id = a.survey_id;
