package runtime

import (
	"math"
	"regexp"
	"strconv"
	"testing"
)

// plainDecimal matches the decimals both strtod and Go's strconv read the
// same way (no hex, no underscores, no inf/nan words).
var plainDecimal = regexp.MustCompile(`^[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?$`)

// FuzzParseFloat64 feeds parse(Float64)'s reader (fmtnum.c: the exact fast
// path, then strtod) arbitrary bytes: it must not crash, and where the text
// is a plain decimal Go's correctly rounded strconv accepts, it must give
// the same number.
func FuzzParseFloat64(f *testing.F) {
	for _, s := range []string{"1", "-0.0", "1.5e22", "1e23", "0.1", "123456789012345", "1234567890123456789",
		".5", "5.", "1e", "", " 2.5 ", "inf", "0x1p3", "1e-400", "9007199254740993", "0.000000000000000000001"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, ok := ParseFloat64(s)
		if !plainDecimal.MatchString(s) {
			return
		}
		want, err := strconv.ParseFloat(s, 64)
		if err != nil || !ok && (want == 0 || math.IsInf(want, 0)) {
			// Out of range: Julia rejects an underflow to zero that Go
			// accepts (strtod's ERANGE with a zero result).
			return
		}
		if !ok || got != want || math.Signbit(got) != math.Signbit(want) {
			t.Fatalf("ParseFloat64(%q) = %v, %v; want %v", s, got, ok, want)
		}
	})
}
