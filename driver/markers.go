package driver

import (
	"os"
	"path/filepath"
)

// Failure markers (PATH.failed) live in the depot, which may be shared:
// they are written and read without following symbolic links, so that a
// link planted in a shared depot cannot make Kiln overwrite, or trust,
// another file (issue 22: depot safety).

// writeMarker replaces the marker at path with content: a fresh temporary
// file (created exclusively) renamed over it, which replaces a link
// rather than writing through it. Failures are ignored: a missing marker
// only costs another attempt.
func writeMarker(path string, content []byte) {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return
	}
	f, err := os.CreateTemp(dir, ".marker-*")
	if err != nil {
		return
	}
	_, werr := f.Write(content)
	cerr := f.Close()
	if werr != nil || cerr != nil || os.Rename(f.Name(), path) != nil {
		os.Remove(f.Name())
	}
}

// readMarker returns the content of the marker at path when it is a
// regular file (not a link).
func readMarker(path string) ([]byte, bool) {
	fi, err := os.Lstat(path)
	if err != nil || !fi.Mode().IsRegular() {
		return nil, false
	}
	b, err := os.ReadFile(path)
	return b, err == nil
}

// dirWritable reports (as an error) whether files can be created in dir,
// creating it if needed.
func dirWritable(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, ".probe-*")
	if err != nil {
		return err
	}
	f.Close()
	return os.Remove(f.Name())
}
