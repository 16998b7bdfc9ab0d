package syntax

import (
	"os"
	"testing"
)

// TestDebugParse prints the tree of $KILN_PARSE (a development aid).
func TestDebugParse(t *testing.T) {
	src := os.Getenv("KILN_PARSE")
	if src == "" {
		t.Skip("set KILN_PARSE")
	}
	ex, err := ParseString(src)
	if err != nil {
		t.Log("error:", err)
		return
	}
	for _, a := range ex.Args {
		t.Log(Sexpr(a))
	}
}
