-- The privacy engine (issue 29; ADR 0047; docs/privacy.md): the organisation's thresholds, and
-- the answers of confidential and anonymous instruments kept apart from who gave them. A
-- response has a random key, no person, no sequence number and only the day it was given; the
-- asking module keeps participation (who answered which cycle) in its own tables. `segment` is
-- the respondent's values of the source's dimensions (a JSON array of texts, e.g. department,
-- country, tenure band), coarsened by the asking module where its rules say so. Only the privacy
-- module reads these tables, and only as aggregates (a test greps every module's SQL).
CREATE TABLE privacy_settings (
  org_id BIGINT NOT NULL PRIMARY KEY REFERENCES organizations(id),
  k BIGINT NOT NULL,
  k_comments BIGINT NOT NULL,
  updated_at {{TIMESTAMP}} NOT NULL
);

CREATE TABLE private_responses (
  response_key TEXT NOT NULL PRIMARY KEY,
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  source TEXT NOT NULL,
  cycle BIGINT NOT NULL,
  segment TEXT NOT NULL,
  answered_on TEXT NOT NULL
) {{WITHOUT_ROWID}};
CREATE INDEX private_responses_source ON private_responses (org_id, source, cycle, segment);

-- One row per answer: an option chosen (choice), a number (in millionths: forms keep six
-- decimals, so sums are exact), an open text, or several of these for one item.
CREATE TABLE private_answers (
  response_key TEXT NOT NULL,
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  source TEXT NOT NULL,
  cycle BIGINT NOT NULL,
  segment TEXT NOT NULL,
  item TEXT NOT NULL,
  choice TEXT NOT NULL,
  has_number {{BOOL}} NOT NULL,
  number_micros BIGINT NOT NULL,
  text TEXT NOT NULL,
  PRIMARY KEY (response_key, item, choice)
) {{WITHOUT_ROWID}};
CREATE INDEX private_answers_source ON private_answers (org_id, source, cycle, item, segment);
