#!/bin/bash
# faults.sh — a bounded fault-injection campaign on Kiln's caches (issue 22).
#
#   scripts/faults.sh [SECONDS]      (default 900; needs a built ./kiln or $KILN)
#
# A package with a precompile workload and a program using it live in a
# private depot. Each round injects one fault — kill -9 of a precompile at a
# random moment, a flipped byte or a truncation of a random image or object
# cache entry, a stale lock of a dead process, a symbolic link where a
# failure marker goes — and then runs the program, which must print the
# right answer and exit 0 within a minute. The counts are printed at the
# end; the exit status is 1 if any round ended wrong, crashed or hung.
set -u
cd "$(dirname "$0")/.."
SECS="${1:-900}"
KILN="${KILN:-$PWD/kiln}"
if [ ! -x "$KILN" ]; then
	GOFLAGS=-tags=llvm14 go build -o "$KILN" ./cmd/kiln || exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/pk/Geo/src"
cat > "$work/pk/Geo/Project.toml" <<'TOML'
name = "Geo"
uuid = "4b1e2c6a-1111-4a3b-9c2d-0000000000f1"
[deps]
PrecompileTools = "aea7be01-6a6a-4083-8856-8a6e6704d82a"
TOML
cat > "$work/pk/Geo/src/Geo.jl" <<'JL'
module Geo
using PrecompileTools
struct Pt
    x::Float64
    y::Float64
end
area(p::Pt) = p.x * p.y
total(ps) = sum(area, ps)
const TABLE = Dict("a" => 1, "b" => 2)
@compile_workload begin
    total([Pt(1.0, 2.0), Pt(3.0, 4.0)])
    string(Pt(1.0, 2.0))
end
end
JL
cat > "$work/use.jl" <<'JL'
using Geo
println(Geo.total([Geo.Pt(i, 2.0) for i in 1.0:10.0]), " ", Geo.TABLE["b"], " ", Geo.Pt(1.0, 2.5))
JL
want='110.0 2 Geo.Pt(1.0, 2.5)'
export KILN_DEPOT="$work/depot" KILN_LOAD_PATH="$work/pk"
ok=0 wrong=0 crashed=0 hung=0 rounds=0
declare -A by
run_check() { # $1: the fault
	local out err rc
	out=$(cd "$work" && timeout "${2:-60}" "$KILN" run use.jl 2>"$work/err")
	rc=$?
	by[$1]=$(( ${by[$1]:-0} + 1 ))
	if [ $rc -eq 124 ] || [ $rc -eq 137 ]; then
		hung=$((hung + 1)); echo "HUNG after $1"
	elif grep -qE 'panic:|goroutine |SIGSEGV|LLVM ERROR|fatal error:' "$work/err"; then
		crashed=$((crashed + 1)); echo "CRASH after $1:"; head -5 "$work/err"
	elif [ $rc -ne 0 ] || [ "$out" != "$want" ]; then
		wrong=$((wrong + 1)); echo "WRONG after $1 (exit $rc): $out"; head -5 "$work/err"
	else
		ok=$((ok + 1))
	fi
}
pick_file() { # a random image or object cache entry
	find "$KILN_DEPOT" -type f \( -name '*.kimg' -o -name '*.o' \) 2>/dev/null | shuf -n 1
}
end=$(( $(date +%s) + SECS ))
run_check "a clean start" 600 # builds the system image and the package image
while [ "$(date +%s)" -lt "$end" ]; do
	rounds=$((rounds + 1))
	case $((RANDOM % 5)) in
	0)
		rm -f "$KILN_DEPOT"/compiled/*/Geo/*.kimg
		(cd "$work" && exec "$KILN" precompile Geo >/dev/null 2>&1) &
		pid=$!
		disown "$pid" # no job-control notice when it is killed
		sleep "0.$((RANDOM % 10))$((RANDOM % 10))"
		kill -9 "$pid" 2>/dev/null
		pkill -9 -f "precompile --build" 2>/dev/null
		while kill -0 "$pid" 2>/dev/null; do sleep 0.05; done
		run_check "kill -9 during precompile"
		;;
	1)
		f=$(pick_file)
		if [ -n "$f" ]; then
			size=$(stat -c %s "$f")
			off=$((RANDOM * 32768 + RANDOM))
			off=$((off % (size > 0 ? size : 1)))
			printf "$(printf '\\%03o' $((RANDOM % 256)))" | dd of="$f" bs=1 seek="$off" count=1 conv=notrunc 2>/dev/null
		fi
		run_check "a flipped byte"
		;;
	2)
		f=$(pick_file)
		[ -n "$f" ] && truncate -s $(( $(stat -c %s "$f") * (RANDOM % 100) / 100 )) "$f"
		run_check "a truncation"
		;;
	3)
		for img in "$KILN_DEPOT"/compiled/*/Geo/*.kimg; do
			[ -e "$img" ] || continue
			rm -f "$img"
			printf 'kiln-lock 1\npid 999999\nstart 1\nboot %s\nhost %s\nnonce dead\ntime 1\n' \
				"$(cat /proc/sys/kernel/random/boot_id 2>/dev/null)" "$(hostname)" > "$img.lock"
		done
		run_check "a stale lock"
		;;
	4)
		for img in "$KILN_DEPOT"/compiled/*/Geo/*.kimg; do
			[ -e "$img" ] || continue
			ln -sf "$work/victim" "$img.failed"
		done
		echo precious > "$work/victim"
		run_check "a planted marker link"
		if [ "$(cat "$work/victim")" != precious ]; then
			wrong=$((wrong + 1)); echo "WRONG: a marker was written through a link"
		fi
		;;
	esac
done
echo "faults.sh: $rounds rounds in ${SECS}s: $ok ok, $wrong wrong, $crashed crashed, $hung hung"
for k in "${!by[@]}"; do echo "  ${by[$k]}× $k"; done
[ $((wrong + crashed + hung)) -eq 0 ]
