#!/bin/sh
# example.sh — set up a fresh machine, build kiln and run an example.
#   scripts/example.sh [FILE.jl]     (default examples/fib.jl)
set -eu
cd "$(dirname "$0")/.."
sh scripts/deps.sh
go build -tags llvm14 -o kiln ./cmd/kiln
exec ./kiln run "${1:-examples/fib.jl}"
