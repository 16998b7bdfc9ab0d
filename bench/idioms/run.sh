#!/usr/bin/env bash
# run.sh — the idioms table: each ordinary Julia idiom (bench/idioms/idioms.jl)
# timed in process against the same computation written plainly, best of 5
# after a warm-up. Prints a markdown table of milliseconds and ratios.
#
#   bench/idioms/run.sh               (KILN=path/to/kiln to use a built kiln)
set -euo pipefail
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
kiln=${KILN:-}
if [ -z "$kiln" ]; then
	go build -tags llvm14 -o "$tmp/kiln" ./cmd/kiln
	kiln="$tmp/kiln"
fi
KILN_DEPOT=${KILN_DEPOT:-$tmp/depot} "$kiln" run bench/idioms/idioms.jl >"$tmp/results.csv"
python3 - "$tmp/results.csv" <<'PY'
import csv, sys
print("| idiom | plain ms | idiom ms | idiom/plain |")
print("|---|---:|---:|---:|")
for name, plain, idiom in csv.reader(open(sys.argv[1])):
    p, i = float(plain), float(idiom)
    ratio = "—" if p == 0 else f"{i / p:.2f}"
    print(f"| {name} | {p:.4g} | {i:.4g} | {ratio} |")
PY
