package image

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// testHookBeforeRename, when set (by tests only), runs after the temporary
// file is written and fsynced and before it is renamed into place.
var testHookBeforeRename func(tmp string)

// tempPrefix is the name prefix of Write's temporary files for target base:
// ".<base>.tmp.<pid>.".
func tempPrefix(base string, pid int) string {
	return "." + base + ".tmp." + strconv.Itoa(pid) + "."
}

// Write encodes img and stores it at path atomically: the bytes go to a
// temporary file in the same directory (created if missing), which is
// fsynced, renamed over path, and the directory is fsynced. Readers of path
// see either the old file or the complete new one, never a partial file;
// a crash leaves at most a hidden temporary file, which later Writes to the
// same path remove once its writer is dead. img.CreatedUnixNano is set to
// the current time when it is zero.
func Write(path string, img *Image) error {
	if img != nil && img.CreatedUnixNano == 0 {
		img.CreatedUnixNano = time.Now().UnixNano()
	}
	data, err := Encode(img)
	if err != nil {
		return err
	}
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	if base == "" {
		return fmt.Errorf("image: write %q: not a file path", path)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("image: write %s: %w", path, err)
	}
	cleanStaleTemps(dir, base)
	f, err := os.CreateTemp(dir, tempPrefix(base, os.Getpid())+"*")
	if err != nil {
		return fmt.Errorf("image: write %s: %w", path, err)
	}
	tmp := f.Name()
	ok := false
	defer func() {
		if !ok {
			f.Close()
			os.Remove(tmp)
		}
	}()
	if _, err := f.Write(data); err != nil {
		return fmt.Errorf("image: write %s: %w", path, err)
	}
	if err := f.Chmod(0o644); err != nil {
		return fmt.Errorf("image: write %s: %w", path, err)
	}
	if err := f.Sync(); err != nil {
		return fmt.Errorf("image: write %s: fsync: %w", path, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("image: write %s: %w", path, err)
	}
	if testHookBeforeRename != nil {
		testHookBeforeRename(tmp)
	}
	if err := os.Rename(tmp, path); err != nil {
		return fmt.Errorf("image: write %s: %w", path, err)
	}
	ok = true
	// Make the rename durable. Failure to sync a directory (some file
	// systems refuse) does not undo the write, so it is not an error.
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
	return nil
}

// cleanStaleTemps removes temporary files left in dir by Writes to base
// whose writing process no longer exists.
func cleanStaleTemps(dir, base string) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	pre := "." + base + ".tmp."
	for _, e := range ents {
		name := e.Name()
		if !strings.HasPrefix(name, pre) {
			continue
		}
		rest := name[len(pre):]
		i := strings.IndexByte(rest, '.')
		if i <= 0 {
			continue
		}
		pid, err := strconv.Atoi(rest[:i])
		if err != nil || pid <= 0 {
			continue
		}
		if !pidAlive(pid) {
			os.Remove(filepath.Join(dir, name))
		}
	}
}
