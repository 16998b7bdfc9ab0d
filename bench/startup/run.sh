#!/usr/bin/env bash
# bench/startup/run.sh — whole-process start-up of Kiln side by side with
# its peers, interleaved (one run of each case per round), reporting the
# median wall time and the median peak RSS of each case as a markdown
# table (issue 18's measures; results in bench/README.md).
#
#   bench/startup/run.sh [--reps N]
#
# Cases: `kiln -e nothing`, hello world (println), a `using Test` file with
# four tests, `python3 -c pass`, `luajit -e ''` and a C hello world
# (gcc -O2). Kiln runs with its system image (and Test's image) already
# built: the first, untimed round builds them. Environment: KILN (a
# prebuilt kiln binary instead of building ./cmd/kiln), CC (default gcc).
set -euo pipefail

reps=11
while [[ $# -gt 0 ]]; do
    case "$1" in
    --reps)
        [[ $# -ge 2 && "$2" =~ ^[1-9][0-9]*$ ]] || { echo "run.sh: --reps needs a positive integer" >&2; exit 2; }
        reps="$2"
        shift
        ;;
    -h | --help)
        sed -n '2,13s/^# \{0,1\}//p' "${BASH_SOURCE[0]}"
        exit 0
        ;;
    *)
        echo "run.sh: unknown argument: $1 (see --help)" >&2
        exit 2
        ;;
    esac
    shift
done

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
TMP="$(mktemp -d "${TMPDIR:-/tmp}/kiln-startup.XXXXXX")"
trap 'rm -rf "$TMP"' EXIT

KILN="${KILN:-}"
if [[ -z "$KILN" ]]; then
    (cd "$ROOT" && go build -tags llvm14 -o "$TMP/kiln" ./cmd/kiln)
    KILN="$TMP/kiln"
fi
CC="${CC:-gcc}"
# The interpreter itself, not a wrapper such as pyenv's shim script.
PYTHON="$(python3 -c 'import sys; print(sys.executable)' 2>/dev/null || true)"
printf '#include <stdio.h>\nint main(void){puts("hello, world");return 0;}\n' >"$TMP/hello.c"
"$CC" -O2 -o "$TMP/hello_c" "$TMP/hello.c"
printf 'println("hello, world")\n' >"$TMP/hello.jl"
cat >"$TMP/tests.jl" <<'EOF'
using Test
@testset "startup" begin
    @test 1 + 1 == 2
    @test 0.1 + 0.2 ≈ 0.3
    @test_throws DomainError sqrt(-1.0)
    @test "a" * "b" == "ab"
end
EOF

names=("kiln -e nothing" "kiln hello.jl" "kiln tests.jl (using Test)" "python3 -c pass" "luajit -e ''" "C hello (gcc -O2)")
cmd_of() {
    case "$1" in
    0) CMD=("$KILN" -e nothing) ;;
    1) CMD=("$KILN" "$TMP/hello.jl") ;;
    2) CMD=("$KILN" "$TMP/tests.jl") ;;
    3) CMD=("$PYTHON" -c pass) ;;
    4) CMD=(luajit -e '') ;;
    5) CMD=("$TMP/hello_c") ;;
    esac
}
available() {
    case "$1" in
    3) [[ -n "$PYTHON" ]] ;;
    4) command -v luajit >/dev/null ;;
    *) true ;;
    esac
}

# Untimed round: builds the system image and Test's image.
for i in "${!names[@]}"; do
    available "$i" || continue
    cmd_of "$i"
    "${CMD[@]}" >/dev/null 2>&1 || true
done

declare -A times rss
for ((r = 0; r < reps; r++)); do
    for i in "${!names[@]}"; do
        available "$i" || continue
        cmd_of "$i"
        start=$(date +%s%N)
        /usr/bin/time -f '%M' -o "$TMP/rss" "${CMD[@]}" >/dev/null 2>&1 || true
        end=$(date +%s%N)
        times[$i]+="$(((end - start) / 1000)) "
        rss[$i]+="$(tail -1 "$TMP/rss") "
    done
done

median() { tr ' ' '\n' | grep -v '^$' | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

echo "| case | median wall (ms) | median peak RSS (MiB) |"
echo "|---|---:|---:|"
for i in "${!names[@]}"; do
    available "$i" || { echo "| ${names[$i]} | (not installed) | |"; continue; }
    t=$(echo "${times[$i]}" | median)
    m=$(echo "${rss[$i]}" | median)
    awk -v n="${names[$i]}" -v t="$t" -v m="$m" 'BEGIN { printf "| %s | %.1f | %.1f |\n", n, t / 1000, m / 1024 }'
done
echo
echo "($reps interleaved rounds; wall time includes GNU time's fork and exec; load average: $(cut -d' ' -f1-3 /proc/loadavg))"
