package syntax

import (
	"bufio"
	"os"
	"strings"
	"testing"
)

func TestDumpCases(t *testing.T) {
	fn := os.Getenv("KILN_CASES")
	if fn == "" {
		t.Skip()
	}
	f, _ := os.Open(fn)
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		src, want, _ := strings.Cut(line, "\t")
		src = strings.ReplaceAll(src, `\n`, "\n")
		ex, err := ParseString(src)
		var got string
		if err != nil {
			got = "ERROR " + err.Error()
		} else if len(ex.Args) == 1 {
			got = Sexpr(ex.Args[0])
		} else {
			got = Sexpr(ex)
		}
		if got != want {
			t.Errorf("%s\n   got  %s\n   want %s", src, got, want)
		}
	}
}
