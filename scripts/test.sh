#!/bin/sh
# test.sh — set up a fresh machine and run Kiln's whole test suite:
# gofmt and go vet, every package's tests (golden programs run kiln in fresh
# processes), and short fuzz runs (the readers and the whole compiler).
set -eu
cd "$(dirname "$0")/.."
sh scripts/deps.sh
export GOFLAGS="-tags=llvm14"
unformatted=$(gofmt -l $(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))
if [ -n "$unformatted" ]; then
	echo "gofmt needed on:" $unformatted >&2
	exit 1
fi
go vet ./...
go test -count=1 -timeout 70m ./...
# Short fuzz runs of the readers of untrusted input (their seed corpora live
# in each package's testdata/fuzz). The length is a count of executions, not
# a duration: Go's fuzzer can fail a duration-bounded run with "context
# deadline exceeded" on a busy machine (golang/go#75804).
N="${KILN_FUZZ_EXECS:-100000}"
go test -run '^$' -fuzz '^FuzzParse$' -fuzztime "${N}x" -fuzzminimizetime 3s -parallel 1 ./syntax
go test -run '^$' -fuzz '^FuzzDecode$' -fuzztime "${N}x" -fuzzminimizetime 3s -parallel 1 ./image
go test -run '^$' -fuzz '^FuzzParseProject$' -fuzztime "${N}x" -fuzzminimizetime 3s -parallel 1 ./pkg
go test -run '^$' -fuzz '^FuzzStateSection$' -fuzztime "${N}x" -fuzzminimizetime 3s -parallel 1 ./driver
go test -run '^$' -fuzz '^FuzzTypeDecode$' -fuzztime "${N}x" -fuzzminimizetime 3s -parallel 1 ./internal/imgcodec
go test -run '^$' -fuzz '^FuzzParseFloat64$' -fuzztime "${N}x" -fuzzminimizetime 3s -parallel 1 ./runtime
go test -run '^$' -fuzz '^FuzzShellParse$' -fuzztime "${N}x" -fuzzminimizetime 3s -parallel 1 ./lower
# Whole programs through lowering, inference and code generation: each
# execution compiles a program, so the count is small.
go test -run '^$' -fuzz '^FuzzProgram$' -fuzztime "${KILN_FUZZ_PROGRAM_EXECS:-300}x" -fuzzminimizetime 10s -parallel 1 ./driver
# A short mutation campaign (cmd/kiln-mutate, docs/internals.md): 50 mutants
# of the golden programs, fixed seed, each run by a fresh `kiln run`.
# Internal errors and crashes fail it; hangs are reported only.
mut=$(mktemp -d)
go build -o "$mut/kiln" ./cmd/kiln
go run ./cmd/kiln-mutate -kiln "$mut/kiln" -seed 1 -n 50 -j 2 -timeout 10s -out "$mut/out" -fail internal,crash
rm -rf "$mut"
echo "all tests passed"
