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
  ./build/ci/aplauso serve "$@" > $DATA_DIR/serve.log 2>&1 &
  pid=$!
  for i in $(seq 1 120); do curl -sf http://127.0.0.1:$PORT/api/health >/dev/null && break; sleep 1; done
}
start_server --seed-demo
kill $pid; wait $pid 2>/dev/null || true
org=$(psql -tAX -c "SELECT org_id FROM users WHERE email = 'admin@demo.local'")
leader=$(psql -tAX -c "SELECT id FROM users WHERE email = 'leader@demo.local'")
dept=$(psql -tAX -c "SELECT department_id FROM users WHERE id = $leader")
today=$(date -u +%F)
psql -q -X <<SQL
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
INSERT INTO analytics_pairs (org_id, day, sender_id, receiver_id, recognitions, points)
SELECT $org, b.day, ps.id, pr.id, COUNT(*), COUNT(*) * 10 FROM bench_recognitions b
JOIN bench_people ps ON ps.n = b.s JOIN bench_people pr ON pr.n = b.r WHERE b.s <> b.r
GROUP BY b.day, ps.id, pr.id ORDER BY b.day, ps.id, pr.id;
INSERT INTO analytics_person_days (org_id, day, user_id, department_id, active, participated, surveyed)
SELECT $org, day, id, $dept, 1, 1, 0 FROM (SELECT day, sender_id AS id FROM analytics_pairs WHERE org_id = $org UNION SELECT day, receiver_id FROM analytics_pairs WHERE org_id = $org) x ORDER BY day, id
ON CONFLICT DO NOTHING;
INSERT INTO analytics_daily (org_id, day, metric, item, value)
SELECT $org, day, m, 0, SUM(recognitions) FROM analytics_pairs, (VALUES ('sent'), ('received'), ('points_given')) v(m) WHERE org_id = $org GROUP BY day, m
ON CONFLICT DO NOTHING;
INSERT INTO analytics_daily (org_id, day, metric, item, value)
SELECT $org, day, 'active', 0, COUNT(*) FROM analytics_person_days WHERE org_id = $org AND active = 1 GROUP BY day;
INSERT INTO analytics_state (org_id, first_day, refreshed_at) VALUES ($org, '2020-01-01', 0) ON CONFLICT (org_id) DO UPDATE SET first_day = '2020-01-01';
SQL
# As the refresh job leaves them: rows in day order (it replaces a range of days at a time), and
# autovacuum's visibility map set.
psql -q -X -c 'VACUUM ANALYZE'
psql -tAX -c "SELECT 'people ' || count(*) FROM users WHERE org_id = $org" -c "SELECT 'pairs rows ' || count(*) || ', recognitions ' || sum(recognitions) FROM analytics_pairs" -c "SELECT 'person-day rows ' || count(*) FROM analytics_person_days"
start_server
token() { curl -sf -X POST -H 'Content-Type: application/json' -d "{\"email\":\"$1\",\"password\":\"demo1234\"}" http://127.0.0.1:$PORT/api/login | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"]["token"])'; }
admin=$(token admin@demo.local)
lead=$(token leader@demo.local)
month_from=$(date -u -d "$today - 29 days" +%F)
year_from=$(date -u -d "$today - 364 days" +%F)
time_call() {  # label, token, path: median of 5 (after one warm-up)
  curl -sf -o /dev/null -H "Authorization: Bearer $2" "http://127.0.0.1:$PORT/api$3" || { echo "$1: failed"; return; }
  for i in 1 2 3 4 5; do curl -s -o /dev/null -w '%{time_total}\n' -H "Authorization: Bearer $2" "http://127.0.0.1:$PORT/api$3"; done |
    sort -n | sed -n 3p | awk -v l="$1" '{printf "%-40s %7.1f ms over HTTP\n", l, $1 * 1000}'
}
for p in "30 days:$month_from" "365 days:$year_from"; do
  label=${p%%:*}; from=${p#*:}
  time_call "summary, $label" "$admin" "/chart/summary/v3?from=$from&to=$today"
  time_call "equity by department, $label" "$admin" "/analytics/equity?from=$from&to=$today"
  time_call "equity by age, $label" "$admin" "/analytics/equity?from=$from&to=$today&by=age"
  time_call "network, $label" "$admin" "/analytics/network?from=$from&to=$today"
  time_call "reciprocity, $label" "$admin" "/analytics/reciprocity?from=$from&to=$today"
  time_call "team (200 people), $label" "$lead" "/analytics/team?from=$from&to=$today"
done
kill $pid; wait $pid 2>/dev/null || true
echo "== the same statements by the database alone (generic plans, EXPLAIN ANALYZE)"
ids=$(psql -tAX -c "SELECT '{' || string_agg(id::text, ',') || '}' FROM (SELECT id FROM users WHERE leader_id = $leader ORDER BY id) x")
for p in "30 days:$month_from" "365 days:$year_from"; do
  label=${p%%:*}; from=${p#*:}
  for q in "received per person|SELECT receiver_id, CAST(SUM(recognitions) AS BIGINT) FROM analytics_pairs WHERE org_id = \$1 AND day >= \$2 AND day <= \$3 GROUP BY receiver_id|$org,'$from','$today'" \
           "pairs in period|SELECT sender_id, receiver_id, CAST(SUM(recognitions) AS BIGINT), CAST(SUM(points) AS BIGINT) FROM analytics_pairs WHERE org_id = \$1 AND day >= \$2 AND day <= \$3 GROUP BY sender_id, receiver_id|$org,'$from','$today'" \
           "team received|SELECT receiver_id, CAST(SUM(recognitions) AS BIGINT) FROM analytics_pairs WHERE org_id = \$1 AND receiver_id = ANY(\$4::bigint[]) AND day >= \$2 AND day <= \$3 GROUP BY receiver_id|$org,'$from','$today','$ids'" \
           "team last received|SELECT receiver_id, MAX(day) FROM analytics_pairs WHERE org_id = \$1 AND receiver_id = ANY(\$4::bigint[]) AND day >= \$2 AND day <= \$3 GROUP BY receiver_id|$org,'2000-01-01','$today','$ids'"; do
    name=${q%%|*}; rest=${q#*|}; text=${rest%|*}; args=${rest##*|}
    ms=$(psql -X -c "SET plan_cache_mode = force_generic_plan; PREPARE q(bigint, text, text, bigint[]) AS $text; EXPLAIN (ANALYZE, TIMING OFF, COSTS OFF) EXECUTE q($args$( [ $(echo "$args" | tr -cd ',' | wc -c) -lt 3 ] && echo ",NULL"));" | grep -E "Execution Time" | awk '{print $3}')
    printf "%-40s %7.1f ms by the database\n" "$name, $label" "$ms"
  done
done
# BENCH_AFTER=<script>: run it on the same database afterwards (plans while tuning).
if [ -n "${BENCH_AFTER:-}" ]; then org=$org leader=$leader today=$today month_from=$month_from year_from=$year_from bash "$BENCH_AFTER"; fi
