#!/usr/bin/env python3
"""Generic plans of every read statement of server/src/modules/analytics/analytics_sql.h on the
bench data (bench/analytics-reports.sh runs it): each is prepared as the server prepares it, its
generic plan forced, and the plan fails on a sequential scan of a table over 100,000 rows, on a
hashed subplan over one, or on JIT. Writes (the refresh job's) are left out. Args: org, leader,
from, to (days), and the leader's people as a PostgreSQL array literal."""
import datetime
import os
import re
import subprocess
import sys

org, leader, day_from, day_to, people = sys.argv[1:6]
HEADER = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'server', 'src', 'modules',
                      'analytics', 'analytics_sql.h')


def statements():
    text = open(HEADER, encoding='utf-8').read()
    for match in re.finditer(r'inline constexpr db::Statement (k\w+)\{\s*("(?:[^"\\]|\\.)*"\s*,)((?:\s*"(?:[^"\\]|\\.)*")+)\s*\};', text):
        name = match.group(1)
        sql = ''.join(re.findall(r'"((?:[^"\\]|\\.)*)"', match.group(3)))
        if not sql.lstrip().upper().startswith(('SELECT', 'WITH')):
            continue
        sql = re.sub(r'\{\{ANY_INT \$(\d+)\}\}', r'= ANY($\1::bigint[])', sql)
        if '{{' in sql:
            continue
        yield name, sql


def split_by_months(first, last):
    """The period as the person rows keep it (analytics_repo.cpp's split_by_months): whole months
    first..last (YYYY-MM), then the days before and after them; an empty part matches nothing."""
    none = ('9999-12-31', '0000-01-01')
    day = datetime.date.fromisoformat
    start, end = day(first), day(last)
    first_full = start if start.day == 1 else (start.replace(day=28) + datetime.timedelta(days=4)).replace(day=1)
    after = end + datetime.timedelta(days=1)
    end_full = after if after.day == 1 else end.replace(day=1)
    if first_full >= end_full:
        return ['9999-12', '0000-01', first, last, *none]
    head = (first, str(first_full - datetime.timedelta(days=1))) if start < first_full else none
    tail = (str(end_full), last) if end_full <= end else none
    return [str(first_full)[:7], str(end_full - datetime.timedelta(days=1))[:7], *head, *tail]


def psql(sql):
    return subprocess.run(['psql', '-X', '-q', '-tA', '-v', 'ON_ERROR_STOP=1', '-c', sql],
                          capture_output=True, text=True, check=True).stdout


big = {row.split('|')[0] for row in psql(
    "SELECT relname || '|' FROM pg_class WHERE relkind = 'r' AND reltuples > 100000").split()}
failed = 0
for name, sql in statements():
    types = psql(f"PREPARE q AS {sql}; SELECT parameter_types FROM pg_prepared_statements WHERE name = 'q'").strip()
    args = []
    for i, t in enumerate(types.strip('{}').split(',') if types != '{}' else []):
        if t.endswith('[]'):
            args.append(f"'{people}'")
        elif t in ('bigint', 'integer', 'smallint'):
            args.append(org if i == 0 else leader)
        else:
            args.append(f"'{day_from if i == 1 else day_to}'")
    if 'analytics_person_months' in sql and len(args) == 7:  # a period split by months
        args = [args[0]] + [f"'{v}'" for v in split_by_months(day_from, day_to)]
    execute = f"EXECUTE q({', '.join(args)})" if args else 'EXECUTE q'
    plan = psql(f"SET plan_cache_mode = force_generic_plan; PREPARE q AS {sql}; "
                f"EXPLAIN (ANALYZE, TIMING OFF, COSTS OFF) {execute}")
    problems = [f'sequential scan of {t}' for t in big if re.search(rf'Seq Scan on {t}\b', plan)]
    if 'hashed SubPlan' in plan:
        problems.append('hashed subplan')
    if 'JIT:' in plan:
        problems.append('JIT')
    ms = re.search(r'Execution Time: ([\d.]+) ms', plan)
    verdict = 'FAIL ' + ', '.join(problems) if problems else 'ok'
    print(f"{name:32} {float(ms.group(1)) if ms else 0:8.1f} ms  {verdict}")
    failed += bool(problems)
sys.exit(1 if failed else 0)
