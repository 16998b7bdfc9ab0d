package jit

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"testing"
)

// TestObjCacheVerified: an object cache entry is used only when it is
// intact and answers the key asked; any damage is a miss that removes the
// entry (issue 22, "every cache verified").
func TestObjCacheVerified(t *testing.T) {
	c := NewObjCache(t.TempDir())
	obj := append([]byte("\x7fELF"), bytes.Repeat([]byte{0xab, 0x01, 0x7f}, 300)...)
	key := c.Key("a", "unit")
	other := c.Key("another", "unit")
	c.Put(key, obj)
	got, ok := c.Get(key)
	if !ok || !bytes.Equal(got, obj) {
		t.Fatalf("fresh entry: ok=%v, equal=%v", ok, bytes.Equal(got, obj))
	}
	good, err := os.ReadFile(c.path(key))
	if err != nil {
		t.Fatal(err)
	}
	damage := map[string]func([]byte) []byte{
		"truncated":        func(b []byte) []byte { return b[:len(b)-1] },
		"extended":         func(b []byte) []byte { return append(b, 0) },
		"header only":      func(b []byte) []byte { return b[:objHeaderLen] },
		"empty":            func(b []byte) []byte { return nil },
		"old format (ELF)": func(b []byte) []byte { return obj },
	}
	for i := 0; i < len(good); i += 64 {
		i := i
		damage["bit flip at "+strconv.Itoa(i)] = func(b []byte) []byte { b[i] ^= 0x10; return b }
	}
	for name, f := range damage {
		b := f(append([]byte(nil), good...))
		if err := os.WriteFile(c.path(key), b, 0o644); err != nil {
			t.Fatal(err)
		}
		if _, ok := c.Get(key); ok {
			t.Errorf("%s: damaged entry accepted", name)
		}
		if _, err := os.Stat(c.path(key)); !os.IsNotExist(err) {
			t.Errorf("%s: damaged entry not removed", name)
		}
	}
	// A group- or world-writable entry is not used (someone else could
	// have written it).
	c.Put(key, obj)
	os.Chmod(c.path(key), 0o666)
	if _, ok := c.Get(key); ok {
		t.Errorf("a world-writable entry was used")
	}
	// An intact entry filed under another key (a copied file) is not the
	// answer to that key.
	os.MkdirAll(filepath.Dir(c.path(other)), 0o755)
	if err := os.WriteFile(c.path(other), good, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, ok := c.Get(other); ok {
		t.Errorf("an entry answering another key was accepted")
	}
}
