-- Releases of a cycle that still takes answers (issue 29, SUR-★1 over time; docs/privacy.md):
-- while a survey is open its figures count the answers given up to `through_day`, and the
-- release moves on only when the answers since the previous one could be published on their
-- own, so two readings of the same results never single out who answered in between. No row:
-- nothing was read while the cycle was open, so the complete cycle is read whole.
CREATE TABLE privacy_releases (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  source TEXT NOT NULL,
  cycle BIGINT NOT NULL,
  through_day TEXT NOT NULL,
  updated_at {{TIMESTAMP}} NOT NULL,
  PRIMARY KEY (org_id, source, cycle)
);

-- The answers carry the day of their response, so a release bounds them without a join.
ALTER TABLE private_answers ADD COLUMN answered_on TEXT NOT NULL DEFAULT '';
UPDATE private_answers SET answered_on = (
  SELECT r.answered_on FROM private_responses r WHERE r.response_key = private_answers.response_key
);
DROP INDEX private_responses_source;
CREATE INDEX private_responses_source ON private_responses (org_id, source, cycle, segment, answered_on);
