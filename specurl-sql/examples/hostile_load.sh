#!/usr/bin/env bash
# The hostile-data run of docs/reliability.md, "Load": each query through
# the SQL shell over hostile.parquet and over real.parquet (the same bytes
# of real URLs), timed as a whole process with its peak memory by GNU
# time, best of RUNS runs. Writes the files first when DIR lacks them.
#
#   bash specurl-sql/examples/hostile_load.sh DIR [RUNS]
#
# Builds the shell and the file writer with --release. Prints one line a
# query and file: seconds, peak resident memory in MiB, and the answer.
set -euo pipefail
cd "$(dirname "$0")/../.."
dir=${1:?usage: hostile_load.sh DIR [RUNS]}
runs=${2:-3}

cargo build --release -p specurl-sql --bin specurl-sql --example hostile_parquet
if [ ! -f "$dir/hostile.parquet" ] || [ ! -f "$dir/real.parquet" ]; then
  target/release/examples/hostile_parquet "$dir"
fi
ls -l "$dir"/*.parquet

# The routes of url_pattern_match: a web application's shapes.
routes="make_array('https://*.example.com/api/v1/users/:id', 'https://h/static/*',
  'http{s}?://:host/:path*', 'https://example.com/seg/*')"

queries=(
  "url_parse|SELECT count(url_parse(u)) AS n FROM 'FILE'"
  "url_registrable_domain|SELECT count(url_registrable_domain(u)) AS n FROM 'FILE'"
  "url_validation_errors|SELECT sum(cardinality(url_validation_errors(u))) AS n FROM 'FILE'"
  "url_pattern_match|SELECT count(url_pattern_match(u, $routes)) AS n FROM 'FILE'"
)

for entry in "${queries[@]}"; do
  name=${entry%%|*}
  for file in hostile real; do
    sql=${entry#*|}
    sql=${sql//FILE/$dir/$file.parquet}
    best=""
    for _ in $(seq "$runs"); do
      log=$(mktemp)
      if ! /usr/bin/time -f '%e %M' -o "$log.time" target/release/specurl-sql -c "$sql" >"$log" 2>&1; then
        echo "$name $file: failed: $(tail -3 "$log")"
        rm -f "$log" "$log.time"
        continue 2
      fi
      read -r secs kib <"$log.time"
      answer=$(grep -oE '[0-9]+' "$log" | tail -1)
      if [ -z "$best" ] || awk "BEGIN {exit !($secs < ${best%% *})}"; then
        best="$secs $((kib / 1024)) $answer"
      fi
      rm -f "$log" "$log.time"
    done
    read -r secs mib answer <<<"$best"
    printf '%-24s %-8s %7.2f s %6d MiB  answer %s\n' "$name" "$file" "$secs" "$mib" "$answer"
  done
done
