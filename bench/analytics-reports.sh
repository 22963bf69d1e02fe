#!/bin/bash
# The analytics dashboards at volume over HTTP on PostgreSQL (issue 34, ADR 0083/0084): 10,000
# people, a year of recognitions (1,000,000, 80 % inside a team of ten) kept in analytics_pairs,
# analytics_person_days and analytics_daily as the refresh job writes them; then each dashboard
# call timed over HTTP (median of 5), and its read statements run by the database alone
# (EXPLAIN ANALYZE of the generic plan) beside it.
#   scripts/with-postgres bench/analytics-reports.sh   (after make server-ci)
set -e
cd "$(dirname "$0")/../server"
export DATABASE_URL=$TEST_DATABASE_URL DATA_DIR=${TMPDIR:-/tmp}/aplauso-anabench PORT=18997
rm -rf $DATA_DIR; mkdir -p $DATA_DIR
start_server() {
  ${APLAUSO_BIN:-./build/ci/aplauso} serve "$@" > $DATA_DIR/serve.log 2>&1 &
  pid=$!
  for i in $(seq 1 120); do curl -sf http://127.0.0.1:$PORT/api/health >/dev/null && break; sleep 1; done
}
start_server --seed-demo
kill $pid; wait $pid 2>/dev/null || true
org=$(psql -tAX -c "SELECT org_id FROM users WHERE email = 'admin@demo.local'")
leader=$(psql -tAX -c "SELECT id FROM users WHERE email = 'leader@demo.local'")
dept=$(psql -tAX -c "SELECT department_id FROM users WHERE id = $leader")
today=$(date -u +%F)
psql -q -X -v ON_ERROR_STOP=1 <<SQL
INSERT INTO users (org_id, email, first_name, last_name, department_id, leader_id, created_at, updated_at, admission_date, birthday, country)
SELECT $org, 'bench' || g || '@demo.local', 'Persona', 'N' || g, CASE WHEN g % 20 = 0 THEN NULL ELSE $dept END,
  CASE WHEN g <= 200 THEN $leader ELSE NULL END, 0, 0,
  to_char(DATE '2010-01-01' + (g % 5000), 'YYYY-MM-DD'), to_char(DATE '1960-01-01' + (g * 7 % 15000), 'YYYY-MM-DD'), 'CO'
FROM generate_series(1, 10000) g;
CREATE TEMP TABLE bench_people AS SELECT row_number() OVER (ORDER BY id) - 1 AS n, id FROM users WHERE org_id = $org AND email LIKE 'bench%';
-- 1,000,000 recognitions over 365 days: 80 % to someone of the sender's team of ten.
CREATE TEMP TABLE bench_recognitions AS
SELECT to_char(DATE '$today' - (g % 365)::int, 'YYYY-MM-DD') AS day, (g * 7919) % 10000 AS s,
  CASE WHEN g % 5 = 0 THEN (g * 104729) % 10000 ELSE ((g * 7919) % 10000 / 10) * 10 + (g % 10) END AS r
FROM generate_series(1::bigint, 1000000::bigint) g;
INSERT INTO analytics_pairs (org_id, day, sender_id, receiver_id, recognitions, points, posts)
SELECT $org, b.day, ps.id, pr.id, COUNT(*), COUNT(*) * 10, COUNT(*) FROM bench_recognitions b
JOIN bench_people ps ON ps.n = b.s JOIN bench_people pr ON pr.n = b.r WHERE b.s <> b.r
GROUP BY b.day, ps.id, pr.id ORDER BY b.day, ps.id, pr.id;
INSERT INTO analytics_person_days (org_id, day, user_id, department_id, active, participated, surveyed)
SELECT $org, day, id, $dept, 1, 1, 0 FROM (SELECT day, sender_id AS id FROM analytics_pairs WHERE org_id = $org UNION SELECT day, receiver_id FROM analytics_pairs WHERE org_id = $org) x ORDER BY day, id
ON CONFLICT DO NOTHING;
INSERT INTO analytics_daily (org_id, day, metric, item, value)
SELECT $org, day, m, 0, SUM(recognitions) FROM analytics_pairs, (VALUES ('sent'), ('received'), ('points_given')) v(m) WHERE org_id = $org GROUP BY day, m
ON CONFLICT DO NOTHING;
INSERT INTO analytics_daily (org_id, day, metric, item, value)
SELECT $org, day, 'active', 0, COUNT(*) FROM analytics_person_days WHERE org_id = $org AND active = 1 GROUP BY day
ON CONFLICT DO NOTHING;
-- As the refresh job keeps them: each month's people (ADR 0087).
DELETE FROM analytics_person_months WHERE org_id = $org;
INSERT INTO analytics_person_months (org_id, month, user_id, department_id, active, participated, surveyed)
SELECT org_id, substr(day, 1, 7), user_id, COALESCE(department_id, 0), MAX(active), MAX(participated), MAX(surveyed)
FROM analytics_person_days WHERE org_id = $org GROUP BY org_id, substr(day, 1, 7), user_id, COALESCE(department_id, 0);
INSERT INTO analytics_state (org_id, first_day, refreshed_at) VALUES ($org, '2020-01-01', 0) ON CONFLICT (org_id) DO UPDATE SET first_day = '2020-01-01';
SQL
# As the refresh job leaves them: rows in day order (it replaces a range of days at a time), and
# autovacuum's visibility map set.
psql -q -X -c 'VACUUM ANALYZE'
psql -tAX -c "SELECT 'people ' || count(*) FROM users WHERE org_id = $org" -c "SELECT 'pairs rows ' || count(*) || ', recognitions ' || sum(recognitions) FROM analytics_pairs" -c "SELECT 'person-day rows ' || count(*) FROM analytics_person_days"
start_server
ENGINE=PostgreSQL . ../bench/analytics-http.sh
kill $pid; wait $pid 2>/dev/null || true
ids=$(psql -tAX -c "SELECT '{' || string_agg(id::text, ',') || '}' FROM (SELECT id FROM users WHERE leader_id = $leader ORDER BY id) x")
for p in "30 days:$month_from" "365 days:$year_from"; do
  echo "== ${p%%:*}: analytics_sql.h's reads by the database alone, generic plans (bench/analytics-plans.py)"
  python3 ../bench/analytics-plans.py "$org" "$leader" "${p#*:}" "$today" "$ids" || plans_failed=1
done
# BENCH_AFTER=<script>: run it on the same database afterwards (plans while tuning).
if [ -n "${BENCH_AFTER:-}" ]; then org=$org leader=$leader today=$today month_from=$month_from year_from=$year_from bash "$BENCH_AFTER"; fi
exit ${plans_failed:-0}
