#!/usr/bin/env bash
# The WPT parsing cases, one by one, timed under a version to compare
# against and the version measured, each linked three times (see main.rs
# and docs/performance.md, "WPT, case by case").
#
#   bash benches/wpt-cases/run.sh [A [B [--list FILE...]]]
#
# A and B are commits of this repository; A defaults to f518eea (the
# hand-written grammar, the last commit before the combinator grammar) and
# B to the working tree ("" names it too). With --list, whole files of URLs
# are timed instead of the WPT cases. PASSES, ROUNDS, REPS, CONFIRM and
# SHOW tune the harness.
set -euo pipefail
root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
a=${1:-f518eea}
b=${2:-}
shift $(($# < 2 ? $# : 2))
work=$root/target/wpt-cases
# The copies lie beside the harness, not in it: cargo would take a path
# dependency inside the harness's directory for a member of its workspace.
rm -rf "$work/copies" "$work/harness/src"
mkdir -p "$work/copies" "$work/harness/src"

# One copy of a version, as a crate of its own version number: cargo links
# every copy, each at its own place.
copy() { # rev dir version
    mkdir -p "$2"
    if [ -z "$1" ]; then
        (cd "$root" && git ls-files -z --cached --others --exclude-standard | tar --null -T - -c) | tar -x -C "$2"
    else
        git -C "$root" archive "$1" | tar -x -C "$2"
    fi
    sed -i "0,/^version = .*/s//version = \"0.0.$3\"/" "$2/Cargo.toml"
}
deps=""
n=10
for group in a b c; do
    rev=$a
    [ $group != a ] && rev=$b
    for k in 0 1 2; do
        copy "$rev" "$work/copies/$group$k" $n
        deps="$deps$group$k = { package = \"specurl\", path = \"../copies/$group$k\", default-features = false, features = [\"std\"] }
"
        n=$((n + 1))
    done
done
cat > "$work/harness/Cargo.toml" <<TOML
[package]
name = "wpt-cases"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
${deps}serde_json = "1"

# As the crate's own release profile: fat LTO, one codegen unit.
[profile.release]
lto = "fat"
codegen-units = 1

[workspace]
TOML
cp "$root/benches/wpt-cases/main.rs" "$work/harness/src/main.rs"
cd "$work/harness"
cargo build --release --quiet
if [ "${1:-}" = --list ]; then
    shift
    ./target/release/wpt-cases --list "$@"
else
    ./target/release/wpt-cases "$root/tests/data/wpt/urltestdata.json"
fi
