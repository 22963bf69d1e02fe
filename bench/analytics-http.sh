# The analytics dashboards timed over HTTP on a server already started on $PORT with the bench
# data (sourced by bench/analytics-reports.sh and bench/analytics-reports-sqlite.sh; $today and
# $ENGINE set by them): each call's median of 5, after one warm-up, for 30 days and a year.
token() { curl -sf -X POST -H 'Content-Type: application/json' -d "{\"email\":\"$1\",\"password\":\"demo1234\"}" http://127.0.0.1:$PORT/api/login | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"]["token"])'; }
admin=$(token admin@demo.local)
lead=$(token leader@demo.local)
month_from=$(date -u -d "$today - 29 days" +%F)
year_from=$(date -u -d "$today - 364 days" +%F)
time_call() {  # label, token, path: median of 5 (after one warm-up)
  curl -sf -o /dev/null -H "Authorization: Bearer $2" "http://127.0.0.1:$PORT/api$3" || { echo "$1: failed"; return; }
  for i in 1 2 3 4 5; do curl -s -o /dev/null -w '%{time_total}\n' -H "Authorization: Bearer $2" "http://127.0.0.1:$PORT/api$3"; done |
    sort -n | sed -n 3p | awk -v l="$1" -v e="$ENGINE" '{printf "%-40s %7.1f ms over HTTP (%s)\n", l, $1 * 1000, e}'
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
# Custom analytics (ANA-4): the demo's view (participation by department, shared with leaders),
# opened by the admin over everyone and by the leader over their 200 people.
view=$(curl -sf -H "Authorization: Bearer $admin" http://127.0.0.1:$PORT/api/custom_analytics |
  python3 -c 'import json,sys; print(json.load(sys.stdin)["data"][0]["id"])')
for p in "30 days:$month_from" "365 days:$year_from"; do
  label=${p%%:*}; from=${p#*:}
  time_call "custom view (admin), $label" "$admin" "/custom_analytics/$view/data?from=$from&to=$today"
  time_call "custom view (leader, 200 people), $label" "$lead" "/custom_analytics/$view/data?from=$from&to=$today"
done
# Recognitions sent by department (one per post, summed from the pairs' posts): a view of its own.
sent=$(curl -sf -X POST -H "Authorization: Bearer $admin" -H 'Content-Type: application/json' \
  -d '{"name":"Enviados por área","metric":"recognitions_sent","dimension":"department","filters":{},"period":"12m","chart":"bar","shared_with":[]}' \
  http://127.0.0.1:$PORT/api/custom_analytics | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"]["id"])')
for p in "30 days:$month_from" "365 days:$year_from"; do
  label=${p%%:*}; from=${p#*:}
  time_call "recognitions sent by department, $label" "$admin" "/custom_analytics/$sent/data?from=$from&to=$today"
done
