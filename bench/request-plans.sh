#!/bin/bash
# Parallel request steps at volume (ADR 0082): 300,000 requests, 30,000 pending on parallel
# steps, 90,000 approver rows; generic plans of the lists that read them, EXPLAIN ANALYZE.
#   scripts/with-postgres bench/request-plans.sh   (after make server-ci)
set -e
cd "$(dirname "$0")/../server"
export DATABASE_URL=$TEST_DATABASE_URL DATA_DIR=${TMPDIR:-/tmp}/aplauso-reqplans PORT=18998
rm -rf $DATA_DIR; mkdir -p $DATA_DIR
./build/ci/aplauso serve --seed-demo > $DATA_DIR/serve.log 2>&1 &
pid=$!
for i in $(seq 1 120); do curl -sf http://127.0.0.1:18998/api/health >/dev/null && break; sleep 1; done
kill $pid; wait $pid 2>/dev/null || true
psql -q -X <<'SQL'
INSERT INTO requests (org_id, type_id, user_id, form_version, answers, status, chain, step, approver_id, created_at, updated_at, parallel)
SELECT t.org_id, t.id, (SELECT min(id) FROM users), 1, '{}', CASE WHEN g % 10 = 0 THEN 'pending' ELSE 'approved' END, t.steps, 0, NULL, g, g, CASE WHEN g % 10 = 0 THEN 1 ELSE 0 END
FROM generate_series(1, 300000) g, (SELECT id, org_id, steps FROM request_types ORDER BY id LIMIT 1) t;
INSERT INTO request_approvers (org_id, request_id, user_id)
SELECT r.org_id, r.id, u.id FROM requests r CROSS JOIN LATERAL (SELECT id FROM users WHERE org_id = r.org_id ORDER BY id LIMIT 3 OFFSET (r.id % 7)) u WHERE r.parallel = 1;
ANALYZE;
SET plan_cache_mode = force_generic_plan;
PREPARE p1(bigint, bigint, bigint) AS SELECT r.id FROM requests r JOIN request_types t ON t.org_id = r.org_id AND t.id = r.type_id JOIN request_approvers a ON a.org_id = r.org_id AND a.request_id = r.id WHERE a.org_id = $1 AND a.user_id = $2 AND r.status = 'pending' ORDER BY r.created_at, r.id LIMIT $3;
PREPARE p2(bigint, bigint) AS SELECT COUNT(*) FROM request_approvers WHERE org_id = $1 AND user_id = $2;
PREPARE p3(bigint, bigint[]) AS SELECT request_id, user_id FROM request_approvers WHERE org_id = $1 AND request_id = ANY($2) ORDER BY request_id, user_id;
PREPARE p4(bigint, bigint) AS SELECT r.id FROM requests r WHERE r.org_id = $1 AND r.status = 'pending' AND r.approver_id IS NULL AND r.parallel = 0 ORDER BY r.created_at, r.id LIMIT $2;
SQL
uid=$(psql -tAX -c "SELECT user_id FROM request_approvers GROUP BY user_id ORDER BY count(*) DESC LIMIT 1")
org=$(psql -tAX -c "SELECT org_id FROM request_approvers LIMIT 1")
for q in "p1($org,$uid,11)" "p2($org,$uid)" "p3($org,'{10,20,30,40,50,60,70,80,90,100}')" "p4($org,11)"; do
  echo "== $q"
  psql -X -c "SET plan_cache_mode = force_generic_plan; PREPARE p1(bigint, bigint, bigint) AS SELECT r.id FROM requests r JOIN request_types t ON t.org_id = r.org_id AND t.id = r.type_id JOIN request_approvers a ON a.org_id = r.org_id AND a.request_id = r.id WHERE a.org_id = \$1 AND a.user_id = \$2 AND r.status = 'pending' ORDER BY r.created_at, r.id LIMIT \$3; PREPARE p2(bigint, bigint) AS SELECT COUNT(*) FROM request_approvers WHERE org_id = \$1 AND user_id = \$2; PREPARE p3(bigint, bigint[]) AS SELECT request_id, user_id FROM request_approvers WHERE org_id = \$1 AND request_id = ANY(\$2) ORDER BY request_id, user_id; PREPARE p4(bigint, bigint) AS SELECT r.id FROM requests r WHERE r.org_id = \$1 AND r.status = 'pending' AND r.approver_id IS NULL AND r.parallel = 0 ORDER BY r.created_at, r.id LIMIT \$2; EXPLAIN (ANALYZE, COSTS OFF, SUMMARY ON) EXECUTE $q;" | grep -E "Scan|Execution Time|Sort|rows="| head -8
done
psql -tAX -c "SELECT count(*) FROM requests" -c "SELECT count(*) FROM request_approvers"
