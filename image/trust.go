package image

import (
	"fmt"
	"os"
	"syscall"
)

// Untrusted says why a file in the depot must not be loaded, or "" when it
// may be: as ssh treats its key files, a file owned by another user (other
// than root) or writable by its group or by others could have been planted
// or changed by someone else, and loading it would run their code (issue
// 22: depot safety). Kiln creates its files 0600 or 0644.
func Untrusted(fi os.FileInfo) string {
	if fi.Mode().Perm()&0o022 != 0 {
		return fmt.Sprintf("writable by group or others (mode %v)", fi.Mode().Perm())
	}
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return ""
	}
	if uid := os.Geteuid(); int(st.Uid) != uid && st.Uid != 0 {
		return fmt.Sprintf("owned by uid %d, not by this user (uid %d)", st.Uid, uid)
	}
	return ""
}
