#!/usr/bin/env bash
# bench/linalg.sh — Kiln's LinearAlgebra against the same OpenBLAS/LAPACK
# calls from C: A * B (dgemm) of n×n Float64, A \ b (dgetrf + dgetrs) and
# eigen of a symmetric (n/2)×(n/2) matrix (dsyevr). Both programs time the
# operation itself inside the process (fastest of `reps` runs), so start-up
# and compilation are not counted; the results' checksums must agree.
# OpenBLAS runs single-threaded (OPENBLAS_NUM_THREADS=1) unless the
# environment says otherwise. Prints a markdown table. See bench/README.md.
#
#   bench/linalg.sh [n (1000)] [reps (5)]
#
# Environment: CC (default gcc), KILN (a prebuilt kiln binary).
set -euo pipefail
n="${1:-1000}"
reps="${2:-5}"
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TMP="$(mktemp -d "${TMPDIR:-/tmp}/kiln-linalg.XXXXXX")"
trap 'rm -rf "$TMP"' EXIT
export OPENBLAS_NUM_THREADS="${OPENBLAS_NUM_THREADS:-1}"
"${CC:-gcc}" -O2 -o "$TMP/linalg" "$ROOT/bench/c/linalg.c" -lopenblas
kiln="${KILN:-}"
if [[ -z "$kiln" ]]; then
    (cd "$ROOT" && go build -tags llvm14 -o "$TMP/kiln" ./cmd/kiln)
    kiln="$TMP/kiln"
fi
"$TMP/linalg" "$n" "$reps" >"$TMP/c.out"
"$kiln" run "$ROOT/bench/linalg.jl" "$n" "$reps" >"$TMP/kiln.out"
echo "| operation | n | C ms | Kiln ms | Kiln/C |"
echo "|---|---|---|---|---|"
status=0
while read -r op ct _ cc && read -r kop kt _ kc <&3; do
    if [[ "$op" != "$kop" ]]; then
        echo "linalg.sh: outputs differ in shape ($op vs $kop)" >&2
        exit 1
    fi
    if ! awk -v a="$cc" -v b="$kc" 'BEGIN { d = a - b; if (d < 0) d = -d; s = (a < 0 ? -a : a); exit !(d <= 1e-9 * (s > 1 ? s : 1)) }'; then
        echo "linalg.sh: $op results differ (C $cc, Kiln $kc)" >&2
        status=1
    fi
    size="$n"
    [[ "$op" == eigen ]] && size=$((n / 2))
    awk -v op="$op" -v n="$size" -v c="$ct" -v k="$kt" 'BEGIN { printf "| %s | %d | %.1f | %.1f | %.3f |\n", op, n, c, k, k / c }'
done <"$TMP/c.out" 3<"$TMP/kiln.out"
exit $status
