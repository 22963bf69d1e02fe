-- Custom analytics: recognitions sent per group (issue 34; docs/analytics.md). A post to three
-- people is three pair rows but one recognition sent, so each post is counted once, in `posts`
-- of the pair row of its first receiver (lowest id, never its author). A sender's recognitions
-- sent over a period are then the sum of `posts` over their pairs, read with the pairs a view
-- already reads: no other statement, no other table.
ALTER TABLE analytics_pairs ADD COLUMN posts BIGINT NOT NULL DEFAULT 0;

-- Every organisation backfills again at the next refresh (its last two years), so the pairs kept
-- before this column existed get their posts too.
DELETE FROM analytics_state;
