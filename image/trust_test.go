package image

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestUntrustedNotLoaded: an image writable by group or others, or owned
// by another user, is rejected with a reason by ReadHeader and Read.
func TestUntrustedNotLoaded(t *testing.T) {
	path := filepath.Join(t.TempDir(), "x.kimg")
	if err := Write(path, sampleImage()); err != nil {
		t.Fatal(err)
	}
	if _, err := Read(path); err != nil {
		t.Fatalf("own image rejected: %v", err)
	}
	reject := func(what, reason string) {
		t.Helper()
		for name, read := range map[string]func(string) error{
			"ReadHeader": func(p string) error { _, err := ReadHeader(p); return err },
			"Read":       func(p string) error { _, err := Read(p); return err },
		} {
			var re *RejectError
			if err := read(path); !errors.As(err, &re) || !strings.Contains(re.Reason, reason) {
				t.Errorf("%s: %s: err %v, want a rejection containing %q", what, name, err, reason)
			}
		}
	}
	os.Chmod(path, 0o666)
	reject("world-writable", "writable by group or others")
	os.Chmod(path, 0o664)
	reject("group-writable", "writable by group or others")
	os.Chmod(path, 0o644)
	if os.Geteuid() != 0 {
		t.Skip("changing a file's owner needs root")
	}
	if err := os.Chown(path, 54321, 54321); err != nil {
		t.Skip("chown:", err)
	}
	reject("owned by another user", "owned by uid 54321")
}
