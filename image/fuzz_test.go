package image

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// reseal returns b with its header CRC, section CRCs and trailing SHA-256
// recomputed wherever the structure allows, so that fuzzing and corruption
// tests reach the structural checks behind the checksums.
func reseal(b []byte) []byte {
	c := append([]byte(nil), b...)
	if len(c) < prefixSize+trailerSize {
		return c
	}
	end := len(c) - trailerSize
	hl := int(binary.LittleEndian.Uint32(c[12:]))
	if hl > end-prefixSize {
		return c
	}
	binary.LittleEndian.PutUint32(c[24:], headerCRC(c[:24], c[prefixSize:prefixSize+hl]))
	if ts := alignUp(prefixSize + hl); ts+8 <= end {
		count := int(binary.LittleEndian.Uint32(c[ts:]))
		tl := int(binary.LittleEndian.Uint32(c[ts+4:]))
		if tl >= 0 && tl <= end-ts-8 && count <= MaxSections {
			d := &dec{b: c[ts+8 : ts+8+tl]}
			for i := 0; i < count && d.err == nil; i++ {
				d.raw(int(d.u16("")), "")
				d.raw(int(d.u16("")), "")
				off := d.u64("")
				n := d.u64("")
				crcAt := d.off
				d.u32("")
				if d.err == nil && off <= uint64(end) && n <= uint64(end)-off {
					binary.LittleEndian.PutUint32(c[ts+8+crcAt:], crc(c[off:off+n]))
				}
			}
		}
	}
	sum := sha256.Sum256(c[:end])
	copy(c[end:], sum[:])
	return c
}

// seeds returns inputs for the fuzzer: valid images, resealed corruptions
// and truncations.
func seeds(t testing.TB) [][]byte {
	full := mustEncode(t, sampleImage())
	minimal := mustEncode(t, &Image{Header: Header{Package: Package{Name: "A"}}})
	one := mustEncode(t, &Image{Header: Header{Package: Package{Name: "B"}, Flags: map[string]string{"opt": "0"}},
		Sections: []Section{{Name: "objects", Owner: OwnerNative, Data: []byte("\x7fELF")}}})
	flip := append([]byte(nil), full...)
	flip[prefixSize+3] ^= 1
	return [][]byte{
		full, minimal, one,
		full[:len(full)/2],
		full[:prefixSize],
		reseal(flip),
		reseal(patch32(one, alignUp(prefixSize+int(binary.LittleEndian.Uint32(one[12:]))), 2)),
		{},
		[]byte(magic),
	}
}

// FuzzDecode checks that Decode never panics, that whatever it accepts is
// exactly the canonical encoding of what it returns, and the same for the
// header decoder, on raw inputs and on inputs resealed with valid checksums.
func FuzzDecode(f *testing.F) {
	for _, s := range seeds(f) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		for _, in := range [][]byte{b, reseal(b)} {
			img, err := Decode(in)
			if err != nil {
				if !IsReject(err) {
					t.Fatalf("non-reject error %T: %v", err, err)
				}
				continue
			}
			out, err := Encode(img)
			if err != nil {
				t.Fatalf("accepted image does not encode: %v", err)
			}
			if !bytes.Equal(out, in) {
				t.Fatalf("accepted non-canonical input")
			}
		}
		if h, err := decodeHeaderFields(b); err == nil {
			e := &enc{}
			encodeHeaderFields(e, h)
			if !bytes.Equal(e.b, b) {
				t.Fatalf("header decoder accepted non-canonical input")
			}
		}
		if _, err := readHeaderFrom(bytes.NewReader(b)); err != nil && !IsReject(err) {
			t.Fatalf("readHeaderFrom: non-reject error %v", err)
		}
	})
}

// TestWriteFuzzCorpus regenerates the committed seed corpus when
// KILN_IMAGE_WRITE_CORPUS=1.
func TestWriteFuzzCorpus(t *testing.T) {
	if os.Getenv("KILN_IMAGE_WRITE_CORPUS") != "1" {
		t.Skip("set KILN_IMAGE_WRITE_CORPUS=1 to regenerate testdata/fuzz/FuzzDecode")
	}
	dir := filepath.Join("testdata", "fuzz", "FuzzDecode")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for i, s := range seeds(t) {
		content := fmt.Sprintf("go test fuzz v1\n[]byte(%q)\n", s)
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("seed-%02d", i)), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
