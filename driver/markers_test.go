package driver

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// TestMarkerNoFollow: a symbolic link planted where a marker goes is
// replaced, never written through, and is not read as a marker.
func TestMarkerNoFollow(t *testing.T) {
	dir := t.TempDir()
	victim := filepath.Join(dir, "victim")
	os.WriteFile(victim, []byte("precious"), 0o644)
	marker := filepath.Join(dir, "img.kimg.failed")
	if err := os.Symlink(victim, marker); err != nil {
		t.Skip("no symbolic links:", err)
	}
	if _, ok := readMarker(marker); ok {
		t.Errorf("a link was read as a marker")
	}
	writeMarker(marker, []byte("fp"))
	if b, _ := os.ReadFile(victim); string(b) != "precious" {
		t.Errorf("the link's target was overwritten: %q", b)
	}
	if b, ok := readMarker(marker); !ok || string(b) != "fp" {
		t.Errorf("marker = %q, %v; want \"fp\"", b, ok)
	}
}

// TestSysimageFailureExpires: a failed system image build is not retried
// by the same build for a while, then is.
func TestSysimageFailureExpires(t *testing.T) {
	now := time.Now()
	at := func(d time.Duration) string { return fmt.Sprintf("%s\n%d", BuildID(), now.Add(-d).Unix()) }
	cases := []struct {
		marker string
		holds  bool
	}{
		{at(time.Minute), true},
		{at(sysimageRetryAfter + time.Minute), false},
		{at(-time.Hour), false}, // from the future: not trusted
		{"another-build\n" + fmt.Sprint(now.Unix()), false},
		{BuildID(), false}, // the old format without a time
		{"", false},
	}
	for _, c := range cases {
		if got := sysimageFailureHolds(c.marker, now); got != c.holds {
			t.Errorf("marker %q: holds = %v, want %v", c.marker, got, c.holds)
		}
	}
}

// TestDirWritable: a read-only directory is reported (the system image is
// then not built on every run).
func TestDirWritable(t *testing.T) {
	dir := t.TempDir()
	if err := dirWritable(filepath.Join(dir, "sub")); err != nil {
		t.Fatalf("writable dir: %v", err)
	}
	if os.Getuid() == 0 {
		t.Skip("root writes to read-only directories")
	}
	ro := filepath.Join(dir, "ro")
	os.Mkdir(ro, 0o555)
	if err := dirWritable(ro); err == nil {
		t.Errorf("read-only dir reported writable")
	}
}
