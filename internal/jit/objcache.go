// Package jit holds the parts of Kiln's JIT that stand apart from a
// session: the on-disk cache of compiled machine code (ObjCache), and the
// map of where compiled functions lie in memory (CodeMap) with the
// expansion and printing of backtraces (Frames, Stacktrace).
package jit

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/kiln-lang/kiln/image"
)

// The object cache keeps the machine code of compiled units on disk, keyed
// by a hash of the unit's unoptimized LLVM IR and of everything else that
// decides the machine code (target, CPU features, optimization level, the
// cache format). Object code is a function of exactly these, so a hit is
// always the code LLVM would produce again; re-running a program skips
// LLVM's optimizer and code generator for every unit seen before. Symbols
// that the code references are resolved at link time as usual.
//
// The caller decides whether there is a cache (kiln: KILN_OBJCACHE=0
// disables it).

// objCacheVersion is the cache format, part of every key.
const objCacheVersion = "kiln-objcache-5"

// An entry is objMagic, the key it answers (32 bytes), the SHA-256 of the
// object (32 bytes), the object's length (8 bytes, little-endian) and the
// object. Get checks all of them before the code is used: a flipped bit,
// a truncated file or an entry copied under another name is a miss (and
// is deleted, so the next compilation writes a good one), never code that
// runs (issue 22: every cache verified).
const objMagic = "KILNOBJ\x00"

const objHeaderLen = len(objMagic) + 32 + 32 + 8

// An ObjCache is a directory of compiled objects (DEPOT/objcache), one
// file per key, safe to share between processes.
type ObjCache struct {
	dir string
}

// NewObjCache returns the cache kept in dir (created when first written).
func NewObjCache(dir string) *ObjCache { return &ObjCache{dir: dir} }

// Key returns the key of the object compiled from parts: everything that
// decides the machine code (target triple, CPU, features, optimization
// level, the unit's IR). The cache format is part of every key.
func (c *ObjCache) Key(parts ...string) string {
	h := sha256.New()
	for _, p := range append([]string{objCacheVersion}, parts...) {
		h.Write([]byte(p))
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil))
}

func (c *ObjCache) path(key string) string {
	return filepath.Join(c.dir, key[:2], key+".o")
}

// Get returns the verified object stored under key. A damaged or foreign
// entry is a miss (a damaged one is deleted); a writable-by-others entry
// is logged and not used.
func (c *ObjCache) Get(key string) ([]byte, bool) {
	p := c.path(key)
	f, err := os.Open(p)
	if err != nil {
		return nil, false
	}
	defer f.Close()
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() {
		return nil, false
	} else if why := image.Untrusted(fi); why != "" {
		// Not ours to run, nor to delete: a new compilation renames a
		// good entry over it.
		image.LogReject(p, fmt.Errorf("object cache entry not used: %s", why))
		return nil, false
	}
	b, err := io.ReadAll(f)
	if err != nil {
		return nil, false
	}
	obj, err := decodeObjEntry(key, b)
	if err != nil {
		image.LogReject(p, fmt.Errorf("object cache entry discarded: %v", err))
		os.Remove(p)
		return nil, false
	}
	return obj, true
}

// decodeObjEntry checks an entry read from the file of key and returns
// its object.
func decodeObjEntry(key string, b []byte) ([]byte, error) {
	want, err := hex.DecodeString(key)
	if err != nil || len(want) != 32 {
		return nil, fmt.Errorf("bad key")
	}
	if len(b) < objHeaderLen || string(b[:len(objMagic)]) != objMagic {
		return nil, fmt.Errorf("not an object cache entry (format %s)", objCacheVersion)
	}
	h := b[len(objMagic):]
	if !bytes.Equal(h[:32], want) {
		return nil, fmt.Errorf("the entry answers another key")
	}
	sum, n := h[32:64], binary.LittleEndian.Uint64(h[64:72])
	obj := b[objHeaderLen:]
	if uint64(len(obj)) != n {
		return nil, fmt.Errorf("truncated: %d bytes of object, header says %d", len(obj), n)
	}
	if got := sha256.Sum256(obj); !bytes.Equal(got[:], sum) {
		return nil, fmt.Errorf("content hash mismatch")
	}
	if len(obj) < 4 || string(obj[:4]) != "\x7fELF" {
		return nil, fmt.Errorf("not an ELF object")
	}
	return obj, nil
}

// encodeObjEntry is the file content that stores obj under key.
func encodeObjEntry(key string, obj []byte) []byte {
	k, _ := hex.DecodeString(key)
	sum := sha256.Sum256(obj)
	b := make([]byte, 0, objHeaderLen+len(obj))
	b = append(b, objMagic...)
	b = append(b, k...)
	b = append(b, sum[:]...)
	b = binary.LittleEndian.AppendUint64(b, uint64(len(obj)))
	return append(b, obj...)
}

// Put stores an object atomically and durably (temporary file, fsync,
// rename), as images are written; failures only cost a later
// recompilation.
func (c *ObjCache) Put(key string, obj []byte) {
	p := c.path(key)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return
	}
	f, err := os.CreateTemp(filepath.Dir(p), ".tmp-*")
	if err != nil {
		return
	}
	_, werr := f.Write(encodeObjEntry(key, obj))
	serr := f.Sync()
	cerr := f.Close()
	if werr != nil || serr != nil || cerr != nil {
		os.Remove(f.Name())
		return
	}
	if err := os.Rename(f.Name(), p); err != nil {
		os.Remove(f.Name())
	}
}
