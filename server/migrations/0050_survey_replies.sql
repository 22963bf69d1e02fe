-- Anonymous replies to survey comments (issue 29, SUR-17; docs/surveys.md) and the leaders' view
-- (SUR-18).
--
-- A respondent who allows replies gets one random reply box per comment. The privacy engine keeps
-- the box with the comment; the surveys module keeps the box with what only the server's secret
-- turns back into the person: `owner_tag` (HMAC of organisation, person, survey and cycle, to find
-- a person's boxes) and `sealed_owner` (their id sealed, to notify them). A database dump alone
-- links no comment to anyone. Boxes and messages keep no time that could be lined up with the
-- answer: a box has none, a message the time it was written (after the answer).
ALTER TABLE private_answers ADD COLUMN reply_box TEXT;
CREATE INDEX private_answers_reply_box ON private_answers (org_id, reply_box)
  WHERE reply_box IS NOT NULL;

CREATE TABLE survey_reply_boxes (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  box TEXT NOT NULL,
  survey_id BIGINT NOT NULL REFERENCES surveys(id),
  item TEXT NOT NULL,
  question_es TEXT NOT NULL,
  question_en TEXT,
  owner_tag TEXT NOT NULL,
  sealed_owner TEXT NOT NULL,
  locked {{BOOL}} NOT NULL DEFAULT 0,
  PRIMARY KEY (org_id, box)
);
CREATE INDEX survey_reply_boxes_owner ON survey_reply_boxes (org_id, owner_tag);

CREATE TABLE survey_reply_messages (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  box TEXT NOT NULL,
  from_org {{BOOL}} NOT NULL,
  author_id BIGINT REFERENCES users(id),
  text TEXT NOT NULL,
  created_at {{TIMESTAMP}} NOT NULL
);
CREATE INDEX survey_reply_messages_box ON survey_reply_messages (org_id, box, id);

-- The leaders' view finds the surveys whose snapshot holds their departments.
CREATE INDEX survey_audience_department ON survey_audience (org_id, survey_id, cycle, department_id);
