package image

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// checkFixture is a package on disk, a header built from it and the
// matching expectation.
func checkFixture(t *testing.T) (*Header, Expectation, string) {
	t.Helper()
	root := t.TempDir()
	files := map[string]string{
		"src/Geometry.jl": "module Geometry\ninclude(\"shapes.jl\")\nend\n",
		"src/shapes.jl":   "struct Circle; r::Float64; end\narea(c::Circle) = pi * c.r^2\n",
	}
	h := &Header{
		FormatVersion: FormatVersion,
		KilnBuildID:   "build-1",
		Triple:        "x86_64-unknown-linux-gnu",
		CPU:           "skylake",
		Features:      "+avx2,+fma,-avx512f",
		Flags:         map[string]string{"opt": "2", "check-bounds": "auto"},
		Package:       Package{Name: "Geometry", UUID: "uuid-g", Version: "0.3.1"},
		PrefsHash:     hexOf("prefs"),
		Deps:          []Dep{{Name: "Dep", UUID: "uuid-d", ImageID: hexOf("dep")}},
	}
	for _, rel := range []string{"src/Geometry.jl", "src/shapes.jl"} {
		p := filepath.Join(root, filepath.FromSlash(rel))
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(files[rel]), 0o644); err != nil {
			t.Fatal(err)
		}
		s, err := SourceOf(root, rel)
		if err != nil {
			t.Fatal(err)
		}
		h.Sources = append(h.Sources, s)
	}
	want := Expectation{
		KilnBuildID: "build-1",
		Triple:      "x86_64-unknown-linux-gnu",
		CPU:         "skylake",
		Features:    "+avx2,+fma,+avx512f,+sse4.2",
		Flags:       map[string]string{"check-bounds": "auto", "opt": "2"},
		Package:     Package{Name: "Geometry", UUID: "uuid-g"},
		PackageRoot: root,
		PrefsHash:   hexOf("prefs"),
		DepImageID: func(name, uuid string) (string, error) {
			if name == "Dep" && uuid == "uuid-d" {
				return hexOf("dep"), nil
			}
			return "", errors.New("not found")
		},
	}
	return h, want, root
}

func TestCheck(t *testing.T) {
	h, want, _ := checkFixture(t)
	if err := Check(h, want); err != nil {
		t.Fatalf("fresh image rejected: %v", err)
	}
	// The header survives a round trip through a file and still checks.
	path := filepath.Join(t.TempDir(), "g.kimg")
	if err := Write(path, &Image{Header: *h}); err != nil {
		t.Fatal(err)
	}
	h2, err := ReadHeader(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := Check(h2, want); err != nil {
		t.Fatalf("header from file rejected: %v", err)
	}

	type mut struct {
		name   string
		f      func(h *Header, w *Expectation, root string)
		reason string
	}
	write := func(root, rel, s string) {
		if err := os.WriteFile(filepath.Join(root, rel), []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	muts := []mut{
		{"format", func(h *Header, w *Expectation, root string) { h.FormatVersion = 0 }, "format version 0, this kiln reads 2"},
		{"build id", func(h *Header, w *Expectation, root string) { w.KilnBuildID = "build-2" }, `built by kiln "build-1", this is "build-2"`},
		{"triple", func(h *Header, w *Expectation, root string) { w.Triple = "aarch64-unknown-linux-gnu" }, "target x86_64-unknown-linux-gnu, host is aarch64-unknown-linux-gnu"},
		{"cpu", func(h *Header, w *Expectation, root string) { w.CPU = "znver3" }, "compiled for CPU skylake, host is znver3"},
		{"features", func(h *Header, w *Expectation, root string) { w.Features = "+fma,+avx2,-fma" }, "needs CPU features +fma that the host lacks"},
		{"flag value", func(h *Header, w *Expectation, root string) {
			w.Flags = map[string]string{"check-bounds": "auto", "opt": "3"}
		}, "flag opt is 2 in image, want 3"},
		{"flag missing", func(h *Header, w *Expectation, root string) {
			w.Flags = map[string]string{"check-bounds": "auto", "opt": "2", "fast-math": "1"}
		}, "flag fast-math=1 not in image"},
		{"flag extra", func(h *Header, w *Expectation, root string) { w.Flags = map[string]string{"opt": "2"} }, "image has flag check-bounds=auto, not wanted"},
		{"package", func(h *Header, w *Expectation, root string) { w.Package.UUID = "uuid-other" }, "package uuid uuid-g, want uuid-other"},
		{"prefs", func(h *Header, w *Expectation, root string) { w.PrefsHash = hexOf("prefs2") }, "preferences changed"},
		{"source size", func(h *Header, w *Expectation, root string) {
			write(root, "src/Geometry.jl", "module Geometry\nend\n")
		}, "source src/Geometry.jl changed (size 20, was 41)"},
		{"source content", func(h *Header, w *Expectation, root string) {
			write(root, "src/shapes.jl", "struct Circle; r::Float32; end\narea(c::Circle) = pi * c.r^2\n")
		}, "source src/shapes.jl changed (content)"},
		{"source missing", func(h *Header, w *Expectation, root string) {
			os.Remove(filepath.Join(root, "src/shapes.jl"))
		}, "source src/shapes.jl missing"},
		{"source is a dir", func(h *Header, w *Expectation, root string) {
			p := filepath.Join(root, "src/shapes.jl")
			os.Remove(p)
			os.Mkdir(p, 0o755)
		}, "source src/shapes.jl is not a regular file"},
		// A file included from outside the package root is listed and
		// checked like any other (issue 22).
		{"outside-root source missing", func(h *Header, w *Expectation, root string) { h.Sources[0].Path = "../shared/x.jl" }, "source ../shared/x.jl missing"},
		{"no sources", func(h *Header, w *Expectation, root string) { h.Sources = nil }, "the image lists no sources"},
		{"dotdot only", func(h *Header, w *Expectation, root string) { h.Sources[0].Path = "../.." }, `invalid source path "../.."`},
		{"dep changed", func(h *Header, w *Expectation, root string) {
			w.DepImageID = func(string, string) (string, error) { return hexOf("dep-rebuilt"), nil }
		}, "dependency Dep changed (image " + hexOf("dep-rebuilt")[:12] + ", built against " + hexOf("dep")[:12] + ")"},
		{"dep unavailable", func(h *Header, w *Expectation, root string) {
			w.DepImageID = func(string, string) (string, error) { return "", errors.New("no image") }
		}, "dependency Dep unavailable: no image"},
	}
	for _, m := range muts {
		h, want, root := checkFixture(t)
		m.f(h, &want, root)
		err := Check(h, want)
		var re *RejectError
		if !errors.As(err, &re) {
			t.Errorf("%s: not rejected (%v)", m.name, err)
			continue
		}
		if re.Reason != m.reason {
			t.Errorf("%s: reason %q, want %q", m.name, re.Reason, m.reason)
		}
	}

	// Cheap checks come first: a wrong build id is reported even though the
	// sources are gone too.
	h, want, root := checkFixture(t)
	os.RemoveAll(filepath.Join(root, "src"))
	want.KilnBuildID = "other"
	if err := Check(h, want); err == nil || !strings.Contains(err.Error(), "built by kiln") {
		t.Fatalf("order: %v", err)
	}
	if err := CheckHeader(h, want); err == nil {
		t.Fatal("CheckHeader accepted")
	}
	// Without DepImageID, dependencies are not checked.
	h, want, _ = checkFixture(t)
	want.DepImageID = nil
	if err := Check(h, want); err != nil {
		t.Fatal(err)
	}
}

func TestSourceOf(t *testing.T) {
	root := t.TempDir()
	os.WriteFile(filepath.Join(root, "a.jl"), []byte("x"), 0o644)
	s, err := SourceOf(root, "./a.jl")
	if err != nil || s.Path != "a.jl" || s.Size != 1 || s.Hash != hexOf("x") {
		t.Fatalf("%+v %v", s, err)
	}
	if _, err := SourceOf(root, "../a.jl"); err == nil {
		t.Fatal("escaping path accepted")
	}
}
