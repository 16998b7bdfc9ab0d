package kiln_test

import (
	"bytes"
	"crypto/ed25519"
	"errors"
	"fmt"
	"github.com/kiln-lang/kiln/cache/cachetest"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"

	"github.com/kiln-lang/kiln"
	"github.com/kiln-lang/kiln/cache"
)

// trustOf is the trust of one key.
func trustOf(pub ed25519.PublicKey) *cache.Trust {
	t := &cache.Trust{}
	t.Add(pub)
	return t
}

// The tests and examples of this package share the process's one engine
// (see the package documentation): each opens a Runtime with the default
// settings and closes it, and names its definitions apart.

func TestMain(m *testing.M) {
	kiln.HandleImageBuild()
	if os.Getenv("KILN_DEPOT") == "" {
		dir, err := os.MkdirTemp("", "kiln-embed-test")
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Setenv("KILN_DEPOT", dir)
		code := m.Run()
		os.RemoveAll(dir)
		os.Exit(code)
	}
	os.Exit(m.Run())
}

// open opens a Runtime writing to the given buffers (nil: os.Stdout,
// os.Stderr) and closes it at the end of the test.
func open(t *testing.T, stdout, stderr *bytes.Buffer) *kiln.Runtime {
	t.Helper()
	cfg := kiln.Config{}
	if stdout != nil {
		cfg.Stdout = stdout
	}
	if stderr != nil {
		cfg.Stderr = stderr
	}
	rt, err := kiln.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rt.Close() })
	return rt
}

// Values, their types and reprs as Julia 1.10 prints them (repr and
// typeof at the REPL).
func TestEvalValues(t *testing.T) {
	rt := open(t, nil, nil)
	tests := []struct {
		src, repr, typ string
		goValue        any
	}{
		{"1 + 2", "3", "Int64", int64(3)},
		{"tv_x = 5", "5", "Int64", int64(5)},
		{"tv_x * 2", "10", "Int64", int64(10)},
		{"7 / 2", "3.5", "Float64", 3.5},
		{"Int32(7)", "7", "Int32", int64(7)},
		{"0x12", "0x12", "UInt8", int64(18)},
		{"typemax(UInt64)", "0xffffffffffffffff", "UInt64", nil}, // does not fit int64: the Value
		{"Float32(1.5)", "1.5f0", "Float32", 1.5},
		{"true", "true", "Bool", true},
		{`"a\"b"`, `"a\"b"`, "String", `a"b`},
		{"nothing", "nothing", "Nothing", nil},
		{"", "nothing", "Nothing", nil},
		{"[1.5, 2.5]", "[1.5, 2.5]", "Vector{Float64}", []float64{1.5, 2.5}},
		{"Int[]", "Int64[]", "Vector{Int64}", []int64{}},
		{"[1, 2, 3]", "[1, 2, 3]", "Vector{Int64}", []int64{1, 2, 3}},
		{"(1, 'c')", "(1, 'c')", "Tuple{Int64, Char}", nil},
		{"tv_f(x) = 2x", "tv_f", "typeof(tv_f)", nil},
		{"function tv_g end", "tv_g", "typeof(tv_g)", nil},
		{"tv_f(21)", "42", "Int64", int64(42)},
		{"const tv_c = 3", "3", "Int64", int64(3)},
		{"struct TvP; a::Int; end", "nothing", "Nothing", nil},
		{"TvP(1)", "TvP(1)", "TvP", nil},
		{"tv_y = 1; tv_y += 1", "2", "Int64", int64(2)},
		{"begin 1; 2 end", "2", "Int64", int64(2)},
		{"begin tv_h(x) = x; tv_h(3) end", "3", "Int64", int64(3)},
		{"for i in 1:2 end", "nothing", "Nothing", nil},
		{"Dict(1 => 2)", "Dict(1 => 2)", "Dict{Int64, Int64}", nil},
		{"macro tv_m(x) :($x + 1) end; @tv_m 2", "3", "Int64", int64(3)},
		{"@sprintf(\"%.2f\", 1)", `"1.00"`, "String", "1.00"},
		{"sqrt", "sqrt", "typeof(sqrt)", nil},
	}
	for _, tt := range tests {
		v, err := rt.Eval(tt.src)
		if err != nil {
			t.Errorf("Eval(%q): %v", tt.src, err)
			continue
		}
		if got := v.String(); got != tt.repr {
			t.Errorf("Eval(%q).String() = %q, want %q", tt.src, got, tt.repr)
		}
		if got := v.Type(); got != tt.typ {
			t.Errorf("Eval(%q).Type() = %q, want %q", tt.src, got, tt.typ)
		}
		got, err := v.Interface()
		if err != nil {
			t.Errorf("Eval(%q).Interface(): %v", tt.src, err)
			continue
		}
		if tt.goValue == nil {
			if _, isValue := got.(kiln.Value); got != nil && !isValue {
				t.Errorf("Eval(%q).Interface() = %#v, want nil or a Value", tt.src, got)
			}
			if tt.typ == "Nothing" && got != nil {
				t.Errorf("Eval(%q).Interface() = %#v, want nil", tt.src, got)
			}
			continue
		}
		if fmt.Sprintf("%#v", got) != fmt.Sprintf("%#v", tt.goValue) {
			t.Errorf("Eval(%q).Interface() = %#v, want %#v", tt.src, got, tt.goValue)
		}
	}
}

// Errors as Julia 1.10 reports them: the exception type, showerror's
// message (Julia's base/math.jl throw_complex_domainerror,
// base/errorshow.jl showerror for MethodError and UndefVarError) and the
// stack trace.
func TestErrors(t *testing.T) {
	rt := open(t, nil, nil)
	if _, err := rt.Eval("te_f(x::Int) = x + 1; te_g(x) = te_f(x)"); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		src, typ, msg, stack string
	}{
		{"sqrt(-1.0)", "DomainError", "DomainError with -1.0:\nsqrt was called with a negative real argument but will only return a complex result if called with a complex argument. Try sqrt(Complex(x)).", " [2] sqrt(x::Float64)\n"},
		{"te_undefined(1)", "UndefVarError", "UndefVarError: `te_undefined` not defined", " [1] top-level scope\n   @ none:1\n"},
		{"te_g(\"a\")", "MethodError", "MethodError: no method matching te_f(::String)", " [1] te_g(x::String)\n   @ Main none:1\n"},
		{"error(\"boom\")", "ErrorException", "boom", " [1] error(s::String)\n"},
		{"throw(ArgumentError(\"bad\"))", "ArgumentError", "ArgumentError: bad", " [1] top-level scope\n"},
		{"[1, 2][3]", "BoundsError", "BoundsError: attempt to access 2-element Vector{Int64} at index [3]", "top-level scope"},
		{"1 +", "Base.Meta.ParseError", "premature end of input", ""},
		{"using TeNoSuchPackage", "ArgumentError", "ArgumentError: package TeNoSuchPackage not found", ""},
		{"struct TeS; x::TeUndefinedType; end", "UndefVarError", "UndefVarError: `TeUndefinedType` not defined", ""},
	}
	for _, tt := range tests {
		v, err := rt.Eval(tt.src)
		var ke *kiln.Error
		if !errors.As(err, &ke) {
			t.Errorf("Eval(%q) = %v, %v; want an *Error", tt.src, v, err)
			continue
		}
		if ke.Type != tt.typ {
			t.Errorf("Eval(%q): Type = %q, want %q", tt.src, ke.Type, tt.typ)
		}
		if !strings.Contains(ke.Message, tt.msg) {
			t.Errorf("Eval(%q): Message = %q, want it to contain %q", tt.src, ke.Message, tt.msg)
		}
		if ke.Error() != ke.Message {
			t.Errorf("Eval(%q): Error() = %q, want the Message", tt.src, ke.Error())
		}
		if tt.stack == "" {
			if ke.Stacktrace != "" {
				t.Errorf("Eval(%q): Stacktrace = %q, want none", tt.src, ke.Stacktrace)
			}
		} else if !strings.HasPrefix(ke.Stacktrace, "Stacktrace:\n") || !strings.Contains(ke.Stacktrace, tt.stack) {
			t.Errorf("Eval(%q): Stacktrace = %q, want it to contain %q", tt.src, ke.Stacktrace, tt.stack)
		}
		if ke.File != "none" || ke.Line != 1 {
			t.Errorf("Eval(%q): at %s:%d, want none:1", tt.src, ke.File, ke.Line)
		}
		if tt.stack != "" && ke.Exception.Type() != tt.typ {
			t.Errorf("Eval(%q): Exception.Type() = %q, want %q", tt.src, ke.Exception.Type(), tt.typ)
		}
	}
	// The session goes on after an error.
	if v, err := rt.Eval("te_f(1)"); err != nil || v.String() != "2" {
		t.Errorf("after the errors, te_f(1) = %v, %v", v, err)
	}
}

func TestCall(t *testing.T) {
	rt := open(t, nil, nil)
	if _, err := rt.Eval(`
		tc_add(a, b) = a + b
		tc_kind(x::Integer) = "integer"
		tc_kind(x::AbstractFloat) = "float"
		tc_kind(x::AbstractString) = "string"
		tc_kind(x::Nothing) = "nothing"
		tc_kind(x::Bool) = "bool"
		tc_kind(x::Vector{Float64}) = "floats"
		tc_kind(x::Vector{Int64}) = "ints"
		tc_none() = 7
		module TcM
		twice(x) = 2x
		end`); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		fn   any
		args []any
		repr string
	}{
		{"tc_add", []any{1, 2}, "3"},
		{"tc_add", []any{1, 2.5}, "3.5"},
		{"tc_add", []any{int8(1), int8(2)}, "3"},
		{"tc_add", []any{"a", "b"}, `"ab"`}, // MethodError? no: Kiln has +(::String)? checked below
		{"tc_none", nil, "7"},
		{"+", []any{1, 2}, "3"},
		{"Base.:+", nil, ""},
		{"TcM.twice", []any{21}, "42"},
		{"tc_kind", []any{int32(1)}, `"integer"`},
		{"tc_kind", []any{uint8(1)}, `"integer"`},
		{"tc_kind", []any{float32(1)}, `"float"`},
		{"tc_kind", []any{"s"}, `"string"`},
		{"tc_kind", []any{nil}, `"nothing"`},
		{"tc_kind", []any{kiln.Value{}}, `"nothing"`},
		{"tc_kind", []any{true}, `"bool"`},
		{"tc_kind", []any{[]float64{1}}, `"floats"`},
		{"tc_kind", []any{[]int64{}}, `"ints"`},
		{"typeof", []any{uint(1)}, "UInt64"},
		{"typeof", []any{int16(1)}, "Int16"},
		{"typeof", []any{uint16(1)}, "UInt16"},
		{"typeof", []any{uint32(1)}, "UInt32"},
		{"typeof", []any{1}, "Int64"},
		{"length", []any{[]float64{1, 2, 3}}, "3"},
		{"sum", []any{[]int64{1, 2, 3}}, "6"},
	}
	for _, tt := range tests {
		v, err := rt.Call(tt.fn, tt.args...)
		if tt.repr == "" {
			if err == nil {
				t.Errorf("Call(%v, %v) = %v, want an error", tt.fn, tt.args, v)
			}
			continue
		}
		if tt.fn == "tc_add" && len(tt.args) == 2 && tt.args[0] == "a" {
			// Julia has no +(::String, ::String): a MethodError.
			var ke *kiln.Error
			if !errors.As(err, &ke) || ke.Type != "MethodError" {
				t.Errorf(`Call("tc_add", "a", "b") = %v, %v; want a MethodError`, v, err)
			}
			continue
		}
		if err != nil {
			t.Errorf("Call(%v, %v): %v", tt.fn, tt.args, err)
			continue
		}
		if got := v.String(); got != tt.repr {
			t.Errorf("Call(%v, %v) = %s, want %s", tt.fn, tt.args, got, tt.repr)
		}
	}
	// A Value as the function: a closure.
	f, err := rt.Eval("let k = 3; x -> k * x; end")
	if err != nil {
		t.Fatal(err)
	}
	if v, err := rt.Call(f, 5); err != nil || v.String() != "15" {
		t.Errorf("Call(closure, 5) = %v, %v; want 15", v, err)
	}
	// A method defined after a first call is seen by the next one (each
	// call is made in the latest world).
	if _, err := rt.Call("tc_kind", 'c'); err != nil { // a rune is an Int32
		t.Fatal(err)
	}
	if _, err := rt.Eval(`tc_kind(x::Int32) = "int32"`); err != nil {
		t.Fatal(err)
	}
	if v, err := rt.Call("tc_kind", 'c'); err != nil || v.String() != `"int32"` {
		t.Errorf("Call after a redefinition = %v, %v; want \"int32\"", v, err)
	}
}

// Bad input returns errors, never panics.
func TestBadInput(t *testing.T) {
	rt := open(t, nil, nil)
	calls := []struct {
		fn   any
		args []any
	}{
		{123, nil},
		{"not a name", nil},
		{"tb_nosuch", []any{1}},
		{"NoSuchModule.f", nil},
		{"sqrt", []any{struct{}{}}},
		{"sqrt", []any{map[string]int{}}},
		{"sqrt", []any{"x"}},
		{"sqrt", []any{1, 2, 3}},
		{"", nil},
		{"Base.", nil},
		{"Base..sqrt", nil},
	}
	for _, c := range calls {
		if v, err := rt.Call(c.fn, c.args...); err == nil {
			t.Errorf("Call(%#v, %#v) = %v, want an error", c.fn, c.args, v)
		}
	}
	for _, src := range []string{"(", "end", "f(x", "\"unterminated", "struct end", "1 +* 2", "@nosuchmacro 1",
		"module end", "x::Int = \"s\"", "import ..Nope", "throw(nothing)", "using"} {
		if _, err := rt.Eval(src); err == nil {
			t.Errorf("Eval(%q) succeeded, want an error", src)
		}
	}
	if err := rt.Using("Not A Name"); err == nil {
		t.Error("Using(\"Not A Name\") succeeded")
	}
	if _, err := rt.ValueOf(make(chan int)); err == nil {
		t.Error("ValueOf(chan) succeeded")
	}
	if _, _, err := rt.NewFloat64s(-1); err == nil {
		t.Error("NewFloat64s(-1) succeeded")
	}
	v, _ := rt.Eval(`"text"`)
	var ce *kiln.ConversionError
	if _, err := v.Int64(); !errors.As(err, &ce) || ce.Type != "String" || ce.GoType != "int64" {
		t.Errorf("Int64 of a String: %v", err)
	}
	if _, err := v.Float64s(); !errors.As(err, &ce) {
		t.Errorf("Float64s of a String: %v", err)
	}
	n, _ := rt.Eval("typemax(UInt64)")
	if _, err := n.Int64(); !errors.As(err, &ce) {
		t.Errorf("Int64 of typemax(UInt64): %v", err)
	}
	if err := rt.Precompile(); err == nil {
		t.Error("Precompile() succeeded")
	}
	if err := rt.Precompile("not a name"); err == nil {
		t.Error("Precompile(\"not a name\") succeeded")
	}

}

// Values are kept alive by Go: a collection in Kiln does not free them,
// and a Value's slot is released once Go collects the Value.
func TestValuesSurviveCollections(t *testing.T) {
	rt := open(t, nil, nil)
	var vals []kiln.Value
	for i := 0; i < 20; i++ {
		v, err := rt.Eval(fmt.Sprintf(`[string(%d, "-", j) for j in 1:100]`, i))
		if err != nil {
			t.Fatal(err)
		}
		vals = append(vals, v)
		if _, err := rt.Eval("GC.gc(); [zeros(1000) for _ in 1:100]; nothing"); err != nil {
			t.Fatal(err)
		}
	}
	for i, v := range vals {
		last, err := rt.Call("last", v)
		if err != nil {
			t.Fatal(err)
		}
		if s, _ := last.Text(); s != fmt.Sprintf("%d-100", i) {
			t.Errorf("value %d: last = %q", i, s)
		}
	}
	vals = nil
	runtime.GC()
	if _, err := rt.Eval("GC.gc()"); err != nil {
		t.Fatal(err)
	}
}

// Vectors are shared: Go writes are seen by Kiln, Kiln's by Go.
func TestSharedVectors(t *testing.T) {
	rt := open(t, nil, nil)
	v, err := rt.Eval("ts_v = [1, 2, 3]")
	if err != nil {
		t.Fatal(err)
	}
	xs, err := v.Int64s()
	if err != nil {
		t.Fatal(err)
	}
	xs[1] = 20
	if s, _ := rt.Eval("sum(ts_v)"); s.String() != "24" {
		t.Errorf("sum after a Go write = %s, want 24", s)
	}
	if _, err := rt.Eval("ts_v[3] = 30"); err != nil {
		t.Fatal(err)
	}
	if xs[2] != 30 {
		t.Errorf("after a Kiln write, xs = %v", xs)
	}
	w, fs, err := rt.NewFloat64s(3)
	if err != nil {
		t.Fatal(err)
	}
	copy(fs, []float64{0.5, 1.5, 2.5})
	if s, _ := rt.Call("sum", w); s.String() != "4.5" {
		t.Errorf("sum of a filled vector = %s", s)
	}
	_, is, err := rt.NewInt64s(0)
	if err != nil || len(is) != 0 {
		t.Errorf("NewInt64s(0) = %v, %v", is, err)
	}
	// A Go slice passed in is copied.
	in := []float64{1, 2}
	c, _ := rt.ValueOf(in)
	in[0] = 100
	if s, _ := rt.Call("sum", c); s.String() != "3.0" {
		t.Errorf("ValueOf copies: sum = %s, want 3.0", s)
	}
	runtime.KeepAlive(v)
	runtime.KeepAlive(w)
}

func TestInclude(t *testing.T) {
	var out bytes.Buffer
	rt := open(t, &out, nil)
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "main.jl"), []byte("include(\"helper.jl\")\nprintln(\"main\")\nti_helper(2)\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "helper.jl"), []byte("ti_helper(x) = x + 40\n"), 0o644)
	v, err := rt.Include(filepath.Join(dir, "main.jl"))
	if err != nil {
		t.Fatal(err)
	}
	if v.String() != "42" || out.String() != "main\n" {
		t.Errorf("Include = %s, printed %q", v, out.String())
	}
	os.WriteFile(filepath.Join(dir, "bad.jl"), []byte("x = 1\nerror(\"in file\")\n"), 0o644)
	_, err = rt.Include(filepath.Join(dir, "bad.jl"))
	var ke *kiln.Error
	if !errors.As(err, &ke) || ke.Message != "in file" || ke.File != filepath.Join(dir, "bad.jl") || ke.Line != 2 {
		t.Errorf("Include(bad.jl): %#v", err)
	}
	_, err = rt.Include(filepath.Join(dir, "missing.jl"))
	if !errors.As(err, &ke) || ke.Type != "SystemError" || !strings.Contains(ke.Message, "No such file or directory") {
		t.Errorf("Include(missing.jl): %#v", err)
	}
}

func TestOutput(t *testing.T) {
	var out, errb bytes.Buffer
	rt := open(t, &out, &errb)
	if _, err := rt.Eval(`print("a"); println(stderr, "e"); println(1.5); show(stdout, [1, 2]); @warn "careful"`); err != nil {
		t.Fatal(err)
	}
	if out.String() != "a1.5\n[1, 2]" {
		t.Errorf("stdout = %q", out.String())
	}
	if !strings.HasPrefix(errb.String(), "e\n") || !strings.Contains(errb.String(), "careful") {
		t.Errorf("stderr = %q", errb.String())
	}
}

// A child process that a program runs writes to the embedding program's
// writers too: Kiln copies its output through a pipe in order with its own.
func TestChildProcessOutput(t *testing.T) {
	var out, errb bytes.Buffer
	rt := open(t, &out, &errb)
	if _, err := rt.Eval(`print("a "); run(` + "`sh -c 'echo child; echo cerr >&2'`" + `); println("b")`); err != nil {
		t.Fatal(err)
	}
	if out.String() != "a child\nb\n" {
		t.Errorf("stdout = %q", out.String())
	}
	if errb.String() != "cerr\n" {
		t.Errorf("stderr = %q", errb.String())
	}
	v, err := rt.Eval("read(`echo captured`, String)")
	if err != nil {
		t.Fatal(err)
	}
	if s := v.String(); s != "\"captured\\n\"" {
		t.Errorf("read = %s", s)
	}
}

func TestConcurrentCalls(t *testing.T) {
	rt := open(t, nil, nil)
	if _, err := rt.Eval("tcc_sq(x) = x * x"); err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	errs := make(chan error, 64)
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			for i := 0; i < 20; i++ {
				x := g*100 + i
				v, err := rt.Call("tcc_sq", x)
				if err != nil {
					errs <- err
					return
				}
				if n, _ := v.Int64(); n != int64(x*x) {
					errs <- fmt.Errorf("tcc_sq(%d) = %d", x, n)
					return
				}
				if v.String() != fmt.Sprint(x*x) {
					errs <- fmt.Errorf("repr of tcc_sq(%d) = %s", x, v)
				}
			}
		}(g)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

func TestLifecycle(t *testing.T) {
	rt, err := kiln.New(kiln.Config{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := kiln.New(kiln.Config{}); !errors.Is(err, kiln.ErrBusy) {
		t.Errorf("New while open: %v, want ErrBusy", err)
	}
	v, err := rt.Eval("tl_kept = 11")
	if err != nil {
		t.Fatal(err)
	}
	if err := rt.Close(); err != nil {
		t.Fatal(err)
	}
	if err := rt.Close(); err != nil {
		t.Errorf("second Close: %v", err)
	}
	if _, err := rt.Eval("1"); !errors.Is(err, kiln.ErrClosed) {
		t.Errorf("Eval after Close: %v", err)
	}
	if _, err := rt.Call("sqrt", 1.0); !errors.Is(err, kiln.ErrClosed) {
		t.Errorf("Call after Close: %v", err)
	}
	if _, err := v.Int64(); !errors.Is(err, kiln.ErrClosed) {
		t.Errorf("Value.Int64 after Close: %v", err)
	}
	if _, err := kiln.New(kiln.Config{OptLevel: kiln.O1}); err == nil {
		t.Error("New with other settings succeeded")
	}
	rt2, err := kiln.New(kiln.Config{})
	if err != nil {
		t.Fatal(err)
	}
	defer rt2.Close()
	// The engine is the same: Main keeps the earlier definitions.
	if w, err := rt2.Eval("tl_kept"); err != nil || w.String() != "11" {
		t.Errorf("tl_kept in a later Runtime = %v, %v", w, err)
	}
	if _, err := rt2.Call("identity", v); !errors.Is(err, kiln.ErrClosed) {
		t.Errorf("a closed Runtime's Value passed to Call: %v", err)
	}
}

// TestSettings checks the Config settings other than the writers, which
// need an engine of their own: the test runs itself in a child process.
func TestSettings(t *testing.T) {
	if os.Getenv("KILN_EMBED_SETTINGS_CHILD") == "1" {
		settingsChild(t)
		return
	}
	if testing.Short() {
		t.Skip("starts a second engine in a child process")
	}
	dir := t.TempDir()
	pkgDir := filepath.Join(dir, "pkgs", "TsGreet")
	os.MkdirAll(filepath.Join(pkgDir, "src"), 0o755)
	os.WriteFile(filepath.Join(pkgDir, "Project.toml"), []byte("name = \"TsGreet\"\nuuid = \"3b9c2a4e-1d3f-4f6e-9a1b-2c3d4e5f6a7b\"\nversion = \"0.1.0\"\n"), 0o644)
	os.WriteFile(filepath.Join(pkgDir, "src", "TsGreet.jl"), []byte("module TsGreet\nexport greet\ngreet(x) = \"hello, $x\"\nend\n"), 0o644)
	autoDir := filepath.Join(dir, "pkgs", "TsAuto")
	os.MkdirAll(filepath.Join(autoDir, "src"), 0o755)
	os.WriteFile(filepath.Join(autoDir, "Project.toml"), []byte("name = \"TsAuto\"\nuuid = \"5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f\"\nversion = \"0.1.0\"\n"), 0o644)
	os.WriteFile(filepath.Join(autoDir, "src", "TsAuto.jl"), []byte("module TsAuto\nauto(x) = x + 1\nend\n"), 0o644)
	cmd := exec.Command(os.Args[0], "-test.run=^TestSettings$", "-test.v")
	cmd.Env = append(os.Environ(), "KILN_EMBED_SETTINGS_CHILD=1", "KILN_TS_DIR="+dir,
		"KILN_LOAD_PATH=/nonexistent", "KILN_DEPOT=/nonexistent/depot", "KILN_DEBUG_LOADING=1",
		"KILN_CACHE=http://127.0.0.1:1/nothing", "KILN_CACHE_TRUST=")
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "--- PASS: TestSettings") {
		t.Fatalf("child: %v\n%s", err, out)
	}
	// Precompile built TsGreet's image; BuildImages built TsAuto's at
	// `using`; both then loaded from their images.
	for _, want := range []string{"kiln: loaded TsGreet from " + filepath.Join(dir, "depot"), "kiln: rebuilt the image of TsAuto", "kiln: loaded TsAuto from"} {
		if !strings.Contains(string(out), want) {
			t.Errorf("the child's output lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(string(out), "127.0.0.1:1") {
		t.Errorf("KILN_CACHE was used although Config.Cache is set:\n%s", out)
	}
}

func settingsChild(t *testing.T) {
	dir := os.Getenv("KILN_TS_DIR")
	var errb bytes.Buffer
	// Config.Cache replaces KILN_CACHE (which names a closed port here):
	// the images Precompile builds are signed with Config's key and
	// uploaded to Config's store.
	store := cachetest.NewStore()
	ts := httptest.NewServer(store)
	defer ts.Close()
	keys := filepath.Join(dir, "keys")
	pub, err := cache.Keygen(keys)
	if err != nil {
		t.Fatal(err)
	}
	rt, err := kiln.New(kiln.Config{
		Depot:        filepath.Join(dir, "depot"),
		LoadPath:     []string{filepath.Join(dir, "pkgs")},
		OptLevel:     kiln.O1,
		Args:         []string{"a", "b c"},
		TraceCompile: true,
		Stderr:       &errb,
		HeapSizeHint: 1 << 30,
		BuildImages:  true,
		Cache: &kiln.CacheConfig{
			Stores:     []string{ts.URL + "/team"},
			Trust:      []string{cache.FormatPublicKey(pub)},
			SigningKey: filepath.Join(keys, "cache", "signing.key"),
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	defer rt.Close()
	if v, err := rt.Eval("ARGS"); err != nil || v.String() != `["a", "b c"]` {
		t.Errorf("ARGS = %v, %v", v, err)
	}
	// The load path is Config's, not $KILN_LOAD_PATH's; the image that
	// Precompile builds is in Config's depot.
	if err := rt.Precompile("TsGreet"); err != nil {
		t.Fatal(err)
	}
	if m, _ := filepath.Glob(filepath.Join(dir, "depot", "compiled", "*", "TsGreet", "*.kimg")); len(m) != 1 {
		t.Errorf("images of TsGreet in the depot: %v", m)
	}
	store.Mu.Lock()
	if store.Puts != 1 {
		t.Errorf("%d uploads to Config.Cache's store, want 1", store.Puts)
	}
	for k, blob := range store.Blobs {
		key := strings.TrimPrefix(k, "/team/kimg/")
		if _, err := cache.Open(key, blob, trustOf(pub)); err != nil {
			t.Errorf("the uploaded image %s is not signed by Config's key: %v", k, err)
		}
	}
	store.Mu.Unlock()
	var ke *kiln.Error
	if err := rt.Precompile("TsNoSuchPackage"); !errors.As(err, &ke) || !strings.Contains(ke.Message, "TsNoSuchPackage") {
		t.Errorf("Precompile(TsNoSuchPackage) = %v", err)
	}
	if err := rt.Using("TsGreet"); err != nil {
		t.Fatal(err)
	}
	if v, err := rt.Call("greet", "Go"); err != nil || v.String() != `"hello, Go"` {
		t.Errorf("greet = %v, %v", v, err)
	}
	if v, err := rt.Eval("using TsAuto; TsAuto.auto(1)"); err != nil || v.String() != "2" {
		t.Errorf("TsAuto.auto(1) = %v, %v", v, err)
	}
	if _, err := rt.Eval("ts_twice(x) = 2x; ts_twice(1.5)"); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(errb.String(), "precompile(Tuple{typeof(Main.ts_twice), Float64})\n") {
		t.Errorf("TraceCompile wrote %q", errb.String())
	}
	// The depot is Config's: the object cache is there.
	if _, err := os.Stat(filepath.Join(dir, "depot", "objcache")); err != nil {
		t.Errorf("no object cache in Config.Depot: %v", err)
	}
	if v, err := rt.Eval("zeros(UInt8, 2^31)"); err == nil {
		t.Errorf("an allocation past HeapSizeHint succeeded: %s", v.Type())
	} else if ke, ok := err.(*kiln.Error); !ok || ke.Type != "OutOfMemoryError" {
		t.Errorf("an allocation past HeapSizeHint: %v", err)
	}
}

// writerFunc is an io.Writer made of a function.
type writerFunc func([]byte) (int, error)

func (f writerFunc) Write(p []byte) (int, error) { return f(p) }

// An output writer that calls the Runtime gets an error, not a deadlock;
// a stack overflow is a StackOverflowError.
func TestReentrancyAndStackOverflow(t *testing.T) {
	var rt *kiln.Runtime
	var inner []error
	w := writerFunc(func(p []byte) (int, error) {
		_, err := rt.Eval("1")
		inner = append(inner, err)
		return len(p), nil
	})
	var err error
	rt, err = kiln.New(kiln.Config{Stdout: w})
	if err != nil {
		t.Fatal(err)
	}
	defer rt.Close()
	if _, err := rt.Eval(`println("x")`); err != nil {
		t.Fatal(err)
	}
	if len(inner) == 0 || inner[0] == nil {
		t.Errorf("a call from the output writer: %v", inner)
	}
	_, err = rt.Eval("tr_so(n) = tr_so(n + 1) + 1; tr_so(1)")
	var ke *kiln.Error
	if !errors.As(err, &ke) || ke.Type != "StackOverflowError" {
		t.Errorf("stack overflow: %v", err)
	}
	if v, err := rt.Eval("1 + 1"); err != nil || v.String() != "2" {
		t.Errorf("after a stack overflow: %v, %v", v, err)
	}
}
