-- Generic plans of the console's overview at 1M posts a year (about 85,000 in the last month),
-- 10,000 people in 40 departments and 1.2M ledger entries, on PostgreSQL. Run on an empty,
-- migrated database (rows inserted in replica mode, so no foreign keys are checked):
--   cd server && ../scripts/with-postgres bash -c 'DATABASE_URL=$TEST_DATABASE_URL \
--     DATA_DIR=$(mktemp -d) ./build/ci/aplauso migrate &&
--     psql "$TEST_DATABASE_URL" -q -f ../bench/plans/console-overview.sql'
-- Figures (2026-11-28): bench/README.md.
SET session_replication_role = replica;
INSERT INTO departments (id, org_id, name, active, created_at) SELECT g, 1, 'D' || g, 1, 0 FROM generate_series(1, 40) g;
INSERT INTO users (id, org_id, email, first_name, created_at, updated_at, department_id)
SELECT g, 1, 'p' || g || '@x', 'P', 0, 0, CASE WHEN g % 50 = 0 THEN NULL ELSE 1 + g % 40 END FROM generate_series(1, 10000) g;
INSERT INTO posts (id, org_id, kind, author_id, total_points, created_at)
SELECT g, 1, 'recognition', 1 + g % 10000, 10, 1700000000000 + g::bigint * 31536 FROM generate_series(1, 1000000) g;
INSERT INTO post_receivers (post_id, org_id, user_id, points, created_at)
SELECT g, 1, 1 + (g * 7) % 10000, 10, 1700000000000 + g::bigint * 31536 FROM generate_series(1, 1000000) g;
INSERT INTO point_accounts (id, org_id, user_id, kind, balance, updated_at) SELECT g, 1, g, 'give', 100, 0 FROM generate_series(1, 10000) g;
INSERT INTO ledger_entries (org_id, debit_account_id, credit_account_id, amount, kind, created_at)
SELECT 1, 1 + g % 10000, 1 + (g + 1) % 10000, 10, CASE WHEN g % 10 = 0 THEN 'redeem' ELSE 'recognition' END, 1700000000000 + g::bigint * 31536 FROM generate_series(1, 1200000) g;
SET session_replication_role = origin;
VACUUM ANALYZE users; VACUUM ANALYZE posts; VACUUM ANALYZE post_receivers; VACUUM ANALYZE departments; VACUUM ANALYZE point_accounts; VACUUM ANALYZE ledger_entries;
SET jit = off;
SET plan_cache_mode = force_generic_plan;
PREPARE totals(bigint,bigint,bigint) AS SELECT COUNT(*), COALESCE(SUM(total_points), 0) FROM posts WHERE org_id = $1 AND kind = 'recognition' AND filed = 0 AND created_at >= $2 AND created_at < $3;
PREPARE people(bigint) AS SELECT u.department_id, d.name, COUNT(*) FROM users u LEFT JOIN departments d ON d.id = u.department_id AND d.org_id = u.org_id WHERE u.org_id = $1 AND u.active = 1 GROUP BY u.department_id, d.name;
PREPARE parts(bigint,bigint,bigint) AS SELECT u.department_id, COUNT(*) FROM users u WHERE u.org_id = $1 AND u.active = 1 AND u.id IN (SELECT p.author_id FROM posts p WHERE p.org_id = $1 AND p.kind = 'recognition' AND p.filed = 0 AND p.created_at >= $2 AND p.created_at < $3 UNION SELECT r.user_id FROM post_receivers r JOIN posts p ON p.id = r.post_id AND p.org_id = r.org_id WHERE r.org_id = $1 AND r.created_at >= $2 AND r.created_at < $3 AND p.kind = 'recognition' AND p.filed = 0) GROUP BY u.department_id;
PREPARE recv(bigint,bigint,bigint) AS SELECT u.department_id, COUNT(DISTINCT r.post_id) FROM post_receivers r JOIN posts p ON p.id = r.post_id AND p.org_id = r.org_id JOIN users u ON u.id = r.user_id AND u.org_id = r.org_id AND u.active = 1 WHERE r.org_id = $1 AND r.created_at >= $2 AND r.created_at < $3 AND p.kind = 'recognition' AND p.filed = 0 GROUP BY u.department_id;
PREPARE kinds(bigint,bigint,bigint) AS SELECT kind, SUM(amount) FROM ledger_entries WHERE org_id = $1 AND created_at >= $2 AND created_at < $3 GROUP BY kind;
PREPARE held(bigint) AS SELECT COALESCE(SUM(a.balance), 0) FROM point_accounts a JOIN users u ON u.id = a.user_id AND u.org_id = a.org_id AND u.active = 1 WHERE a.org_id = $1 AND a.kind = 'give';
\echo '-- totals, last month'
EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) EXECUTE totals(1, 1700000000000 + 334 * 86400000::bigint, 1700000000000 + 365 * 86400000::bigint);
\echo '-- people per department'
EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) EXECUTE people(1);
\echo '-- participants per department, last month'
EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) EXECUTE parts(1, 1700000000000 + 334 * 86400000::bigint, 1700000000000 + 365 * 86400000::bigint);
\echo '-- received per department, last month'
EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) EXECUTE recv(1, 1700000000000 + 334 * 86400000::bigint, 1700000000000 + 365 * 86400000::bigint);
\echo '-- ledger by kind, last month'
EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) EXECUTE kinds(1, 1700000000000 + 334 * 86400000::bigint, 1700000000000 + 365 * 86400000::bigint);
\echo '-- give held'
EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) EXECUTE held(1);
