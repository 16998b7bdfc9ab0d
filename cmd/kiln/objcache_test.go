package main

import (
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// TestObjCacheDamage flips bytes of object cache entries (issue 22): every
// run must still print the right answer and exit 0, damaged entries are
// replaced by good ones, and no damage is ever executed.
func TestObjCacheDamage(t *testing.T) {
	dir := t.TempDir()
	depot := filepath.Join(dir, "depot")
	env := []string{"KILN_DEPOT=" + depot, "KILN_DEBUG_LOADING=1"}
	const prog = "triple_plus(x) = x * 3 + 1\nprintln(triple_plus(parse(Int, \"13\")))\n"
	if err := os.WriteFile(filepath.Join(dir, "p.jl"), []byte(prog), 0o644); err != nil {
		t.Fatal(err)
	}
	check := func(what string) result {
		t.Helper()
		r := runKilnEnv(t, dir, env, "p.jl")
		if r.code != 0 || r.stdout != "40\n" {
			t.Fatalf("%s: exit %d, stdout %q, stderr:\n%s", what, r.code, r.stdout, r.stderr)
		}
		for _, m := range crashMarkers {
			if strings.Contains(r.stderr, m) {
				t.Fatalf("%s: crash marker %q:\n%s", what, m, r.stderr)
			}
		}
		return r
	}
	check("first run")
	entries, _ := filepath.Glob(filepath.Join(depot, "objcache", "*", "*.o"))
	if len(entries) == 0 {
		t.Fatal("no object cache entries written")
	}
	sort.Strings(entries)
	read := func(p string) []byte {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	// Every entry damaged at once: everything is compiled again.
	good := map[string][]byte{}
	for _, p := range entries {
		b := read(p)
		good[p] = b
		d := append([]byte(nil), b...)
		d[len(d)/2] ^= 0x04
		os.WriteFile(p, d, 0o644)
	}
	if r := check("every entry flipped"); !strings.Contains(r.stderr, "object cache entry discarded: content hash mismatch") {
		t.Errorf("damage not reported under KILN_DEBUG_LOADING:\n%s", r.stderr)
	}
	for _, p := range entries {
		if b, err := os.ReadFile(p); err != nil || string(b) != string(good[p]) {
			t.Errorf("%s was not rewritten with the good entry", filepath.Base(p))
		}
	}
	// One entry, every 64th byte in turn (at most 24 positions, spread
	// over the whole file).
	p := entries[0]
	b := good[p]
	step := 64
	for len(b)/step > 24 {
		step += 64
	}
	for i := 0; i < len(b); i += step {
		d := append([]byte(nil), b...)
		d[i] ^= 0x01
		os.WriteFile(p, d, 0o644)
		check("byte " + strconv.Itoa(i) + " flipped")
	}
	// Truncated and emptied entries are misses too.
	os.WriteFile(p, b[:len(b)/3], 0o644)
	check("truncated entry")
	os.WriteFile(p, nil, 0o644)
	check("empty entry")
}
