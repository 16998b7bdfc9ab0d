#!/usr/bin/env bash
# bench/run.sh — build Kiln's benchmark programs and run them side by side
# with the same algorithm in C (gcc -O2) and Go, checking that the outputs
# agree and reporting median wall times (or instruction counts) as a
# markdown table. See bench/README.md.
#
#   bench/run.sh                 full sizes, timed (hyperfine if installed)
#   bench/run.sh --quick         tiny sizes, outputs checked only (CI smoke test)
#   bench/run.sh --callgrind     medium sizes, instruction counts (valgrind)
#   bench/run.sh --large         the Benchmarks Game's sizes (fannkuch: 11), timed
#
# Options: --reps N (timed runs per program, default 5), --only a,b,...
# (benchmark names), --kiln-optional (Kiln failures do not fail the run),
# --no-hyperfine (time with a bash loop even if hyperfine is installed).
# Environment: CC (default gcc), KILN (a prebuilt kiln binary to use instead
# of building ./cmd/kiln).
set -euo pipefail

usage() {
    sed -n '2,17s/^# \{0,1\}//p' "${BASH_SOURCE[0]}"
}

mode=full
reps=5
only=""
kiln_optional=0
no_hyperfine=0
while [[ $# -gt 0 ]]; do
    case "$1" in
    --quick) mode=quick ;;
    --callgrind) mode=callgrind ;;
    --large) mode=large ;;
    --reps)
        [[ $# -ge 2 ]] || { echo "run.sh: --reps needs a value" >&2; exit 2; }
        reps="$2"
        shift
        ;;
    --only)
        [[ $# -ge 2 ]] || { echo "run.sh: --only needs a value" >&2; exit 2; }
        only="$2"
        shift
        ;;
    --kiln-optional) kiln_optional=1 ;;
    --no-hyperfine) no_hyperfine=1 ;;
    -h | --help)
        usage
        exit 0
        ;;
    *)
        echo "run.sh: unknown argument: $1 (see --help)" >&2
        exit 2
        ;;
    esac
    shift
done
if ! [[ "$reps" =~ ^[1-9][0-9]*$ ]]; then
    echo "run.sh: --reps must be a positive integer" >&2
    exit 2
fi

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BENCH="$ROOT/bench"
TMP="$(mktemp -d "${TMPDIR:-/tmp}/kiln-bench.XXXXXX")"
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$TMP/c" "$TMP/go" "$TMP/out"

# name | full args | quick args | callgrind args | large args
# Full sizes make the C program run for roughly 0.3-1 s on a current x86
# core. Quick sizes are tiny (mostly the programs' defaults); their outputs
# are in bench/expected/. Callgrind sizes are in between. Large sizes are
# the Benchmarks Game's own (nbody 50000000, spectralnorm 5500,
# binarytrees 21; fannkuch 11 instead of 12, which takes C over 30 s
# here), and ten times the full sizes for the others: the C program runs
# for 2-10 s, so that start-up and compilation weigh as little as in the
# published results.
BENCHMARKS=(
    "fib|150|1|10|1500"
    "invsq|30000|500|3000|300000"
    "intloop|400000000|1000000|20000000|4000000000"
    "nbody|5000000|1000|500000|50000000"
    "spectralnorm|3000|100|600|5500"
    "fannkuch|10|7|9|11"
    "binarytrees|16|10|14|21"
    "broadcast|10000 100000|100 10|1000 1000|10000 1000000"
)

selected() {
    [[ -z "$only" ]] && return 0
    local IFS=,
    local n
    for n in $only; do
        [[ "$n" == "$1" ]] && return 0
    done
    return 1
}

names=()
declare -A ARGS_OF=()
for entry in "${BENCHMARKS[@]}"; do
    IFS='|' read -r name full quick cg large <<<"$entry"
    selected "$name" || continue
    names+=("$name")
    case "$mode" in
    full) ARGS_OF[$name]="$full" ;;
    quick) ARGS_OF[$name]="$quick" ;;
    callgrind) ARGS_OF[$name]="$cg" ;;
    large) ARGS_OF[$name]="$large" ;;
    esac
done
if [[ ${#names[@]} -eq 0 ]]; then
    echo "run.sh: no benchmark matches --only $only" >&2
    exit 2
fi

need() {
    command -v "$1" >/dev/null 2>&1 || { echo "run.sh: $1 not found" >&2; exit 2; }
}
CC="${CC:-gcc}"
need "$CC"
need go
[[ "$mode" == callgrind ]] && need valgrind

# ---------------------------------------------------------------- build
echo "building C ($CC -O2) and Go programs in $TMP" >&2
for name in "${names[@]}"; do
    "$CC" -O2 -o "$TMP/c/$name" "$BENCH/c/$name.c" -lm
    (cd "$ROOT" && go build -o "$TMP/go/$name" "./bench/go/$name")
done

kiln=""
kiln_note=""
if [[ -n "${KILN:-}" ]]; then
    if [[ -x "$KILN" ]]; then
        kiln="$KILN"
    else
        kiln_note="kiln: not built (KILN=$KILN is not executable)"
    fi
elif (cd "$ROOT" && go build -tags llvm14 -o "$TMP/kiln" ./cmd/kiln) >"$TMP/kiln-build.log" 2>&1; then
    kiln="$TMP/kiln"
else
    kiln_note="kiln: not built (go build -tags llvm14 ./cmd/kiln failed: $(tail -n 1 "$TMP/kiln-build.log"))"
fi
if [[ -n "$kiln_note" ]]; then
    echo "$kiln_note" >&2
fi

# ------------------------------------------------------------- commands
# cmd_of LANG NAME: sets the array CMD to the command line.
cmd_of() {
    local lang="$1" name="$2"
    local -a args
    read -r -a args <<<"${ARGS_OF[$name]}"
    case "$lang" in
    c) CMD=("$TMP/c/$name" "${args[@]}") ;;
    go) CMD=("$TMP/go/$name" "${args[@]}") ;;
    kiln) CMD=("$kiln" run "$BENCH/$name.jl" "${args[@]}") ;;
    esac
}

# same_output A B: 0 if the files are equal, or equal up to numbers (a
# number token matches one within a relative 1e-12, integers exactly).
same_output() {
    cmp -s "$1" "$2" && return 0
    awk -v other="$2" '
    function isnum(s) { return s ~ /^[-+]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][-+]?[0-9]+)?$/ }
    function isint(s) { return s ~ /^[-+]?[0-9]+$/ }
    function abs(x) { return x < 0 ? -x : x }
    {
        if ((getline line < other) <= 0) { bad = 1; exit }
        n = split($0, a, /[ \t]+/)
        m = split(line, b, /[ \t]+/)
        if (n != m) { bad = 1; exit }
        for (i = 1; i <= n; i++) {
            if (a[i] == b[i]) continue
            if (isint(a[i]) && isint(b[i])) { bad = 1; exit }
            if (!isnum(a[i]) || !isnum(b[i])) { bad = 1; exit }
            x = a[i] + 0; y = b[i] + 0
            scale = abs(x) > abs(y) ? abs(x) : abs(y)
            if (abs(x - y) > 1e-12 * scale) { bad = 1; exit }
        }
    }
    END {
        if (!bad && (getline line < other) > 0) bad = 1
        exit bad
    }' "$1"
}

# run_once LANG NAME: runs the program, output to $TMP/out/NAME.LANG;
# prints ok / error.
run_once() {
    local lang="$1" name="$2"
    cmd_of "$lang" "$name"
    if "${CMD[@]}" >"$TMP/out/$name.$lang" 2>"$TMP/out/$name.$lang.err"; then
        echo ok
    else
        echo error
    fi
}

now_ns() { date +%s%N; }

# time_loop NAME LANG...: median wall ms of $reps runs per language, without
# hyperfine. Sets MS[lang].
time_loop() {
    local name="$1"
    shift
    local lang i t0 t1
    for lang in "$@"; do
        cmd_of "$lang" "$name"
        "${CMD[@]}" >/dev/null # warm-up
        : >"$TMP/times"
        for ((i = 0; i < reps; i++)); do
            t0=$(now_ns)
            "${CMD[@]}" >/dev/null
            t1=$(now_ns)
            echo $(((t1 - t0) / 1000)) >>"$TMP/times"
        done
        MS[$lang]=$(sort -n "$TMP/times" | awk '{ v[NR] = $1 } END {
            m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
            printf "%.1f", m / 1000 }')
    done
}

# time_hyperfine NAME LANG...: the same through hyperfine (all languages in
# one invocation). Sets MS[lang].
time_hyperfine() {
    local name="$1"
    shift
    local lang q
    local -a hf=(hyperfine -N --warmup 1 --runs "$reps" --style basic --export-csv "$TMP/hf.csv")
    for lang in "$@"; do
        cmd_of "$lang" "$name"
        printf -v q '%q ' "${CMD[@]}"
        hf+=(--command-name "$lang" "$q")
    done
    "${hf[@]}" >"$TMP/hf.log" 2>&1 || { cat "$TMP/hf.log" >&2; return 1; }
    for lang in "$@"; do
        MS[$lang]=$(awk -F, -v l="$lang" 'NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
            $1 == l { printf "%.1f", $col["median"] * 1000 }' "$TMP/hf.csv")
    done
}

# instructions LANG NAME: instruction count (callgrind "Collected"). Go's
# asynchronous preemption signals trip callgrind, so they are turned off.
instructions() {
    local lang="$1" name="$2"
    cmd_of "$lang" "$name"
    GODEBUG=asyncpreemptoff=1 valgrind --tool=callgrind --callgrind-out-file=/dev/null "${CMD[@]}" \
        >/dev/null 2>"$TMP/cg.log" || { echo error; return; }
    awk '/Collected/ { v = $NF } END { print (v == "" ? "error" : v) }' "$TMP/cg.log"
}

ratio() { # ratio A B -> A/B with 2 decimals, or —
    if [[ "$1" =~ ^[0-9.]+$ && "$2" =~ ^[0-9.]+$ ]]; then
        awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "—" }'
    else
        echo "—"
    fi
}

# --------------------------------------------------------------- run
use_hyperfine=0
if [[ "$mode" == full || "$mode" == large ]]; then
    if [[ $no_hyperfine -eq 0 ]] && command -v hyperfine >/dev/null 2>&1; then
        use_hyperfine=1
        echo "timing: hyperfine, $reps runs after 1 warm-up, median wall time" >&2
    else
        echo "timing: bash loop (no hyperfine), $reps runs after 1 warm-up, median wall time" >&2
    fi
fi

failed=0
kiln_failed=0
declare -A MS=()
rows=()
for name in "${names[@]}"; do
    echo "== $name ${ARGS_OF[$name]}" >&2
    status_c=$(run_once c "$name")
    status_go=$(run_once go "$name")
    check_c="$status_c"
    if [[ "$mode" == quick && "$status_c" == ok && -f "$BENCH/expected/$name.txt" ]]; then
        same_output "$TMP/out/$name.c" "$BENCH/expected/$name.txt" || check_c="mismatch (vs expected/)"
    fi
    check_go="$status_go"
    if [[ "$status_go" == ok && "$status_c" == ok ]]; then
        same_output "$TMP/out/$name.c" "$TMP/out/$name.go" || check_go="mismatch"
    fi
    if [[ -n "$kiln" ]]; then
        check_kiln=$(run_once kiln "$name")
        if [[ "$check_kiln" == ok && "$status_c" == ok ]]; then
            same_output "$TMP/out/$name.c" "$TMP/out/$name.kiln" || check_kiln="mismatch"
        fi
    else
        check_kiln="not built"
    fi
    [[ "$check_c" == ok && "$check_go" == ok ]] || failed=1
    if [[ -n "$kiln" && "$check_kiln" != ok ]]; then
        kiln_failed=1
        echo "kiln $name: $check_kiln" >&2
        if [[ "$check_kiln" == error ]]; then
            head -n 5 "$TMP/out/$name.kiln.err" >&2 || true
        fi
    fi
    for lang in c go; do
        st="check_$lang"
        if [[ "${!st}" != ok ]]; then
            echo "$lang $name: ${!st}" >&2
            head -n 5 "$TMP/out/$name.$lang.err" >&2 || true
        fi
    done

    bargs="${ARGS_OF[$name]}"
    case "$mode" in
    quick)
        rows+=("| $name | $bargs | $check_c | $check_go | $check_kiln |")
        ;;
    full | large | callgrind)
        langs=()
        [[ "$check_c" == ok ]] && langs+=(c)
        [[ "$check_go" == ok ]] && langs+=(go)
        [[ "$check_kiln" == ok ]] && langs+=(kiln)
        MS=([c]="$check_c" [go]="$check_go" [kiln]="$check_kiln")
        if [[ "$mode" == full || "$mode" == large ]]; then
            if [[ ${#langs[@]} -gt 0 ]]; then
                if [[ $use_hyperfine -eq 1 ]]; then
                    time_hyperfine "$name" "${langs[@]}"
                else
                    time_loop "$name" "${langs[@]}"
                fi
            fi
        else
            for lang in "${langs[@]}"; do
                MS[$lang]=$(instructions "$lang" "$name")
            done
        fi
        rows+=("| $name | $bargs | ${MS[c]} | ${MS[go]} | ${MS[kiln]} | $(ratio "${MS[kiln]}" "${MS[c]}") | $(ratio "${MS[kiln]}" "${MS[go]}") |")
        ;;
    esac
done

# -------------------------------------------------------------- report
echo
case "$mode" in
quick)
    echo "| benchmark | args | C | Go | Kiln |"
    echo "|---|---|---|---|---|"
    ;;
full | large)
    echo "| benchmark | args | C ms | Go ms | Kiln ms | Kiln/C | Kiln/Go |"
    echo "|---|---|---:|---:|---:|---:|---:|"
    ;;
callgrind)
    echo "| benchmark | args | C instr | Go instr | Kiln instr | Kiln/C | Kiln/Go |"
    echo "|---|---|---:|---:|---:|---:|---:|"
    ;;
esac
printf '%s\n' "${rows[@]}"
echo
[[ -n "$kiln_note" ]] && echo "$kiln_note"
if [[ $failed -ne 0 ]]; then
    echo "FAIL: a C or Go program failed or disagreed"
    exit 1
fi
if [[ $kiln_failed -ne 0 ]]; then
    if [[ $kiln_optional -eq 1 ]]; then
        echo "note: Kiln failed or disagreed on some benchmarks (--kiln-optional)"
    else
        echo "FAIL: Kiln failed or disagreed (see above; --kiln-optional to tolerate)"
        exit 1
    fi
fi
exit 0
