#!/usr/bin/env bash
# run.sh — the Julia microbenchmarks side by side: C (gcc -O2 and -O3, the
# better of the two), Go, LuaJIT (if installed) and Kiln, each timing every
# benchmark in process (best of 5 after a warm-up). Prints a markdown table
# of milliseconds and Kiln/C ratios with their geometric mean.
#
#   bench/micro/run.sh [NAME...]       (KILN=path/to/kiln to use a built kiln)
set -euo pipefail
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

kiln=${KILN:-}
if [ -z "$kiln" ]; then
	go build -tags llvm14 -o "$tmp/kiln" ./cmd/kiln
	kiln="$tmp/kiln"
fi
cflags=()
if [ -f /usr/include/x86_64-linux-gnu/cblas.h ] || [ -f /usr/include/cblas.h ]; then
	cflags=(-DHAVE_CBLAS -lopenblas)
fi
gcc -O2 -o "$tmp/perf-O2" bench/micro/perf.c -lm "${cflags[@]}"
gcc -O3 -o "$tmp/perf-O3" bench/micro/perf.c -lm "${cflags[@]}"
go build -o "$tmp/perf-go" ./bench/go/micro

{
	"$tmp/perf-O2" "$@" | sed 's/^c,/cO2,/'
	"$tmp/perf-O3" "$@" | sed 's/^c,/cO3,/'
	"$tmp/perf-go" "$@"
	if command -v luajit >/dev/null; then luajit bench/micro/perf.lua "$@"; fi
	KILN_DEPOT=${KILN_DEPOT:-$tmp/depot} "$kiln" run bench/micro/perf.jl "$@"
} >"$tmp/results.csv"

python3 - "$tmp/results.csv" <<'PY'
import csv, math, sys
t = {}
order = []
for lang, name, ms in csv.reader(open(sys.argv[1])):
    if name not in order:
        order.append(name)
    t.setdefault(name, {})[lang] = float(ms)
print("| benchmark | C ms | Go ms | LuaJIT ms | Kiln ms | Kiln/C | Go/C | LuaJIT/C |")
print("|---|---:|---:|---:|---:|---:|---:|---:|")
logs = []
def f(x): return "—" if x is None else ("%.4g" % x)
for name in order:
    r = t[name]
    c = min(v for k, v in r.items() if k in ("cO2", "cO3"))
    k, g, l = r.get("kiln"), r.get("go"), r.get("luajit")
    ratio = lambda x: None if x is None else x / c
    if k is not None:
        logs.append(math.log(k / c))
    print("| %s | %s | %s | %s | %s | %s | %s | %s |" % (name, f(c), f(g), f(l), f(k), f(ratio(k)), f(ratio(g)), f(ratio(l))))
if logs:
    print("\nKiln/C geometric mean over %d benchmarks: %.2f" % (len(logs), math.exp(sum(logs) / len(logs))))
PY
