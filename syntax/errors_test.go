package syntax

import (
	"strings"
	"testing"
)

// errorCases are sources that must fail, with the exact message (file
// "none") including the position.
var errorCases = []struct{ src, want string }{
	{"y = )", `none:1:5: unexpected ")"`},
	{"function f(x)\n  x", `none:2:4: incomplete: "function" at none:1:1 requires end`},
	{"function f(x)\n  x\n", `none:3:1: incomplete: "function" at none:1:1 requires end`},
	{"if x\n  1\nelse\n", `none:4:1: incomplete: "if" at none:1:1 requires end`},
	{"begin\n for i = 1:2\n", `none:3:1: incomplete: "for" at none:2:2 requires end`},
	{"struct", `none:1:7: incomplete: "struct" at none:1:1 requires end`},
	{"end", `none:1:1: unexpected "end"`},
	{"x = end", `none:1:5: unexpected "end"`},
	{"else", `none:1:1: unexpected "else"`},
	{"begin\nx\nelse\ny\nend", `none:3:1: unexpected "else"`},
	{"f(a b)", `none:1:5: missing comma or ) in argument list`},
	{"x = ", `none:1:5: incomplete: premature end of input`},
	{"1 +", `none:1:4: incomplete: premature end of input`},
	{"1 +\n\n", `none:3:1: incomplete: premature end of input`},
	{"f(x", `none:1:4: incomplete: "(" at none:1:2 requires ")"`},
	{"[1, 2", `none:1:6: incomplete: "[" at none:1:1 requires "]"`},
	{"(((((", `none:1:6: incomplete: "(" at none:1:5 requires ")"`},
	{"x)", `none:1:2: unexpected ")"`},
	{"x = 1)", `none:1:6: unexpected ")"`},
	{"f(x))", `none:1:5: unexpected ")"`},
	{"1 2", `none:1:3: extra token "2" after end of expression`},
	{"begin x y end", `none:1:9: extra token "y" after end of expression`},
	{"x = 1 end", `none:1:7: extra token "end" after end of expression`},
	{`"abc`, `none:1:1: unterminated string literal`},
	{`"""abc""`, `none:1:1: unterminated string literal`},
	{`"$(x"`, `none:1:5: unterminated string literal`},
	{`"$()"`, `none:1:2: invalid interpolation syntax: "$()"`},
	{`"$(a b)"`, `none:1:6: invalid interpolation syntax: unexpected "b"`},
	{`"\q"`, `none:1:2: invalid escape sequence "\q"`},
	{`"a$"`, `none:1:3: invalid interpolation syntax: "$""`},
	{"'ab'", `none:1:1: character literal contains multiple characters`},
	{"''", `none:1:1: invalid empty character literal`},
	{"a ?b : c", `none:1:3: space required after "?" operator`},
	{"a? b : c", `none:1:2: space required before "?" operator`},
	{"a ? b :c", `none:1:7: space required after ":" in "?" expression`},
	{"a ? b", `none:1:6: incomplete: premature end of input`},
	{"a ? b c", `none:1:7: colon expected in "?" expression`},
	{"1.+2", `none:1:1: invalid syntax "1.+"; add space(s) to clarify`},
	{"2.x", `none:1:1: numeric constant "2." cannot be implicitly multiplied because it ends with "."`},
	{"0xg", `none:1:1: invalid numeric constant "0xg"`},
	{"1e500", `none:1:1: overflow in floating point literal "1e500"`},
	{"x**2", `none:1:2: use "x^y" instead of "x**y" for exponentiation`},
	{"try x end", `none:1:1: try without catch or finally`},
	{"const x", `none:1:1: expected assignment after "const"`},
	{"x.1", `none:1:2: extra token ".1" after end of expression`},
	{"f (x)", `none:1:3: space before "(" not allowed in function call`},
	{"a [1]", `none:1:3: space before "[" not allowed in indexing expression`},
	{"module end", `none:1:8: invalid module name`},
	{"for x 1 end", `none:1:7: invalid iteration specification`},
	{"#= unterminated", `none:1:1: unterminated multi-line comment #= ... =#`},
	{"let x = 1 y end", `none:1:11: let variables should end in ";" or newline`},
	{"[1 2, 3]", `none:1:5: unexpected comma in matrix expression`},
	{"[a, b c]", `none:1:7: missing comma or ] in list`},
	{"x = 1:", `none:1:7: incomplete: premature end of input`},
	{"a[1:]", `none:1:5: missing last argument in range expression`},
	{`"a"x`, `none:1:4: cannot juxtapose string literal`},
	{"x = \u200b", `none:1:5: invisible character \u200b`},
	{"x = 1 \x01", `none:1:7: invalid character '\x01'`},
	{"function 1() end", `none:1:10: invalid function name "1"`},
	{"@ m", `none:1:3: macro name expected after "@"`},
	{"try x catch e else y finally z else w end", `none:1:32: unexpected "else"`},
	{"a.", `none:1:3: incomplete: premature end of input`},
	{"a. b", `none:1:4: whitespace is not allowed after "."`},
	{"import", `none:1:7: incomplete: premature end of input`},
	{"x = (1, 2", `none:1:10: incomplete: "(" at none:1:5 requires ")"`},
	{"a = [1 2\n3 4", `none:2:4: incomplete: "[" at none:1:5 requires "]"`},
	{"s = \"$(f(\"x\")\"", `none:1:14: unterminated string literal`},
	{strings.Repeat("(", 2000) + "x" + strings.Repeat(")", 2000), `none:1:1001: expression too deeply nested`},
	{strings.Repeat("-", 5000) + "x", `none:1:1001: expression too deeply nested`},
	{strings.Repeat("x = ", 5000) + "1", `none:1:4001: expression too deeply nested`},
	{strings.Repeat("[", 3000), `none:1:1001: expression too deeply nested`},
	{strings.Repeat(`"$(`, 3000), `none:1:3003: expression too deeply nested`},
}

func TestDeepButFine(t *testing.T) {
	src := strings.Repeat("(", 300) + "x" + strings.Repeat(")", 300)
	if _, err := ParseString(src); err != nil {
		t.Fatal(err)
	}
	src = "x = " + strings.Repeat("a + ", 20000) + "b"
	if _, err := ParseString(src); err != nil {
		t.Fatal(err)
	}
}
