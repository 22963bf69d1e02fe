-- The privacy engine reads a cycle's figures in one pass (issue 29's benchmark: bench/README.md):
-- `item_head` marks one row per response and item (the first option), so respondents per item are
-- a sum instead of a COUNT(DISTINCT) that sorted every answer, and the index covers everything the
-- grouped read needs, in its grouping order.
ALTER TABLE private_answers ADD COLUMN item_head {{BOOL}} NOT NULL DEFAULT 0;
UPDATE private_answers SET item_head = 1 WHERE choice = (
  SELECT MIN(x.choice) FROM private_answers x
  WHERE x.response_key = private_answers.response_key AND x.item = private_answers.item
);
DROP INDEX private_answers_source;
CREATE INDEX private_answers_source ON private_answers
  (org_id, source, cycle, segment, item, choice, answered_on, item_head, has_number, number_micros);
