package syntax

import "testing"

// TestPositions checks the line:col of selected nodes: every node starts at
// its first token.
func TestPositions(t *testing.T) {
	src := "x = 1\n" + // 1
		"function f(a, b)\n" + // 2
		"    return a + b * 2\n" + // 3
		"end\n" + // 4
		"y = [1 2;\n" + // 5
		"     3 4]\n" + // 6
		"s = \"v=$(x + 1)!\"\n" + // 7
		"if x > 0\n" + // 8
		"  print(x)\n" + // 9
		"elseif x < 0\n" + // 10
		"  -x\n" + // 11
		"end\n" + // 12
		"  @show  -2^2\n" // 13
	ex, err := ParseFile("p.jl", src)
	if err != nil {
		t.Fatal(err)
	}
	at := func(n Node, line, col int32, what string) {
		t.Helper()
		if p := n.Pos(); p.Line != line || p.Col != col || p.File != "p.jl" {
			t.Errorf("%s (%s): at %v, want p.jl:%d:%d", what, Sexpr(n), p, line, col)
		}
	}
	arg := func(n Node, i ...int) Node {
		for _, k := range i {
			n = n.(*Expr).Args[k]
		}
		return n
	}
	at(ex, 1, 1, "toplevel")
	at(arg(ex, 0), 1, 1, "x = 1")
	at(arg(ex, 0, 1), 1, 5, "1")
	fn := arg(ex, 1)
	at(fn, 2, 1, "function")
	at(arg(fn, 0), 2, 10, "signature")
	at(arg(fn, 0, 1), 2, 12, "a")
	at(arg(fn, 1), 3, 5, "body")
	ret := arg(fn, 1, 0)
	at(ret, 3, 5, "return")
	at(arg(ret, 0), 3, 12, "a + b * 2")
	at(arg(ret, 0, 0), 3, 14, "+")
	at(arg(ret, 0, 2), 3, 16, "b * 2")
	at(arg(ret, 0, 2, 2), 3, 20, "2")
	vc := arg(ex, 2, 1)
	at(vc, 5, 5, "vcat")
	at(arg(vc, 1), 6, 6, "second row")
	at(arg(vc, 1, 1), 6, 8, "4")
	str := arg(ex, 3, 1)
	at(str, 7, 5, "string")
	at(arg(str, 1), 7, 10, "interpolated x + 1")
	at(arg(str, 1, 1), 7, 10, "interpolated x")
	at(arg(str, 2), 7, 16, "!")
	iff := arg(ex, 4)
	at(iff, 8, 1, "if")
	at(arg(iff, 0), 8, 4, "cond")
	at(arg(iff, 1), 9, 3, "then block")
	at(arg(iff, 2), 10, 1, "elseif")
	at(arg(iff, 2, 0), 10, 8, "elseif cond block")
	at(arg(iff, 2, 1, 0), 11, 3, "-x")
	mc := arg(ex, 5)
	at(mc, 13, 3, "macrocall")
	at(arg(mc, 1), 13, 10, "-(2^2)")
	at(arg(mc, 1, 1), 13, 11, "2^2")
}

func TestParseFileToplevelShape(t *testing.T) {
	ex, err := ParseFile("a.jl", "\n\n# only a comment\n;\n")
	if err != nil || ex.Head != HeadToplevel || len(ex.Args) != 0 {
		t.Fatalf("got %v, %v", ex, err)
	}
	ex, err = ParseFile("a.jl", "\ufeffx = 1\r\ny = 2\r\n")
	if err != nil || Sexpr(ex) != "(toplevel (= x 1) (= y 2))" {
		t.Fatalf("BOM/CRLF: got %v, %v", Sexpr(ex), err)
	}
	ex, err = ParseString("a; b\nc")
	if err != nil || Sexpr(ex) != "(toplevel (toplevel a b) c)" {
		t.Fatalf("got %v, %v", Sexpr(ex), err)
	}
}

func TestLiteralValues(t *testing.T) {
	cases := []struct {
		src  string
		kind LitKind
		val  any
	}{
		{"1", LitInt64, int64(1)},
		{"-9223372036854775808", LitInt64, int64(-9223372036854775808)},
		{"0xff", LitUInt8, uint64(255)},
		{"0x0ff", LitUInt16, uint64(255)},
		{"0b1", LitUInt8, uint64(1)},
		{"0o7777777", LitUInt32, uint64(0o7777777)},
		{"0xffffffffffffffff", LitUInt64, uint64(1<<64 - 1)},
		{"1.5", LitFloat64, 1.5},
		{"1f-1", LitFloat32, float32(0.1)},
		{"-2.5f0", LitFloat32, float32(-2.5)},
		{"true", LitBool, true},
		{"'λ'", LitChar, 'λ'},
		{`"a\u00e9\x41"`, LitString, "aéA"},
		{`"\xff"`, LitString, "\xff"},
		{`"\ud800"`, LitString, "\xed\xa0\x80"},
	}
	for _, c := range cases {
		ex, err := ParseString(c.src)
		if err != nil {
			t.Errorf("%s: %v", c.src, err)
			continue
		}
		l, ok := ex.Args[0].(*Literal)
		if !ok || l.Kind != c.kind || l.Value != c.val {
			t.Errorf("%s: got %#v, want kind %d value %#v", c.src, ex.Args[0], c.kind, c.val)
		}
	}
	for _, src := range []string{"170141183460469231731687303715884105727", "0x1234567890abcdef1"} {
		ex, _ := ParseString(src)
		if l := ex.Args[0].(*Literal); l.Kind != LitInt128 && l.Kind != LitUInt128 {
			t.Errorf("%s: kind %d", src, l.Kind)
		}
	}
	ex, _ := ParseString("170141183460469231731687303715884105728")
	if l := ex.Args[0].(*Literal); l.Kind != LitBigInt {
		t.Errorf("BigInt: kind %d", l.Kind)
	}
}
