#!/bin/bash
# Generic plans of the person-attribute, request step deadline and receipt-code statements on
# PostgreSQL at volume: 200,000 people in 20 organisations with documents, 200,000 requests
# (20,000 pending with a step deadline), 200,000 H&S reports with receipt hashes. Run on an empty
# database: scripts/with-postgres bench/person-attributes-plans.sh
set -e
cd "$(dirname "$0")/../server"
export DATABASE_URL=$TEST_DATABASE_URL DATA_DIR=${TMPDIR:-/tmp}/aplauso-attrbench
mkdir -p $DATA_DIR
./build/ci/aplauso migrate > /dev/null 2>&1
psql -q -X -v ON_ERROR_STOP=1 <<'SQL'
INSERT INTO organizations (name, slug, created_at, updated_at) SELECT 'Org ' || g, 'org' || g, 0, 0 FROM generate_series(1, 20) g;
INSERT INTO users (org_id, email, first_name, created_at, updated_at, national_id, contract_type, gender, active)
SELECT (SELECT min(id) FROM organizations) + g % 20, 'p' || g || '@x.com', 'P' || g, 0, 0, (10000000 + g)::text,
  CASE WHEN g % 3 = 0 THEN 'indefinite' ELSE 'fixed_term' END, CASE WHEN g % 2 = 0 THEN 'female' ELSE 'male' END, 1
FROM generate_series(1, 200000) g;
VACUUM ANALYZE users;
SQL
org=$(psql -X -tA -c "SELECT min(id) FROM organizations")
run() {
  local name=$1 sql=$2 args=$3
  plan=$(psql -X -tA -c "SET plan_cache_mode = force_generic_plan" -c "PREPARE q AS $sql" \
    -c "EXPLAIN (ANALYZE, TIMING OFF, COSTS OFF) EXECUTE q($args)")
  echo "== $name"; echo "$plan"
  if echo "$plan" | grep -qE 'Seq Scan on users|hashed SubPlan|JIT:'; then echo "$name: FAIL"; else echo "$name: ok"; fi
}
run users.national_id_owners "SELECT national_id, id FROM users WHERE org_id = \$1 AND national_id = ANY(CAST(\$2 AS TEXT[]))" "$org, ARRAY['10000020','10000040','123']"
run files.people_by_national_ids "SELECT id FROM users WHERE org_id = \$1 AND national_id = ANY(CAST(\$2 AS TEXT[])) AND erased_at IS NULL ORDER BY id" "$org, ARRAY['10000020','99']"
psql -q -X -v ON_ERROR_STOP=1 <<'SQL'
INSERT INTO request_types (org_id, name, form_id, steps, created_at, updated_at) SELECT id, 'Tipo', 'f', '[]', 0, 0 FROM organizations;
INSERT INTO requests (org_id, type_id, user_id, form_version, answers, status, chain, approver_id, created_at, updated_at, step_due_at, step_reminded)
SELECT u.org_id, t.id, u.id, 1, '{}', CASE WHEN u.id % 10 = 0 THEN 'pending' ELSE 'approved' END, '[]',
  (SELECT min(id) FROM users v WHERE v.org_id = u.org_id) + u.id % 50, 0, 0,
  CASE WHEN u.id % 10 = 0 THEN u.id * 1000 ELSE NULL END, CASE WHEN u.id % 20 = 0 THEN 1 ELSE 0 END
FROM users u JOIN request_types t ON t.org_id = u.org_id;
INSERT INTO hs_reports (org_id, kind, place, occurred_at, month, description, created_at, updated_at, receipt_hash)
SELECT org_id, 'hazard', 'x', '2026-01-01', '2026-01', 'd', 0, 0, md5(id::text) FROM users;
VACUUM ANALYZE requests; VACUUM ANALYZE hs_reports;
SQL
approver=$(psql -X -tA -c "SELECT min(id) + 10 FROM users WHERE org_id = $org")
run2() {
  local name=$1 sql=$2 args=$3
  plan=$(psql -X -tA -c "SET plan_cache_mode = force_generic_plan" -c "PREPARE q AS $sql" \
    -c "EXPLAIN (ANALYZE, TIMING OFF, COSTS OFF) EXECUTE q($args)")
  echo "== $name"; echo "$plan" | grep -v "^SET\|^PREPARE"
  if echo "$plan" | grep -qE 'Seq Scan on (requests|hs_reports|users)|hashed SubPlan|JIT:'; then echo "$name: FAIL"; else echo "$name: ok"; fi
}
run2 requests.late_for "SELECT r.id FROM requests r WHERE r.org_id = \$1 AND r.status = 'pending' AND r.approver_id = \$2 AND r.step_due_at < \$3 ORDER BY r.step_due_at, r.id LIMIT \$4" "$org, $approver, 999999999999, 20"
run2 requests.late_for_admins "SELECT r.id FROM requests r WHERE r.org_id = \$1 AND r.status = 'pending' AND r.step_due_at < \$2 AND r.approver_id IS NULL AND r.parallel = 0 ORDER BY r.step_due_at, r.id LIMIT \$3" "$org, 999999999999, 20"
run2 requests.steps_overdue "SELECT r.org_id, r.id, r.step FROM requests r WHERE r.status = 'pending' AND r.step_reminded = 0 AND r.step_due_at IS NOT NULL AND r.step_due_at < \$1 AND EXISTS (SELECT 1 FROM org_services s WHERE s.org_id = r.org_id AND s.service = 'requests' AND s.enabled = 1) ORDER BY r.step_due_at, r.id LIMIT 200" "50000000"
run2 requests.admin_overdue "SELECT r.id FROM requests r WHERE r.org_id = \$1 AND r.status = 'pending' AND (CASE WHEN r.step_due_at IS NULL OR r.due_at < r.step_due_at THEN r.due_at ELSE r.step_due_at END) < \$2 ORDER BY (CASE WHEN r.step_due_at IS NULL OR r.due_at < r.step_due_at THEN r.due_at ELSE r.step_due_at END), r.id LIMIT \$3 OFFSET \$4" "$org, 999999999999, 20, 20"
run2 health_safety.report_by_receipt "SELECT r.id FROM hs_reports r WHERE r.org_id = \$1 AND r.receipt_hash = \$2" "$org, md5('20')"
