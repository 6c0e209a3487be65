#!/usr/bin/env bash
# The clean build time a Rust user pays for adding specurl, beside the url
# crate: two scratch library crates in a temporary directory, one depending
# on `url = "=2.5.8"`, one on this repository's specurl library (a path
# dependency, default features). Each is built from an empty target
# directory, in debug and in release, and the script prints the times, the
# ratios specurl / url and the number of crates in each tree.
#
#   benches/build-time.sh            one round
#   RUNS=3 benches/build-time.sh     three rounds, interleaved; medians
#   JOBS=2 benches/build-time.sh     cargo's -j (default: cargo's own)
#   FEATURES=pattern benches/build-time.sh   specurl with these features too
#
# Both scratch crates start from this repository's Cargo.lock, so the crates
# the two trees share (idna, the ICU crates, percent-encoding) are the same
# versions in both. They share CARGO_HOME, and `cargo fetch` runs before any
# timing, so downloads are not counted. The rounds alternate the two crates,
# so that a change in the machine's load falls on both. See
# docs/performance.md ("Build time").
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
runs=${RUNS:-1}
jobs=()
if [ -n "${JOBS:-}" ]; then jobs=(-j "$JOBS"); fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# One scratch library crate per dependency line.
scratch() {
  local name=$1 dep=$2
  mkdir -p "$work/$name/src"
  cat >"$work/$name/Cargo.toml" <<EOF
[package]
name = "$name"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
$dep

[workspace]
EOF
  echo '' >"$work/$name/src/lib.rs"
  cp "$repo/Cargo.lock" "$work/$name/Cargo.lock"
  (cd "$work/$name" && cargo fetch --quiet)
}

scratch with-url 'url = "=2.5.8"'
scratch with-specurl "specurl = { path = \"$repo\", features = [${FEATURES:+\"${FEATURES//,/\", \"}\"}] }"

crates() {
  (cd "$work/$1" && cargo tree -e normal --prefix none) | sed 's/ (\*)$//' | sort -u | wc -l
}

# Seconds (wall clock) of one clean build of scratch crate $1 in profile $2.
build() {
  local name=$1 profile=$2 target="$work/target-$1-$2" start end
  rm -rf "$target"
  local flags=()
  if [ "$profile" = release ]; then flags=(--release); fi
  start=$(date +%s.%N)
  (cd "$work/$name" && CARGO_TARGET_DIR="$target" cargo build --quiet --offline "${flags[@]}" "${jobs[@]}")
  end=$(date +%s.%N)
  rm -rf "$target"
  echo "$end - $start" | bc
}

median() {
  sort -n | awk '{a[NR] = $1} END {if (NR % 2) print a[(NR + 1) / 2]; else printf "%.2f\n", (a[NR / 2] + a[NR / 2 + 1]) / 2}'
}

echo "machine: $(nproc) cores, $(rustc --version); specurl's features: default${FEATURES:+, $FEATURES}"
echo "crates in the tree (cargo tree -e normal): url $(crates with-url), specurl $(crates with-specurl)"

declare -A times
for ((r = 1; r <= runs; r++)); do
  for profile in debug release; do
    # Alternate which crate goes first from round to round.
    if ((r % 2)); then order=(with-url with-specurl); else order=(with-specurl with-url); fi
    for name in "${order[@]}"; do
      t=$(build "$name" "$profile")
      times[$name-$profile]+="$t "
      printf 'round %d  %-7s %-13s %6.1f s\n' "$r" "$profile" "$name" "$t"
    done
  done
done

echo
printf '%-8s %10s %10s %8s\n' profile url specurl ratio
for profile in debug release; do
  u=$(tr ' ' '\n' <<<"${times[with-url-$profile]}" | grep . | median)
  s=$(tr ' ' '\n' <<<"${times[with-specurl-$profile]}" | grep . | median)
  printf '%-8s %9.1fs %9.1fs %8.2f\n' "$profile" "$u" "$s" "$(echo "$s / $u" | bc -l)"
done
