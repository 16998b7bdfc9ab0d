package image

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"testing"
	"time"
)

func TestVariantPath(t *testing.T) {
	p, err := VariantPath("/depot", "0.1.0", "Geometry", "0123456789ab")
	if err != nil || p != "/depot/compiled/0.1.0/Geometry/0123456789ab.kimg" {
		t.Fatalf("%q %v", p, err)
	}
	bad := [][3]string{
		{"", "Geometry", "s"}, {"0.1", "", "s"}, {"0.1", "G", ""}, {"..", "G", "s"}, {"0.1", "a/b", "s"},
		{"0.1", "G", "../x"}, {"0.1", "..", "s"}, {"0.1", "G", ".hidden"},
	}
	for _, b := range bad {
		if _, err := VariantPath("/depot", b[0], b[1], b[2]); err == nil {
			t.Errorf("VariantPath accepted %q", b)
		}
	}
}

func TestSlug(t *testing.T) {
	flags := map[string]string{"opt": "2", "check-bounds": "auto"}
	s := Slug("uuid-g", flags, "x86_64", "skylake", "+avx2")
	if len(s) != 12 {
		t.Fatalf("slug %q", s)
	}
	if s != Slug("uuid-g", map[string]string{"check-bounds": "auto", "opt": "2"}, "x86_64", "skylake", "+avx2") {
		t.Fatal("slug is not stable")
	}
	others := []string{
		Slug("uuid-h", flags, "x86_64", "skylake", "+avx2"),
		Slug("uuid-g", map[string]string{"opt": "3", "check-bounds": "auto"}, "x86_64", "skylake", "+avx2"),
		Slug("uuid-g", flags, "x86_64", "znver3", "+avx2"),
		Slug("uuid-g", flags, "x86_64", "skylake", ""),
		Slug("uuid-g", flags, "aarch64", "skylake", "+avx2"),
	}
	for i, o := range others {
		if o == s {
			t.Errorf("variant %d has the same slug", i)
		}
	}
	h := sampleImage().Header
	if HeaderSlug(&h, "/x") != Slug(h.Package.UUID, h.Flags, h.Triple, h.CPU, h.Features) {
		t.Fatal("HeaderSlug")
	}
	h.Package.UUID = ""
	if HeaderSlug(&h, "/x") != Slug("/x", h.Flags, h.Triple, h.CPU, h.Features) {
		t.Fatal("HeaderSlug without uuid")
	}
}

func TestListAndPrune(t *testing.T) {
	depot := t.TempDir()
	if vs, err := ListVariants(depot, "0.1.0", "Geometry"); err != nil || len(vs) != 0 {
		t.Fatalf("empty depot: %v %v", vs, err)
	}
	var paths []string
	for i, opt := range []string{"0", "1", "2", "3"} {
		img := sampleImage()
		img.Flags = map[string]string{"opt": opt}
		img.CreatedUnixNano = int64(1000 + i) // oldest first
		p, err := VariantPath(depot, "0.1.0", "Geometry", HeaderSlug(&img.Header, ""))
		if err != nil {
			t.Fatal(err)
		}
		if err := Write(p, img); err != nil {
			t.Fatal(err)
		}
		paths = append(paths, p)
	}
	dir := filepath.Dir(paths[0])
	// Noise that ListVariants must ignore, and one corrupt variant.
	os.WriteFile(paths[0]+".lock", []byte("x"), 0o644)
	os.WriteFile(filepath.Join(dir, ".x.kimg.tmp.1.2"), []byte("x"), 0o644)
	os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("x"), 0o644)
	corrupt := filepath.Join(dir, "corrupt.kimg")
	os.WriteFile(corrupt, []byte("KILNIMG\x00 nonsense......................"), 0o644)

	vs, err := ListVariants(depot, "0.1.0", "Geometry")
	if err != nil {
		t.Fatal(err)
	}
	if len(vs) != 5 {
		t.Fatalf("%d variants", len(vs))
	}
	for i, want := range []string{paths[3], paths[2], paths[1], paths[0], corrupt} {
		if vs[i].Path != want {
			t.Fatalf("variant %d is %s, want %s", i, vs[i].Path, want)
		}
	}
	if vs[4].Header != nil || !IsReject(vs[4].HeaderErr) {
		t.Fatal("corrupt variant has a header")
	}
	if vs[0].Header.Flags["opt"] != "3" || vs[0].Slug+Ext != filepath.Base(paths[3]) {
		t.Fatal("variant header or slug")
	}

	removed, err := Prune(depot, "0.1.0", "Geometry", 2)
	if err != nil {
		t.Fatal(err)
	}
	if len(removed) != 3 {
		t.Fatalf("removed %v", removed)
	}
	vs, _ = ListVariants(depot, "0.1.0", "Geometry")
	if len(vs) != 2 || vs[0].Path != paths[3] || vs[1].Path != paths[2] {
		t.Fatalf("after prune: %+v", vs)
	}
	if _, err := Prune(depot, "0.1.0", "Geometry", 0); err == nil {
		t.Fatal("keep 0 accepted")
	}
}

// TestPruneFutureDated: an image dated in the future (planted, or from a
// machine with a wrong clock) counts as the oldest, so pruning removes it
// before real images (issue 22).
func TestPruneFutureDated(t *testing.T) {
	depot := t.TempDir()
	var paths []string
	for i, created := range []int64{1000, 2000, time.Now().Add(24 * time.Hour).UnixNano()} {
		img := sampleImage()
		img.Flags = map[string]string{"opt": strconv.Itoa(i)}
		img.CreatedUnixNano = created
		p, err := VariantPath(depot, "0.1.0", "Geometry", HeaderSlug(&img.Header, ""))
		if err != nil {
			t.Fatal(err)
		}
		if err := Write(p, img); err != nil {
			t.Fatal(err)
		}
		paths = append(paths, p)
	}
	removed, err := Prune(depot, "0.1.0", "Geometry", 2)
	if err != nil {
		t.Fatal(err)
	}
	if len(removed) != 1 || removed[0] != paths[2] {
		t.Errorf("removed %v, want the future-dated %s", removed, paths[2])
	}
}

// TestPruneDepot: the depot-wide policy of `kiln cache prune` — by count
// per package, by age, both — over several packages.
func TestPruneDepot(t *testing.T) {
	now := time.Now()
	day := 24 * time.Hour
	// Two packages: A with images 1, 3, 10 and 40 days old, B with one
	// 2 days old.
	ages := map[string][]time.Duration{"A": {day, 3 * day, 10 * day, 40 * day}, "B": {2 * day}}
	setup := func(t *testing.T) (string, map[string]time.Duration) {
		depot := t.TempDir()
		age := map[string]time.Duration{}
		for name, as := range ages {
			for i, a := range as {
				img := sampleImage()
				img.Package.Name = name
				img.Flags = map[string]string{"opt": strconv.Itoa(i)}
				img.CreatedUnixNano = now.Add(-a).UnixNano()
				p, err := VariantPath(depot, "0.1.0", name, HeaderSlug(&img.Header, ""))
				if err != nil {
					t.Fatal(err)
				}
				if err := Write(p, img); err != nil {
					t.Fatal(err)
				}
				age[p] = a
			}
		}
		return depot, age
	}
	for _, tc := range []struct {
		name string
		pol  PrunePolicy
		want []time.Duration // ages of the removed images, sorted
	}{
		{"keep 2", PrunePolicy{Keep: 2}, []time.Duration{10 * day, 40 * day}},
		{"keep 1", PrunePolicy{Keep: 1}, []time.Duration{3 * day, 10 * day, 40 * day}},
		{"older than 7d", PrunePolicy{OlderThan: 7 * day}, []time.Duration{10 * day, 40 * day}},
		{"older than 36h", PrunePolicy{OlderThan: 36 * time.Hour}, []time.Duration{2 * day, 3 * day, 10 * day, 40 * day}},
		{"keep 3 or older than 20d", PrunePolicy{Keep: 3, OlderThan: 20 * day}, []time.Duration{40 * day}},
		{"keep 10", PrunePolicy{Keep: 10}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			depot, age := setup(t)
			cands, err := PruneCandidates(depot, "0.1.0", tc.pol, now)
			if err != nil {
				t.Fatal(err)
			}
			removed, err := PruneDepot(depot, "0.1.0", tc.pol, now)
			if err != nil {
				t.Fatal(err)
			}
			if len(cands) != len(removed) {
				t.Errorf("dry run listed %d, prune removed %d", len(cands), len(removed))
			}
			var got []time.Duration
			for _, v := range removed {
				got = append(got, age[v.Path])
				if _, err := os.Stat(v.Path); !os.IsNotExist(err) {
					t.Errorf("%s still exists", v.Path)
				}
			}
			sort.Slice(got, func(i, j int) bool { return got[i] < got[j] })
			if fmt.Sprint(got) != fmt.Sprint(tc.want) {
				t.Errorf("removed images aged %v, want %v", got, tc.want)
			}
			left := 0
			for p := range age {
				if _, err := os.Stat(p); err == nil {
					left++
				}
			}
			if left != len(age)-len(tc.want) {
				t.Errorf("%d images left, want %d", left, len(age)-len(tc.want))
			}
		})
	}
}
