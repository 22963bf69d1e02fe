#!/bin/bash
# The generic plan of files.past_retention (the hourly retention job, FIL-4) at volume on
# PostgreSQL: 2,000 folders (20 keep their files 30 days) holding 400,000 files over two years.
# Run on the analytics bench's database: BENCH_AFTER=bench/files-retention-plan.sh
#   scripts/with-postgres bench/analytics-reports.sh
set -e
psql -q -X -v ON_ERROR_STOP=1 <<SQL
INSERT INTO file_folders (org_id, name, kind, audience_everyone, created_at, updated_at, retention_days)
SELECT $org, 'Carpeta ' || g, 'shared', 1, 0, 0, CASE WHEN g % 100 = 0 THEN 30 ELSE NULL END
FROM generate_series(1, 2000) g;
UPDATE file_folders SET root_id = id WHERE org_id = $org AND root_id IS NULL;
CREATE TEMP TABLE bench_folders AS SELECT row_number() OVER (ORDER BY id) - 1 AS n, id FROM file_folders WHERE org_id = $org;
INSERT INTO repository_files (org_id, folder_id, name, name_key, content_type, size, created_at, updated_at)
SELECT $org, f.id, 'doc' || g || '.pdf', 'doc' || g || '.pdf', 'application/pdf', 1000,
  (extract(epoch FROM now()) * 1000)::bigint - (g % 730) * 86400000,
  (extract(epoch FROM now()) * 1000)::bigint - (g % 730) * 86400000
FROM generate_series(1::bigint, 400000::bigint) g JOIN bench_folders f ON f.n = g % 2000;
SQL
psql -q -X -c 'VACUUM ANALYZE file_folders' -c 'VACUUM ANALYZE repository_files'
sql=$(python3 - "$(dirname "$0")/../server/src/modules/files/files_sql.h" <<'PY'
import re, sys
text = open(sys.argv[1], encoding='utf-8').read()
m = re.search(r'kPastRetention\{\s*"[^"]*",((?:\s*"(?:[^"\\]|\\.)*")+)\s*\}', text)
print(''.join(re.findall(r'"((?:[^"\\]|\\.)*)"', m.group(1))))
PY
)
now=$(( $(date +%s) * 1000 ))
echo "== files.past_retention, generic plan, 400,000 files in 2,000 folders (20 with retention)"
plan=$(psql -X -tA -c "SET plan_cache_mode = force_generic_plan" -c "PREPARE q AS $sql" \
  -c "EXPLAIN (ANALYZE, TIMING OFF, COSTS OFF) EXECUTE q($now)")
echo "$plan"
if echo "$plan" | grep -qE 'Seq Scan on repository_files|hashed SubPlan|JIT:'; then
  echo "files.past_retention: FAIL"; exit 1
fi
echo "files.past_retention: ok"
