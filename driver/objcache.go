package driver

import (
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"

	"github.com/kiln-lang/kiln/pkg"
)

// The object cache keeps the machine code of compiled units on disk, keyed
// by a hash of the unit's unoptimized LLVM IR and of everything else that
// decides the machine code (target, CPU features, optimization level, the
// cache format). Object code is a function of exactly these, so a hit is
// always the code LLVM would produce again; re-running a program skips
// LLVM's optimizer and code generator for every unit seen before. Symbols
// that the code references are resolved at link time as usual.
//
// KILN_OBJCACHE=0 disables it.

const objCacheVersion = "kiln-objcache-4"

type objCache struct {
	dir string
}

func newObjCache() *objCache {
	if os.Getenv("KILN_OBJCACHE") == "0" {
		return nil
	}
	depot, err := pkg.Depot()
	if err != nil {
		return nil
	}
	return &objCache{dir: filepath.Join(depot, "objcache")}
}

func (c *objCache) key(parts ...string) string {
	h := sha256.New()
	for _, p := range parts {
		h.Write([]byte(p))
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil))
}

func (c *objCache) path(key string) string {
	return filepath.Join(c.dir, key[:2], key+".o")
}

func (c *objCache) get(key string) ([]byte, bool) {
	b, err := os.ReadFile(c.path(key))
	if err != nil || len(b) < 4 || string(b[:4]) != "\x7fELF" {
		return nil, false
	}
	return b, true
}

// put stores an object atomically (temporary file, rename); failures only
// cost a later recompilation.
func (c *objCache) put(key string, obj []byte) {
	p := c.path(key)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return
	}
	f, err := os.CreateTemp(filepath.Dir(p), ".tmp-*")
	if err != nil {
		return
	}
	_, werr := f.Write(obj)
	cerr := f.Close()
	if werr != nil || cerr != nil {
		os.Remove(f.Name())
		return
	}
	if err := os.Rename(f.Name(), p); err != nil {
		os.Remove(f.Name())
	}
}
