package runtime

import (
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
)

// todouble builds a Float64 from its fields, as test/ryu.jl in Julia does.
func todouble(neg bool, exp, mant uint64) float64 {
	var s uint64
	if neg {
		s = 1
	}
	return math.Float64frombits(s<<63 | exp<<52 | mant)
}

const maxMantissa = 1<<53 - 1

// Expected strings come from Julia itself: the assertions of Julia's
// test/ryu.jl (Ryu.writeshortest(x) is string(x) for a Float64 and
// print/string for a Float32), test/show.jl, and the documented behaviour of
// print/show (0.1, 1/3, 0.1 + 0.2, 1.0e6, ...).
var float64Cases = []struct {
	x    float64
	want string
}{
	// test/ryu.jl "Basic"
	{0.0, "0.0"},
	{math.Copysign(0, -1), "-0.0"},
	{1.0, "1.0"},
	{-1.0, "-1.0"},
	{math.NaN(), "NaN"},
	{math.Inf(1), "Inf"},
	{math.Inf(-1), "-Inf"},
	// SwitchToSubnormal, MinAndMax, LotsOfTrailingZeros
	{2.2250738585072014e-308, "2.2250738585072014e-308"},
	{math.Float64frombits(0x7fefffffffffffff), "1.7976931348623157e308"},
	{math.Float64frombits(1), "5.0e-324"},
	{2.98023223876953125e-8, "2.9802322387695312e-8"},
	// Regression
	{-2.109808898695963e16, "-2.109808898695963e16"},
	{4.940656e-318, "4.940656e-318"},
	{1.18575755e-316, "1.18575755e-316"},
	{2.989102097996e-312, "2.989102097996e-312"},
	{9.0608011534336e15, "9.0608011534336e15"},
	{4.708356024711512e18, "4.708356024711512e18"},
	{9.409340012568248e18, "9.409340012568248e18"},
	{1.2345678, "1.2345678"},
	// LooksLikePow5
	{math.Float64frombits(0x4830F0CF064DD592), "5.764607523034235e39"},
	{math.Float64frombits(0x4840F0CF064DD592), "1.152921504606847e40"},
	{math.Float64frombits(0x4850F0CF064DD592), "2.305843009213694e40"},
	// OutputLength
	{1.2, "1.2"},
	{1.23, "1.23"},
	{1.234, "1.234"},
	{1.2345, "1.2345"},
	{1.23456, "1.23456"},
	{1.234567, "1.234567"},
	{1.23456789, "1.23456789"},
	{1.234567895, "1.234567895"},
	{1.2345678901, "1.2345678901"},
	{1.23456789012, "1.23456789012"},
	{1.234567890123, "1.234567890123"},
	{1.2345678901234, "1.2345678901234"},
	{1.23456789012345, "1.23456789012345"},
	{1.234567890123456, "1.234567890123456"},
	{1.2345678901234567, "1.2345678901234567"},
	{4.294967294, "4.294967294"},
	{4.294967295, "4.294967295"},
	{4.294967296, "4.294967296"},
	{4.294967297, "4.294967297"},
	{4.294967298, "4.294967298"},
	// MinMaxShift
	{todouble(false, 4, 0), "1.7800590868057611e-307"},
	{todouble(false, 6, maxMantissa), "2.8480945388892175e-306"},
	{todouble(false, 41, 0), "2.446494580089078e-296"},
	{todouble(false, 40, maxMantissa), "4.8929891601781557e-296"},
	{todouble(false, 1077, 0), "1.8014398509481984e16"},
	{todouble(false, 1076, maxMantissa), "3.6028797018963964e16"},
	{todouble(false, 307, 0), "2.900835519859558e-216"},
	{todouble(false, 306, maxMantissa), "5.801671039719115e-216"},
	{todouble(false, 934, 0x000FA7161A4D6E0C), "3.196104012172126e-27"},
	// SmallIntegers
	{9007199254740991.0, "9.007199254740991e15"},
	{9007199254740992.0, "9.007199254740992e15"},
	{1.2e+1, "12.0"},
	{1.23e+2, "123.0"},
	{1.234e+3, "1234.0"},
	{1.2345e+4, "12345.0"},
	{1.23456e+5, "123456.0"},
	{1.234567e+6, "1.234567e6"},
	{1.2345678e+7, "1.2345678e7"},
	{1.23456789e+8, "1.23456789e8"},
	{1.23456789e+9, "1.23456789e9"},
	{1.234567895e+9, "1.234567895e9"},
	{1.2345678901e+10, "1.2345678901e10"},
	{1.23456789012e+11, "1.23456789012e11"},
	{1.234567890123e+12, "1.234567890123e12"},
	{1.2345678901234e+13, "1.2345678901234e13"},
	{1.23456789012345e+14, "1.23456789012345e14"},
	{1.234567890123456e+15, "1.234567890123456e15"},
	{1.0e+1, "10.0"},
	{1.0e+2, "100.0"},
	{1.0e+3, "1000.0"},
	{1.0e+4, "10000.0"},
	{1.0e+5, "100000.0"},
	{1.0e+6, "1.0e6"},
	{1.0e+7, "1.0e7"},
	{1.0e+8, "1.0e8"},
	{1.0e+9, "1.0e9"},
	{1.0e+10, "1.0e10"},
	{1.0e+11, "1.0e11"},
	{1.0e+12, "1.0e12"},
	{1.0e+13, "1.0e13"},
	{1.0e+14, "1.0e14"},
	{1.0e+15, "1.0e15"},
	{1.0e+15 + 1.0e+0, "1.000000000000001e15"},
	{1.0e+15 + 1.0e+1, "1.00000000000001e15"},
	{1.0e+15 + 1.0e+2, "1.0000000000001e15"},
	{1.0e+15 + 1.0e+3, "1.000000000001e15"},
	{1.0e+15 + 1.0e+4, "1.00000000001e15"},
	{1.0e+15 + 1.0e+5, "1.0000000001e15"},
	{1.0e+15 + 1.0e+6, "1.000000001e15"},
	{1.0e+15 + 1.0e+7, "1.00000001e15"},
	{1.0e+15 + 1.0e+8, "1.0000001e15"},
	{1.0e+15 + 1.0e+9, "1.000001e15"},
	{1.0e+15 + 1.0e+10, "1.00001e15"},
	{1.0e+15 + 1.0e+11, "1.0001e15"},
	{1.0e+15 + 1.0e+12, "1.001e15"},
	{1.0e+15 + 1.0e+13, "1.01e15"},
	{1.0e+15 + 1.0e+14, "1.1e15"},
	{8.0, "8.0"},
	{64.0, "64.0"},
	{512.0, "512.0"},
	{8192.0, "8192.0"},
	{65536.0, "65536.0"},
	{524288.0, "524288.0"},
	{8388608.0, "8.388608e6"},
	{67108864.0, "6.7108864e7"},
	{536870912.0, "5.36870912e8"},
	{8589934592.0, "8.589934592e9"},
	{68719476736.0, "6.8719476736e10"},
	{549755813888.0, "5.49755813888e11"},
	{8796093022208.0, "8.796093022208e12"},
	{70368744177664.0, "7.0368744177664e13"},
	{562949953421312.0, "5.62949953421312e14"},
	{8.0e+3, "8000.0"},
	{64.0e+3, "64000.0"},
	{512.0e+3, "512000.0"},
	{8192.0e+3, "8.192e6"},
	{65536.0e+3, "6.5536e7"},
	{524288.0e+3, "5.24288e8"},
	{8388608.0e+3, "8.388608e9"},
	{67108864.0e+3, "6.7108864e10"},
	{536870912.0e+3, "5.36870912e11"},
	{8589934592.0e+3, "8.589934592e12"},
	{68719476736.0e+3, "6.8719476736e13"},
	{549755813888.0e+3, "5.49755813888e14"},
	{8796093022208.0e+3, "8.796093022208e15"},
	// print/show as documented and as every Julia session shows
	{0.1, "0.1"},
	{0.30000000000000004, "0.30000000000000004"}, // 0.1 + 0.2 at run time
	{1.0 / 3.0, "0.3333333333333333"},
	{2.0 / 3.0, "0.6666666666666666"},
	{math.Pi, "3.141592653589793"},
	{math.E, "2.718281828459045"},
	{math.Sqrt2, "1.4142135623730951"},
	{0x1p-52, "2.220446049250313e-16"}, // eps()
	{1048576.0, "1.048576e6"},
	{1.0e-5, "1.0e-5"},
	{0.0001, "0.0001"},
	{0.001, "0.001"},
	{0.00012345, "0.00012345"},
	{1.2345e-5, "1.2345e-5"},
	{1.2345e-7, "1.2345e-7"},
	{1.0e100, "1.0e100"},
	{1.0e-100, "1.0e-100"},
	{1.0e23, "1.0e23"},
	{1.0e22, "1.0e22"},
	{0x1p63, "9.223372036854776e18"},
	{999999.0, "999999.0"},
	{999999.9, "999999.9"},
	{123456.789, "123456.789"},
	{-123.5, "-123.5"},
	{1.5e300, "1.5e300"},
	{-1.5e-300, "-1.5e-300"},
	{100.0, "100.0"},
	{0.5, "0.5"},
	{2.5, "2.5"},
	{-0.25, "-0.25"},
}

func TestFormatFloat64Julia(t *testing.T) {
	for _, c := range float64Cases {
		if got := FormatFloat64(c.x); got != c.want {
			t.Errorf("FormatFloat64(%v [%#016x]) = %q, want %q", c.x, math.Float64bits(c.x), got, c.want)
		}
	}
	// a NaN with the sign bit set still prints without a sign
	if got := FormatFloat64(math.Copysign(math.NaN(), -1)); got != "NaN" {
		t.Errorf("-NaN: got %q", got)
	}
}

// f32 mimics Julia's Float32(x) of a Float64 literal (a rounding of the
// double, not of the decimal).
func f32(x float64) float32 { return float32(x) }

var float32PrintCases = []struct {
	x    float32
	want string // print(x), string(x), Ryu.writeshortest(x)
}{
	// test/ryu.jl, Float32
	{0, "0.0"},
	{float32(math.Copysign(0, -1)), "-0.0"},
	{1, "1.0"},
	{-1, "-1.0"},
	{float32(math.NaN()), "NaN"},
	{float32(math.Inf(1)), "Inf"},
	{float32(math.Inf(-1)), "-Inf"},
	{1.1754944e-38, "1.1754944e-38"},
	{math.Float32frombits(0x7f7fffff), "3.4028235e38"},
	{math.Float32frombits(1), "1.0e-45"},
	{3.355445e7, "3.355445e7"},
	{8.999999e9, "9.0e9"},
	{3.4366717e10, "3.436672e10"},
	{3.0540412e5, "305404.12"},
	{8.0990312e3, "8099.0312"},
	{2.4414062e-4, "0.00024414062"},
	{2.4414062e-3, "0.0024414062"},
	{4.3945312e-3, "0.0043945312"},
	{6.3476562e-3, "0.0063476562"},
	{4.7223665e21, "4.7223665e21"},
	{8388608, "8.388608e6"},
	{1.6777216e7, "1.6777216e7"},
	{3.3554436e7, "3.3554436e7"},
	{6.7131496e7, "6.7131496e7"},
	{1.9310392e-38, "1.9310392e-38"},
	{-2.47e-43, "-2.47e-43"},
	{1.993244e-38, "1.993244e-38"},
	{4103.9003, "4103.9004"},
	{5.3399997e9, "5.3399997e9"},
	{6.0898e-39, "6.0898e-39"},
	{0.0010310042, "0.0010310042"},
	{2.8823261e17, "2.882326e17"},
	{7.0385309e-26, "7.038531e-26"},
	{9.2234038e17, "9.223404e17"},
	{6.7108872e7, "6.710887e7"},
	{1.0e-44, "1.0e-44"},
	{2.816025e14, "2.816025e14"},
	{9.223372e18, "9.223372e18"},
	{1.5846085e29, "1.5846086e29"},
	{1.1811161e19, "1.1811161e19"},
	{5.368709e18, "5.368709e18"},
	{4.6143165e18, "4.6143166e18"},
	{0.007812537, "0.007812537"},
	{1.4e-45, "1.0e-45"},
	{1.18697724e20, "1.18697725e20"},
	{1.00014165e-36, "1.00014165e-36"},
	{200, "200.0"},
	{3.3554432e7, "3.3554432e7"},
	{math.Float32frombits(0x5D1502F9), "6.7108864e17"},
	{math.Float32frombits(0x5D9502F9), "1.3421773e18"},
	{math.Float32frombits(0x5E1502F9), "2.6843546e18"},
	{f32(1.2), "1.2"},
	{f32(1.23), "1.23"},
	{f32(1.234), "1.234"},
	{f32(1.2345), "1.2345"},
	{f32(1.23456), "1.23456"},
	{f32(1.234567), "1.234567"},
	{f32(1.2345678), "1.2345678"},
	{f32(1.23456735e-36), "1.23456735e-36"},
	// test/show.jl: print/string of a Float32 uses e, not f
	{1e-7, "1.0e-7"},
	// task examples and well-known values
	{1.5, "1.5"},
	{1e6, "1.0e6"},
	{1e-5, "1.0e-5"},
	{100000, "100000.0"},
	{f32(0.1), "0.1"},
	{float32(math.Pi), "3.1415927"},
	{float32(1) / 3, "0.33333334"},
}

func TestFormatFloat32PrintJulia(t *testing.T) {
	for _, c := range float32PrintCases {
		if got := FormatFloat32(c.x, false); got != c.want {
			t.Errorf("print(%v [%#08x]) = %q, want %q", c.x, math.Float32bits(c.x), got, c.want)
		}
	}
}

func TestFormatFloat32ShowJulia(t *testing.T) {
	cases := []struct {
		x                float32
		show, showUntype string // show/repr; show inside a Float32 container
	}{
		{1.5, "1.5f0", "1.5"},
		{1, "1.0f0", "1.0"},
		{0, "0.0f0", "0.0"},
		{float32(math.Copysign(0, -1)), "-0.0f0", "-0.0"},
		{1e-5, "1.0f-5", "1.0f-5"},
		{1e-7, "1.0f-7", "1.0f-7"},
		{1e6, "1.0f6", "1.0f6"},
		{100000, "100000.0f0", "100000.0"},
		{math.Float32frombits(0x7f7fffff), "3.4028235f38", "3.4028235f38"},
		{math.Float32frombits(1), "1.0f-45", "1.0f-45"},
		{1.1754944e-38, "1.1754944f-38", "1.1754944f-38"},
		{1.6777216e7, "1.6777216f7", "1.6777216f7"},
		{f32(0.1), "0.1f0", "0.1"},
		{float32(math.Pi), "3.1415927f0", "3.1415927"},
		{float32(1) / 3, "0.33333334f0", "0.33333334"},
		{float32(math.Sqrt2), "1.4142135f0", "1.4142135"}, // JuliaLang/julia#40548
		{-2.5, "-2.5f0", "-2.5"},
		{0.0001, "0.0001f0", "0.0001"},
		{float32(math.NaN()), "NaN32", "NaN"},
		{float32(math.Inf(1)), "Inf32", "Inf"},
		{float32(math.Inf(-1)), "-Inf32", "-Inf"},
	}
	for _, c := range cases {
		if got := FormatFloat32(c.x, true); got != c.show {
			t.Errorf("show(%v) = %q, want %q", c.x, got, c.show)
		}
		if got := FormatFloat32Mode(c.x, F32ShowUntyped); got != c.showUntype {
			t.Errorf("show(IOContext(io, :typeinfo => Float32), %v) = %q, want %q", c.x, got, c.showUntype)
		}
	}
}

func TestFormatIntegers(t *testing.T) {
	ints := []struct {
		v    int64
		want string
	}{
		{0, "0"}, {1, "1"}, {-1, "-1"}, {9, "9"}, {10, "10"}, {-10, "-10"}, {99, "99"}, {100, "100"},
		{123456789, "123456789"}, {-987654321, "-987654321"}, {1 << 32, "4294967296"},
		{100000000, "100000000"}, {99999999, "99999999"}, {1234567890123456789, "1234567890123456789"},
		{math.MaxInt64, "9223372036854775807"}, {math.MinInt64, "-9223372036854775808"},
	}
	for _, c := range ints {
		if got := FormatInt64(c.v); got != c.want {
			t.Errorf("FormatInt64(%d) = %q, want %q", c.v, got, c.want)
		}
	}
	uints := []struct {
		v    uint64
		want string
	}{
		{0, "0"}, {7, "7"}, {10, "10"}, {255, "255"}, {1 << 63, "9223372036854775808"},
		{math.MaxUint64, "18446744073709551615"}, {10000000000000000000, "10000000000000000000"},
	}
	for _, c := range uints {
		if got := FormatUint64(c.v); got != c.want {
			t.Errorf("FormatUint64(%d) = %q, want %q", c.v, got, c.want)
		}
	}
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 100000; i++ {
		v := int64(r.Uint64()) >> (r.IntN(64))
		if got, want := FormatInt64(v), strconv.FormatInt(v, 10); got != want {
			t.Fatalf("FormatInt64(%d) = %q", v, got)
		}
		u := r.Uint64() >> (r.IntN(64))
		if got, want := FormatUint64(u), strconv.FormatUint(u, 10); got != want {
			t.Fatalf("FormatUint64(%d) = %q", u, got)
		}
	}
}

func TestFormatUintHex(t *testing.T) {
	cases := []struct {
		v     uint64
		bytes int
		want  string
	}{
		{10, 1, "0x0a"},               // show(0x0a)
		{10, 2, "0x000a"},             // show(UInt16(10))
		{10, 4, "0x0000000a"},         // show(UInt32(10))
		{10, 8, "0x000000000000000a"}, // show(UInt64(10))
		{0, 1, "0x00"},
		{255, 1, "0xff"},
		{0xbeef, 2, "0xbeef"},
		{0xdeadbeef, 4, "0xdeadbeef"},
		{math.MaxUint64, 8, "0xffffffffffffffff"},
		{0x1ff, 1, "0xff"}, // truncated to the width
	}
	for _, c := range cases {
		if got := FormatUintHex(c.v, c.bytes); got != c.want {
			t.Errorf("FormatUintHex(%#x, %d) = %q, want %q", c.v, c.bytes, got, c.want)
		}
	}
}

func TestParseFloat64(t *testing.T) {
	ok := []struct {
		s    string
		want float64
	}{
		{"1", 1}, {"1.5", 1.5}, {"1e5", 1e5}, {"1E5", 1e5}, {"-2.5e-3", -2.5e-3}, {"+3", 3},
		{".5", 0.5}, {"5.", 5}, {"0.1", 0.1}, {"  1.5", 1.5}, {"1.5  ", 1.5}, {"\t\n 2 \r\n", 2},
		{"Inf", math.Inf(1)}, {"-Inf", math.Inf(-1)}, {"inf", math.Inf(1)}, {"infinity", math.Inf(1)},
		{"+Inf", math.Inf(1)}, {"0x1p3", 8}, {"0x1.8p1", 3}, {"4e-320", 4e-320},
		{"1.7976931348623157e308", math.MaxFloat64}, {"5e-324", 5e-324}, {"-0", math.Copysign(0, -1)},
		{"0", 0}, {"00012", 12}, {"1" + strings.Repeat("0", 300), 1e300},
		{"0." + strings.Repeat("0", 200) + "1", 1e-201},
	}
	for _, c := range ok {
		got, good := ParseFloat64(c.s)
		if !good || got != c.want || math.Signbit(got) != math.Signbit(c.want) {
			t.Errorf("ParseFloat64(%q) = %v, %v; want %v", c.s, got, good, c.want)
		}
	}
	for _, s := range []string{"NaN", "nan", "-nan", " NaN "} {
		if got, good := ParseFloat64(s); !good || !math.IsNaN(got) {
			t.Errorf("ParseFloat64(%q) = %v, %v; want NaN", s, got, good)
		}
	}
	bad := []string{
		"", " ", "\t\n", "abc", "1.5x", "1.5 x", "1,5", "1e", "- 1", "1_000", "1\x00", "\x001",
		"1e400", "-1e400", "1e-400", "0x", "--1", "1.2.3", "Infx", "true",
	}
	for _, s := range bad {
		if got, good := ParseFloat64(s); good {
			t.Errorf("ParseFloat64(%q) = %v; want failure", s, got)
		}
	}
	if got, good := ParseFloat32("1.5"); !good || got != 1.5 {
		t.Errorf("ParseFloat32(1.5) = %v, %v", got, good)
	}
	if got, good := ParseFloat32("0.1"); !good || got != float32(0.1) {
		t.Errorf("ParseFloat32(0.1) = %v, %v", got, good)
	}
	for _, s := range []string{"1e39", "1e-50", "x", ""} {
		if got, good := ParseFloat32(s); good {
			t.Errorf("ParseFloat32(%q) = %v; want failure", s, got)
		}
	}
	// every printed value parses back
	for _, c := range float64Cases {
		if math.IsNaN(c.x) {
			continue
		}
		if got, good := ParseFloat64(c.want); !good || got != c.x {
			t.Errorf("ParseFloat64(%q) = %v, %v; want %v", c.want, got, good, c.x)
		}
	}
}

// TestParseFloat64Decimals checks the exact fast path of fmtnum.c
// (fast_decimal: up to 15 digits, powers of ten up to 22) and the strtod
// path around its limits against Go's correctly rounded ParseFloat, on
// random decimals in every form a data file writes them.
func TestParseFloat64Decimals(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 7))
	digits := func(n int) string {
		b := make([]byte, n)
		for i := range b {
			b[i] = byte('0' + r.IntN(10))
		}
		return string(b)
	}
	for i := 0; i < 200000; i++ {
		s := digits(1 + r.IntN(18))
		if r.IntN(2) == 0 {
			s += "." + digits(r.IntN(18))
		}
		if r.IntN(3) == 0 {
			s += fmt.Sprintf("e%d", r.IntN(60)-30)
		}
		if r.IntN(4) == 0 {
			s = "-" + s
		}
		want, err := strconv.ParseFloat(s, 64)
		if err != nil {
			continue
		}
		got, good := ParseFloat64(s)
		if !good || got != want || math.Signbit(got) != math.Signbit(want) {
			t.Fatalf("ParseFloat64(%q) = %v, %v; want %v", s, got, good, want)
		}
	}
}

// TestRyuTables recomputes every power-of-5 table entry with math/big.
func TestRyuTables(t *testing.T) {
	five := big.NewInt(5)
	pow5 := func(i int) *big.Int { return new(big.Int).Exp(five, big.NewInt(int64(i)), nil) }
	inv := func(i, bits int) *big.Int {
		p := pow5(i)
		q := new(big.Int).Lsh(big.NewInt(1), uint(p.BitLen()-1+bits))
		q.Quo(q, p)
		return q.Add(q, big.NewInt(1))
	}
	fwd := func(i, bits int) *big.Int {
		p := pow5(i)
		if s := p.BitLen() - bits; s >= 0 {
			return p.Rsh(p, uint(s))
		} else {
			return p.Lsh(p, uint(-s))
		}
	}
	tables := []struct {
		which, n int
		f        func(int) *big.Int
	}{
		{0, 292, func(i int) *big.Int { return inv(i, 122) }},
		{1, 326, func(i int) *big.Int { return fwd(i, 121) }},
		{2, 31, func(i int) *big.Int { return inv(i, 59) }},
		{3, 48, func(i int) *big.Int { return fwd(i, 61) }},
	}
	for _, tb := range tables {
		if _, _, n := fmtnumTable(tb.which, -1); n != tb.n {
			t.Fatalf("table %d has %d entries, want %d", tb.which, n, tb.n)
		}
		for i := 0; i < tb.n; i++ {
			lo, hi, _ := fmtnumTable(tb.which, i)
			got := new(big.Int).Lsh(new(big.Int).SetUint64(hi), 64)
			got.Or(got, new(big.Int).SetUint64(lo))
			if want := tb.f(i); got.Cmp(want) != 0 {
				t.Fatalf("table %d entry %d = %x, want %x", tb.which, i, got, want)
			}
		}
	}
}

// juliaLayout lays out a shortest decimal (digits, no trailing zeros, and
// the scientific exponent E of its first digit) the way writeshortest does:
// plain for -4 < pt <= 6 with pt = E + 1, else d.ddd e E. An independent
// restatement of the rule, used as the oracle for the randomized tests.
func juliaLayout(neg bool, digits string, E int, expchar string, typedF32 bool) string {
	var sb strings.Builder
	if neg {
		sb.WriteByte('-')
	}
	n := len(digits)
	pt := E + 1
	if -4 < pt && pt <= 6 {
		switch {
		case pt <= 0:
			sb.WriteString("0.")
			sb.WriteString(strings.Repeat("0", -pt))
			sb.WriteString(digits)
		case pt >= n:
			sb.WriteString(digits)
			sb.WriteString(strings.Repeat("0", pt-n))
			sb.WriteString(".0")
		default:
			sb.WriteString(digits[:pt])
			sb.WriteByte('.')
			sb.WriteString(digits[pt:])
		}
		if typedF32 {
			sb.WriteString("f0")
		}
		return sb.String()
	}
	sb.WriteByte(digits[0])
	sb.WriteByte('.')
	if n == 1 {
		sb.WriteByte('0')
	} else {
		sb.WriteString(digits[1:])
	}
	sb.WriteString(expchar)
	sb.WriteString(strconv.Itoa(E))
	return sb.String()
}

// goShortest splits Go's shortest 'e' formatting of |x| into digits and
// exponent.
func goShortest(x float64, bitSize int) (string, int) {
	s := strconv.FormatFloat(math.Abs(x), 'e', -1, bitSize)
	mant, exp, _ := strings.Cut(s, "e")
	E, err := strconv.Atoi(exp)
	if err != nil {
		panic(s)
	}
	return strings.Replace(mant, ".", "", 1), E
}

// sigDigits counts the significant digits of a Julia-formatted number.
func sigDigits(s string) int {
	s = strings.TrimPrefix(s, "-")
	s = strings.TrimSuffix(s, "f0")
	if i := strings.IndexAny(s, "ef"); i >= 0 {
		s = s[:i]
	}
	s = strings.Replace(s, ".", "", 1)
	s = strings.TrimLeft(s, "0")
	s = strings.TrimRight(s, "0")
	if s == "" {
		return 1
	}
	return len(s)
}

// tieStats counts the values where Go's strconv and Kiln (Julia) pick
// different shortest digits; each must be an exact tie that Julia breaks to
// even (Go breaks some of them upward, e.g. 2^-12 as a Float32).
var tieStats struct{ f64, f32 int }

// acceptDigits reports whether ours (digits d·10^e) is a correct choice given
// Go's shortest digits: the same, or, at the same length, strictly closer to
// x, or exactly as close with an even last digit.
func acceptDigits(x *big.Rat, ours uint64, oursE int, goDigits string, goE int) (bool, bool) {
	od := strconv.FormatUint(ours, 10)
	if od == goDigits && oursE == goE-len(goDigits)+1 {
		return true, false
	}
	if len(od) != len(goDigits) {
		return false, false
	}
	ro, _ := new(big.Rat).SetString(od + "e" + strconv.Itoa(oursE))
	rg, _ := new(big.Rat).SetString(goDigits + "e" + strconv.Itoa(goE-len(goDigits)+1))
	do := new(big.Rat).Abs(new(big.Rat).Sub(ro, x))
	dg := new(big.Rat).Abs(new(big.Rat).Sub(rg, x))
	switch do.Cmp(dg) {
	case -1:
		return true, true
	case 0:
		return (od[len(od)-1]-'0')%2 == 0, true
	}
	return false, true
}

// checkFloat64 verifies one value: the printed string reads back; its digits
// are Go's shortest (or a tie broken to even, checked exactly); and the
// string is exactly what the layout oracle makes of those digits.
// It returns false (after reporting) on a mismatch.
func checkFloat64(t *testing.T, x float64) bool {
	t.Helper()
	if math.IsNaN(x) || math.IsInf(x, 0) || x == 0 {
		return true
	}
	got := FormatFloat64(x)
	back, err := strconv.ParseFloat(got, 64)
	if err != nil || back != x {
		t.Errorf("%#016x: %q does not read back (%v, %v)", math.Float64bits(x), got, back, err)
		return false
	}
	goDigits, goE := goShortest(x, 64)
	if sigDigits(got) != len(goDigits) {
		t.Errorf("%#016x: %q has %d significant digits, Go's shortest %s has %d",
			math.Float64bits(x), got, sigDigits(got), goDigits, len(goDigits))
		return false
	}
	d, e, _ := ShortestFloat64(x)
	ok, differ := acceptDigits(new(big.Rat).SetFloat64(math.Abs(x)), d, e, goDigits, goE)
	if !ok {
		t.Errorf("%#016x: digits %de%d, Go's shortest %se%d is closer", math.Float64bits(x), d, e, goDigits, goE)
		return false
	}
	if differ {
		tieStats.f64++
	}
	od := strconv.FormatUint(d, 10)
	if want := juliaLayout(x < 0, od, e+len(od)-1, "e", false); got != want {
		t.Errorf("%#016x: got %q, want %q", math.Float64bits(x), got, want)
		return false
	}
	return true
}

func checkFloat32(t *testing.T, x float32) bool {
	t.Helper()
	if f := float64(x); math.IsNaN(f) || math.IsInf(f, 0) || x == 0 {
		return true
	}
	got := FormatFloat32(x, false)
	back, err := strconv.ParseFloat(got, 32)
	if err != nil || float32(back) != x {
		t.Errorf("%#08x: %q does not read back (%v, %v)", math.Float32bits(x), got, back, err)
		return false
	}
	goDigits, goE := goShortest(float64(x), 32)
	if sigDigits(got) != len(goDigits) {
		t.Errorf("%#08x: %q has %d significant digits, Go's shortest %s has %d",
			math.Float32bits(x), got, sigDigits(got), goDigits, len(goDigits))
		return false
	}
	d, e, _ := ShortestFloat32(x)
	ok, differ := acceptDigits(new(big.Rat).SetFloat64(math.Abs(float64(x))), uint64(d), e, goDigits, goE)
	if !ok {
		t.Errorf("%#08x: digits %de%d, Go's shortest %se%d is closer", math.Float32bits(x), d, e, goDigits, goE)
		return false
	}
	if differ {
		tieStats.f32++
	}
	od := strconv.FormatUint(uint64(d), 10)
	E := e + len(od) - 1
	if want := juliaLayout(x < 0, od, E, "e", false); got != want {
		t.Errorf("%#08x: print got %q, want %q", math.Float32bits(x), got, want)
		return false
	}
	if got, want := FormatFloat32(x, true), juliaLayout(x < 0, od, E, "f", true); got != want {
		t.Errorf("%#08x: show got %q, want %q", math.Float32bits(x), got, want)
		return false
	}
	return true
}

const maxReported = 20

// scale divides the sizes of the randomized tests under -short.
func scale() int {
	if testing.Short() {
		return 10
	}
	return 1
}

func TestRandomFloat64Bits(t *testing.T) {
	r := rand.New(rand.NewPCG(0x6b696c6e, 64))
	n := 1_000_000 / scale()
	bad := 0
	for i := 0; i < n && bad < maxReported; i++ {
		if !checkFloat64(t, math.Float64frombits(r.Uint64())) {
			bad++
		}
	}
}

func TestRandomFloat32Bits(t *testing.T) {
	r := rand.New(rand.NewPCG(0x6b696c6e, 32))
	n := 1_000_000 / scale()
	bad := 0
	for i := 0; i < n && bad < maxReported; i++ {
		if !checkFloat32(t, math.Float32frombits(r.Uint32())) {
			bad++
		}
	}
}

// TestFloat64Families covers the values random bit patterns rarely hit:
// powers of two and ten, binade edges, subnormals, integers, short decimals
// (where trailing-zero and tie handling matter) and the plain/exponent
// boundaries.
func TestFloat64Families(t *testing.T) {
	var xs []float64
	for e := -1074; e <= 1023; e++ {
		p := math.Ldexp(1, e)
		xs = append(xs, p, math.Nextafter(p, 0), math.Nextafter(p, math.Inf(1)), 3*p, 5*p, 7*p)
	}
	for k := -323; k <= 308; k++ {
		p, _ := strconv.ParseFloat("1e"+strconv.Itoa(k), 64)
		xs = append(xs, p, math.Nextafter(p, 0), math.Nextafter(p, math.Inf(1)))
	}
	for bits := uint64(1); bits < 1<<12; bits++ { // smallest subnormals
		xs = append(xs, math.Float64frombits(bits))
	}
	for i := 1; i <= 50_000/scale(); i++ {
		xs = append(xs, float64(i), float64(i)*1000, float64(i)/1000)
	}
	r := rand.New(rand.NewPCG(7, 7))
	for i := 0; i < 100_000/scale(); i++ {
		// a random decimal of 1..17 digits at a random scale
		nd := 1 + r.IntN(17)
		var sb strings.Builder
		for j := 0; j < nd; j++ {
			sb.WriteByte(byte('0' + r.IntN(10)))
		}
		sb.WriteString("e")
		sb.WriteString(strconv.Itoa(r.IntN(640) - 330))
		x, err := strconv.ParseFloat(sb.String(), 64)
		if err == nil {
			xs = append(xs, x)
		}
		// a random integer below 2^53 and one above
		xs = append(xs, float64(r.Uint64()>>11), float64(r.Uint64()>>r.IntN(11)))
	}
	before := tieStats.f64
	bad := 0
	for _, x := range xs {
		if !checkFloat64(t, x) || !checkFloat64(t, -x) {
			bad++
			if bad >= maxReported {
				return
			}
		}
	}
	t.Logf("%d values; %d where Go's digits differ (exact ties, Julia rounds to even)", 2*len(xs), tieStats.f64-before)
}

func TestFloat32Families(t *testing.T) {
	var xs []float32
	// a strided walk over every bit pattern, plus all of the first binades
	for bits := uint64(0); bits < 1<<31; bits += 4093 * uint64(scale()) {
		xs = append(xs, math.Float32frombits(uint32(bits)))
	}
	for bits := uint32(1); bits < 1<<16; bits++ {
		xs = append(xs, math.Float32frombits(bits))
	}
	for i := 1; i <= 30_000/scale(); i++ {
		xs = append(xs, float32(i), float32(i)/1000, float32(i)*1000)
	}
	for e := -149; e <= 127; e++ {
		p := float32(math.Ldexp(1, e))
		xs = append(xs, p, math.Nextafter32(p, 0), math.Nextafter32(p, float32(math.Inf(1))))
	}
	r := rand.New(rand.NewPCG(9, 9))
	for i := 0; i < 100_000/scale(); i++ {
		nd := 1 + r.IntN(9)
		var sb strings.Builder
		for j := 0; j < nd; j++ {
			sb.WriteByte(byte('0' + r.IntN(10)))
		}
		sb.WriteString("e")
		sb.WriteString(strconv.Itoa(r.IntN(90) - 50))
		x, err := strconv.ParseFloat(sb.String(), 32)
		if err == nil {
			xs = append(xs, float32(x))
		}
	}
	before := tieStats.f32
	bad := 0
	for _, x := range xs {
		if !checkFloat32(t, x) || !checkFloat32(t, -x) {
			bad++
			if bad >= maxReported {
				return
			}
		}
	}
	t.Logf("%d values; %d where Go's digits differ (exact ties, Julia rounds to even)", 2*len(xs), tieStats.f32-before)
}

func TestShortest(t *testing.T) {
	if d, e, ok := ShortestFloat64(1.5e300); !ok || d != 15 || e != 299 {
		t.Errorf("ShortestFloat64(1.5e300) = %d, %d, %v", d, e, ok)
	}
	if d, e, ok := ShortestFloat64(-100); !ok || d != 1 || e != 2 {
		t.Errorf("ShortestFloat64(-100) = %d, %d, %v", d, e, ok)
	}
	for _, x := range []float64{0, math.Inf(1), math.NaN()} {
		if _, _, ok := ShortestFloat64(x); ok {
			t.Errorf("ShortestFloat64(%v) ok", x)
		}
	}
	if d, e, ok := ShortestFloat32(float32(0.1)); !ok || d != 1 || e != -1 {
		t.Errorf("ShortestFloat32(0.1f0) = %d, %d, %v", d, e, ok)
	}
}

func benchValues() []float64 {
	r := rand.New(rand.NewPCG(1, 1))
	xs := make([]float64, 1024)
	for i := range xs {
		switch i % 4 {
		case 0: // uniformly random bit patterns (17-digit outputs, huge exponents)
			xs[i] = math.Float64frombits(r.Uint64()&^(0x7ff<<52) | uint64(1+r.IntN(2046))<<52)
		case 1: // values of ordinary size
			xs[i] = r.Float64() * 1000
		case 2: // short decimals
			xs[i] = float64(r.IntN(100000)) / 100
		default: // integers
			xs[i] = float64(r.IntN(1 << 30))
		}
	}
	return xs
}

// BenchmarkFormatFloat64C formats in one C loop: the cost of the formatter
// itself, reported as ns/number.
func BenchmarkFormatFloat64C(b *testing.B) {
	xs := benchValues()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		fmtnumBenchFloat64(xs)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(xs)), "ns/number")
}

// BenchmarkFormatFloat64 goes through the Go wrapper (a cgo call and a Go
// string per number).
func BenchmarkFormatFloat64(b *testing.B) {
	xs := benchValues()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_ = FormatFloat64(xs[i%len(xs)])
	}
}

// BenchmarkStrconvShortest is Go's own shortest formatting, for comparison.
func BenchmarkStrconvShortest(b *testing.B) {
	xs := benchValues()
	var buf []byte
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		buf = strconv.AppendFloat(buf[:0], xs[i%len(xs)], 'e', -1, 64)
	}
}

// Printf's %f and %e: the fast path (from Ryu's shortest digits) against
// glibc's exact conversion and Go's strconv (exact, ties to even), on
// random bit patterns, values near decimal midpoints and powers of ten.
func TestFormatFixedExp(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	check := func(x float64, prec int, conv byte, alt bool) {
		t.Helper()
		got := FormatFixedExp(x, prec, conv, alt)
		want := formatFixedExp(x, prec, conv, alt, true)
		if got != want {
			t.Fatalf("%%%s.%d%c of %v (%#x): got %q, glibc %q", map[bool]string{true: "#"}[alt], prec, conv, x, math.Float64bits(x), got, want)
		}
		if !alt && prec <= 300 {
			if g := strconv.FormatFloat(x, conv, prec, 64); g != got {
				t.Fatalf("%%.%d%c of %v: got %q, strconv %q", prec, conv, x, got, g)
			}
		}
	}
	values := []float64{0, 0.5, 1.5, 2.5, 0.125, 0.375, 9.5, 99.5, 999999.5, 0.05, 0.15, 0.25, 0.35,
		1e23, 1e22, 9.999999999999999e22, 5e-324, 2.2250738585072014e-308, 1.7976931348623157e308,
		0.1, 0.3, 1.005, 2.675, 1e-7, 123456789012345680, 4503599627370496.5, 9007199254740993}
	for k := -30; k <= 30; k++ {
		values = append(values, math.Pow(10, float64(k)), 5*math.Pow(10, float64(k)), 9.95*math.Pow(10, float64(k)))
	}
	for i := 0; i < 20000; i++ {
		switch i % 4 {
		case 0:
			values = append(values, math.Float64frombits(rng.Uint64()>>1))
		case 1:
			values = append(values, float64(rng.IntN(2000001))/math.Pow(2, float64(rng.IntN(12))))
		case 2:
			values = append(values, float64(rng.IntN(100000))/1000+0.0005)
		default:
			values = append(values, rng.ExpFloat64()*math.Pow(10, float64(rng.IntN(40)-20)))
		}
	}
	for _, x := range values {
		if math.IsInf(x, 0) || math.IsNaN(x) {
			continue
		}
		for _, prec := range []int{0, 1, 2, 3, 6, 10, 17, 20} {
			check(x, prec, 'f', false)
			check(x, prec, 'e', false)
		}
		check(x, 0, 'f', true)
		check(x, 0, 'e', true)
		check(x, rng.IntN(40), 'f', rng.IntN(2) == 0)
		check(x, rng.IntN(40), 'e', rng.IntN(2) == 0)
	}
}
