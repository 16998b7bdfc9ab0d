package mutate

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func TestTokenize(t *testing.T) {
	type tk struct {
		k Kind
		s string
	}
	cases := []struct {
		src  string
		want []tk
	}{
		{"x = a' + 'c'", []tk{{Ident, "x"}, {Op, "="}, {Ident, "a"}, {Op, "'"}, {Op, "+"}, {Char, "'c'"}}},
		{`println("a$(f("b"))c", 1.5e-3)`, []tk{{Ident, "println"}, {Punct, "("}, {String, `"a$(f("b"))c"`}, {Punct, ","}, {Number, "1.5e-3"}, {Punct, ")"}}},
		{"for i in 1:n end # c\n#= x #= y =# =#", []tk{{Keyword, "for"}, {Ident, "i"}, {Keyword, "in"}, {Number, "1"}, {Op, ":"}, {Ident, "n"}, {Keyword, "end"}, {Raw, ""}}},
		{"a .+= 0x1F .* 2im", []tk{{Ident, "a"}, {Op, ".+="}, {Number, "0x1F"}, {Op, ".*"}, {Number, "2"}, {Ident, "im"}}},
		{`s = """q "x" """; push!(v, x÷2)`, []tk{{Ident, "s"}, {Op, "="}, {String, `"""q "x" """`}, {Punct, ";"}, {Ident, "push!"}, {Punct, "("}, {Ident, "v"}, {Punct, ","}, {Ident, "x"}, {Op, "÷"}, {Number, "2"}, {Punct, ")"}}},
		{"1.+x", []tk{{Number, "1"}, {Op, ".+"}, {Ident, "x"}}},
	}
	for _, c := range cases {
		toks := Tokenize(c.src)
		var got []tk
		for _, x := range toks {
			got = append(got, tk{x.Kind, x.Text})
		}
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("Tokenize(%q) = %v, want %v", c.src, got, c.want)
		}
		if Join(toks) != c.src {
			t.Errorf("Join(Tokenize(%q)) = %q", c.src, Join(toks))
		}
	}
}

// The golden programs come back whole from their tokens, and a campaign
// is reproducible: mutant i of a seed is always the same program.
func TestGoldenRoundTripAndDeterminism(t *testing.T) {
	files, _ := filepath.Glob("../../testdata/run*/*.jl")
	if len(files) == 0 {
		t.Fatal("no golden programs")
	}
	var srcs []string
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if Join(Tokenize(string(b))) != string(b) {
			t.Errorf("%s does not round-trip", f)
		}
		srcs = append(srcs, string(b))
	}
	a, b := NewCorpus(files, srcs), NewCorpus(files, srcs)
	changed := 0
	for i := uint64(0); i < 200; i++ {
		m1, m2 := a.Make(42, i), b.Make(42, i)
		if !reflect.DeepEqual(m1, m2) {
			t.Fatalf("mutant %d differs between two identical corpora", i)
		}
		if len(m1.Ops) == 0 {
			t.Fatalf("mutant %d has no mutation", i)
		}
		orig := srcs[indexOf(files, m1.Seed)]
		if m1.Source != orig {
			changed++
		}
	}
	// A swap of two equal tokens can leave a program as it was, rarely.
	if changed < 190 {
		t.Errorf("only %d of 200 mutants differ from their seed", changed)
	}
	if a.Make(42, 7).Source == a.Make(43, 7).Source && a.Make(42, 8).Source == a.Make(43, 8).Source {
		t.Errorf("the seed does not change the mutants")
	}
}

func indexOf(xs []string, x string) int {
	for i, y := range xs {
		if y == x {
			return i
		}
	}
	return -1
}

func TestClassify(t *testing.T) {
	cases := []struct {
		r    Result
		want Class
		line string
	}{
		{Result{Exit: 0}, Clean, ""},
		{Result{Exit: 1, Stderr: "ERROR: LoadError: DivideError: integer division error\nStacktrace:\n"}, Clean, ""},
		{Result{Exit: 1, Stderr: "/tmp/w/mutant.jl:3:7: unexpected \")\"\n"}, Clean, ""},
		{Result{Exit: 1, Stderr: "ERROR: LoadError: codegen: cannot box constant Vararg\n"}, Internal, "ERROR: LoadError: codegen: cannot box constant Vararg"},
		{Result{Exit: 1, Stderr: "ERROR: LoadError: MethodError: no method matching subtypes:(::Int)\n"}, Clean, ""},
		{Result{Exit: 1, Stderr: "ERROR: LoadError: no unique matching method found for the specified argument types\nStacktrace:\n [2] which(f::Nothing, types::Tuple{DataType})\n"}, Clean, ""},
		{Result{Exit: 1, Stderr: "ERROR: LoadError: types: bad\n"}, Internal, "ERROR: LoadError: types: bad"},
		{Result{Exit: 2, Stderr: "panic: runtime error: index out of range [0]\n\ngoroutine 1 [running]:\n"}, Internal, "panic: runtime error: index out of range [0]"},
		{Result{Exit: 1, Stderr: "x\nLLVM ERROR: Cannot select\n"}, Internal, "LLVM ERROR: Cannot select"},
		{Result{Signal: 11, Stderr: "\n[1] boom\n"}, Crash, "signal 11: [1] boom"},
		{Result{Exit: 139}, Crash, "exit 139: "},
		{Result{Exit: 3}, Odd, "exit 3: "},
		{Result{Exit: 1, Stderr: "something\n"}, Odd, "exit 1: something"},
		{Result{TimedOut: true, Exit: 2, Stderr: "SIGQUIT: quit\ngoroutine 1 [running]:\ngithub.com/kiln-lang/kiln/infer.(*Interp).typeinf(0x1)\n\t/x/infer/infer.go:10\n"}, Hang, "hang in infer.(*Interp).typeinf"},
		{Result{TimedOut: true, Exit: 2, Stderr: "SIGQUIT: quit\ngoroutine 1 [syscall]:\ngithub.com/kiln-lang/kiln/driver.(*Session).call(0x1)\n"}, HangRun, "timeout while running"},
	}
	for _, c := range cases {
		got, line := Classify(c.r)
		if got != c.want || line != c.line {
			t.Errorf("Classify(%+v) = %s, %q; want %s, %q", c.r, got, line, c.want, c.line)
		}
	}
	if k := Key(Internal, "ERROR: LoadError: codegen: bad at /w/mutant.jl:12:3", "/w/mutant.jl"); !strings.HasSuffix(k, "codegen: bad at FILE:N") {
		t.Errorf("Key = %q", k)
	}
}
