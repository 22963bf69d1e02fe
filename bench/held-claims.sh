#!/bin/bash
# Held reminders at volume: 1,000,000 held + 200 due notifications in the demo organisation on
# PostgreSQL; the claim now against the claim (and index) before migration 0082. A spot check
# by EXPLAIN ANALYZE beside `BENCH_ONLY=held` (engagement_bench.h), which times both engines:
#   scripts/with-postgres bench/held-claims.sh   (after make server-ci)
set -e
cd "$(dirname "$0")/../server"
export DATABASE_URL=$TEST_DATABASE_URL DATA_DIR=${TMPDIR:-/tmp}/aplauso-held/data PORT=18999
rm -rf $DATA_DIR; mkdir -p $DATA_DIR
./build/ci/aplauso serve --seed-demo > "$DATA_DIR/serve.log" 2>&1 &
pid=$!
for i in $(seq 1 120); do curl -sf http://127.0.0.1:18999/api/health >/dev/null && break; sleep 1; done
kill $pid; wait $pid 2>/dev/null || true
psql -q -X <<'SQL'
\timing off
INSERT INTO notifications (org_id, user_id, kind, payload, created_at, shown, mail_due, whatsapp_due, held_until)
SELECT u.org_id, u.id, 'task_due', '{}'::jsonb, 0, 0, 1, 1, 9999999999999
FROM generate_series(1, 1000000) g JOIN LATERAL (SELECT id, org_id FROM users ORDER BY id LIMIT 1 OFFSET (g % 10)) u ON true;
INSERT INTO notifications (org_id, user_id, kind, payload, created_at, shown, mail_due, whatsapp_due)
SELECT u.org_id, u.id, 'recognition_received', '{}'::jsonb, 0, 0, 1, 1
FROM generate_series(1, 200) g JOIN LATERAL (SELECT id, org_id FROM users ORDER BY id LIMIT 1 OFFSET (g % 10)) u ON true;
ANALYZE notifications;
SQL
new="SELECT n.id FROM notifications n JOIN users u ON u.id = n.user_id AND u.org_id = n.org_id WHERE n.id IN (SELECT id FROM notifications WHERE mail_due = 1 AND held_until IS NULL ORDER BY id LIMIT 50 FOR UPDATE SKIP LOCKED) ORDER BY n.id"
old="SELECT n.id FROM notifications n JOIN users u ON u.id = n.user_id AND u.org_id = n.org_id WHERE n.id IN (SELECT id FROM notifications WHERE mail_due = 1 AND COALESCE(held_until, 0) <= 1800000000000 ORDER BY id LIMIT 50 FOR UPDATE SKIP LOCKED) ORDER BY n.id"
echo "== claim now"
for i in 1 2 3; do psql -X -c "EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) $new" | grep -E "Execution Time|Index|Seq"; done
echo "== release, none due"
psql -X -c "BEGIN; EXPLAIN (ANALYZE, COSTS OFF, SUMMARY ON) UPDATE notifications SET held_until = NULL WHERE held_until IS NOT NULL AND held_until <= 1800000000000; ROLLBACK;" | grep -E "Execution Time|Index|Seq"
psql -X -q -c "CREATE INDEX old_mail_due ON notifications (id) WHERE mail_due = 1; ANALYZE notifications;"
echo "== claim before migration 0082"
for i in 1 2 3; do psql -X -c "EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) $old" | grep -E "Execution Time|Index|Seq"; done
