#!/bin/sh
# test.sh — set up a fresh machine and run Kiln's whole test suite:
# gofmt and go vet, every package's tests (golden programs run kiln in fresh
# processes), and a short fuzz of the parser.
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
go test -count=1 -timeout 40m ./...
# A short fuzz of the parser (its corpus lives in syntax/testdata/fuzz).
go test -run '^$' -fuzz '^FuzzParse$' -fuzztime "${KILN_FUZZTIME:-30s}" -parallel 1 ./syntax
echo "all tests passed"
