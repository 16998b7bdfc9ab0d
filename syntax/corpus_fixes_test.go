package syntax

import "testing"

// corpusFixCases are constructs that real Julia source in
// testdata/corpus uses and that Kiln's parser once rejected, with the tree
// Julia 1.10's Meta.parse gives them (Meta.show_sexpr, compacted, no
// LineNumberNodes): the quoted var"..." symbol of test/syntax.jl's
// macros (`:var"@test_broken"`), an interpolated module name in quoted code
// (`:(module $a end)`), and the constant fields of mutable structs (Julia
// 1.8, julia-parser.scm parse-struct-def / JuliaSyntax's `const` in a
// struct body), and command macros (x`s`flag is @x_cmd, as x"s" is
// @x_str; test/syntax.jl "Check that string and command literals are
// parsed to the appropriate macros").
var corpusFixCases = []struct{ src, want string }{
	{`:var"@test_broken"`, "(quote @test_broken)"},
	{`code.args[1] = :var"@test_broken"`, "(= (ref (. code (quote args)) 1) (quote @test_broken))"},
	{`:var"x y"`, "(quote x y)"},
	{`:(module $a end)`, "(quote (module true ($ a) (block)))"},
	{`:(baremodule $(Symbol(:M)) end)`, "(quote (module false ($ (call Symbol (quote M))) (block)))"},
	{`module var"M" end`, "(module true M (block))"},
	{"x`s`", `(macrocall @x_cmd "s")`},
	{"x`s`flag", `(macrocall @x_cmd "s" "flag")`},
	{"M.y``", `(macrocall (. M (quote @y_cmd)) "")`},
	{"x`a b` == 1", `(call == (macrocall @x_cmd "a b") 1)`},
	// Julia's test/syntax.jl, issue #23519: @foo[...] is @foo([...])
	{"@foo[1]", "(macrocall @foo (vect 1))"},
	{"@foo[1] + [2]", "(call + (macrocall @foo (vect 1)) (vect 2))"},
	{"@foo [1] + [2]", "(macrocall @foo (call + (vect 1) (vect 2)))"},
	{"@Mdl.foo[1] + [2]", "(call + (macrocall (. Mdl (quote @foo)) (vect 1)) (vect 2))"},
	{"@Mdl.foo [1] + [2]", "(macrocall (. Mdl (quote @foo)) (call + (vect 1) (vect 2)))"},
	// test/syntax.jl, issue #26137: parentheses after a unary operator
	// are an argument list or just grouping
	{"-(x)^2", "(call - (call ^ x 2))"},
	{"-(a=1)^2", "(call - (call ^ (= a 1) 2))"},
	{"-(x;y)^2", "(call - (call ^ (block x y) 2))"},
	{"-(;;;;)^2", "(call - (call ^ (block) 2))"},
	{"-(x;;;)^2", "(call - (call ^ (block x) 2))"},
	{"-(;)^2", "(call ^ (call - (parameters)) 2)"},
	{"-(;x)^2", "(call ^ (call - (parameters x)) 2)"},
	{"-(x,;)^2", "(call ^ (call - (parameters) x) 2)"},
	{"-(x...;)", "(call - (parameters) (... x))"},
	{"-(x...;)^2", "(call ^ (call - (parameters) (... x)) 2)"},
	{"-(x,y)^2", "(call ^ (call - x y) 2)"},
	{"-(f)(x)", "(call - (call f x))"},
	{"-(x)y", "(call * (call - x) y)"},
	// JuliaSyntax's test/parser.jl, parse_unary
	{"+(a;b,c)", "(call + (parameters b c) a)"},
	{"+(;;a)", "(call + (parameters (parameters a)))"},
	{"+(;;)", "(call + (block))"},
	{"+(a;)", "(call + (block a))"},
	{"+(a=1)", "(call + (= a 1))"},
	{"+(a)(x,y)^2", "(call + (call ^ (call a x y) 2))"},
	{"+(a,b)^2", "(call ^ (call + a b) 2)"},
	{"1 -+(a=1, b=2)", "(call - 1 (call + (kw a 1) (kw b 2)))"},
	// JuliaSyntax's test/parser.jl (parse_call): braces after a macro
	// name, number suffixes of string and command macros, var"..." names
	{"@S{a}.b", "(. (macrocall @S (braces a)) (quote b))"},
	{"@a{b}{c}", "(curly (macrocall @a (braces b)) c)"},
	{"@a[b][c]", "(ref (macrocall @a (vect b)) c)"},
	{`x"s"2`, `(macrocall @x_str "s" 2)`},
	{`x"s"10.0`, `(macrocall @x_str "s" 10.0)`},
	{"x`s`2", `(macrocall @x_cmd "s" 2)`},
	{`test999"foo"123`, `(macrocall @test999_str "foo" 123)`},
	{`function var"." end`, "(function .)"},
	{`@var"#" a`, "(macrocall @# a)"},
	// test/syntax.jl: {1 2 3 4} is (bracescat (row 1 2 3 4)); issue
	// #18851: -2[m] negates 2[m], while -2(m) multiplies -2
	{"{1 2 3 4}", "(bracescat (row 1 2 3 4))"},
	{"x where {T S}", "(where x (bracescat (row T S)))"},
	{"-2[m]", "(call - (ref 2 m))"},
	{"+2[m]", "(call + (ref 2 m))"},
	{"-2{m}", "(call - (curly 2 m))"},
	{"-2(m)", "(call * -2 m)"},
	// test/syntax.jl "blocks vs. tuples" and JuliaSyntax's parse_paren
	{"(;;)", "(block)"},
	{"(;;;;)", "(block)"},
	{"(;)", "(tuple (parameters))"},
	{"(x...;)", "(tuple (parameters) (... x))"},
	{"(x...;y)", "(tuple (parameters y) (... x))"},
	{"(x;y...)", "(block x (... y))"},
	{"(x;)", "(block x)"},
	// JuliaSyntax's parse_resword: parentheses around a whole signature,
	// catch variables in quoted code, operator names in import paths;
	// parse_atom: braces with ;;
	{"function (f() where T) end", "(function (where (call f) T) (block))"},
	{"function (f()) where T end", "(function (where (call f) T) (block))"},
	{"function (f()::S) end", "(function (:: (call f) S) (block))"},
	{"function (x) body end", "(function (tuple x) (block body))"},
	{"try x catch $e y end", "(try (block x) ($ e) (block y))"},
	{`try x catch var"#" y end`, "(try (block x) # (block y))"},
	{"import A.:+", "(import (. A +))"},
	{"import Base.:(==)", "(import (. Base ==))"},
	{"{x ;;; y}", "(bracescat (nrow 3 x y))"},
	{"[x \n, ]", "(vect x)"},
	{"[x\n, y]", "(vect x y)"},
	{"[x\ny]", "(vcat x y)"},
	{"[a\n]", "(vect a)"},
	{"[a b\n\n]", "(hcat a b)"},
	{"[a b\n c d\n]", "(vcat (row a b) (row c d))"},
	{"[;]", "(ncat 1)"},
	{"[;;]", "(ncat 2)"},
	{"[\n  ;; \n ]", "(ncat 2)"},
	{"x in'c'", "(call in x 'c')"},
	{"1where'c'", "(where 1 'c')"},
	{"{a ;; b}", "(bracescat (nrow 2 a b))"},
	{"mutable struct M\n    const a::Int\n    b\nend", "(struct true M (block (const (:: a Int)) b))"},
	{"mutable struct M\n    const a\nend", "(struct true M (block (const a)))"},
	{"mutable struct M{T}\n    const a::T\n    M(x) = new{typeof(x)}(x)\nend",
		"(struct true (curly M T) (block (const (:: a T)) (= (call M x) (block (call (curly new (call typeof x)) x)))))"},
}

func TestParseCorpusFixes(t *testing.T) {
	for _, c := range corpusFixCases {
		got, err := parseOne(c.src)
		if err != nil {
			t.Errorf("%q: unexpected error %v", c.src, err)
			continue
		}
		if got != c.want {
			t.Errorf("%q:\n got  %s\n want %s", c.src, got, c.want)
		}
		ex, _ := ParseString(c.src)
		if msg := checkPositions(ex, c.src); msg != "" {
			t.Errorf("%q: %s", c.src, msg)
		}
	}
	// outside a struct's field list a const still needs its value
	for _, src := range []string{"const x", "function f()\n    const x\nend", "mutable struct M\n    f() = begin\n        const y\n    end\nend"} {
		if _, err := ParseString(src); err == nil {
			t.Errorf("%q: parsed, want an error", src)
		}
	}
}
