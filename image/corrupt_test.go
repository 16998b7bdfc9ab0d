package image

import (
	"encoding/binary"
	"errors"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// decodeReject decodes b, which must be rejected with a reason, without
// panicking.
func decodeReject(t *testing.T, what string, b []byte) string {
	t.Helper()
	var img *Image
	var err error
	func() {
		defer func() {
			if r := recover(); r != nil {
				t.Fatalf("%s: Decode panicked: %v", what, r)
			}
		}()
		img, err = Decode(b)
	}()
	if err == nil {
		t.Fatalf("%s: accepted (%d sections)", what, len(img.Sections))
	}
	var re *RejectError
	if !errors.As(err, &re) || re.Reason == "" {
		t.Fatalf("%s: error without a reason: %v", what, err)
	}
	return re.Reason
}

// layout returns the regions of an encoded sample image.
type regions struct {
	headerStart, headerEnd int
	tableStart, tableEnd   int
	sections               [][2]int // [start, end) of each payload
	end                    int      // trailer start
}

func layoutOf(t *testing.T, b []byte) regions {
	t.Helper()
	img, err := Decode(b)
	if err != nil {
		t.Fatal(err)
	}
	var r regions
	hl := int(binary.LittleEndian.Uint32(b[12:]))
	r.headerStart, r.headerEnd = prefixSize, prefixSize+hl
	r.tableStart = alignUp(r.headerEnd)
	r.tableEnd = r.tableStart + 8 + int(binary.LittleEndian.Uint32(b[r.tableStart+4:]))
	e := r.tableStart + 8
	for _, s := range img.Sections {
		f := e + 2 + len(s.Name) + 2 + len(s.Owner)
		start := int(binary.LittleEndian.Uint64(b[f:]))
		r.sections = append(r.sections, [2]int{start, start + len(s.Data)})
		e = f + 20
	}
	r.end = len(b) - trailerSize
	return r
}

// TestEveryByteFlip corrupts every byte of a small image in three ways and
// requires a rejection with a reason each time; it also checks that the
// reason fits the region that was hit.
func TestEveryByteFlip(t *testing.T) {
	img := sampleImage()
	b := mustEncode(t, img)
	r := layoutOf(t, b)
	reasons := map[string]int{}
	n := 0
	for off := range b {
		for _, mask := range []byte{0x01, 0x80, 0xff} {
			c := append([]byte(nil), b...)
			c[off] ^= mask
			reason := decodeReject(t, "flip", c)
			n++
			key := reason
			if i := strings.IndexAny(key, "0123456789\""); i > 0 {
				key = key[:i]
			}
			reasons[key]++
			switch {
			case off < 8:
				want(t, off, reason, "bad magic")
			case off < 12:
				want(t, off, reason, "unsupported format version")
			case off >= 16 && off < 24:
				want(t, off, reason, "file length", "truncated")
			case off >= 24 && off < 28:
				want(t, off, reason, "header checksum mismatch")
			case off >= 28 && off < 32:
				want(t, off, reason, "reserved")
			case off >= r.headerStart && off < r.headerEnd:
				want(t, off, reason, "header checksum mismatch")
			case off >= r.headerEnd && off < r.tableStart:
				want(t, off, reason, "padding")
			case off >= r.end && off < r.end+32:
				want(t, off, reason, "checksum mismatch")
			case off >= r.end+32:
				want(t, off, reason, "bad end marker")
			}
			for i, s := range r.sections {
				if off >= s[0] && off < s[1] {
					want(t, off, reason, "CRC mismatch", img.Sections[i].Name)
				}
			}
		}
	}
	keys := make([]string, 0, len(reasons))
	for k := range reasons {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	t.Logf("%d-byte image, %d corruptions, all rejected; reasons:", len(b), n)
	for _, k := range keys {
		t.Logf("  %5d  %s", reasons[k], k)
	}
}

func want(t *testing.T, off int, reason string, subs ...string) {
	t.Helper()
	for _, s := range subs {
		if strings.Contains(reason, s) {
			return
		}
	}
	t.Fatalf("byte %d: reason %q, want one mentioning %q", off, reason, subs)
}

func TestTruncations(t *testing.T) {
	b := mustEncode(t, sampleImage())
	for n := 0; n < len(b); n++ {
		reason := decodeReject(t, "truncation", b[:n])
		if n >= prefixSize && !strings.Contains(reason, "truncated") {
			t.Fatalf("truncated to %d: reason %q", n, reason)
		}
	}
	// Extra bytes are rejected too.
	for _, extra := range [][]byte{{0}, make([]byte, 8), []byte("KIMGEND\x00")} {
		reason := decodeReject(t, "extension", append(append([]byte(nil), b...), extra...))
		if !strings.Contains(reason, "file length mismatch") {
			t.Fatalf("extension: %q", reason)
		}
	}
	// Through the file system, at a few lengths.
	dir := t.TempDir()
	for _, n := range []int{0, 3, 8, 31, 32, 100, len(b) / 2, len(b) - 41, len(b) - 40, len(b) - 1} {
		path := filepath.Join(dir, "t.kimg")
		os.WriteFile(path, b[:n], 0o644)
		if _, err := Read(path); !IsReject(err) {
			t.Fatalf("Read of %d bytes: %v", n, err)
		}
	}
}

// patch returns a copy of b with a u32 or u64 written at off.
func patch32(b []byte, off int, v uint32) []byte {
	c := append([]byte(nil), b...)
	binary.LittleEndian.PutUint32(c[off:], v)
	return c
}

func patch64(b []byte, off int, v uint64) []byte {
	c := append([]byte(nil), b...)
	binary.LittleEndian.PutUint64(c[off:], v)
	return c
}

// TestRejectReasons crafts specific corruptions and checks the exact
// reasons.
func TestRejectReasons(t *testing.T) {
	img := sampleImage()
	b := mustEncode(t, img)
	r := layoutOf(t, b)
	// Offsets of the "objects" table entry fields.
	entry := r.tableStart + 8
	var objLenOff, objOffOff int
	for _, s := range img.Sections {
		fields := entry + 2 + len(s.Name) + 2 + len(s.Owner)
		if s.Name == "objects" {
			objOffOff, objLenOff = fields, fields+8
		}
		entry = fields + 20
	}
	cases := []struct {
		name   string
		data   []byte
		reason string
	}{
		{"empty", nil, "empty file"},
		{"not an image", []byte("\x7fELF\x02\x01\x01\x00 and so on, and so on"), "bad magic: not a kiln image"},
		{"version 3", patch32(b, 8, 3), "unsupported format version 3 (this kiln reads 2)"},
		{"huge header", patch32(b, 12, 1<<31), "header length 2147483648 exceeds limit 16777216"},
		{"header past end", patch32(patch64(b[:200], 16, 200), 12, 1000), "truncated header: header length 1000 runs past the trailer"},
		{"huge file length", patch64(b, 16, 1<<62), "recorded file length 4611686018427387904 exceeds limit 2147483648"},
		{"section count", patch32(b, r.tableStart, MaxSections+1), "section count 16385 exceeds limit 16384"},
		{"table length", patch32(b, r.tableStart+4, 1<<30), "truncated section table: table length 1073741824 runs past the trailer"},
		{"section length", patch64(b, objLenOff, uint64(len(b))), `section "objects" extends past end of file`},
		{"section length huge", patch64(b, objLenOff, 1<<63), `section "objects": length 9223372036854775808 exceeds limit 1073741824`},
		{"section offset", patch64(b, objOffOff, 1<<63+8), `section "objects": offset 9223372036854775816, expected `},
		{"payload", func() []byte { c := append([]byte(nil), b...); c[r.sections[5][0]+3]++; return c }(), `section "objects" (owner "native"): CRC mismatch`},
		{"sha", func() []byte { c := append([]byte(nil), b...); c[r.end+7]++; return c }(), "checksum mismatch"},
		{"end marker", func() []byte { c := append([]byte(nil), b...); c[len(c)-2]++; return c }(), "bad end marker"},
		{"short", b[:len(b)-8], "truncated: file is"},
	}
	for _, c := range cases {
		reason := decodeReject(t, c.name, c.data)
		if !strings.HasPrefix(reason, c.reason) {
			t.Errorf("%s: reason %q, want %q", c.name, reason, c.reason)
		}
	}
	// The error message carries the path when read from a file.
	path := filepath.Join(t.TempDir(), "bad.kimg")
	os.WriteFile(path, patch32(b, 8, 7), 0o644)
	_, err := Read(path)
	if err == nil || err.Error() != "image "+path+" rejected: unsupported format version 7 (this kiln reads 2)" {
		t.Fatalf("Read error: %v", err)
	}
}

// TestFixedChecksumsStillStrict re-seals corrupted images with correct
// checksums, so that only structural validation stands between them and
// acceptance: non-canonical encodings must still be rejected.
func TestFixedChecksumsStillStrict(t *testing.T) {
	b := mustEncode(t, sampleImage())
	r := layoutOf(t, b)
	accepted := 0
	for off := 0; off < len(b)-trailerSize; off++ {
		c := append([]byte(nil), b...)
		c[off] ^= 0x01
		c = reseal(c)
		func() {
			defer func() {
				if p := recover(); p != nil {
					t.Fatalf("byte %d: panic %v", off, p)
				}
			}()
			img, err := Decode(c)
			if err != nil {
				return
			}
			accepted++
			// What is accepted must be exactly the canonical encoding of what
			// was decoded.
			e, err := Encode(img)
			if err != nil {
				t.Fatalf("byte %d: accepted image does not re-encode: %v", off, err)
			}
			if string(e) != string(c) {
				t.Fatalf("byte %d: accepted non-canonical bytes", off)
			}
			// Only content bytes may change: the header's free-form strings or
			// payloads, never the structure.
			if off < 24 || off >= 28 && off < r.headerStart {
				t.Fatalf("byte %d (prefix) accepted after resealing", off)
			}
		}()
	}
	t.Logf("%d of %d resealed single-bit corruptions decode (content changes)", accepted, len(b)-trailerSize)
}
