package syntax

import (
	"errors"
	"testing"
)

// TestIncomplete: input that ends inside an unfinished construct is an
// *Error with Incomplete set (the REPL then reads another line, as
// Julia's REPL does for an :incomplete parse); other errors are not.
func TestIncomplete(t *testing.T) {
	for _, c := range []struct {
		src        string
		incomplete bool
	}{
		{"f(", true},
		{"function f(x)", true},
		{"function f(x)\n  x + 1", true},
		{"begin", true},
		{"[1, 2,", true},
		{"x = [1 2\n3 4", true},
		{"1 +", true},
		{"if x", true},
		{"for i in 1:3", true},
		{"struct S", true},
		{"let a = 1", true},
		{"try\n  f()", true},
		{`"abc`, true},
		{`"""abc`, true},
		{`"a $(b`, true},
		{"#= comment", true},
		{"`ls", true},
		{"f(x) = (", true},
		{"x)", false},
		{"(1 + ]", false},
		{"end", false},
		{"'a", false},
		{"1 +* 2", false},
	} {
		_, err := ParseString(c.src)
		if err == nil {
			t.Errorf("%q: parsed", c.src)
			continue
		}
		var se *Error
		if !errors.As(err, &se) {
			t.Errorf("%q: error %T", c.src, err)
			continue
		}
		if se.Incomplete != c.incomplete {
			t.Errorf("%q: Incomplete = %v, want %v (%v)", c.src, se.Incomplete, c.incomplete, err)
		}
	}
}
