package image

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"syscall"
	"testing"
)

func tempsIn(t *testing.T, dir string) []string {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range ents {
		if strings.Contains(e.Name(), ".tmp.") {
			out = append(out, e.Name())
		}
	}
	return out
}

// TestWriteKilledBeforeRename kills a writer with SIGKILL after it wrote and
// fsynced its temporary file but before the rename: no image is visible,
// an existing image is intact, and the next Write removes the stale temp.
func TestWriteKilledBeforeRename(t *testing.T) {
	for _, existing := range []bool{false, true} {
		dir := t.TempDir()
		path := filepath.Join(dir, "Geometry", "abc.kimg")
		var old *Image
		if existing {
			old = sampleImage()
			old.Sections = old.Sections[:2]
			if err := Write(path, old); err != nil {
				t.Fatal(err)
			}
		}
		h := startHelper(t, "slowwrite", "KILN_IMAGE_TEST_PATH="+path)
		line := h.line(t)
		if !strings.HasPrefix(line, "READY ") {
			t.Fatalf("helper: %q %s", line, h.rest())
		}
		tmp := strings.TrimPrefix(line, "READY ")
		if filepath.Dir(tmp) != filepath.Dir(path) {
			t.Fatalf("temporary file %s is not beside %s", tmp, path)
		}
		if err := h.cmd.Process.Signal(syscall.SIGKILL); err != nil {
			t.Fatal(err)
		}
		h.cmd.Wait()

		if existing {
			got, err := Read(path)
			if err != nil {
				t.Fatalf("old image damaged: %v", err)
			}
			if !reflect.DeepEqual(normalize(got), normalize(old)) {
				t.Fatal("old image replaced by a killed writer")
			}
		} else if _, err := os.Stat(path); !os.IsNotExist(err) {
			t.Fatalf("killed writer left a file at the image path: %v", err)
		}
		if _, err := os.Stat(tmp); err != nil {
			t.Fatalf("expected the stale temporary file to remain: %v", err)
		}
		// A later Write succeeds and removes the dead writer's temp.
		if err := Write(path, sampleImage()); err != nil {
			t.Fatal(err)
		}
		if _, err := Read(path); err != nil {
			t.Fatal(err)
		}
		if left := tempsIn(t, filepath.Dir(path)); len(left) != 0 {
			t.Fatalf("stale temporaries not cleaned: %v", left)
		}
	}
}

func TestWriteLeavesNoTemp(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "x.kimg")
	if err := Write(path, sampleImage()); err != nil {
		t.Fatal(err)
	}
	bad := sampleImage()
	bad.Sections[0].Name = "bad name"
	if err := Write(path, bad); err == nil {
		t.Fatal("Write of an invalid image succeeded")
	}
	if left := tempsIn(t, dir); len(left) != 0 {
		t.Fatalf("temporaries left: %v", left)
	}
	if _, err := Read(path); err != nil {
		t.Fatal("failed Write damaged the previous image:", err)
	}
	fi, _ := os.Stat(path)
	if fi.Mode().Perm() != 0o644 {
		t.Fatalf("mode %v", fi.Mode())
	}
	// A temp of a live process (ourselves) is left alone.
	live := filepath.Join(dir, tempPrefix("x.kimg", os.Getpid())+"123")
	os.WriteFile(live, nil, 0o644)
	if err := Write(path, sampleImage()); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(live); err != nil {
		t.Fatal("a live writer's temporary was removed")
	}
}
