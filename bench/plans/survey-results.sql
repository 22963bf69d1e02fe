-- The survey results' aggregate statements (privacy.items, privacy.choices, privacy.texts, as the
-- server prepares them: generic plans, JIT off) on one pulse of 10,000 answers beside 15 past
-- pulses of 7,000 (about 2.9M answer rows), before and after a covering index in cell order.
-- The table is private_answers as migrations 0046 and 0048 leave it (answered_on included),
-- standing alone; the statements are those of privacy_sql.h with the day bound ($4). Run on any
-- throwaway database:
--   scripts/with-postgres bash -c 'psql "$TEST_DATABASE_URL" -q -f bench/plans/survey-results.sql'
-- Figures (2026-11-29): bench/README.md.
CREATE TABLE private_answers (
  response_key TEXT NOT NULL, org_id BIGINT NOT NULL, source TEXT NOT NULL, cycle BIGINT NOT NULL,
  segment TEXT NOT NULL, item TEXT NOT NULL, choice TEXT NOT NULL, has_number SMALLINT NOT NULL,
  number_micros BIGINT NOT NULL, text TEXT NOT NULL, answered_on TEXT NOT NULL DEFAULT '',
  reply_box TEXT, PRIMARY KEY (response_key, item, choice));
CREATE INDEX private_answers_source ON private_answers (org_id, source, cycle, item, segment);
-- 24 answer rows a response (20 questions, two of them multiple choice), a comment from one in 4.
INSERT INTO private_answers
SELECT md5(s || '-' || u), 1, 'survey:' || s, 1,
  '["' || (100 + u % 40) || '","' || (ARRAY['CL','MX','ES','PE','CO','AR'])[1 + (u / 7) % 6] ||
  '","' || (ARRAY['lt_1y','1_3y','3_5y','5_10y','10y_plus'])[1 + u % 5] || '"]',
  'q' || q, CAST(1 + (u + q) % 5 AS TEXT), 1, (1 + (u + q) % 5) * 1000000, '', '2026-11-2' || (u % 9), NULL
FROM generate_series(0, 15) s, generate_series(0, 9999) u, generate_series(1, 24) q
WHERE s = 0 OR u < 7000;
INSERT INTO private_answers
SELECT md5('0-' || u), 1, 'survey:0', 1, '["100","CL","1_3y"]', 'comentario', '', 0, 0,
  'Me gustaría más formación ' || (u % 9), '2026-11-2' || (u % 9), NULL
FROM generate_series(0, 9999, 4) u;
VACUUM ANALYZE private_answers;
SET jit = off;
SET plan_cache_mode = force_generic_plan;
PREPARE items(bigint, text, bigint, text) AS SELECT segment, item, COUNT(DISTINCT response_key), SUM(has_number), SUM(number_micros) FROM private_answers WHERE org_id = $1 AND source = $2 AND cycle = $3 AND answered_on <= $4 GROUP BY segment, item ORDER BY segment, item;
PREPARE choices(bigint, text, bigint, text) AS SELECT segment, item, choice, COUNT(*) FROM private_answers WHERE org_id = $1 AND source = $2 AND cycle = $3 AND answered_on <= $4 AND choice <> '' GROUP BY segment, item, choice ORDER BY segment, item, choice;
PREPARE texts(bigint, text, bigint, text, text[]) AS SELECT segment, item, text, COALESCE(reply_box, '') FROM private_answers WHERE org_id = $1 AND source = $2 AND cycle = $3 AND answered_on <= $4 AND item = ANY($5) AND text <> '' ORDER BY item, text;
\echo '-- items, private_answers_source only'
EXPLAIN (ANALYZE, COSTS OFF, SUMMARY ON) EXECUTE items(1, 'survey:0', 1, '9999-12-31');
\echo '-- choices, private_answers_source only'
EXPLAIN (ANALYZE, COSTS OFF, SUMMARY ON) EXECUTE choices(1, 'survey:0', 1, '9999-12-31');
\echo '-- texts, private_answers_source only'
EXPLAIN (ANALYZE, COSTS OFF, SUMMARY ON) EXECUTE texts(1, 'survey:0', 1, '9999-12-31', '{comentario}');
-- The proposal: every column items and choices read, in the order they group by.
CREATE INDEX private_answers_cells ON private_answers (org_id, source, cycle, segment, item, choice, answered_on, has_number, number_micros, response_key);
VACUUM ANALYZE private_answers;
\echo '-- items, with private_answers_cells'
EXPLAIN (ANALYZE, COSTS OFF, SUMMARY ON) EXECUTE items(1, 'survey:0', 1, '9999-12-31');
\echo '-- choices, with private_answers_cells'
EXPLAIN (ANALYZE, COSTS OFF, SUMMARY ON) EXECUTE choices(1, 'survey:0', 1, '9999-12-31');
\echo '-- texts, with private_answers_cells'
EXPLAIN (ANALYZE, COSTS OFF, SUMMARY ON) EXECUTE texts(1, 'survey:0', 1, '9999-12-31', '{comentario}');
