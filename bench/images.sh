#!/usr/bin/env bash
# Benchmarks of package images (bench/README.md, "Package images").
#
#   bench/images.sh [--reps N] [--sizes "42 495 4990"] [--no-numba] [--keep]
#
# 1. time to first result: a generated package of 65 numeric kernels (bench/images/gen.py)
#    with a workload; `kiln run prog.jl` with its image against --pkgimages=no, in
#    fresh processes, and the first against the second call of each kernel in-process;
# 2. load time of images holding about 100, 1,000 and 10,000 CodeInstances;
# 3. Kiln's image against Numba's on-disk cache (@njit(cache=True)) on 6 small kernels.
#
# Everything is generated into a temporary directory with its own depot
# (KILN_DEPOT) and Numba cache (NUMBA_CACHE_DIR). Kiln is $KILN, or built from
# this checkout (from a clean export of HEAD if the working tree does not build).
# Needs bash, python3 and go; Numba (Debian: apt-get install python3-numba) for part 3.
set -uo pipefail

reps=5
sizes="42 495 4990"
numba=1
keep=0
while [ $# -gt 0 ]; do
    case "$1" in
    --reps) reps=$2; shift 2 ;;
    --sizes) sizes=$2; shift 2 ;;
    --no-numba) numba=0; shift ;;
    --keep) keep=1; shift ;;
    *) echo "usage: bench/images.sh [--reps N] [--sizes \"42 495 4990\"] [--no-numba] [--keep]" >&2; exit 2 ;;
    esac
done

root=$(cd "$(dirname "$0")/.." && pwd)
gen="$root/bench/images/gen.py"
tmp=$(mktemp -d /tmp/kiln-images.XXXXXX)
if [ $keep = 1 ]; then echo "keeping $tmp" >&2; else trap 'rm -rf "$tmp"' EXIT; fi
export KILN_DEPOT="$tmp/depot" KILN_LOAD_PATH="$tmp/pk"
unset KILN_TRACE_COMPILE KILN_DEBUG_LOADING KILN_OBJCACHE

# ------------------------------------------------------------------ kiln
if [ -n "${KILN:-}" ]; then
    kiln=$KILN
else
    kiln="$tmp/kiln"
    if ! (cd "$root" && go build -tags llvm14 -o "$kiln" ./cmd/kiln) 2>"$tmp/build.log"; then
        echo "kiln: the working tree does not build ($(tail -1 "$tmp/build.log")); building HEAD" >&2
        mkdir -p "$tmp/src" && git -C "$root" archive HEAD | tar -C "$tmp/src" -xf - &&
            (cd "$tmp/src" && go build -tags llvm14 -o "$kiln" ./cmd/kiln) || { echo "kiln: not built" >&2; exit 1; }
    fi
fi

# ------------------------------------------------------------------ helpers
now_ns() { date +%s%N; }
median() { sort -n | awk '{a[NR]=$1} END {if (NR == 0) print "nan"; else if (NR % 2) print a[(NR+1)/2]; else printf "%d\n", (a[NR/2]+a[NR/2+1])/2}'; }
ms() { awk -v n="$1" 'BEGIN {printf "%.1f", n / 1e6}'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN {if (b == 0) print "inf"; else printf "%.2f", a / b}'; }

# once NAME I CMD...: runs CMD (stdout to $tmp/out/NAME.I) and appends its
# wall time (ns) to $tmp/out/NAME.wall; fails if the run fails.
once() {
    local name=$1 i=$2 t0 t1
    shift 2
    mkdir -p "$tmp/out"
    [ "$i" = 1 ] && : >"$tmp/out/$name.wall"
    t0=$(now_ns)
    if ! "$@" >"$tmp/out/$name.$i" 2>"$tmp/out/$name.err"; then
        echo "FAILED: $name: $*" >&2
        cat "$tmp/out/$name.err" >&2
        return 1
    fi
    t1=$(now_ns)
    echo $((t1 - t0)) >>"$tmp/out/$name.wall"
}
# measure NAME N CMD...: once, N times.
measure() {
    local name=$1 n=$2 i
    shift 2
    for ((i = 1; i <= n; i++)); do once "$name" "$i" "$@" || return 1; done
}
wall() { median <"$tmp/out/$1.wall"; }            # median wall ns
field() { cat "$tmp/out/$1".[0-9]* | awk -v k="$2" '$1 == k {print $2}' | median; }   # median of a printed value
value() { awk -v k="$2" '$1 == k {print $2; exit}' "$tmp/out/$1.1"; }               # the value printed by run 1

echo "# Package image benchmarks"
echo
echo "kiln: $kiln ($("$kiln" version 2>/dev/null | head -1)); $(nproc) cores, $(awk -F': ' '/model name/ {print $2; exit}' /proc/cpuinfo); load average at start: $(cut -d' ' -f1-3 /proc/loadavg); median of $reps runs"
echo

# ------------------------------------------------------------------ 1. time to first result
python3 "$gen" ttfr "$tmp" >"$tmp/nkernels"
nk=$(cat "$tmp/nkernels")
t0=$(now_ns)
"$kiln" precompile Kern >"$tmp/precompile.log" 2>&1 || { cat "$tmp/precompile.log"; exit 1; }
t1=$(now_ns)
pc_kern=$((t1 - t0))
ci_kern=$("$kiln" inspect Kern | sed -n 's/^code instances (\([0-9]*\)).*/\1/p')
inst_kern=$(cd "$tmp" && KILN_DEBUG_LOADING=1 "$kiln" run prog.jl 2>&1 >/dev/null | sed -n 's/.*(\([0-9]*\) code instances installed).*/\1/p')
recompiled=$(cd "$tmp" && KILN_TRACE_COMPILE=1 "$kiln" run prog.jl 2>&1 >/dev/null | grep -c '^precompile(Tuple{typeof(Kern\.')
recompiled_struct=$(cd "$tmp" && KILN_TRACE_COMPILE=1 "$kiln" run prog_struct.jl 2>&1 >/dev/null | grep -c '^precompile(Tuple{typeof(Kern\.')

cd "$tmp" || exit 1
# Warm-up: fills the object cache for the runs that use it.
"$kiln" -e 'nothing' >/dev/null
"$kiln" -e 'using Kern' >/dev/null
"$kiln" run prog.jl >/dev/null
"$kiln" --pkgimages=no run prog.jl >/dev/null
# The runs that are subtracted from each other are interleaved, so that
# the machine's drift affects them alike.
for ((i = 1; i <= reps; i++)); do
    once base $i "$kiln" -e 'nothing' || exit 1
    once using $i "$kiln" -e 'using Kern' || exit 1
    once img $i "$kiln" run prog.jl || exit 1
done
measure img_nocache "$reps" env KILN_OBJCACHE=0 "$kiln" run prog.jl || exit 1
measure src "$reps" env KILN_OBJCACHE=0 "$kiln" --pkgimages=no run prog.jl || exit 1
measure src_cache "$reps" "$kiln" --pkgimages=no run prog.jl || exit 1
measure img_struct "$reps" "$kiln" run prog_struct.jl || exit 1

ok=yes
for v in img img_nocache src src_cache img_struct; do
    for f in "$tmp/out/$v".[0-9]*; do
        [ "$(awk '$1 == "checksum" {print $2}' "$f")" = "$(value src checksum)" ] || { ok=NO; echo "checksum differs: $f" >&2; }
    done
done

b=$(wall base)
u=$(wall using)
echo "## 1. Time to first result: $nk kernels (package Kern, $ci_kern CodeInstances in its image, $inst_kern installed at load; precompile took $(ms $pc_kern) ms)"
echo
echo "checksums agree across all runs: $ok; Kern kernels compiled again in a run from the image: $recompiled (prog.jl), $recompiled_struct (prog_struct.jl)"
echo
echo "| run | object cache | wall ms | first calls ms (sum) | second calls ms (sum) | first/second |"
echo "|---|---|---:|---:|---:|---:|"
row() {
    local f s
    f=$(field "$1" first_ns)
    s=$(field "$1" second_ns)
    echo "| $2 | $3 | $(ms "$(wall "$1")") | $(ms "$f") | $(ms "$s") | $(ratio "$f" "$s") |"
}
row img "with image" "warm"
row img_nocache "with image" "off (KILN_OBJCACHE=0)"
row src "--pkgimages=no" "off (KILN_OBJCACHE=0)"
row src_cache "--pkgimages=no" "warm"
row img_struct "with image, prog_struct.jl (one \`struct\` defined in Main)" "warm"
echo
echo "| ratio | measured | goal |"
echo "|---|---:|---|"
echo "| wall: --pkgimages=no (cache off) / with image (cache warm) | $(ratio "$(wall src)" "$(wall img)") | ≥ 20 |"
echo "| wall: --pkgimages=no (cache off) / with image (cache off) | $(ratio "$(wall src)" "$(wall img_nocache)") | |"
echo "| wall minus start-up (\`kiln -e 'nothing'\`): no image (cache off) / image (cache warm) | $(ratio $(($(wall src) - b)) $(($(wall img) - b))) | |"
echo "| first calls: --pkgimages=no (cache off) / with image | $(ratio "$(field src first_ns)" "$(field img first_ns)") | |"
echo "| with image: first / second calls (summed over kernels) | $(ratio "$(field img first_ns)" "$(field img second_ns)") | ≤ 1.2 |"
echo "| with image: (first − second) per kernel, µs | $(awk -v f="$(field img first_ns)" -v s="$(field img second_ns)" -v n="$nk" 'BEGIN {printf "%.0f", (f - s) / n / 1e3}') | |"
echo
echo "Break-down of the with-image run (cache warm):"
echo
echo "| part | ms |"
echo "|---|---:|"
echo "| process start-up and Base (\`kiln -e 'nothing'\`) | $(ms "$b") |"
echo "| \`using Kern\` from its image (\`kiln -e 'using Kern'\` minus the above) | $(ms $((u - b))) |"
echo "| the program: compiling main and its helpers, the kernels' first and second calls, printing | $(ms $(($(wall img) - u))) |"
echo "| of which the kernels' first calls / second calls | $(ms "$(field img first_ns)") / $(ms "$(field img second_ns)") |"
echo "| total | $(ms "$(wall img)") |"
echo

# ------------------------------------------------------------------ 2. load time per 1,000 CodeInstances
echo "## 2. Load time of images by number of CodeInstances"
echo
echo "| functions | CodeInstances in the image | installed | precompile s | image bytes | \`using\` from the image, ms over start-up | per 1,000 CIs ms | \`using\` from source (--pkgimages=no, no workload), ms over start-up | image minus source, per 1,000 CIs ms |"
echo "|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
for k in $sizes; do
    name=Load$k
    python3 "$gen" cis "$tmp" "$name" "$k"
    t0=$(now_ns)
    if ! timeout 1800 "$kiln" precompile "$name" >"$tmp/pc_$name.log" 2>&1; then
        echo "| $k | – | – | failed after $(ms $(($(now_ns) - t0))) ms: $(tail -1 "$tmp/pc_$name.log") | | | | | |"
        continue
    fi
    pc=$(($(now_ns) - t0))
    ci=$("$kiln" inspect "$name" | sed -n 's/^code instances (\([0-9]*\)).*/\1/p')
    bytes=$(stat -c %s "$KILN_DEPOT"/compiled/*/"$name"/*.kimg | head -1)
    inst=$(KILN_DEBUG_LOADING=1 "$kiln" -e "using $name" 2>&1 | sed -n 's/.*(\([0-9]*\) code instances installed).*/\1/p')
    "$kiln" -e "using $name" >/dev/null
    "$kiln" --pkgimages=no -e "using $name" >/dev/null
    for ((i = 1; i <= 2 * reps; i++)); do
        once "base_$k" $i "$kiln" -e 'nothing' || exit 1
        once "load_$k" $i "$kiln" -e "using $name" || exit 1
        once "srcload_$k" $i "$kiln" --pkgimages=no -e "using $name" || exit 1
    done
    bb=$(wall "base_$k")
    l=$(($(wall "load_$k") - bb))
    s=$(($(wall "srcload_$k") - bb))
    echo "| $k | $ci | $inst | $(awk -v n=$pc 'BEGIN {printf "%.1f", n / 1e9}') | $bytes | $(ms $l) | $(awk -v l=$l -v c="$ci" 'BEGIN {printf "%.1f", l / 1e6 / c * 1000}') | $(ms $s) | $(awk -v l=$l -v s=$s -v c="$ci" 'BEGIN {printf "%.1f", (l - s) / 1e6 / c * 1000}') |"
done
echo
echo "Median of $((2 * reps)) runs each, interleaved. Goal: under 2 ms per 1,000 CodeInstances."
echo

# ------------------------------------------------------------------ 3. Numba
[ $numba = 1 ] || exit 0
py=""
for p in python3 /usr/bin/python3; do
    if "$p" -c 'import numba' 2>/dev/null; then py=$p; break; fi
done
if [ -z "$py" ]; then
    echo "## 3. Numba: not installed (apt-get install python3-numba); skipped"
    exit 0
fi
python3 "$gen" small "$tmp"
export NUMBA_CACHE_DIR="$tmp/nbcache"
"$kiln" precompile Small >"$tmp/pc_small.log" 2>&1 || { cat "$tmp/pc_small.log"; exit 1; }
"$kiln" -e 'nothing' >/dev/null
"$kiln" run small.jl >/dev/null
nbcold() { rm -rf "$NUMBA_CACHE_DIR"; "$py" numba/small_numba.py; }
measure nb_cold "$reps" nbcold || exit 1
"$py" numba/small_numba.py >/dev/null
measure nb_cached "$reps" "$py" numba/small_numba.py || exit 1
measure k_cold "$reps" env KILN_OBJCACHE=0 "$kiln" --pkgimages=no run small.jl || exit 1
for ((i = 1; i <= reps; i++)); do
    once nb_import $i "$py" -c 'import numpy, numba' || exit 1
    once k_base $i "$kiln" -e 'nothing' || exit 1
    once k_cached $i "$kiln" run small.jl || exit 1
done
agree=yes
for f in "$tmp/out"/{nb_cold,nb_cached,k_cold,k_cached}.[0-9]*; do
    [ "$(awk '$1 == "result" {print $2}' "$f")" = "$(value k_cold result)" ] || { agree=NO; echo "result differs: $f" >&2; }
done
echo "## 3. Kiln image against Numba's cache: 6 kernels (sumsq, horner, stencil, collatz, mandel, sieve), Numba $("$py" -c 'import numba; print(numba.__version__)'), $("$py" --version 2>&1)"
echo
echo "results agree: $agree"
echo
echo "| | cold: no cache (Kiln: --pkgimages=no, KILN_OBJCACHE=0; Numba: empty cache) | cached (Kiln: image; Numba: cache=True, filled) | cold/cached |"
echo "|---|---:|---:|---:|"
echo "| Numba: first calls in the program, ms | $(ms "$(field nb_cold first_calls_ns)") | $(ms "$(field nb_cached first_calls_ns)") | $(ratio "$(field nb_cold first_calls_ns)" "$(field nb_cached first_calls_ns)") |"
echo "| Kiln: first calls in the program, ms | $(ms "$(field k_cold first_calls_ns)") | $(ms "$(field k_cached first_calls_ns)") | $(ratio "$(field k_cold first_calls_ns)" "$(field k_cached first_calls_ns)") |"
echo "| Numba: whole process, ms | $(ms "$(wall nb_cold)") | $(ms "$(wall nb_cached)") | $(ratio "$(wall nb_cold)" "$(wall nb_cached)") |"
echo "| Kiln: whole process, ms | $(ms "$(wall k_cold)") | $(ms "$(wall k_cached)") | $(ratio "$(wall k_cold)" "$(wall k_cached)") |"
echo "| Numba/Kiln, first calls | $(ratio "$(field nb_cold first_calls_ns)" "$(field k_cold first_calls_ns)") | $(ratio "$(field nb_cached first_calls_ns)" "$(field k_cached first_calls_ns)") | |"
echo "| Numba/Kiln, whole process | $(ratio "$(wall nb_cold)" "$(wall k_cold)") | $(ratio "$(wall nb_cached)" "$(wall k_cached)") | |"
echo
echo "Start-up alone: \`python3 -c 'import numpy, numba'\` $(ms "$(wall nb_import)") ms, \`kiln -e 'nothing'\` $(ms "$(wall k_base)") ms."
echo "Goal: Kiln's cached first calls at least 50× faster than Numba's (Numba/Kiln, first calls, cached column)."
