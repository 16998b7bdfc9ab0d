package lower

import (
	"strings"
	"testing"
)

// TestErrors checks that unsupported or invalid constructs give a
// *lower.Error with the right message at the right position.
func TestErrors(t *testing.T) {
	cases := []struct {
		src, want string
	}{
		{"y = a .< b < c", "test.jl:1:5: comparison chains mixing dotted and undotted operators are not supported"},
		{"y = @view a", "test.jl:1:5: the @view macro requires a reference expression A[...] as its argument"},
		{"function f()\n  macro m(x) x end\nend", "test.jl:2:3: syntax: macro definition not allowed inside a local scope"},
		{"x = $y", "test.jl:1:5: syntax: \"$\" expression outside quote"},
		{"@foo 1", "test.jl:1:1: macro `@foo` is not supported"},
		{"function f()\n  @generated g() = 1\nend", "test.jl:2:3: local `@generated` functions are not supported"},
		{"x = big\"1\"x", "test.jl:1:5: big\"…\" takes a string literal"},
		{"function f()\n  break\nend", "test.jl:2:3: break or continue outside loop"},
		{"function f()\n  struct S end\nend", "test.jl:2:3: \"struct\" expression not at top level"},
		{"function f()\n  const x = 1\nend", "test.jl:2:3: unsupported `const` declaration on local variable"},
		{"f(x=1, y) = x", "test.jl:1:8: optional positional arguments must occur at end"},
		{"f(xs..., y) = y", "test.jl:1:3: invalid \"...\" on non-final argument"},
		{"function f()\n  Threads.@spawn g()\nend", "test.jl:2:3: macro `@spawn` is not supported"},
		{"function f()\n  Threads.@threads g()\nend", "test.jl:2:3: @threads requires a `for` loop expression"},
		{"function f()\n  module M end\nend", "test.jl:2:3: \"module\" expression not at top level"},
		// base/simdloop.jl's checks, with its messages
		{"@simd while true end", "test.jl:1:1: SimdError: for loop expected"},
		{"@simd fast for i in 1:2 end", "test.jl:1:1: SimdError: Only ivdep is valid as the first argument to @simd"},
		{"@simd for i in 1:2, j in 1:2 end", "test.jl:1:1: SimdError: = or in expected"},
		{"@simd for i in 1:9\n  if i > 2\n    break\n  end\nend", "test.jl:1:1: SimdError: break is not allowed inside a @simd loop body"},
		{"@simd for i in 1:9\n  i > 2 && continue\nend", "test.jl:1:1: SimdError: continue is not allowed inside a @simd loop body"},
		{"@simd for i in 1:9\n  @goto out\nend\n@label out", "test.jl:1:1: SimdError: @goto is not allowed inside a @simd loop body"},
		{"v = v\"1.2.x\"", "test.jl:1:5: invalid version string: 1.2.x"},
		{"function f()\n  g(x) = 1\n  let b = 2\n    g(x, y) = b\n  end\nend", "test.jl:4:5: several methods for the local function `g` that capture different variables are not supported"},
		// found by FuzzProgram: the unary <: as a struct's name
		{"struct <:0()end", "test.jl:1:8: invalid type name"},
		{"abstract type <:A end", "test.jl:1:15: invalid type name"},
		{"let c = 0, d = 1\n  global inc\n  inc() = ((c, d) = (d, c))\nend", "test.jl:3:3: global method definitions inside a local scope that assign its local variables are not supported"},
		{"let c::Int = 0\n  global inc\n  inc() = (c += 1)\nend", "test.jl:3:3: global method definitions inside a local scope that assign its local variables are not supported"},
		{"function f()\n  Base.g(x) = 1\nend", "test.jl:2:3: syntax: Global method definition around test.jl:2 needs to be placed at top level, or use \"eval\"."},
		{"function f(x)\n  @mymacro x\nend", "test.jl:2:3: macro `@mymacro` is not supported"},
		// elements before a ";" in a tuple (julia-syntax.scm's expand-forms
		// of tuple: "unexpected semicolon in tuple")
		{"x = (1, 2; a=3)", "test.jl:1:5: syntax: unexpected semicolon in tuple"},
		{"x = (a; b; c, d)", "test.jl:1:5: syntax: unexpected semicolon in tuple"},
		// a where clause's variable must be a name, possibly with bounds
		// (julia-syntax.scm's analyze-typevar)
		{"y = Vector{T} where T === Vector", "test.jl:1:5: syntax: invalid variable expression in \"where\""},
	}
	for _, c := range cases {
		t.Run(c.src, func(t *testing.T) {
			_, err := lowerSource(t, c.src)
			if err == nil {
				t.Fatalf("no error, want %q", c.want)
			}
			e, ok := err.(*Error)
			if !ok {
				t.Fatalf("error is %T, want *lower.Error", err)
			}
			if e.Error() != c.want {
				t.Errorf("got  %q\nwant %q", e.Error(), c.want)
			}
			if strings.Contains(e.Msg, "internal error") {
				t.Errorf("internal error: %v", e)
			}
		})
	}
}

// TestWarnings checks Julia's soft-scope warning at top level.
func TestWarnings(t *testing.T) {
	out, err := lowerSource(t, "for i in 1:3\n  counter = i\nend\n", "counter")
	if err != nil {
		t.Fatal(err)
	}
	want := "warning test.jl:2:3: Assignment to `counter` in soft scope is ambiguous"
	if !strings.Contains(out, want) {
		t.Errorf("missing warning %q in\n%s", want, out)
	}
	out, err = lowerSource(t, "for i in 1:3\n  other = i\nend\n", "counter")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(out, "warning") {
		t.Errorf("unexpected warning:\n%s", out)
	}
}
