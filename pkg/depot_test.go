package pkg

import (
	"path/filepath"
	"regexp"
	"testing"
)

func TestDepot(t *testing.T) {
	t.Setenv("KILN_DEPOT", "")
	t.Setenv("HOME", "/home/someone")
	d, err := Depot()
	if err != nil || d != "/home/someone/.kiln" {
		t.Errorf("Depot() = %q, %v", d, err)
	}
	t.Setenv("KILN_DEPOT", "/var/kiln")
	if d, _ := Depot(); d != "/var/kiln" {
		t.Errorf("Depot() = %q", d)
	}
	t.Setenv("KILN_DEPOT", "rel/depot")
	if d, _ := Depot(); !filepath.IsAbs(d) || filepath.Base(d) != "depot" {
		t.Errorf("relative KILN_DEPOT: %q", d)
	}
}

func TestImagePaths(t *testing.T) {
	dir := writeTree(t, merge(pkgFiles("a/Foo", "Foo", nil, ""), pkgFiles("b/Foo", "Foo", nil, "")))
	p, _ := LoadPackage(filepath.Join(dir, "a/Foo"))
	q, _ := LoadPackage(filepath.Join(dir, "b/Foo"))
	if got := CompiledDir("/d", "0.1.0", "Foo"); got != "/d/compiled/0.1.0/Foo" {
		t.Errorf("CompiledDir = %q", got)
	}
	path := ImagePath("/d", "0.1.0", p, "x86_64-linux-gnu/znver3/O2")
	if !regexp.MustCompile(`^/d/compiled/0\.1\.0/Foo/[a-z2-7]{10}\.kimg$`).MatchString(path) {
		t.Errorf("ImagePath = %q", path)
	}
	if ImagePath("/d", "0.1.0", p, "x86_64-linux-gnu/znver3/O2") != path {
		t.Error("slug not stable")
	}
	if ImageSlug(p, "v1") == ImageSlug(p, "v2") || ImageSlug(p, "v1") == ImageSlug(q, "v1") {
		t.Error("slug does not depend on variant and directory")
	}
	if LockPath(path) != path+".lock" {
		t.Error("LockPath")
	}
}
