#!/bin/bash
# bench/analytics-reports.sh on the embedded SQLite database: the same 10,000 people and year of
# 1,000,000 recognitions (80 % inside a team of ten) in the tables kept for reading, then each
# dashboard call timed over HTTP (median of 5).
#   bench/analytics-reports-sqlite.sh   (after make server-ci; needs the sqlite3 shell)
set -e
cd "$(dirname "$0")/../server"
unset DATABASE_URL
export DATA_DIR=${TMPDIR:-/tmp}/aplauso-anabench-sqlite PORT=18996
rm -rf $DATA_DIR; mkdir -p $DATA_DIR
db=$DATA_DIR/aplauso.db
start_server() {
  ${APLAUSO_BIN:-./build/ci/aplauso} serve "$@" > $DATA_DIR/serve.log 2>&1 &
  pid=$!
  for i in $(seq 1 120); do curl -sf http://127.0.0.1:$PORT/api/health >/dev/null && break; sleep 1; done
}
start_server --seed-demo
kill $pid; wait $pid 2>/dev/null || true
q() { sqlite3 -batch "$db" "$@"; }
org=$(q "SELECT org_id FROM users WHERE email = 'admin@demo.local'")
leader=$(q "SELECT id FROM users WHERE email = 'leader@demo.local'")
dept=$(q "SELECT department_id FROM users WHERE id = $leader")
today=$(date -u +%F)
sqlite3 -batch "$db" <<SQL
PRAGMA journal_mode = WAL;
BEGIN;
WITH RECURSIVE g(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM g WHERE n < 10000)
INSERT INTO users (org_id, email, first_name, last_name, department_id, leader_id, created_at, updated_at, admission_date, birthday, country)
SELECT $org, 'bench' || n || '@demo.local', 'Persona', 'N' || n, CASE WHEN n % 20 = 0 THEN NULL ELSE $dept END,
  CASE WHEN n <= 200 THEN $leader ELSE NULL END, 0, 0,
  date('2010-01-01', '+' || (n % 5000) || ' days'), date('1960-01-01', '+' || (n * 7 % 15000) || ' days'), 'CO'
FROM g;
CREATE TEMP TABLE bench_people AS SELECT row_number() OVER (ORDER BY id) - 1 AS n, id FROM users WHERE org_id = $org AND email LIKE 'bench%';
CREATE INDEX temp.bench_people_n ON bench_people (n);
CREATE TEMP TABLE bench_recognitions AS
WITH RECURSIVE g(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM g WHERE n < 1000000)
SELECT date('$today', '-' || (n % 365) || ' days') AS day, (n * 7919) % 10000 AS s,
  CASE WHEN n % 5 = 0 THEN (n * 104729) % 10000 ELSE ((n * 7919) % 10000 / 10) * 10 + (n % 10) END AS r
FROM g;
INSERT INTO analytics_pairs (org_id, day, sender_id, receiver_id, recognitions, points, posts)
SELECT $org, b.day, ps.id, pr.id, COUNT(*), COUNT(*) * 10, COUNT(*) FROM bench_recognitions b
JOIN bench_people ps ON ps.n = b.s JOIN bench_people pr ON pr.n = b.r WHERE b.s <> b.r
GROUP BY b.day, ps.id, pr.id ORDER BY b.day, ps.id, pr.id;
INSERT OR IGNORE INTO analytics_person_days (org_id, day, user_id, department_id, active, participated, surveyed)
SELECT $org, day, id, $dept, 1, 1, 0 FROM (SELECT day, sender_id AS id FROM analytics_pairs WHERE org_id = $org UNION SELECT day, receiver_id FROM analytics_pairs WHERE org_id = $org) ORDER BY day, id;
INSERT OR IGNORE INTO analytics_daily (org_id, day, metric, item, value)
SELECT $org, day, m, 0, SUM(recognitions) FROM analytics_pairs, (SELECT 'sent' AS m UNION ALL SELECT 'received' UNION ALL SELECT 'points_given') WHERE org_id = $org GROUP BY day, m;
INSERT OR IGNORE INTO analytics_daily (org_id, day, metric, item, value)
SELECT $org, day, 'active', 0, COUNT(*) FROM analytics_person_days WHERE org_id = $org AND active = 1 GROUP BY day;
-- As the refresh job keeps them: each month's people (ADR 0087).
DELETE FROM analytics_person_months WHERE org_id = $org;
INSERT INTO analytics_person_months (org_id, month, user_id, department_id, active, participated, surveyed)
SELECT org_id, substr(day, 1, 7), user_id, COALESCE(department_id, 0), MAX(active), MAX(participated), MAX(surveyed)
FROM analytics_person_days WHERE org_id = $org GROUP BY org_id, substr(day, 1, 7), user_id, COALESCE(department_id, 0);
INSERT INTO analytics_state (org_id, first_day, refreshed_at) VALUES ($org, '2020-01-01', 0)
  ON CONFLICT (org_id) DO UPDATE SET first_day = '2020-01-01';
COMMIT;
ANALYZE;
SQL
q "SELECT 'people ' || count(*) FROM users WHERE org_id = $org"
q "SELECT 'pairs rows ' || count(*) || ', recognitions ' || sum(recognitions) FROM analytics_pairs"
q "SELECT 'person-day rows ' || count(*) FROM analytics_person_days"
start_server
ENGINE=SQLite . ../bench/analytics-http.sh
kill $pid; wait $pid 2>/dev/null || true
