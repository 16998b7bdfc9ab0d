package image

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func TestMain(m *testing.M) {
	if mode := os.Getenv(helperEnv); mode != "" {
		os.Exit(runHelper(mode))
	}
	os.Exit(m.Run())
}

func hexOf(s string) string {
	sum := sha256.Sum256([]byte(s))
	return hex.EncodeToString(sum[:])
}

// sampleImage is a small image (a few KB) with sections of several owners.
func sampleImage() *Image {
	obj := make([]byte, 1500)
	for i := range obj {
		obj[i] = byte(i*7 + i>>3)
	}
	return &Image{
		Header: Header{
			FormatVersion: FormatVersion,
			KilnBuildID:   "kiln-0.1.0-abc123",
			Triple:        "x86_64-unknown-linux-gnu",
			CPU:           "skylake",
			Features:      "+avx2,+fma,-avx512f",
			Flags:         map[string]string{"opt": "2", "check-bounds": "auto"},
			Package:       Package{Name: "Geometry", UUID: "5f1d1e0a-0000-4000-8000-000000000001", Version: "0.3.1"},
			Sources: []Source{
				{Path: "src/Geometry.jl", Size: 120, Hash: hexOf("a")},
				{Path: "src/shapes.jl", Size: 3400, Hash: hexOf("b")},
			},
			Deps:            []Dep{{Name: "LinearAlgebraLite", UUID: "u-2", ImageID: hexOf("dep")}},
			PrefsHash:       hexOf("prefs"),
			CreatedUnixNano: 1700000000123456789,
		},
		Sections: []Section{
			{Name: "module", Data: []byte("module state: types, methods, bindings")},
			{Name: "methodinstances", Data: bytes.Repeat([]byte("MI"), 101)},
			{Name: "codeinstances", Owner: OwnerNative, Data: bytes.Repeat([]byte{1, 2, 3}, 97)},
			{Name: "edges", Owner: OwnerNative, Data: []byte("edges...")},
			{Name: "symbols", Owner: OwnerNative, Data: []byte("ci#1 -> julia_area_12\x00")},
			{Name: "objects", Owner: OwnerNative, Data: obj},
			{Name: "empty", Data: nil},
			{Name: "codeinstances", Owner: "ptx:sm_75", Data: []byte("typed IR for kernels")},
			{Name: "artifacts", Owner: "ptx:sm_75", Data: []byte(".version 7.0\n.target sm_75\n")},
		},
	}
}

func mustEncode(t testing.TB, img *Image) []byte {
	t.Helper()
	b, err := Encode(img)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// normalize makes nil and empty section data compare equal.
func normalize(img *Image) *Image {
	c := *img
	c.Sections = append([]Section(nil), img.Sections...)
	for i := range c.Sections {
		if len(c.Sections[i].Data) == 0 {
			c.Sections[i].Data = nil
		}
	}
	return &c
}

func TestRoundTrip(t *testing.T) {
	img := sampleImage()
	b := mustEncode(t, img)
	if len(b)%8 != 0 || len(b) < 2000 || len(b) > 8000 {
		t.Fatalf("sample image is %d bytes", len(b))
	}
	got, err := Decode(b)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(normalize(got), normalize(img)) {
		t.Fatalf("round trip differs:\n got %+v\nwant %+v", got, img)
	}
	b2 := mustEncode(t, got)
	if !bytes.Equal(b, b2) {
		t.Fatal("re-encoding is not byte-identical")
	}
	for i := range got.Sections {
		if off := cap(got.Sections[i].Data); off != len(got.Sections[i].Data) {
			t.Fatalf("section %d data capacity %d beyond its length", i, off)
		}
	}

	path := filepath.Join(t.TempDir(), "sub", "x.kimg")
	if err := Write(path, img); err != nil {
		t.Fatal(err)
	}
	got2, err := Read(path)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(normalize(got2), normalize(img)) {
		t.Fatal("file round trip differs")
	}
	h, err := ReadHeader(path)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(*h, img.Header) {
		t.Fatalf("ReadHeader: got %+v want %+v", *h, img.Header)
	}
	if d, ok := got2.Section("objects", OwnerNative); !ok || len(d) != 1500 {
		t.Fatal("Section lookup failed")
	}
	if _, ok := got2.Section("objects", ""); ok {
		t.Fatal("Section lookup ignored the owner")
	}
}

func TestRoundTripMinimal(t *testing.T) {
	img := &Image{Header: Header{Package: Package{Name: "A"}}}
	b := mustEncode(t, img)
	got, err := Decode(b)
	if err != nil {
		t.Fatal(err)
	}
	img.FormatVersion = FormatVersion
	if !reflect.DeepEqual(got, img) {
		t.Fatalf("got %+v want %+v", got, img)
	}
}

func TestEncodeRejectsInvalid(t *testing.T) {
	cases := map[string]func(*Image){
		"empty package name":   func(i *Image) { i.Package.Name = "" },
		"absolute source":      func(i *Image) { i.Sources[0].Path = "/etc/passwd" },
		"dotdot source":        func(i *Image) { i.Sources[0].Path = "../.." },
		"unclean source":       func(i *Image) { i.Sources[0].Path = "src/./x.jl" },
		"duplicate source":     func(i *Image) { i.Sources[1].Path = i.Sources[0].Path },
		"bad source hash":      func(i *Image) { i.Sources[0].Hash = "ABC" },
		"negative size":        func(i *Image) { i.Sources[0].Size = -1 },
		"bad dep id":           func(i *Image) { i.Deps[0].ImageID = strings.ToUpper(i.Deps[0].ImageID) },
		"empty section name":   func(i *Image) { i.Sections[0].Name = "" },
		"bad section name":     func(i *Image) { i.Sections[0].Name = "a b" },
		"long section name":    func(i *Image) { i.Sections[0].Name = strings.Repeat("a", MaxNameLen+1) },
		"bad owner":            func(i *Image) { i.Sections[0].Owner = "na/tive" },
		"duplicate section":    func(i *Image) { i.Sections[1] = i.Sections[0] },
		"invalid utf8":         func(i *Image) { i.CPU = "\xff" },
		"too long string":      func(i *Image) { i.Features = strings.Repeat("x", MaxStringLen+1) },
		"empty flag name":      func(i *Image) { i.Flags[""] = "1" },
		"too many sections":    func(i *Image) { i.Sections = make([]Section, MaxSections+1) },
		"dependency no name":   func(i *Image) { i.Deps[0].Name = "" },
		"section name too odd": func(i *Image) { i.Sections[2].Name = "ci\x00" },
	}
	for name, mut := range cases {
		img := sampleImage()
		mut(img)
		if _, err := Encode(img); err == nil {
			t.Errorf("%s: Encode accepted", name)
		}
	}
	if _, err := Encode(nil); err == nil {
		t.Error("Encode(nil) accepted")
	}
}

// countingReader counts the bytes read through it.
type countingReader struct {
	r io.Reader
	n int
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += n
	return n, err
}

func TestReadHeaderReadsOnlyHeader(t *testing.T) {
	img := sampleImage()
	b := mustEncode(t, img)
	hlen := int(b[12]) | int(b[13])<<8 | int(b[14])<<16 | int(b[15])<<24
	cr := &countingReader{r: bytes.NewReader(b)}
	if _, err := readHeaderFrom(cr); err != nil {
		t.Fatal(err)
	}
	if cr.n != prefixSize+hlen {
		t.Fatalf("read %d bytes, want %d (prefix + header)", cr.n, prefixSize+hlen)
	}

	// A file whose payload region is cut off: ReadHeader works, Read rejects.
	path := filepath.Join(t.TempDir(), "cut.kimg")
	if err := os.WriteFile(path, b[:prefixSize+hlen], 0o644); err != nil {
		t.Fatal(err)
	}
	h, err := ReadHeader(path)
	if err != nil {
		t.Fatalf("ReadHeader on a truncated body: %v", err)
	}
	if h.ImageID() != img.ImageID() {
		t.Fatal("header differs")
	}
	_, err = Read(path)
	var re *RejectError
	if !errors.As(err, &re) || !strings.Contains(re.Reason, "truncated") || re.Path != path {
		t.Fatalf("Read of truncated file: %v", err)
	}

	// Cut inside the header: ReadHeader rejects.
	if err := os.WriteFile(path, b[:prefixSize+hlen-1], 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadHeader(path); !IsReject(err) {
		t.Fatalf("ReadHeader of a cut header: %v", err)
	}
	// A corrupted header byte: ReadHeader rejects by the header checksum.
	c := append([]byte(nil), b[:prefixSize+hlen]...)
	c[prefixSize+5] ^= 0x20
	os.WriteFile(path, c, 0o644)
	if _, err := ReadHeader(path); !errors.As(err, &re) || re.Reason != "header checksum mismatch" {
		t.Fatalf("ReadHeader of a corrupt header: %v", err)
	}
	if _, err := ReadHeader(filepath.Join(t.TempDir(), "missing.kimg")); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("missing file: %v", err)
	}
}

func TestImageID(t *testing.T) {
	a := sampleImage().Header
	b := a
	b.CreatedUnixNano++
	if a.ImageID() != b.ImageID() || !isHex64(a.ImageID()) {
		t.Fatal("ImageID depends on the creation time or is malformed")
	}
	muts := []func(*Header){
		func(h *Header) { h.KilnBuildID += "x" },
		func(h *Header) { h.Triple = "aarch64-unknown-linux-gnu" },
		func(h *Header) { h.CPU = "znver3" },
		func(h *Header) { h.Features = "" },
		func(h *Header) { h.Flags = map[string]string{"opt": "3", "check-bounds": "auto"} },
		func(h *Header) { h.Package.Version = "0.3.2" },
		func(h *Header) {
			h.Sources = []Source{h.Sources[0], {Path: "src/shapes.jl", Size: 3400, Hash: hexOf("c")}}
		},
		func(h *Header) { h.Deps = []Dep{{Name: "LinearAlgebraLite", UUID: "u-2", ImageID: hexOf("dep2")}} },
		func(h *Header) { h.PrefsHash = "" },
	}
	seen := map[string]bool{a.ImageID(): true}
	for i, m := range muts {
		c := sampleImage().Header
		m(&c)
		id := c.ImageID()
		if seen[id] {
			t.Errorf("mutation %d does not change ImageID", i)
		}
		seen[id] = true
	}
}

func TestDescribe(t *testing.T) {
	img := sampleImage()
	s := Describe(img)
	for _, want := range []string{"Geometry v0.3.1", "x86_64-unknown-linux-gnu", "skylake", "check-bounds=auto opt=2",
		"src/shapes.jl", "LinearAlgebraLite", "objects", "ptx:sm_75", "image id", "2023-11-14T22:13:20Z"} {
		if !strings.Contains(s, want) {
			t.Errorf("Describe lacks %q:\n%s", want, s)
		}
	}
	// Totals per owner: native has 4 sections, 303+8+22+1500 bytes.
	if !strings.Contains(s, "native  4 sections  1821 bytes") {
		t.Errorf("Describe totals:\n%s", s)
	}
	if !strings.Contains(s, "total  9 sections") {
		t.Errorf("Describe total:\n%s", s)
	}
	t.Logf("\n%s", s)
}

func TestReadOddFiles(t *testing.T) {
	dir := t.TempDir()
	if _, err := Read(dir); !IsReject(err) {
		t.Fatalf("Read of a directory: %v", err)
	}
	if _, err := Read(filepath.Join(dir, "missing")); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("Read of a missing file: %v", err)
	}
	empty := filepath.Join(dir, "empty.kimg")
	os.WriteFile(empty, nil, 0o644)
	var re *RejectError
	if _, err := Read(empty); !errors.As(err, &re) || re.Reason != "empty file" {
		t.Fatalf("Read of an empty file: %v", err)
	}
	if _, err := ReadHeader(empty); !errors.As(err, &re) || re.Reason != "empty file" {
		t.Fatalf("ReadHeader of an empty file: %v", err)
	}
}

func TestLogReject(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	old := os.Stderr
	os.Stderr = w
	t.Setenv("KILN_DEBUG_LOADING", "1")
	LogReject("/d/x.kimg", reject("checksum mismatch"))
	LogReject("/d/x.kimg", nil)
	t.Setenv("KILN_DEBUG_LOADING", "0")
	LogReject("/d/y.kimg", reject("checksum mismatch"))
	os.Stderr = old
	w.Close()
	out, _ := io.ReadAll(r)
	if string(out) != "kiln: loading: image /d/x.kimg rejected: checksum mismatch\n" {
		t.Fatalf("logged %q", out)
	}
}
