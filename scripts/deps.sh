#!/bin/sh
# deps.sh — installs what building Kiln needs on a fresh Debian machine.
# Idempotent: every package is installed only when it is missing.
#
#   libgc-dev         Boehm–Demers–Weiser collector (runtime/, linked with -lgc)
#   libopenblas-dev   BLAS and LAPACK for LinearAlgebra (runtime/, linked with -lopenblas)
#   libpcre2-dev, libutf8proc-dev
#                     PCRE2 and utf8proc, which Base's Regex and Unicode call by
#                     ccall (runtime/, linked with -lpcre2-8 -lutf8proc)
#   libgmp-dev, libmpfr-dev
#                     GMP and MPFR, which Base's BigInt and BigFloat call by
#                     ccall (runtime/, linked with -lmpfr -lgmp)
#   tmux              a terminal for the end-to-end tests of the REPL
#                     (cmd/kiln/repl_test.go; they are skipped without it)
#   redis-server      a real Redis for the tests of the Redis image store
#                     (cache/redis_test.go starts it on a loopback port; skipped
#                     without it)
set -eu

need_gc() {
	if dpkg -s libgc-dev >/dev/null 2>&1; then
		return 1
	fi
	if command -v pkg-config >/dev/null 2>&1 && pkg-config --exists bdw-gc; then
		return 1
	fi
	return 0
}

SUDO=
if [ "$(id -u)" -ne 0 ]; then
	SUDO=sudo
fi

if need_gc; then
	echo "deps.sh: installing libgc-dev" >&2
	$SUDO apt-get update
	DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y libgc-dev
else
	echo "deps.sh: libgc-dev already installed" >&2
fi

for pkg in libopenblas-dev libpcre2-dev libutf8proc-dev libgmp-dev libmpfr-dev tmux redis-server; do
	if dpkg -s "$pkg" >/dev/null 2>&1; then
		echo "deps.sh: $pkg already installed" >&2
	else
		echo "deps.sh: installing $pkg" >&2
		$SUDO apt-get update
		DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y "$pkg"
	fi
done
